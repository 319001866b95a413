import { useEffect, useState } from 'react';

/**
 * Whether a media query matches, following changes. Where `matchMedia` is missing (old engines,
 * jsdom) it answers `fallback()`, read again on each window resize.
 */
export function useMediaQuery(query: string, fallback: () => boolean): boolean {
  const read = () =>
    typeof window === 'undefined'
      ? false
      : typeof window.matchMedia === 'function'
        ? window.matchMedia(query).matches
        : fallback();
  const [matches, setMatches] = useState(read);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` depends only on `query` (and the fallback's own reading)
  useEffect(() => {
    if (typeof window === 'undefined') return;
    const update = () => setMatches(read());
    update();
    if (typeof window.matchMedia === 'function') {
      const list = window.matchMedia(query);
      list.addEventListener('change', update);
      return () => list.removeEventListener('change', update);
    }
    window.addEventListener('resize', update, { passive: true });
    return () => window.removeEventListener('resize', update);
  }, [query]);
  return matches;
}
