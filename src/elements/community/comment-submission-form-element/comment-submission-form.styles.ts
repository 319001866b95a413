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
.shop-comment-form__close {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: var(--shop-radius-1, 4px);
  background: transparent;
  color: inherit;
  cursor: pointer;
}
.shop-comment-form__close:hover { background: var(--shop-color-hover, #f1f2f4); }
`;
