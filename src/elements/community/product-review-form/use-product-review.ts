import { useCallback, useEffect, useRef, useState } from 'react';
import {
  fetchOrderNumber,
  fetchProcessedReviewId,
  fetchReviewReasons,
  NO_REVIEW_REASON,
  type ReviewReason,
  saveReview,
  saveUnverifiedReview,
} from '../../../api/reviews';
import { newIdempotencyKey } from '../../../core/http';
import { isToggleOn } from '../../../core/toggles';
import type { ProductReviewViewProps, ReviewFocusTarget, ReviewPhase } from './product-review';
import type { ReviewProduct } from './review-products';
import {
  asksForReason,
  hasReviewErrors,
  type ReviewContext,
  type ReviewErrors,
  type ReviewValues,
  reviewErrors,
  reviewSubmission,
  VERIFY_PURCHASE_TOGGLE,
} from './review-rules';
import { REVIEW_TEXTS } from './review-texts';

export interface ProductReviewProps {
  product: ReviewProduct;
  context: ReviewContext;
  /** The email the page knows (fills in the email field). */
  knownEmail: string;
  /** The stars of every review saved on this page so far, by sku (the modal's {n}). */
  savedRatings: Readonly<Record<string, number>>;
  onSaved: (websku: string, stars: number) => void;
  /** The product needs no more review: thank-you, verification sent or already submitted. */
  onFinished: (websku: string) => void;
  /** Focus this product's outcome block when this number changes (0: never). */
  focusOutcome: number;
  modalContainer: Element | DocumentFragment | null;
}

export type ReasonsLoad =
  | { status: 'idle' | 'loading' | 'failed' }
  | { status: 'ready'; reasons: ReviewReason[] };

export function useProductReview(props: ProductReviewProps): ProductReviewViewProps {
  const { product, context, onSaved, onFinished } = props;
  const [values, setValues] = useState<ReviewValues>(() => ({
    stars: product.stars ?? 0,
    text: product.reviewText ?? '',
    email: props.knownEmail,
  }));
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [noticeKey, setNoticeKey] = useState(0);
  const [phase, setPhase] = useState<ReviewPhase>('form');
  const [message, setMessage] = useState<string | null>(null);
  const [focus, setFocus] = useState<{ target: ReviewFocusTarget; nonce: number } | null>(null);
  const [savedReviewId, setSavedReviewId] = useState<number | undefined>(product.reviewId);
  const [reasons, setReasons] = useState<ReasonsLoad>({ status: 'idle' });
  const [reasonId, setReasonId] = useState(NO_REVIEW_REASON);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [savingReason, setSavingReason] = useState(false);
  const [verifyPurchase, setVerifyPurchase] = useState<boolean | undefined>(undefined);
  /** The order the saved review carries (the one found on the unverified path), sent again with the reason. */
  const savedOrderId = useRef(context.orderId);
  const running = useRef(false);
  const submitted = useRef(false);

  const requestFocus = useCallback(
    (target: ReviewFocusTarget) => setFocus((previous) => ({ target, nonce: (previous?.nonce ?? 0) + 1 })),
    [],
  );

  // Errors follow the values once a submit was refused, so fixing a field clears its message.
  const change = useCallback((patch: Partial<ReviewValues>) => {
    setValues((current) => ({ ...current, ...patch }));
  }, []);
  useEffect(() => {
    if (!submitted.current) return;
    setErrors((current) => {
      const next = reviewErrors(values, {
        askEmail: context.unverified,
        emailRequired: Boolean(current.email),
      });
      // Only clear what was fixed; new problems show on the next submit.
      return {
        stars: current.stars && next.stars,
        email: current.email && next.email ? next.email : undefined,
        text: current.text && next.text ? next.text : undefined,
      };
    });
  }, [values, context.unverified]);

  // Only the unverified path asks for the email, and only it needs the toggle.
  useEffect(() => {
    if (!context.unverified) return;
    let current = true;
    void isToggleOn(VERIFY_PURCHASE_TOGGLE).then((on) => {
      if (current) setVerifyPurchase(on);
    });
    return () => {
      current = false;
    };
  }, [context.unverified]);

  const loadReasons = useCallback(() => {
    setReasons({ status: 'loading' });
    fetchReviewReasons().then(
      (list) => setReasons({ status: 'ready', reasons: list }),
      () => setReasons({ status: 'failed' }),
    );
  }, []);

  const finish = useCallback(
    (next: Extract<ReviewPhase, 'thanks' | 'verification-sent' | 'already-submitted'>) => {
      setPhase(next);
      onFinished(product.websku);
    },
    [onFinished, product.websku],
  );

  /** Inserts (POST) or updates (PUT) the review; the reason id is 0 until the modal gives one. */
  const insertReview = async (orderId: number): Promise<void> => {
    let reviewId: number;
    try {
      reviewId = await saveReview(
        {
          reviewReasonId: NO_REVIEW_REASON,
          review: reviewSubmission(product.websku, values, context, { orderId, reviewId: savedReviewId }),
        },
        newIdempotencyKey(),
      );
    } catch {
      setPhase('form');
      setMessage(REVIEW_TEXTS.saveFailed);
      requestFocus('message');
      return;
    }
    setSavedReviewId(reviewId);
    savedOrderId.current = orderId;
    onSaved(product.websku, values.stars);
    if (asksForReason(values)) {
      setPhase('reason');
      loadReasons();
      return;
    }
    finish('thanks');
  };

  /**
   * Spec §4 unverified path: the order number by email and sku; 0 → the processed-review check: one
   * waiting → 'already submitted'; none → a verification-pending review and the email message. A failed
   * lookup or check enables the button again.
   */
  const unverifiedPath = async (email: string): Promise<void> => {
    const query = { email, websku: product.websku };
    let orderId: number;
    let processedId = 0;
    try {
      orderId = await fetchOrderNumber(query);
      if (orderId <= 0) processedId = await fetchProcessedReviewId(query);
    } catch {
      setPhase('form');
      setMessage(REVIEW_TEXTS.checkFailed);
      requestFocus('message');
      return;
    }
    if (orderId > 0) return insertReview(orderId);
    if (processedId > 0) return finish('already-submitted');
    try {
      await saveUnverifiedReview(
        {
          email,
          reviewer: context.reviewer,
          reviewText: values.text,
          productRating: values.stars,
          userSession: context.userSession,
          websku: product.websku,
        },
        newIdempotencyKey(),
      );
    } catch {
      setPhase('form');
      setMessage(REVIEW_TEXTS.saveFailed);
      requestFocus('message');
      return;
    }
    finish('verification-sent');
  };

  const submit = async () => {
    if (running.current) return;
    running.current = true;
    submitted.current = true;
    setMessage(null);
    try {
      // The toggle decides whether the email is required; it is only needed on the unverified path.
      const verifyPurchase = context.unverified ? await isToggleOn(VERIFY_PURCHASE_TOGGLE) : true;
      const found = reviewErrors(values, { askEmail: context.unverified, emailRequired: !verifyPurchase });
      setErrors(found);
      if (hasReviewErrors(found)) {
        if (found.stars) setNoticeKey((key) => key + 1);
        requestFocus(found.stars ? 'stars' : found.email ? 'email' : 'text');
        return;
      }
      setPhase('saving');
      const email = values.email.trim();
      if (context.unverified && email !== '') await unverifiedPath(email);
      else await insertReview(context.orderId);
    } finally {
      running.current = false;
    }
  };

  const submitReason = async () => {
    if (savingReason || savedReviewId === undefined) return;
    if (reasonId === NO_REVIEW_REASON) {
      setReasonError(REVIEW_TEXTS.reasonRequired);
      return;
    }
    setReasonError(null);
    setSavingReason(true);
    try {
      await saveReview(
        {
          reviewReasonId: reasonId,
          review: reviewSubmission(product.websku, values, context, {
            orderId: savedOrderId.current,
            reviewId: savedReviewId,
          }),
        },
        newIdempotencyKey(),
      );
    } catch {
      setReasonError(REVIEW_TEXTS.saveFailed);
      return;
    } finally {
      setSavingReason(false);
    }
    finish('thanks');
  };

  // The outcome replaces the form (and its focused button): focus moves to it, after the closing
  // modal has given focus back (focus-trap returns it in a timeout of its own).
  useEffect(() => {
    if (props.focusOutcome > 0) requestFocus('outcome');
  }, [props.focusOutcome, requestFocus]);

  const sameRating = Object.values(props.savedRatings).filter((stars) => stars === values.stars).length;

  return {
    product,
    phase,
    values,
    askEmail: context.unverified,
    emailRequired: verifyPurchase === undefined ? undefined : !verifyPurchase,
    errors,
    noticeKey,
    message,
    focus,
    onChange: change,
    onSubmit: () => void submit(),
    reasonsModal: {
      open: phase === 'reason',
      title: REVIEW_TEXTS.reasonsTitle(Math.max(sameRating, 1), values.stars),
      reasons,
      reasonId,
      error: reasonError,
      saving: savingReason,
      onChoose: (id: number) => {
        setReasonId(id);
        setReasonError(null);
      },
      onSubmit: () => void submitReason(),
      onRetry: loadReasons,
      onClose: () => finish('thanks'),
      container: props.modalContainer,
    },
  };
}
