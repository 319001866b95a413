import { communityFormStyles } from '../shared/form.styles';

export const productReviewFormStyles = `${communityFormStyles}
.shop-review-page { display: grid; gap: var(--shop-space-4, 1rem); max-width: var(--shop-review-form-max-width, 40rem); }
.shop-review-counter { margin: 0; font-weight: 600; }
.shop-review-counter:empty { display: none; }
.shop-review-complete {
  padding: var(--shop-space-3, 0.75rem) var(--shop-space-4, 1rem);
  border: 1px solid var(--shop-color-success, #1e6b34);
  border-radius: var(--shop-radius-1, 4px);
  background: var(--shop-color-success-surface, #e7f4ea);
}
.shop-review-complete__title { margin: 0 0 var(--shop-space-1, 0.25rem); font-size: 1.25rem; }
.shop-review-complete p { margin: 0; }
.shop-review-list { display: grid; gap: var(--shop-space-4, 1rem); margin: 0; padding: 0; list-style: none; }
.shop-review {
  display: grid;
  gap: var(--shop-space-3, 0.75rem);
  padding: var(--shop-space-3, 0.75rem) var(--shop-space-4, 1rem);
  border: 1px solid var(--shop-color-border-subtle, #d0d4d9);
  border-radius: var(--shop-radius-1, 4px);
  background: var(--shop-color-surface, #ffffff);
}
.shop-review__product { display: flex; align-items: center; gap: var(--shop-space-3, 0.75rem); }
.shop-review__image { flex: none; width: 64px; height: 64px; object-fit: cover; border-radius: var(--shop-radius-1, 4px); }
.shop-review__name { margin: 0; font-size: 1.0625rem; line-height: 1.35; }
.shop-review .shop-star-input__legend { font-weight: 600; font-size: 0.9375rem; }
.shop-review__outcome { display: grid; gap: var(--shop-space-1, 0.25rem); }
.shop-review__outcome p { margin: 0; }
.shop-review__outcome-title { font-weight: 600; }
.shop-review__outcome:focus-visible, .shop-review-complete:focus-visible { outline: 2px solid var(--shop-color-focus, #1a73e8); outline-offset: 2px; }
.shop-field__hint[data-state='over'] { color: var(--shop-color-danger, #b3261e); font-weight: 600; }
.shop-reasons { display: grid; gap: var(--shop-space-3, 0.75rem); }
.shop-reasons__list { display: grid; gap: var(--shop-space-2, 0.5rem); margin: 0; padding: 0; border: 0; min-width: 0; }
.shop-reasons__text { padding: 0; margin-bottom: var(--shop-space-2, 0.5rem); line-height: 1.45; }
.shop-reasons__option { display: flex; align-items: center; gap: var(--shop-space-2, 0.5rem); min-height: 24px; cursor: pointer; }
.shop-reasons__option input { width: 20px; height: 20px; margin: 0; flex: none; accent-color: var(--shop-color-primary, #c8102e); }
.shop-reasons__failed { display: grid; gap: var(--shop-space-2, 0.5rem); justify-items: start; color: var(--shop-color-danger, #b3261e); }
.shop-reasons__failed p { margin: 0; }
.shop-reasons .shop-button { justify-self: start; }
`;
