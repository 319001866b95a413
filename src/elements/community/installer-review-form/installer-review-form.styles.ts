import { communityFormStyles } from '../shared/form.styles';

export const installerReviewFormStyles = `${communityFormStyles}
.shop-installer-review {
  display: grid;
  gap: var(--shop-space-3, 0.75rem);
  max-width: var(--shop-installer-review-max-width, 40rem);
  padding: var(--shop-space-3, 0.75rem) var(--shop-space-4, 1rem);
  border: 1px solid var(--shop-color-border-subtle, #d0d4d9);
  border-radius: var(--shop-radius-1, 4px);
  background: var(--shop-color-surface, #ffffff);
}
.shop-installer-review__title { margin: 0; font-size: 1.125rem; line-height: 1.35; }
.shop-installer-review .shop-star-input__legend { font-weight: 600; font-size: 0.9375rem; }
.shop-installer-review .shop-message:focus-visible { outline: 2px solid var(--shop-color-focus, #1a73e8); outline-offset: 2px; }
.shop-field__hint[data-state='over'] { color: var(--shop-color-danger, #b3261e); font-weight: 600; }
`;
