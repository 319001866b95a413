/** Keys that move within a step's options: arrows, Home, End, Page Up and Page Down (10 at a time). */
export const PAGE_SIZE = 10;

/** The option index a key moves to, or null when the key does not move. Stops at both ends. */
export function indexForKey(key: string, index: number, count: number, pageSize = PAGE_SIZE): number | null {
  if (count === 0) return null;
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return Math.min(index + 1, last);
    case 'ArrowUp':
    case 'ArrowLeft':
      return Math.max(index - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'PageDown':
      return Math.min(index + pageSize, last);
    case 'PageUp':
      return Math.max(index - pageSize, 0);
    default:
      return null;
  }
}

/**
 * Type-to-find: the first option whose label starts with what was typed, searching (and wrapping)
 * after `from` for one letter, from `from` itself for more (pass where the typing began). A single
 * repeated letter cycles through the options starting with it.
 */
export function typeaheadIndex(labels: readonly string[], typed: string, from: number): number | null {
  const query = typed.toLowerCase();
  if (query === '' || labels.length === 0) return null;
  const repeated = query.length > 1 && [...query].every((char) => char === query[0]);
  const needle = repeated ? (query[0] ?? '') : query;
  const start = needle.length === 1 ? from + 1 : from;
  for (let offset = 0; offset < labels.length; offset += 1) {
    const index = (start + offset + labels.length) % labels.length;
    if (labels[index]?.toLowerCase().startsWith(needle)) return index;
  }
  return null;
}
