import type { Decorator } from '@storybook/react-vite';
import { baseStyles } from '../../src/core/styles';
import { commentReplyFormStyles } from '../../src/elements/community/comment-reply-form-element/comment-reply-form.styles';
import { commentSubmissionFormStyles } from '../../src/elements/community/comment-submission-form-element/comment-submission-form.styles';
import { modalDocumentStyles, uiStyles } from '../../src/ui';

/**
 * Storybook only: the comment and reply views rendered alone (light DOM), with the styles the
 * platform adopts into their shadow roots on a page.
 */
export const withCommentFormStyles: Decorator = (Story) => (
  <>
    <style>{`${baseStyles.replaceAll(':host', '.story-host')}\n${uiStyles}\n${modalDocumentStyles}\n${commentSubmissionFormStyles}\n${commentReplyFormStyles}`}</style>
    <div className="story-host" style={{ maxWidth: 760 }}>
      <Story />
    </div>
  </>
);
