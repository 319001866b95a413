import { feedbackStyles } from '../../community/shared/feedback/feedback.styles';
import { communityFormStyles } from '../../community/shared/form.styles';

export const customCommentEditFormStyles = `${communityFormStyles}
${feedbackStyles}
.shop-edit-form { display: grid; gap: var(--shop-space-3, 0.75rem); }
.shop-edit-form__original { display: grid; gap: var(--shop-space-2, 0.5rem); justify-items: start; }
.shop-edit-form__text { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.shop-edit-form__list { margin: 0; padding-left: 1.25rem; overflow-wrap: anywhere; }
.shop-edit-form__form {
  padding: var(--shop-space-3, 0.75rem);
  border: 1px solid var(--shop-color-border-subtle, #d0d4d9);
  border-radius: var(--shop-radius-1, 4px);
  background: var(--shop-edit-form-background, var(--shop-color-surface, #ffffff));
}
`;
