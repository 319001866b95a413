import { type FormEvent, useEffect, useId, useRef } from 'react';
import { REVIEW_TEXT_MAX_LENGTH } from '../../../api/reviews';
import { LoadingCircle } from '../../../ui/loading/loading';
import {
  StarRatingRadioGroup,
  type StarRatingRadioGroupHandle,
} from '../../../ui/star-rating/star-radio-group';
import { StarRatingDisplay } from '../../../ui/star-rating/star-rating';
import { ReasonsModal, type ReasonsModalProps } from './reasons-modal';
import type { ReviewProduct } from './review-products';
import type { ReviewErrors, ReviewValues } from './review-rules';
import { REVIEW_TEXTS } from './review-texts';

/** Where one product's review is: its `data-state`. */
export type ReviewPhase = 'form' | 'saving' | 'reason' | 'thanks' | 'verification-sent' | 'already-submitted';
export type ReviewFocusTarget = 'stars' | 'email' | 'text' | 'message' | 'outcome';

export interface ProductReviewViewProps {
  product: ReviewProduct;
  phase: ReviewPhase;
  values: ReviewValues;
  /** The unverified path: the form asks for the email. */
  askEmail: boolean;
  /** The email must be given (VerifyPurchaseOnProductReviews off); undefined while the toggle loads. */
  emailRequired: boolean | undefined;
  errors: ReviewErrors;
  /** Bumped on each submit refused for want of a star (the notice is announced again). */
  noticeKey: number;
  /** A failure to save or check: kept above the button until the next submit. */
  message: string | null;
  focus: { target: ReviewFocusTarget; nonce: number } | null;
  onChange: (patch: Partial<ReviewValues>) => void;
  onSubmit: () => void;
  reasonsModal: ReasonsModalProps;
}

function Outcome({
  phase,
  values,
  outcomeRef,
}: Pick<ProductReviewViewProps, 'phase' | 'values'> & {
  outcomeRef: React.Ref<HTMLDivElement>;
}) {
  if (phase === 'thanks') {
    return (
      <div ref={outcomeRef} tabIndex={-1} className="shop-review__outcome" part="outcome">
        <p className="shop-review__outcome-title">{REVIEW_TEXTS.thanksTitle}</p>
        <StarRatingDisplay value={values.stars} size={20} />
      </div>
    );
  }
  const text =
    phase === 'verification-sent'
      ? REVIEW_TEXTS.verificationSent(values.email.trim())
      : REVIEW_TEXTS.alreadySubmitted;
  return (
    <div ref={outcomeRef} tabIndex={-1} className="shop-review__outcome" part="outcome">
      <p>{text}</p>
    </div>
  );
}

/** One purchased product: its form, then what became of the review. */
export function ProductReviewView({
  product,
  phase,
  values,
  askEmail,
  emailRequired,
  errors,
  noticeKey,
  message,
  focus,
  onChange,
  onSubmit,
  reasonsModal,
}: ProductReviewViewProps) {
  const id = useId();
  const starsRef = useRef<StarRatingRadioGroupHandle>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const busy = phase === 'saving' || phase === 'reason';
  const finished = phase === 'thanks' || phase === 'verification-sent' || phase === 'already-submitted';

  useEffect(() => {
    if (!focus) return;
    const targets = {
      stars: starsRef.current,
      email: emailRef.current,
      text: textRef.current,
      message: messageRef.current,
      outcome: outcomeRef.current,
    };
    // After the modal closes, focus-trap gives focus back in a timeout of its own: move it after that.
    const timer = setTimeout(() => targets[focus.target]?.focus());
    return () => clearTimeout(timer);
  }, [focus]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const over = values.text.length > REVIEW_TEXT_MAX_LENGTH;

  return (
    <article className="shop-review" part="product" data-state={phase} aria-labelledby={`${id}-name`}>
      <div className="shop-review__product">
        {product.imageUrl ? (
          <img className="shop-review__image" src={product.imageUrl} alt="" width={64} height={64} />
        ) : null}
        <h2 id={`${id}-name`} className="shop-review__name">
          {product.name}
        </h2>
      </div>
      {finished ? (
        <Outcome phase={phase} values={values} outcomeRef={outcomeRef} />
      ) : (
        <form
          className="shop-form shop-review__form"
          noValidate
          onSubmit={handleSubmit}
          aria-busy={busy || undefined}
        >
          <StarRatingRadioGroup
            ref={starsRef}
            label={REVIEW_TEXTS.ratingLabel}
            value={values.stars}
            onChange={(stars) => onChange({ stars })}
            disabled={busy}
            showRequiredNotice={Boolean(errors.stars)}
            noticeKey={noticeKey}
          />
          {askEmail && (
            <div className="shop-field">
              <label className="shop-field__label" htmlFor={`${id}-email`}>
                {emailRequired === false ? `${REVIEW_TEXTS.emailLabel} (optional)` : REVIEW_TEXTS.emailLabel}
              </label>
              <input
                ref={emailRef}
                id={`${id}-email`}
                className="shop-field__input"
                type="email"
                autoComplete="email"
                value={values.email}
                disabled={busy}
                aria-required={emailRequired !== false || undefined}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? `${id}-email-hint ${id}-email-error` : `${id}-email-hint`}
                onChange={(event) => onChange({ email: event.target.value })}
              />
              <p id={`${id}-email-hint`} className="shop-field__hint">
                {REVIEW_TEXTS.emailHint}
              </p>
              {errors.email && (
                <p id={`${id}-email-error`} className="shop-field__error">
                  {errors.email}
                </p>
              )}
            </div>
          )}
          <div className="shop-field">
            <label className="shop-field__label" htmlFor={`${id}-text`}>
              {REVIEW_TEXTS.textLabel}
            </label>
            <textarea
              ref={textRef}
              id={`${id}-text`}
              className="shop-field__input"
              rows={5}
              value={values.text}
              disabled={busy}
              aria-invalid={errors.text ? true : undefined}
              aria-describedby={errors.text ? `${id}-text-error ${id}-text-count` : `${id}-text-count`}
              onChange={(event) => onChange({ text: event.target.value })}
            />
            <p id={`${id}-text-count`} className="shop-field__hint" data-state={over ? 'over' : undefined}>
              {REVIEW_TEXTS.textCount(values.text.length)}
            </p>
            {errors.text && (
              <p id={`${id}-text-error`} className="shop-field__error">
                {errors.text}
              </p>
            )}
          </div>
          {message && (
            <p ref={messageRef} role="alert" tabIndex={-1} className="shop-message shop-message--error">
              {message}
            </p>
          )}
          <div className="shop-actions">
            <button type="submit" className="shop-button shop-button--primary" part="submit" disabled={busy}>
              {REVIEW_TEXTS.submit}
            </button>
            {phase === 'saving' && <LoadingCircle label={REVIEW_TEXTS.submitting} size={20} />}
          </div>
        </form>
      )}
      <ReasonsModal {...reasonsModal} />
    </article>
  );
}
