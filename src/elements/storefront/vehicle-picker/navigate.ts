/**
 * How the picker changes the page. Tests and stories swap it (`setNavigate`) to see where a pick
 * goes without leaving the page.
 */
export type Navigate = (url: string) => void;

const browserNavigate: Navigate = (url) => {
  window.location.assign(url);
};

let current: Navigate = browserNavigate;

export function navigateTo(url: string): void {
  current(url);
}

/** Replaces the navigation; returns the function that restores the previous one. */
export function setNavigate(navigate: Navigate): () => void {
  const previous = current;
  current = navigate;
  return () => {
    current = previous;
  };
}
