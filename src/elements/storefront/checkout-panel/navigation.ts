/**
 * How the cart and the checkout panel leave or reload the page. Tests and stories replace it with
 * `setNavigation` to see where a click goes (jsdom cannot navigate, and a story must not leave).
 */
export interface Navigation {
  /** A full page load of `url`. */
  navigate(url: string): void;
  /** Reloads the current page. */
  reload(): void;
}

const browserNavigation: Navigation = {
  navigate: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
};

let current: Navigation = browserNavigation;

export const navigation: Navigation = {
  navigate: (url) => current.navigate(url),
  reload: () => current.reload(),
};

/** Replaces the navigation (none given: the browser's again); returns the function that restores the previous one. */
export function setNavigation(replacement?: Navigation): () => void {
  const previous = current;
  current = replacement ?? browserNavigation;
  return () => {
    current = previous;
  };
}
