import { type FormEvent, useEffect, useId, useRef } from 'react';
import { INSTALLER_REVIEW_TEXT_MAX_LENGTH } from '../../../api/dealer-installers';
import { LoadingCircle } from '../../../ui/loading/loading';
import {
  StarRatingRadioGroup,
  type StarRatingRadioGroupHandle,
} from '../../../ui/star-rating/star-radio-group';
import { CountedTextArea, HintedInput } from '../shared/hinted-fields';
import { INSTALLER_REVIEW_TEXTS } from './installer-review-texts';
import type { InstallerReviewFormViewProps } from './use-installer-review-form';

/** The installer review form: stars, name and email (new review only), text, the outcome of the save. */
export function InstallerReviewFormView({
  phase,
  installerName,
  editing,
  values,
  errors,
  noticeKey,
  message,
  focus,
  onChange,
  onSubmit,
}: InstallerReviewFormViewProps) {
  const id = useId();
  const starsRef = useRef<StarRatingRadioGroupHandle>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!focus) return;
    const targets = {
      rating: starsRef.current,
      name: nameRef.current,
      email: emailRef.current,
      reviewText: textRef.current,
      message: messageRef.current,
    };
    targets[focus.target]?.focus();
  }, [focus]);

  if (phase === 'none') {
    return (
      // Static (what the page gave is wrong from the start): not an alert, the platform's error state is for bad values.
      <p className="shop-message shop-message--info" part="root" data-state="none">
        {INSTALLER_REVIEW_TEXTS.noInstaller}
      </p>
    );
  }

  const busy = phase === 'saving';
  const over = values.reviewText.length > INSTALLER_REVIEW_TEXT_MAX_LENGTH;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <section
      className="shop-installer-review"
      part="root"
      data-state={busy ? 'saving' : editing ? 'editing' : 'new'}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="shop-installer-review__title">
        {editing
          ? INSTALLER_REVIEW_TEXTS.editTitle(installerName)
          : INSTALLER_REVIEW_TEXTS.title(installerName)}
      </h2>
      <form className="shop-form" noValidate onSubmit={handleSubmit} aria-busy={busy || undefined}>
        <StarRatingRadioGroup
          ref={starsRef}
          label={INSTALLER_REVIEW_TEXTS.ratingLabel}
          value={values.rating}
          onChange={(rating) => onChange({ rating })}
          disabled={busy}
          showRequiredNotice={Boolean(errors.rating)}
          noticeKey={noticeKey}
        />
        {!editing && (
          <div className="shop-form__row">
            <HintedInput
              id={`${id}-name`}
              label={INSTALLER_REVIEW_TEXTS.nameLabel}
              hint={INSTALLER_REVIEW_TEXTS.nameHint}
              type="text"
              autoComplete="name"
              value={values.name}
              onChange={(name) => onChange({ name })}
              error={errors.name}
              disabled={busy}
              required
              inputRef={nameRef}
            />
            <HintedInput
              id={`${id}-email`}
              label={INSTALLER_REVIEW_TEXTS.emailLabel}
              hint={INSTALLER_REVIEW_TEXTS.emailHint}
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(email) => onChange({ email })}
              error={errors.email}
              disabled={busy}
              required
              inputRef={emailRef}
            />
          </div>
        )}
        <CountedTextArea
          id={`${id}-text`}
          label={INSTALLER_REVIEW_TEXTS.textLabel}
          placeholder={INSTALLER_REVIEW_TEXTS.textPlaceholder}
          value={values.reviewText}
          onChange={(reviewText) => onChange({ reviewText })}
          error={errors.reviewText}
          disabled={busy}
          count={INSTALLER_REVIEW_TEXTS.textCount(values.reviewText.length)}
          over={over}
          textAreaRef={textRef}
        />
        {message && (
          <p
            ref={messageRef}
            tabIndex={-1}
            part="message"
            role={message.kind === 'error' ? 'alert' : 'status'}
            className={`shop-message shop-message--${message.kind}`}
          >
            {message.text}
            {message.kind === 'error' && (
              <>
                {' '}
                <span>{INSTALLER_REVIEW_TEXTS.saveFailedDetail}</span>
              </>
            )}
          </p>
        )}
        <div className="shop-actions">
          <button type="submit" className="shop-button shop-button--primary" part="submit" disabled={busy}>
            {editing ? INSTALLER_REVIEW_TEXTS.update : INSTALLER_REVIEW_TEXTS.submit}
          </button>
          {busy && <LoadingCircle label={INSTALLER_REVIEW_TEXTS.submitting} size={20} />}
        </div>
      </form>
    </section>
  );
}
