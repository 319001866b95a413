import { mediaUploaderStyles } from '../customer-media-upload/customer-media-upload.styles';
import { communityFormStyles } from '../shared/form.styles';

export const commentSubmissionFormStyles = `${communityFormStyles}
${mediaUploaderStyles}
.shop-comment-form { display: grid; gap: var(--shop-space-3, 0.75rem); }
.shop-comment-form__open { justify-self: start; }
.shop-comment-form__form {
  padding: var(--shop-space-3, 0.75rem) var(--shop-comment-form-padding, 1rem) var(--shop-comment-form-padding, 1rem);
  border: 1px solid var(--shop-color-border-subtle, #d0d4d9);
  border-radius: var(--shop-radius-1, 4px);
  background: var(--shop-comment-form-background, var(--shop-color-surface, #ffffff));
}
.shop-comment-form__header { display: flex; align-items: center; justify-content: space-between; gap: var(--shop-space-2, 0.5rem); }
.shop-comment-form__title { margin: 0; font-size: 1.25rem; line-height: 1.3; }
.shop-comment-form__close { --shop-icon-button-hover: var(--shop-color-hover, #f1f2f4); }
`;
