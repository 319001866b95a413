/**
 * What a page loads at start from the script-tag build, worked out from bundle-info.json and the tags in
 * its markup: the loader, then for every tag the whole set of files at once. (The chain of dependent
 * requests is measured in a browser by `npm run bench:pages`.)
 */
import type { BundleInfo } from './bundle-info';

export interface PageLoad {
  files: string[];
  requests: number;
  gzip: number;
  /** Every widget family with a file among them (`shared` for the shared lazy file). */
  families: string[];
}

/** Custom-element tags in some HTML that the library defines. */
export function libraryTagsIn(markup: string, info: BundleInfo): string[] {
  const tags = new Set<string>();
  for (const match of markup.matchAll(/<([a-z][a-z0-9]*-[a-z0-9-]*)[\s/>]/g)) {
    if (match[1] && match[1] in info.tags) tags.add(match[1]);
  }
  return [...tags].sort();
}

export function pageLoad(info: BundleInfo, tags: readonly string[]): PageLoad {
  const files = new Set<string>([info.entry]);
  for (const tag of tags) {
    const tagInfo = info.tags[tag];
    if (!tagInfo) throw new Error(`<${tag}> is not in bundle-info.json`);
    for (const file of tagInfo.files) files.add(file);
  }
  // The families whose files load, also those a family's file imports (not only the tags' own).
  const families = new Set(
    [...files]
      .map((file) => info.chunks[file]?.group ?? '')
      .filter((group) => !['', 'loader', 'react', 'platform'].includes(group))
      .map((group) => group.replace(/-lazy$/, '')),
  );
  return {
    files: [...files],
    requests: files.size,
    gzip: [...files].reduce((sum, file) => sum + (info.chunks[file]?.gzip ?? 0), 0),
    families: [...families].sort(),
  };
}
