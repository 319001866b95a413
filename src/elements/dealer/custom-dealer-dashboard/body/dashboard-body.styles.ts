import { visuallyHiddenStyles } from '../../../../ui/shared/visually-hidden.styles';

/** The dashboard body's look (loaded with the body, not with the element). */
export const dashboardBodyStyles = `
${visuallyHiddenStyles}
.shop-dealer__body { display: grid; gap: var(--shop-space-4, 1.5rem); }
.shop-dealer__section { display: grid; gap: var(--shop-space-3, 0.75rem); min-width: 0; }
.shop-dealer__section h2 { margin: 0; font-size: 1.375rem; }
.shop-dealer__section h3 { margin: 0; font-size: 1.125rem; }
.shop-dealer__section p { margin: 0; }
.shop-dealer__attention {
  margin: 0;
  padding: var(--shop-space-2, 0.5rem) var(--shop-space-3, 0.75rem);
  border-left: 4px solid var(--shop-color-border, #d0d4d9);
  background: var(--shop-color-surface-alt, #f4f6f8);
  font-size: 1.0625rem;
}
.shop-dealer__attention[data-attention] { border-left-color: var(--shop-color-primary, #c8102e); }
.shop-dealer__announcement { margin: 0; min-height: 1.5em; font-weight: 600; }
.shop-dealer__strong { font-weight: 700; }
.shop-dealer__muted { color: var(--shop-color-text-muted, #4a4f55); }
.shop-dealer__error { color: var(--shop-color-danger, #b3261e); margin: 0; }
.shop-dealer__message { display: grid; gap: 0.5rem; justify-items: start; }
.shop-dealer__tiles { display: flex; flex-wrap: wrap; gap: var(--shop-space-2, 0.5rem); margin: 0; }
.shop-dealer__tiles > div {
  min-width: 7rem;
  padding: var(--shop-space-2, 0.5rem) var(--shop-space-3, 0.75rem);
  border: 1px solid var(--shop-color-border, #d0d4d9);
  border-radius: var(--shop-radius-1, 4px);
}
.shop-dealer__tiles > div[data-attention] { border: 2px solid var(--shop-color-primary, #c8102e); }
.shop-dealer__tiles dt { font-size: 0.875rem; color: var(--shop-color-text-muted, #4a4f55); }
.shop-dealer__tiles dd { margin: 0; font-size: 1.75rem; font-weight: 700; font-variant-numeric: tabular-nums; }
.shop-dealer__toolbar { display: flex; flex-wrap: wrap; align-items: end; gap: var(--shop-space-2, 0.5rem) var(--shop-space-3, 0.75rem); }
.shop-dealer__toolbar label, .shop-dealer__add { display: grid; gap: 0.25rem; font-size: 0.875rem; font-weight: 600; }
.shop-dealer__toolbar label.shop-dealer__check, label.shop-dealer__check { display: flex; align-items: center; gap: 0.5rem; min-height: 32px; font-weight: 600; }
.shop-dealer__check input { width: 20px; height: 20px; margin: 0; }
.shop-dealer__body select, .shop-dealer__body input:not([type='checkbox']), .shop-dealer__body textarea {
  min-height: 32px;
  max-width: 100%;
  box-sizing: border-box;
  padding: 0.25rem 0.5rem;
  border: 1px solid var(--shop-color-border-strong, #6b7075);
  border-radius: var(--shop-radius-1, 4px);
  font: inherit;
  font-weight: 400;
  background: #fff;
  color: inherit;
}
.shop-dealer__body textarea { width: 100%; box-sizing: border-box; }
.shop-dealer__showing { font-variant-numeric: tabular-nums; }
.shop-dealer__scroll { overflow-x: auto; max-width: 100%; }
.shop-dealer__scroll:focus-visible { outline: 3px solid var(--shop-color-focus, #0b57d0); outline-offset: 2px; }
.shop-dealer__table { width: 100%; border-collapse: collapse; font-size: 0.9375rem; }
.shop-dealer__table th, .shop-dealer__table td {
  padding: 0.5rem;
  border-bottom: 1px solid var(--shop-color-border, #d0d4d9);
  text-align: left;
  vertical-align: top;
}
.shop-dealer__table thead th { font-size: 0.8125rem; text-transform: uppercase; letter-spacing: 0.02em; color: var(--shop-color-text-muted, #4a4f55); }
.shop-dealer__table td > a, .shop-dealer__table td > span { display: block; }
.shop-dealer__table a { color: var(--shop-color-link, #0b57d0); min-height: 24px; display: inline-block; overflow-wrap: anywhere; }
.shop-dealer__table tr[data-new] > * { background: #fff6f6; }
.shop-dealer__table tr[data-new] > th { box-shadow: inset 4px 0 0 var(--shop-color-primary, #c8102e); }
.shop-dealer__table tr[data-stock='OutOfStock'] > th { box-shadow: inset 4px 0 0 var(--shop-color-danger, #b3261e); }
.shop-dealer__number { text-align: right; font-variant-numeric: tabular-nums; }
.shop-dealer__details-row td { background: var(--shop-color-surface-alt, #f4f6f8); }
.shop-dealer__details { display: grid; gap: var(--shop-space-2, 0.5rem); max-width: 48rem; }
.shop-dealer__facts { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 0.75rem; margin: 0; }
.shop-dealer__facts dt { font-weight: 600; }
.shop-dealer__facts dd { margin: 0; }
.shop-dealer__summary { display: grid; gap: 0.25rem; justify-items: start; }
.shop-dealer__summary label { font-weight: 600; }
.shop-dealer__edit { display: grid; gap: var(--shop-space-2, 0.5rem); max-width: 48rem; }
.shop-dealer__edit-fields { display: grid; grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr)); gap: 0.5rem 0.75rem; }
.shop-dealer__field { display: grid; gap: 0.25rem; align-content: start; }
.shop-dealer__field label { font-weight: 600; }
.shop-dealer__field input { min-height: 36px; box-sizing: border-box; max-width: 100%; }
.shop-dealer__accounts { display: grid; gap: var(--shop-space-2, 0.5rem); margin-top: var(--shop-space-3, 1rem); }
.shop-dealer__accounts h3 { margin: 0; font-size: 1rem; }
.shop-dealer__accounts input { min-height: 36px; box-sizing: border-box; max-width: 100%; }
.shop-dealer__found { display: grid; gap: 0.25rem; justify-items: start; }
.shop-dealer__actions { display: flex; flex-wrap: wrap; gap: 0.25rem; }
.shop-dealer__inline { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; }
.shop-dealer__add-row { align-items: end; }
.shop-dealer__badge {
  display: inline-block;
  margin-left: 0.4em;
  padding: 0 0.45em;
  border-radius: 999px;
  background: var(--shop-color-primary, #c8102e);
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.5;
}
.shop-dealer__button {
  min-height: 32px;
  min-width: 44px;
  padding: 0.25rem 0.75rem;
  border: 1px solid var(--shop-color-link, #0b57d0);
  border-radius: var(--shop-radius-1, 4px);
  background: #fff;
  color: var(--shop-color-link, #0b57d0);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
/* In a table a button keeps to one line (the table scrolls sideways); elsewhere a long label wraps at 320 px. */
.shop-dealer__table .shop-dealer__button { white-space: nowrap; }
.shop-dealer__button:disabled, .shop-dealer__button[aria-disabled='true'] { opacity: 0.55; cursor: not-allowed; }
.shop-dealer__button--quiet { border-color: var(--shop-color-border-strong, #6b7075); color: inherit; }
.shop-dealer__button--danger { background: var(--shop-color-danger, #b3261e); border-color: var(--shop-color-danger, #b3261e); color: #fff; }
.shop-dealer__link-button { border: 0; padding: 0; background: none; color: var(--shop-color-link, #0b57d0); text-decoration: underline; font: inherit; cursor: pointer; min-height: 24px; }
.shop-dealer__body :is(button, select, input, textarea, a):focus-visible { outline: 3px solid var(--shop-color-focus, #0b57d0); outline-offset: 2px; }
.shop-dealer__settings { display: grid; gap: var(--shop-space-2, 0.5rem); justify-items: start; }
.shop-dealer__confirm { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; padding: 0.75rem; border: 2px solid var(--shop-color-danger, #b3261e); border-radius: var(--shop-radius-1, 4px); }
.shop-dealer__confirm legend { float: left; width: 100%; padding: 0; margin-bottom: 0.5rem; }
.shop-dealer__toolbar { border: 0; margin: 0; padding: 0; min-width: 0; }
.shop-dealer__reviews { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--shop-space-2, 0.5rem); }
.shop-dealer__review { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.25rem; padding: var(--shop-space-2, 0.5rem) 0; border-bottom: 1px solid var(--shop-color-border, #d0d4d9); }
.shop-dealer__orders { display: grid; gap: var(--shop-space-2, 0.5rem); }
@media (max-width: 576px) {
  .shop-dealer__toolbar { display: grid; grid-template-columns: 1fr; align-items: stretch; }
  .shop-dealer__tiles > div { min-width: 0; flex: 1; }
}
`;
