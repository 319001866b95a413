import { useEffect, useSyncExternalStore } from 'react';
import { logger } from '../../../core/logger';

/**
 * One side bar per page: a second `<cart-sidebar>` (a page mistake) would open a second panel over
 * the first. The first one connected shows the side bar; the others stay empty until it leaves.
 */
const hosts: HTMLElement[] = [];
const listeners = new Set<() => void>();
let warned = false;

function notify(): void {
  for (const listener of listeners) listener();
}

function register(host: HTMLElement): () => void {
  hosts.push(host);
  if (hosts.length > 1 && !warned) {
    warned = true;
    logger.warning('More than one <cart-sidebar> is on the page; only the first one shows the side bar.', {
      source: 'cart-sidebar',
    });
  }
  notify();
  return () => {
    const index = hosts.indexOf(host);
    if (index >= 0) hosts.splice(index, 1);
    notify();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether this element is the page's side bar (the first connected one). */
export function usePrimarySidebar(host: HTMLElement): boolean {
  useEffect(() => register(host), [host]);
  return useSyncExternalStore(
    subscribe,
    () => hosts[0] === host,
    () => true,
  );
}
