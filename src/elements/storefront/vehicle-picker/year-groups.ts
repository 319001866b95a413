/** Spec storefront §3 "Year group: name, years". */
export interface YearGroup {
  /** `2020s` */
  name: string;
  /** Newest first. */
  years: number[];
}

/** Years grouped by decade under headings ('2020s', '2010s', ...), newest first, each year once. */
export function groupYearsByDecade(years: readonly number[]): YearGroup[] {
  const unique = [...new Set(years)].sort((a, b) => b - a);
  const groups: YearGroup[] = [];
  for (const year of unique) {
    const name = `${Math.floor(year / 10) * 10}s`;
    const last = groups.at(-1);
    if (last?.name === name) last.years.push(year);
    else groups.push({ name, years: [year] });
  }
  return groups;
}
