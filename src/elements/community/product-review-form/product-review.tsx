import { type FormEvent, useEffect, useId, useRef } from 'react';
import { REVIEW_TEXT_MAX_LENGTH } from '../../../api/reviews';
import { LoadingCircle } from '../../../ui/loading/loading';
import {
  StarRatingRadioGroup,
  type StarRatingRadioGroupHandle,
} from '../../../ui/star-rating/star-radio-group';
import { StarRatingDisplay } from '../../../ui/star-rating/star-rating';
import { CountedTextArea, HintedInput } from '../shared/hinted-fields';
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
            <HintedInput
              id={`${id}-email`}
              label={
                emailRequired === false ? `${REVIEW_TEXTS.emailLabel} (optional)` : REVIEW_TEXTS.emailLabel
              }
              hint={REVIEW_TEXTS.emailHint}
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(email) => onChange({ email })}
              error={errors.email}
              disabled={busy}
              required={emailRequired !== false}
              inputRef={emailRef}
            />
          )}
          <CountedTextArea
            id={`${id}-text`}
            label={REVIEW_TEXTS.textLabel}
            value={values.text}
            onChange={(text) => onChange({ text })}
            error={errors.text}
            disabled={busy}
            count={REVIEW_TEXTS.textCount(values.text.length)}
            over={over}
            textAreaRef={textRef}
          />
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
