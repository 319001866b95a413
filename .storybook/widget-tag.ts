/**
 * Which widget a stories file shows, for the docs page's reference: the `widgetTag` parameter when the
 * file sets one, else its file name (`cart-link.stories.tsx` → `cart-link`; a `-states` file shows the
 * same widget; `comment-reply-form` → `comment-reply-form-element`). Undefined for stories that are not
 * a widget (the UI primitives).
 */
export function widgetTagOfStories(
  fileName: string | undefined,
  knownTags: ReadonlySet<string>,
  widgetTag?: unknown,
): string | undefined {
  if (typeof widgetTag === 'string') return knownTags.has(widgetTag) ? widgetTag : undefined;
  const stem = /([^/\\]+)\.stories\.[jt]sx?$/.exec(fileName ?? '')?.[1]?.replace(/-states$/, '');
  if (!stem) return undefined;
  if (knownTags.has(stem)) return stem;
  if (knownTags.has(`${stem}-element`)) return `${stem}-element`;
  return undefined;
}

/** A widget page as the docs page shows it: no markers, no title (the docs page has its own), no local links. */
export function pageForStorybook(page: string): string {
  return page
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/^# .*\n/m, '')
    .replace(/\[([^\]]+)\]\((?![a-z]+:)[^)]*\)/gi, '$1')
    .trim();
}
