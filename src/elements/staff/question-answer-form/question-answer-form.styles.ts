import { iconButtonStyles } from '../../../ui/shared/icon-button.styles';
import { mediaUploaderStyles } from '../../community/customer-media-upload/customer-media-upload.styles';
import { communityFormStyles } from '../../community/shared/form.styles';
import { questionVehicleStyles } from '../../community/shared/question-vehicle';

export const questionAnswerFormStyles = `${communityFormStyles}
${mediaUploaderStyles}
${iconButtonStyles}
${questionVehicleStyles}
.shop-answer-form { display: grid; gap: var(--shop-space-3, 0.75rem); }
.shop-answer-form__open { justify-self: start; }
.shop-answer-form__panel {
  display: grid;
  gap: var(--shop-space-3, 0.75rem);
  padding: var(--shop-space-3, 0.75rem) var(--shop-space-4, 1rem) var(--shop-space-4, 1rem);
  border: 1px solid var(--shop-color-border-subtle, #d0d4d9);
  border-radius: var(--shop-radius-1, 4px);
  background: var(--shop-answer-form-background, var(--shop-color-surface, #ffffff));
  min-width: 0;
}
.shop-answer-form__header { display: flex; align-items: center; justify-content: space-between; gap: var(--shop-space-2, 0.5rem); }
.shop-answer-form__title { margin: 0; font-size: 1.25rem; line-height: 1.3; }
.shop-answer-form__close { --shop-icon-button-hover: var(--shop-color-hover, #f1f2f4); }
.shop-answer-form__links { display: flex; flex-wrap: wrap; gap: var(--shop-space-3, 0.75rem); margin: 0; }
.shop-answer-form__links a { display: inline-flex; align-items: center; min-height: 24px; color: var(--shop-color-link, #0b57d0); }
.shop-answer-form__group { display: grid; gap: var(--shop-space-3, 0.75rem); margin: 0; padding: var(--shop-space-3, 0.75rem); border: 1px solid var(--shop-color-border-subtle, #d0d4d9); border-radius: var(--shop-radius-1, 4px); min-width: 0; }
.shop-answer-form__legend { padding: 0 var(--shop-space-1, 0.25rem); font-weight: 600; }
.shop-answer-form__images { display: grid; gap: var(--shop-space-3, 0.75rem); margin: 0; padding: 0; list-style: none; }
.shop-answer-form__photos-title { margin: 0; font-weight: 600; font-size: 0.9375rem; }
`;
