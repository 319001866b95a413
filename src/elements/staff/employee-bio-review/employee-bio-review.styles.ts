import { visuallyHiddenStyles } from '../../../ui/shared/visually-hidden.styles';

/** Only `--shop-*` tokens; targets at least 24 px (buttons 40 px); one column at 700 px or narrower. */
export const employeeBioReviewStyles = `
:host { display: block; }
.shop-bio-review { display: grid; gap: var(--shop-space-4, 1rem); max-width: var(--shop-bio-review-max-width, 72rem); }
.shop-bio-review h2, .shop-bio-review h3, .shop-bio-review h4 { margin: 0; line-height: 1.3; }
.shop-bio-review h2 { font-size: 1.375rem; }
.shop-bio-review h3 { font-size: 1.125rem; }
.shop-bio-review h4 { font-size: 0.9375rem; margin-top: var(--shop-space-2, 0.5rem); }
.shop-bio-review__header { display: flex; flex-wrap: wrap; gap: var(--shop-space-2, 0.5rem) var(--shop-space-4, 1rem); align-items: baseline; }
.shop-bio-review__status { margin: 0; padding: 0.125rem var(--shop-space-2, 0.5rem); border-radius: 999px; border: 1px solid var(--shop-color-border, #767b82); font-weight: 600; }
.shop-bio-review__status[data-status='Approved'] { color: var(--shop-color-success, #1e6b34); border-color: currentColor; }
.shop-bio-review__status[data-status='Rejected'] { color: var(--shop-color-danger, #b3261e); border-color: currentColor; }
.shop-bio-review__columns { display: grid; gap: var(--shop-space-4, 1rem); grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
@media (max-width: 700px) { .shop-bio-review__columns { grid-template-columns: minmax(0, 1fr); } }
.shop-bio-review__panel { display: grid; gap: var(--shop-space-2, 0.5rem); align-content: start; min-width: 0; padding: var(--shop-space-3, 0.75rem); border: 1px solid var(--shop-color-border-subtle, #d0d4d9); border-radius: var(--shop-radius-1, 4px); background: var(--shop-color-surface, #ffffff); }
.shop-bio-review__name { margin: 0; font-weight: 600; font-size: 1.0625rem; }
.shop-bio-review__html, .shop-bio-review__text { overflow-wrap: anywhere; line-height: 1.45; }
.shop-bio-review__html > :first-child, .shop-bio-review__text { margin-top: 0; }
.shop-bio-review__html img { max-width: 100%; height: auto; }
.shop-bio-review__html a { color: var(--shop-color-link, #0b57d0); }
.shop-bio-review__empty, .shop-bio-review__hint { margin: 0; color: var(--shop-color-text-muted, #4a4f55); font-size: 0.875rem; }
.shop-bio-review__field { display: grid; gap: var(--shop-space-1, 0.25rem); min-width: 0; }
.shop-bio-review__field label { font-weight: 600; font-size: 0.9375rem; }
.shop-bio-review__input { box-sizing: border-box; width: 100%; min-height: 40px; padding: var(--shop-space-2, 0.5rem); border: 1px solid var(--shop-color-border, #767b82); border-radius: var(--shop-radius-1, 4px); background: var(--shop-color-surface, #ffffff); color: inherit; font: inherit; }
textarea.shop-bio-review__input { resize: vertical; line-height: 1.45; font-family: var(--shop-font-mono, ui-monospace, monospace); font-size: 0.875rem; }
.shop-bio-review__input[aria-invalid='true'] { border: 2px solid var(--shop-color-danger, #b3261e); }
.shop-bio-review__input:disabled { background: var(--shop-color-disabled-surface, #f1f2f4); }
.shop-bio-review__error { margin: 0; color: var(--shop-color-danger, #b3261e); font-weight: 600; font-size: 0.875rem; }
.shop-bio-review__decision { display: grid; gap: var(--shop-space-3, 0.75rem); margin: 0; min-width: 0; padding: var(--shop-space-3, 0.75rem); border: 1px solid var(--shop-color-border-subtle, #d0d4d9); border-radius: var(--shop-radius-1, 4px); }
.shop-bio-review__decision legend { padding: 0 var(--shop-space-1, 0.25rem); font-weight: 600; font-size: 1.125rem; }
.shop-bio-review__actions { display: flex; flex-wrap: wrap; gap: var(--shop-space-2, 0.5rem); align-items: center; }
.shop-bio-review__button { min-height: 40px; min-width: 40px; padding: var(--shop-space-2, 0.5rem) var(--shop-space-3, 0.75rem); border: 1px solid var(--shop-color-border, #767b82); border-radius: var(--shop-radius-1, 4px); background: var(--shop-color-surface, #ffffff); color: var(--shop-color-text, #1f2328); font: inherit; font-weight: 600; cursor: pointer; }
.shop-bio-review__button--primary { background: var(--shop-color-success, #1e6b34); border-color: transparent; color: #ffffff; }
.shop-bio-review__button--danger { background: var(--shop-color-danger, #b3261e); border-color: transparent; color: #ffffff; }
.shop-bio-review__button:disabled { cursor: not-allowed; opacity: 0.65; }
.shop-bio-review__button:focus-visible, .shop-bio-review__input:focus-visible, .shop-bio-review__message:focus-visible { outline: 2px solid var(--shop-color-focus, #1a73e8); outline-offset: 2px; }
.shop-bio-review__message { margin: 0; padding: var(--shop-space-2, 0.5rem) var(--shop-space-3, 0.75rem); border: 1px solid transparent; border-radius: var(--shop-radius-1, 4px); }
.shop-bio-review__message--success { background: var(--shop-color-success-surface, #e7f4ea); border-color: var(--shop-color-success, #1e6b34); color: var(--shop-color-success, #1e6b34); }
.shop-bio-review__message--error { background: var(--shop-color-danger-surface, #fdecea); border-color: var(--shop-color-danger, #b3261e); color: var(--shop-color-danger, #b3261e); }
.shop-bio-review__failed { display: grid; gap: var(--shop-space-2, 0.5rem); justify-items: start; color: var(--shop-color-danger, #b3261e); }
.shop-bio-review__failed p { margin: 0; }
@media (max-width: 576px) { .shop-bio-review__actions .shop-bio-review__button { flex: 1 1 auto; } }
.shop-bio-review__title:focus-visible { outline: 2px solid var(--shop-color-focus, #1a73e8); outline-offset: 2px; }
.shop-bio-review__back { justify-self: start; }
.shop-bio-review__list { width: 100%; border-collapse: collapse; }
.shop-bio-review__list th, .shop-bio-review__list td { padding: var(--shop-space-2, 0.5rem); border-bottom: 1px solid var(--shop-color-border-subtle, #d0d4d9); text-align: left; vertical-align: middle; }
.shop-bio-review__list thead th { font-size: 0.875rem; color: var(--shop-color-text-muted, #4a4f55); }
.shop-bio-review__list .shop-bio-review__status { display: inline-block; font-size: 0.875rem; }
${visuallyHiddenStyles}
`;
