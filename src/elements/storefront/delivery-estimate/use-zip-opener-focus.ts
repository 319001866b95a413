import { type RefObject, useEffect, useRef } from 'react';

/** The controls that open the ZIP modal: the edit pencil, or 'Add ZIP code for delivery options'. */
const ZIP_OPENERS = '.shop-delivery__edit, .shop-delivery__add-zip';
/** How long after focus was lost it is still given back (the panel may be reloading). */
const GIVE_BACK_WITHIN_MS = 5_000;

function focusIsLost(doc: Document): boolean {
  return doc.activeElement === null || doc.activeElement === doc.body;
}

/**
 * Focus back on the panel's ZIP control when the panel took it away. The ZIP modal returns focus to
 * the control that opened it, but a first ZIP code replaces that control ('Add ZIP code' becomes the
 * edit pencil), and a reload (a new ZIP code, a cart change) shows the loading bubbles in place of the
 * controls, so focus would fall to the page body. Then the panel's ZIP control gets the focus as soon
 * as it is rendered again. Focus the shopper has moved elsewhere meanwhile is left alone.
 */
export function useZipOpenerFocus(zipModalOpen: boolean, panel: RefObject<HTMLElement | null>): void {
  const lostSince = useRef(0);
  const wasOpen = useRef(zipModalOpen);
  const focusedInside = useRef<Element | null>(null);

  useEffect(() => {
    const root = panel.current;
    if (!root) return;
    const remember = (event: FocusEvent) => {
      focusedInside.current = event.target as Element;
    };
    root.addEventListener('focusin', remember);
    return () => root.removeEventListener('focusin', remember);
  }, [panel]);

  useEffect(() => {
    if (wasOpen.current && !zipModalOpen) lostSince.current = Date.now();
    wasOpen.current = zipModalOpen;
    const removed = focusedInside.current;
    if (removed && !removed.isConnected) {
      focusedInside.current = null;
      lostSince.current = Date.now();
    }
    if (!lostSince.current) return;
    // The modal's focus trap gives focus back after a tick; look once it has.
    const timer = setTimeout(() => {
      const root = panel.current;
      if (!root || !lostSince.current) return;
      if (Date.now() - lostSince.current > GIVE_BACK_WITHIN_MS || !focusIsLost(root.ownerDocument)) {
        lostSince.current = 0;
        return;
      }
      const opener = root.querySelector<HTMLElement>(ZIP_OPENERS);
      if (!opener) return;
      lostSince.current = 0;
      opener.focus();
    }, 0);
    return () => clearTimeout(timer);
  });
}
