import { type RefObject, useEffect } from 'react';
import { keepFocusInside } from '../../../ui/shared/keep-focus-inside';
import { useLatest } from '../../../ui/shared/use-latest';

/**
 * Focus management of the open panel, like the Modal primitive: focus moves into the panel when it
 * opens, Tab stays inside it (focus-trap, through nested shadow roots), and closing gives focus back
 * to what had it before, the link or button that opened it.
 */
export function usePanelFocus(panelRef: RefObject<HTMLElement | null>, open: boolean, view: string): void {
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    // Escape is handled by the side bar so that it closes through the store.
    return keepFocusInside(panel, { initialFocus: panel, returnFocus: true });
  }, [panelRef, open]);

  // A new view replaces the focused control: start again from the panel, which names the view.
  useEffect(() => {
    void view; // runs again for each new view
    const panel = panelRef.current;
    if (!open || !panel) return;
    const active = activeElementWithin(panel.ownerDocument);
    if (!active || !panel.contains(active)) panel.focus({ preventScroll: true });
  }, [panelRef, open, view]);
}

/** The focused element, looking through open shadow roots. */
function activeElementWithin(root: Document | ShadowRoot): Element | null {
  const active = root.activeElement;
  if (active?.shadowRoot?.activeElement) return activeElementWithin(active.shadowRoot);
  return active;
}

/**
 * Escape closes the panel while it is open, also when focus was lost to the page body (the focused
 * control was removed); keys meant for a nested dialog are left to it.
 */
export function useEscapeToClose(open: boolean, onClose: () => void): void {
  const close = useLatest(onClose);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const focused = document.activeElement;
      if (focused === null || focused === document.body) close.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);
}
