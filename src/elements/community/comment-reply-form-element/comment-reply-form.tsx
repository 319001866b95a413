import { type ReactNode, useId, useRef } from 'react';
import { LoadingCircle } from '../../../ui/loading/loading';
import { Modal } from '../../../ui/modal/modal';
import { ActionButton as KitActionButton } from '../shared/action-button';
import type { FieldErrors } from '../shared/comment-fields';
import { CheckboxField, IdentityFields, TextAreaField } from '../shared/fields';
import { type FormMessage, FormMessageArea } from '../shared/form-message';
import { MEDIA_MESSAGES, QUESTION_CONFIRMATION } from '../shared/messages';
import { PartLinkRows } from '../shared/part-link-rows';
import type { PartLinkRow } from '../shared/part-links';
import { type FocusRequest, firstInvalidLink, useFocusTargets } from '../shared/use-action-runner';
import type { ParentComment } from './parent-comment';

export interface ReplyValues {
  name: string;
  email: string;
  text: string;
  notify: boolean;
}

export type ReplyAction =
  | 'submit'
  | 'review'
  | 'draft'
  | 'approve'
  | 'deny'
  | 'hold'
  | 'forward'
  | 'spam'
  | 'question'
  | 'continue';

export type ReplyFocusTarget = 'open' | 'name' | 'email' | 'text' | 'links' | 'message';

export interface CommentReplyFormViewProps {
  mode: 'customer' | 'specialist';
  /** The item answered is a comment (else a reply). */
  isComment: boolean;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  values: ReplyValues;
  onChange: (patch: Partial<ReplyValues>) => void;
  rows: readonly PartLinkRow[];
  onRowsChange: (rows: PartLinkRow[]) => void;
  errors: FieldErrors;
  busy: ReplyAction | null;
  message: FormMessage | null;
  onAction: (action: ReplyAction) => void;
  /** CreateQuestionFromComment is on, the user is a specialist and the item is a reply. */
  canTurnIntoQuestion: boolean;
  confirmOpen: boolean;
  onConfirmOpenChange: (open: boolean) => void;
  /** The author of the item answered (specialists see whom they answer). */
  answering: string;
  /** Specialists answering a reply see the comment it belongs to. */
  parentComment: ParentComment;
  /** Where the confirmation dialog renders (the widget's shadow root). */
  modalContainer?: Element | DocumentFragment | null;
  focus: FocusRequest<ReplyFocusTarget> | null;
  mediaUpload?: ReactNode;
  /**
   * The customer's reply was posted but its photos could not be attached: the form shows only the
   * photos, 'Try attaching photos again' (Submit) and 'Continue without photos'.
   */
  photosPending?: boolean;
  /**
   * The specialist's reply was added but an approval after it failed: Submit reads 'Try approving
   * again' and only approves; 'Submit for Review' is hidden, so the reply is never posted twice.
   */
  approvalsPending?: boolean;
}

/** Ours: Submit's label once the reply is in and only its approvals are left. */
export const RETRY_APPROVAL_LABEL = 'Try approving again';

const BUSY_LABELS: Record<ReplyAction, string> = {
  submit: 'Submitting your reply',
  review: 'Submitting your reply for review',
  draft: 'Saving your draft',
  approve: 'Approving',
  deny: 'Denying',
  hold: 'Holding',
  forward: 'Forwarding to customer service',
  spam: 'Marking as spam',
  question: 'Creating the question',
  continue: 'Reloading the page',
};

const ActionButton = KitActionButton<ReplyAction>;

/** The reply form under a comment or reply: a 'Reply' button, then the customer or specialist form. */
export function CommentReplyFormView({
  mode,
  isComment,
  open,
  onOpen,
  onClose,
  values,
  onChange,
  rows,
  onRowsChange,
  errors,
  busy,
  message,
  onAction,
  canTurnIntoQuestion,
  confirmOpen,
  onConfirmOpenChange,
  answering,
  parentComment,
  modalContainer,
  focus,
  mediaUpload,
  photosPending = false,
  approvalsPending = false,
}: CommentReplyFormViewProps) {
  const modalId = `turn-into-question-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const openRef = useRef<HTMLButtonElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  useFocusTargets(focus, {
    open: () => openRef.current,
    name: () => nameRef.current,
    email: () => emailRef.current,
    text: () => textRef.current,
    links: () => firstInvalidLink(formRef.current),
    message: () => messageRef.current,
  });

  const itemNoun = isComment ? 'comment' : 'reply';
  const formLabel =
    mode === 'specialist' ? `Answer or moderate this ${itemNoun}` : `Reply to this ${itemNoun}`;
  const isBusy = busy !== null;

  return (
    <div className="shop-reply-form" part="root" data-state={open ? 'open' : 'closed'} data-mode={mode}>
      {!open && (
        <button
          ref={openRef}
          type="button"
          className="shop-button shop-button--secondary shop-reply-form__open"
          part="open-button"
          aria-expanded="false"
          onClick={onOpen}
        >
          Reply
        </button>
      )}
      {open && (
        <form
          ref={formRef}
          className="shop-form shop-reply-form__form"
          part="form"
          noValidate
          aria-label={formLabel}
          aria-busy={isBusy || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            onAction('submit');
          }}
        >
          {mode === 'specialist' && (answering || parentComment?.commentText) && (
            <div className="shop-reply-form__context">
              {answering && <p className="shop-reply-form__answering">Answering {answering}</p>}
              {parentComment?.commentText && (
                <blockquote className="shop-reply-form__parent">
                  <p className="shop-reply-form__parent-label">
                    Comment by {parentComment.friendlyName || parentComment.author || 'a neighbor'}:
                  </p>
                  <p className="shop-reply-form__parent-text">{parentComment.commentText}</p>
                </blockquote>
              )}
            </div>
          )}
          {mode === 'customer' && !photosPending && (
            <IdentityFields
              name={values.name}
              email={values.email}
              errors={errors}
              onChange={onChange}
              nameRef={nameRef}
              emailRef={emailRef}
            />
          )}
          {!photosPending && (
            <>
              <TextAreaField
                label="Reply"
                value={values.text}
                onChange={(text) => onChange({ text })}
                error={errors.text}
                textAreaRef={textRef}
              />
              {mode === 'customer' && (
                <CheckboxField
                  label="Notify me by e-mail when someone replies"
                  checked={values.notify}
                  onChange={(notify) => onChange({ notify })}
                />
              )}
              <PartLinkRows rows={rows} onChange={onRowsChange} linkErrors={errors.links} />
            </>
          )}
          {mediaUpload}
          <div className="shop-actions">
            <ActionButton
              action="submit"
              label={
                photosPending
                  ? MEDIA_MESSAGES.retryAttach
                  : approvalsPending
                    ? RETRY_APPROVAL_LABEL
                    : 'Submit'
              }
              busy={busy}
              onAction={onAction}
              variant="primary"
              type="submit"
            />
            {photosPending && (
              <ActionButton
                action="continue"
                label={MEDIA_MESSAGES.continueWithout}
                busy={busy}
                onAction={onAction}
              />
            )}
            {mode === 'specialist' && (
              <>
                {!approvalsPending && (
                  <ActionButton action="review" label="Submit for Review" busy={busy} onAction={onAction} />
                )}
                <ActionButton action="draft" label="Save Draft" busy={busy} onAction={onAction} />
              </>
            )}
            {!photosPending && (
              <button type="button" className="shop-button shop-button--link" onClick={onClose}>
                Cancel
              </button>
            )}
          </div>
          {mode === 'specialist' && (
            <fieldset className="shop-reply-form__moderation" part="moderation">
              <legend className="shop-reply-form__moderation-legend">Moderate this {itemNoun}</legend>
              <div className="shop-actions">
                <ActionButton action="approve" label="Approve" busy={busy} onAction={onAction} />
                <ActionButton action="hold" label="Hold" busy={busy} onAction={onAction} />
                <ActionButton action="forward" label="Forward to CS" busy={busy} onAction={onAction} />
                <ActionButton action="spam" label="Spam" busy={busy} onAction={onAction} />
                <ActionButton action="deny" label="Deny" busy={busy} onAction={onAction} variant="danger" />
                {canTurnIntoQuestion && (
                  <button
                    type="button"
                    className="shop-button shop-button--secondary"
                    data-action="question"
                    aria-disabled={isBusy || undefined}
                    aria-haspopup="dialog"
                    onClick={() => !isBusy && onConfirmOpenChange(true)}
                  >
                    Turn into Question
                  </button>
                )}
              </div>
            </fieldset>
          )}
          {isBusy && (
            <span className="shop-busy">
              <LoadingCircle
                label={
                  busy === 'submit' && photosPending
                    ? 'Attaching your photos'
                    : busy === 'submit' && approvalsPending
                      ? 'Approving'
                      : BUSY_LABELS[busy]
                }
                size={20}
              />
            </span>
          )}
        </form>
      )}
      <FormMessageArea message={message} messageRef={messageRef} />
      {canTurnIntoQuestion && (
        <Modal
          id={modalId}
          open={confirmOpen}
          onOpenChange={onConfirmOpenChange}
          title="Turn into question"
          width={420}
          container={modalContainer}
        >
          <p className="shop-reply-form__confirm-text">{QUESTION_CONFIRMATION}</p>
          <div className="shop-actions">
            <button
              type="button"
              className="shop-button shop-button--primary"
              onClick={() => {
                onConfirmOpenChange(false);
                onAction('question');
              }}
            >
              Yes
            </button>
            <button
              type="button"
              className="shop-button shop-button--secondary"
              onClick={() => onConfirmOpenChange(false)}
            >
              No
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
