import { communityFormStyles } from '../../community/shared/form.styles';

/** The question edit form: the community kit's form look plus the status, vehicle and image layout. */
export const specialistQuestionEditFormStyles = `${communityFormStyles}
.shop-question-edit { display: grid; gap: var(--shop-space-3, 0.75rem); }
.shop-question-edit__form {
  padding: var(--shop-space-3, 0.75rem);
  border: 1px solid var(--shop-color-border-subtle, #d0d4d9);
  border-radius: var(--shop-radius-1, 4px);
  background: var(--shop-edit-form-background, var(--shop-color-surface, #ffffff));
}
.shop-question-edit__status { margin: 0; }
.shop-question-edit__status strong[data-status='approved'] { color: var(--shop-color-success, #1e6b34); }
.shop-question-edit__status strong[data-status='disproved'] { color: var(--shop-color-danger, #b3261e); }
.shop-question-edit__vehicle { margin: 0; padding: 0; border: 0; min-width: 0; display: grid; gap: var(--shop-space-1, 0.25rem); }
.shop-question-edit__vehicle-fields { display: grid; gap: var(--shop-space-3, 0.75rem); grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr)); }
.shop-question-edit__images { display: grid; gap: var(--shop-space-3, 0.75rem); grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr)); align-items: start; }
.shop-question-edit__confirm-text { margin: 0 0 var(--shop-space-3, 0.75rem); }
.shop-busy:focus-visible { outline: 3px solid var(--shop-color-focus, #1a5fb4); outline-offset: 2px; }
`;
