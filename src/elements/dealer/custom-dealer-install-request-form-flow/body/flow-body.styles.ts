import { visuallyHiddenStyles } from '../../../../ui/shared/visually-hidden.styles';

/** The flow's look (loaded with the steps, not with the element). Works from 320px wide. */
export const flowBodyStyles = `
${visuallyHiddenStyles}
.shop-flow { display: grid; gap: var(--shop-space-3, 0.75rem); max-width: 48rem; color: var(--shop-color-text, #1f2328); }
.shop-flow h2 { margin: 0; font-size: 1.375rem; }
.shop-flow h3 { margin: 0; font-size: 1.125rem; }
.shop-flow p { margin: 0; }
.shop-flow :focus-visible { outline: 3px solid var(--shop-color-focus, #1a5fb4); outline-offset: 2px; }
.shop-flow__progress { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; margin: 0; padding: 0; list-style: none; font-size: 0.9375rem; }
.shop-flow__progress li { display: flex; align-items: center; gap: 0.375rem; color: var(--shop-color-text-muted, #4a4f55); }
.shop-flow__progress li[data-state='current'] { color: inherit; font-weight: 700; }
.shop-flow__progress-number {
  display: inline-grid; place-items: center; width: 1.75rem; height: 1.75rem; border-radius: 50%;
  border: 2px solid currentColor; font-size: 0.875rem; font-weight: 700;
}
.shop-flow__progress li[data-state='current'] .shop-flow__progress-number { background: var(--shop-color-primary, #c8102e); border-color: var(--shop-color-primary, #c8102e); color: #fff; }
.shop-flow__progress li[data-state='complete'] .shop-flow__progress-number { background: var(--shop-color-success, #1e6b34); border-color: var(--shop-color-success, #1e6b34); color: #fff; }
.shop-flow__notice { padding: 0.5rem 0.75rem; border-left: 4px solid var(--shop-color-primary, #c8102e); background: var(--shop-color-surface-alt, #f4f6f8); }
.shop-flow__step, .shop-flow__form { display: grid; gap: var(--shop-space-3, 0.75rem); min-width: 0; }
.shop-flow__search { display: flex; flex-wrap: wrap; align-items: end; gap: 0.5rem 0.75rem; }
.shop-flow__field { display: grid; gap: 0.25rem; min-width: 0; }
.shop-flow__field label, .shop-flow legend { font-weight: 600; }
.shop-flow input:not([type='checkbox']):not([type='radio']), .shop-flow select, .shop-flow textarea {
  min-height: 36px; max-width: 100%; box-sizing: border-box; padding: 0.25rem 0.5rem;
  border: 1px solid var(--shop-color-border-strong, #6b7075); border-radius: var(--shop-radius-1, 4px);
  font: inherit; background: #fff; color: inherit;
}
.shop-flow textarea { width: 100%; }
.shop-flow .shop-flow__field[data-invalid] input, .shop-flow .shop-flow__field[data-invalid] select, .shop-flow .shop-flow__field[data-invalid] textarea { border-color: var(--shop-color-danger, #b3261e); border-width: 2px; }
.shop-flow__hint, .shop-flow__muted { color: var(--shop-color-text-muted, #4a4f55); font-size: 0.9375rem; }
.shop-flow__error { color: var(--shop-color-danger, #b3261e); font-weight: 600; }
.shop-flow__failure { display: grid; gap: 0.5rem; justify-items: start; color: var(--shop-color-danger, #b3261e); }
.shop-flow__strong { font-weight: 700; }
.shop-flow__status:empty { display: none; }
.shop-flow__button {
  min-height: 36px; min-width: 44px; padding: 0.375rem 1rem; border: 2px solid var(--shop-color-primary, #c8102e);
  border-radius: var(--shop-radius-1, 4px); background: var(--shop-color-primary, #c8102e); color: #fff;
  font: inherit; font-weight: 700; cursor: pointer;
}
.shop-flow__button--plain { background: #fff; color: var(--shop-color-primary-text, #8f0b21); }
.shop-flow__button:disabled { opacity: 0.6; cursor: not-allowed; }
.shop-flow__actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 0.75rem; }
.shop-flow__choice { display: grid; gap: 0.5rem; min-width: 0; margin: 0; padding: 0.75rem; border: 1px solid var(--shop-color-border, #d0d4d9); border-radius: var(--shop-radius-1, 4px); }
.shop-flow__check { display: flex; align-items: center; gap: 0.5rem; min-height: 32px; }
.shop-flow__check input { width: 22px; height: 22px; margin: 0; flex: none; }
.shop-flow__cards { display: grid; gap: 0.75rem; margin: 0; padding: 0; list-style: none; }
.shop-flow__card { display: grid; gap: 0.5rem; padding: 0.75rem; border: 1px solid var(--shop-color-border, #d0d4d9); border-radius: var(--shop-radius-2, 8px); }
.shop-flow__card-head { display: grid; gap: 0.125rem; }
.shop-flow__card-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; }
.shop-flow__thumbs, .shop-flow__gallery { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
.shop-flow__thumbs img, .shop-flow__gallery img { display: block; max-width: 100%; height: auto; border-radius: var(--shop-radius-1, 4px); }
.shop-flow__gallery li { flex: 1 1 12rem; max-width: 240px; }
.shop-flow__facts { display: grid; gap: 0.25rem; margin: 0; }
.shop-flow__facts > div { display: flex; flex-wrap: wrap; gap: 0 0.5rem; }
.shop-flow__facts dt { font-weight: 600; }
.shop-flow__facts dd { margin: 0; overflow-wrap: anywhere; }
.shop-flow__details, .shop-flow__product, .shop-flow__given, .shop-flow__summary { display: grid; gap: 0.5rem; }
.shop-flow__vehicle { display: flex; flex-wrap: wrap; align-items: start; gap: 0.5rem 0.75rem; }
.shop-flow__field { align-content: start; }
.shop-flow__vehicle .shop-flow__field { flex: 1 1 9rem; }
.shop-flow__vehicle select { width: 100%; }
.shop-flow__pictured { display: inline-flex; align-items: center; gap: 0.5rem; font-weight: 600; }
.shop-flow__pictured img { border-radius: var(--shop-radius-1, 4px); }
.shop-flow__next { margin: 0; padding-left: 1.25rem; display: grid; gap: 0.25rem; }
`;
