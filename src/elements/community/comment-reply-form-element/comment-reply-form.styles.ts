import { mediaUploaderStyles } from '../customer-media-upload/customer-media-upload.styles';
import { communityFormStyles } from '../shared/form.styles';

export const commentReplyFormStyles = `${communityFormStyles}
${mediaUploaderStyles}
.shop-reply-form { display: grid; gap: var(--shop-space-2, 0.5rem); }
.shop-reply-form__open { justify-self: start; }
.shop-reply-form__form {
  padding: var(--shop-space-3, 0.75rem);
  border: 1px solid var(--shop-color-border-subtle, #d0d4d9);
  border-radius: var(--shop-radius-1, 4px);
  background: var(--shop-reply-form-background, var(--shop-color-surface, #ffffff));
}
.shop-reply-form__context { display: grid; gap: var(--shop-space-1, 0.25rem); }
.shop-reply-form__answering { margin: 0; font-weight: 600; }
.shop-reply-form__parent {
  margin: 0;
  padding: var(--shop-space-2, 0.5rem) var(--shop-space-3, 0.75rem);
  border-left: 4px solid var(--shop-color-border-subtle, #d0d4d9);
  background: var(--shop-color-hover, #f6f7f8);
}
.shop-reply-form__parent p { margin: 0; }
.shop-reply-form__parent-label { font-size: 0.875rem; color: var(--shop-color-text-muted, #4a4f55); }
.shop-reply-form__moderation {
  margin: 0;
  padding: var(--shop-space-2, 0.5rem) var(--shop-space-3, 0.75rem) var(--shop-space-3, 0.75rem);
  border: 1px dashed var(--shop-color-border, #767b82);
  border-radius: var(--shop-radius-1, 4px);
  min-width: 0;
}
.shop-reply-form__moderation-legend { padding: 0 var(--shop-space-1, 0.25rem); font-weight: 600; }
.shop-reply-form__confirm-text { margin: 0 0 var(--shop-space-3, 0.75rem); }
`;
