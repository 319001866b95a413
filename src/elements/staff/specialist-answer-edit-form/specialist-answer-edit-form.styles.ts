import { feedbackStyles } from '../../community/shared/feedback/feedback.styles';
import { communityFormStyles } from '../../community/shared/form.styles';

/** The answer edit form: the community kit's form look (fields, part and link rows, buttons, messages). */
export const specialistAnswerEditFormStyles = `${communityFormStyles}
${feedbackStyles}
.shop-answer-edit { display: grid; gap: var(--shop-space-3, 0.75rem); }
.shop-answer-edit__form {
  padding: var(--shop-space-3, 0.75rem);
  border: 1px solid var(--shop-color-border-subtle, #d0d4d9);
  border-radius: var(--shop-radius-1, 4px);
  background: var(--shop-edit-form-background, var(--shop-color-surface, #ffffff));
}
.shop-busy:focus-visible { outline: 3px solid var(--shop-color-focus, #1a5fb4); outline-offset: 2px; }
`;
