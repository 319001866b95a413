import { trustedHtml } from '../../../core/trusted-types';
/**
 * DOMPurify (about 9 KB gzipped) is loaded with `import()`, in parallel with the bios' call, so it is
 * not part of the widgets' first chunk nor of their family's file (docs/performance.md). Every bio's
 * HTML is cleaned with it before any view sees it.
 */
export type Sanitize = (html: string) => string;

let loading: Promise<Sanitize> | undefined;

/**
 * An image in server HTML without an `alt` would be read out by its file name; it gets `alt=""`
 * (decorative), the only text the page can honestly give it. Parsed in an inert template.
 */
export function withImageAlts(cleanHtml: string): string {
  if (!/<img/i.test(cleanHtml)) return cleanHtml;
  const template = document.createElement('template');
  template.innerHTML = trustedHtml(cleanHtml);
  for (const image of Array.from(template.content.querySelectorAll('img:not([alt])'))) {
    image.setAttribute('alt', '');
  }
  return template.innerHTML;
}

export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('../../../core/sanitize').then(
    ({ sanitizeHtml }) =>
      (html: string) =>
        withImageAlts(sanitizeHtml(html)),
    (error: unknown) => {
      loading = undefined; // 'Try again' imports again
      throw error;
    },
  );
  return loading;
}
