import { type ReactNode, useId, useRef } from 'react';
import { useComponentStyles } from '../../../core/widget-context';
import { LoadingCircle } from '../../../ui/loading/loading';
import { iconButtonStyles } from '../../../ui/shared/icon-button.styles';
import type { FieldErrors } from '../shared/comment-fields';
import { CheckboxField, IdentityFields, TextAreaField } from '../shared/fields';
import { type FormMessage, FormMessageArea } from '../shared/form-message';
import { MEDIA_MESSAGES } from '../shared/messages';
import { PartLinkRows } from '../shared/part-link-rows';
import type { PartLinkRow } from '../shared/part-links';
import { type FocusRequest, firstInvalidLink, useFocusTargets } from '../shared/use-action-runner';

export interface CommentValues {
  name: string;
  email: string;
  text: string;
  notify: boolean;
}

export type CommentFocusTarget = 'open' | 'first' | 'name' | 'email' | 'text' | 'links' | 'message';

export interface CommentSubmissionFormViewProps {
  /** Customers get the customer form, specialists the specialist form (community §2). */
  mode: 'customer' | 'specialist';
  /** 'qa': the question-answer display experiment (the comment box comes first). */
  layout: 'standard' | 'qa';
  headerText: string;
  addCommentButtonText: string;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  values: CommentValues;
  onChange: (patch: Partial<CommentValues>) => void;
  rows: readonly PartLinkRow[];
  onRowsChange: (rows: PartLinkRow[]) => void;
  /** The errors to show now (the controller decides when errors are visible). */
  errors: FieldErrors;
  busy: 'submit' | 'draft' | null;
  message: FormMessage | null;
  onSubmit: () => void;
  /** Specialists only. */
  onSaveDraft?: () => void;
  focus: FocusRequest<CommentFocusTarget> | null;
  /** The customer media uploader, where the page allows uploads. */
  mediaUpload?: ReactNode;
  /**
   * The comment was posted but its photos could not be attached: the form shows only the photos,
   * 'Try attaching photos again' (Submit) and 'Continue without photos'.
   */
  photosPending?: boolean;
  onContinueWithoutPhotos?: () => void;
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The comment form of a content page: an 'add comment' button, or the open form headed 'What Do You Think?'. */
export function CommentSubmissionFormView({
  mode,
  layout,
  headerText,
  addCommentButtonText,
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
  onSubmit,
  onSaveDraft,
  focus,
  mediaUpload,
  photosPending = false,
  onContinueWithoutPhotos,
}: CommentSubmissionFormViewProps) {
  useComponentStyles(iconButtonStyles, 'icon-button');
  const headingId = useId();
  const formId = useId();
  const openRef = useRef<HTMLButtonElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  useFocusTargets(focus, {
    open: () => openRef.current,
    first: () => (layout === 'qa' ? textRef.current : nameRef.current),
    name: () => nameRef.current,
    email: () => emailRef.current,
    text: () => textRef.current,
    links: () => firstInvalidLink(formRef.current),
    message: () => messageRef.current,
  });

  const isBusy = busy !== null;
  const identity = (
    <IdentityFields
      key="identity"
      name={values.name}
      email={values.email}
      errors={errors}
      onChange={onChange}
      nameRef={nameRef}
      emailRef={emailRef}
    />
  );
  const comment = (
    <TextAreaField
      key="comment"
      label="Comment"
      value={values.text}
      onChange={(text) => onChange({ text })}
      error={errors.text}
      textAreaRef={textRef}
    />
  );

  return (
    <div
      className="shop-comment-form"
      part="root"
      data-state={open ? 'open' : 'closed'}
      data-mode={mode}
      data-layout={layout}
    >
      {!open && (
        <button
          ref={openRef}
          type="button"
          className="shop-button shop-button--primary shop-comment-form__open"
          part="open-button"
          aria-expanded="false"
          onClick={onOpen}
        >
          {addCommentButtonText}
        </button>
      )}
      {open && (
        <form
          ref={formRef}
          id={formId}
          className="shop-form shop-comment-form__form"
          part="form"
          noValidate
          aria-labelledby={headingId}
          aria-busy={isBusy || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <div className="shop-comment-form__header">
            <h2 id={headingId} className="shop-comment-form__title">
              {headerText}
            </h2>
            <button
              type="button"
              className="shop-icon-button shop-comment-form__close"
              part="close-button"
              aria-label="Close"
              onClick={onClose}
            >
              <CloseIcon />
            </button>
          </div>
          {!photosPending && (
            <>
              {layout === 'qa' ? [comment, identity] : [identity, comment]}
              <CheckboxField
                label={
                  mode === 'customer'
                    ? 'Notify me by e-mail when someone replies'
                    : 'Notify me if someone replies'
                }
                checked={values.notify}
                onChange={(notify) => onChange({ notify })}
              />
              <PartLinkRows rows={rows} onChange={onRowsChange} linkErrors={errors.links} />
            </>
          )}
          {mediaUpload}
          <div className="shop-actions">
            <button
              type="submit"
              className="shop-button shop-button--primary"
              part="submit-button"
              aria-disabled={isBusy || undefined}
            >
              {photosPending ? MEDIA_MESSAGES.retryAttach : busy === 'submit' ? 'Submitting…' : 'Submit'}
            </button>
            {photosPending && (
              <button
                type="button"
                className="shop-button shop-button--secondary"
                aria-disabled={isBusy || undefined}
                onClick={onContinueWithoutPhotos}
              >
                {MEDIA_MESSAGES.continueWithout}
              </button>
            )}
            {onSaveDraft && !photosPending && (
              <button
                type="button"
                className="shop-button shop-button--secondary"
                aria-disabled={isBusy || undefined}
                onClick={onSaveDraft}
              >
                {busy === 'draft' ? 'Saving…' : 'Save Draft'}
              </button>
            )}
            {isBusy && (
              <span className="shop-busy">
                <LoadingCircle
                  label={
                    busy === 'draft'
                      ? 'Saving your draft'
                      : photosPending
                        ? 'Attaching your photos'
                        : 'Submitting your comment'
                  }
                  size={20}
                />
              </span>
            )}
          </div>
        </form>
      )}
      <FormMessageArea message={message} messageRef={messageRef} />
    </div>
  );
}
