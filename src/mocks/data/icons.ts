/** The shop's icon files under the image base URL (`icons/{name}.svg`), as the real CDN serves them. */
export const ICONS: Record<string, string> = {
  'cart.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="28" height="28"><path fill="#1f2328" d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM6.2 6l.9 2H20l-3.4 6.2a2 2 0 0 1-1.8 1H8.1L7 17.2V17h12v2H7a2 2 0 0 1-1.8-3l1.4-2.4L3 4H1V2h3.3l1 2H6.2Z"/><path fill="#c8102e" d="M9 9h9l-2.2 4H9.6z"/></svg>`,
};
