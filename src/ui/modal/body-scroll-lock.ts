import { adoptDocumentStyles } from '../../core/styles';

/** Class set on `document.body` while at least one modal is open. */
export const MODAL_OPEN_BODY_CLASS = 'shop-modal-open';

/**
 * The document-level rule that makes {@link MODAL_OPEN_BODY_CLASS} lock scrolling. Widget styles live
 * in shadow roots and cannot reach `body`, so the first lock adds it to `document.adoptedStyleSheets`.
 */
export const modalDocumentStyles = `body.${MODAL_OPEN_BODY_CLASS}{overflow:hidden}`;

let openModalCount = 0;

/** Marks one more modal as open; returns the function that releases it (safe to call twice). */
export function lockBodyScroll(): () => void {
  adoptDocumentStyles(modalDocumentStyles);
  openModalCount += 1;
  document.body.classList.add(MODAL_OPEN_BODY_CLASS);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    openModalCount = Math.max(0, openModalCount - 1);
    if (openModalCount === 0) document.body.classList.remove(MODAL_OPEN_BODY_CLASS);
  };
}
