import { useEffect, useId, useRef } from 'react';
import { LoadingCircle } from '../../../ui/loading/loading';
import { BioHtml } from '../../community/who-is-that-bios/bio-parts';
import { BioListView } from './bio-list';
import { BIO_REVIEW_TEXTS } from './bio-review-texts';
import type { BioFields, EmployeeBioReviewViewProps } from './use-employee-bio-review';

type Ready = Extract<EmployeeBioReviewViewProps, { status: 'ready' }>;

/** 'Back to all bios', on a review opened from the list. */
function BackToList({ onBack }: { onBack?: () => void }) {
  if (!onBack) return null;
  return (
    <button
      type="button"
      className="shop-bio-review__button shop-bio-review__back"
      part="back"
      onClick={onBack}
    >
      {BIO_REVIEW_TEXTS.back}
    </button>
  );
}

function SubmittedBio({ review }: { review: Ready['review'] }) {
  const id = useId();
  const empty = <p className="shop-bio-review__empty">{BIO_REVIEW_TEXTS.emptyField}</p>;
  return (
    <section className="shop-bio-review__panel" part="submitted" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{BIO_REVIEW_TEXTS.submittedTitle}</h3>
      <p className="shop-bio-review__hint">{BIO_REVIEW_TEXTS.submittedHint}</p>
      <p className="shop-bio-review__name">{review.displayName}</p>
      <h4>{BIO_REVIEW_TEXTS.summaryLabel}</h4>
      {review.cleanSummary.replace(/<[^>]*>/g, '').trim() ? (
        <BioHtml cleanHtml={review.cleanSummary} className="shop-bio-review__html" part="summary" />
      ) : (
        empty
      )}
      <h4>{BIO_REVIEW_TEXTS.aboutMeLabel}</h4>
      {review.cleanAboutMe.replace(/<[^>]*>/g, '').trim() ? (
        <BioHtml cleanHtml={review.cleanAboutMe} className="shop-bio-review__html" part="about-me" />
      ) : (
        empty
      )}
      <h4>{BIO_REVIEW_TEXTS.internalSummaryLabel}</h4>
      {review.internalSummary.trim() ? (
        <p className="shop-bio-review__text">{review.internalSummary}</p>
      ) : (
        empty
      )}
    </section>
  );
}

const FIELDS: { key: keyof BioFields; label: string; multiline: boolean }[] = [
  { key: 'displayName', label: BIO_REVIEW_TEXTS.displayNameLabel, multiline: false },
  { key: 'summary', label: BIO_REVIEW_TEXTS.summaryLabel, multiline: true },
  { key: 'internalSummary', label: BIO_REVIEW_TEXTS.internalSummaryLabel, multiline: true },
  { key: 'aboutMe', label: BIO_REVIEW_TEXTS.aboutMeLabel, multiline: true },
];

function ReadyView(props: Ready) {
  const {
    review,
    fields,
    note,
    busy,
    errors,
    message,
    focus,
    onFieldChange,
    onNoteChange,
    onSave,
    onDecide,
    onBack,
  } = props;
  const id = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);

  // A review opened from the list starts at its heading (the list's button that had the focus is gone).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the review appears.
  useEffect(() => {
    if (onBack) titleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!focus) return;
    const targets = { displayName: nameRef.current, note: noteRef.current, message: messageRef.current };
    targets[focus.target]?.focus();
  }, [focus]);

  const disabled = busy !== null;
  return (
    <section
      className="shop-bio-review"
      part="root"
      data-state={busy ?? review.status.toLowerCase()}
      aria-labelledby={`${id}-title`}
      aria-busy={disabled || undefined}
    >
      <BackToList onBack={onBack} />
      <div className="shop-bio-review__header">
        <h2 id={`${id}-title`} ref={titleRef} tabIndex={-1} className="shop-bio-review__title">
          {BIO_REVIEW_TEXTS.title(review.displayName)}
        </h2>
        <p className="shop-bio-review__status" part="status" data-status={review.status}>
          {BIO_REVIEW_TEXTS.status(review.status)}
        </p>
      </div>
      <div className="shop-bio-review__columns">
        <SubmittedBio review={review} />
        <form
          className="shop-bio-review__panel shop-bio-review__form"
          part="edit"
          aria-labelledby={`${id}-edit`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSave();
          }}
        >
          <h3 id={`${id}-edit`}>{BIO_REVIEW_TEXTS.editTitle}</h3>
          {FIELDS.map((field) => {
            const fieldId = `${id}-${field.key}`;
            const error = field.key === 'displayName' ? errors.displayName : undefined;
            const common = {
              id: fieldId,
              className: 'shop-bio-review__input',
              value: fields[field.key],
              disabled,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': error ? `${fieldId}-error` : undefined,
            } as const;
            return (
              <div className="shop-bio-review__field" key={field.key}>
                <label htmlFor={fieldId}>{field.label}</label>
                {field.multiline ? (
                  <textarea
                    {...common}
                    rows={field.key === 'internalSummary' ? 3 : 5}
                    onChange={(event) => onFieldChange({ [field.key]: event.target.value })}
                  />
                ) : (
                  <input
                    {...common}
                    ref={nameRef}
                    type="text"
                    aria-required
                    onChange={(event) => onFieldChange({ [field.key]: event.target.value })}
                  />
                )}
                {error && (
                  <p id={`${fieldId}-error`} className="shop-bio-review__error">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          <div className="shop-bio-review__actions">
            <button type="submit" className="shop-bio-review__button" part="save" disabled={disabled}>
              {BIO_REVIEW_TEXTS.save}
            </button>
          </div>
        </form>
      </div>
      <fieldset className="shop-bio-review__decision" part="decision" disabled={disabled}>
        <legend>{BIO_REVIEW_TEXTS.decisionTitle}</legend>
        <div className="shop-bio-review__field">
          <label htmlFor={`${id}-note`}>{BIO_REVIEW_TEXTS.noteLabel}</label>
          <textarea
            ref={noteRef}
            id={`${id}-note`}
            className="shop-bio-review__input"
            rows={3}
            value={note}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={errors.note ? `${id}-note-hint ${id}-note-error` : `${id}-note-hint`}
            onChange={(event) => onNoteChange(event.target.value)}
          />
          <p id={`${id}-note-hint`} className="shop-bio-review__hint">
            {BIO_REVIEW_TEXTS.noteHint}
          </p>
          {errors.note && (
            <p id={`${id}-note-error`} className="shop-bio-review__error">
              {errors.note}
            </p>
          )}
        </div>
        <div className="shop-bio-review__actions">
          <button
            type="button"
            className="shop-bio-review__button shop-bio-review__button--primary"
            part="approve"
            onClick={() => onDecide('approve')}
          >
            {BIO_REVIEW_TEXTS.approve}
          </button>
          <button
            type="button"
            className="shop-bio-review__button shop-bio-review__button--danger"
            part="reject"
            onClick={() => onDecide('reject')}
          >
            {BIO_REVIEW_TEXTS.reject}
          </button>
          {disabled && <LoadingCircle label={BIO_REVIEW_TEXTS.working} size={20} />}
        </div>
      </fieldset>
      {message && (
        <p
          ref={messageRef}
          tabIndex={-1}
          part="message"
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={`shop-bio-review__message shop-bio-review__message--${message.kind}`}
        >
          {message.text}
        </p>
      )}
    </section>
  );
}

/**
 * The staff bio review screen: the submitted bio beside its editable fields, then the decision; without a
 * bio from the page, the list of bios to open one from.
 */
export function EmployeeBioReviewView(props: EmployeeBioReviewViewProps) {
  if (props.status === 'list') return <BioListView {...props} />;
  if (props.status === 'loading')
    return (
      <>
        <BackToList onBack={props.onBack} />
        <LoadingCircle label={BIO_REVIEW_TEXTS.loading} />
      </>
    );
  if (props.status === 'error')
    return (
      <div className="shop-bio-review__failed" part="root" data-state="error">
        <p role="alert">{props.message}</p>
        <button type="button" className="shop-bio-review__button" part="retry" onClick={props.onRetry}>
          {BIO_REVIEW_TEXTS.retry}
        </button>
        <BackToList onBack={props.onBack} />
      </div>
    );
  return <ReadyView {...props} />;
}
