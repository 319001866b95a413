import { useCallback, useMemo, useRef, useState } from 'react';
import { createInstallerReview, updateInstallerReview } from '../../../api/dealer-installers';
import { newIdempotencyKey } from '../../../core/http';
import {
  createPayload,
  firstInvalidField,
  hasInstallerReviewErrors,
  type InstallerReviewErrors,
  type InstallerReviewValues,
  installerReviewErrors,
  updatePayload,
} from './installer-review-rules';
import { INSTALLER_REVIEW_TEXTS } from './installer-review-texts';

/** The element's attributes, as props. */
export interface InstallerReviewFormProps {
  installerId: number;
  installerName: string;
  websku: string;
  installRequestId: number;
  reviewId: number;
  rating: number;
  reviewText: string;
  name: string;
  email: string;
}

export type InstallerReviewPhase = 'none' | 'form' | 'saving';
export type InstallerReviewFocusTarget = keyof InstallerReviewErrors | 'message';

export interface InstallerReviewFormViewProps {
  phase: InstallerReviewPhase;
  installerName: string;
  /** Editing an existing review (from the attributes, or the one this form just created). */
  editing: boolean;
  values: InstallerReviewValues;
  errors: InstallerReviewErrors;
  /** Bumped on each submit refused for want of a star (the notice is announced again). */
  noticeKey: number;
  /** The outcome of the last save: a success (role=status) or the failure (role=alert). */
  message: { kind: 'success' | 'error'; text: string } | null;
  focus: { target: InstallerReviewFocusTarget; nonce: number } | null;
  onChange: (patch: Partial<InstallerReviewValues>) => void;
  onSubmit: () => void;
}

/**
 * The review's life: a create (POST /api/installers/reviews) turns the form into an edit of that review
 * (PUT /api/installers/update-review/ from then on). One request at a time; a failure keeps every value.
 * The idempotency key is made once per review attempt and kept until the shopper changes something or the
 * save succeeds, so a second click after a lost answer can never create a second review.
 */
export function useInstallerReviewForm(props: InstallerReviewFormProps): InstallerReviewFormViewProps {
  const [values, setValues] = useState<InstallerReviewValues>(() => ({
    rating: props.rating,
    reviewText: props.reviewText,
    name: props.name,
    email: props.email,
  }));
  const [reviewId, setReviewId] = useState(props.reviewId);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [noticeKey, setNoticeKey] = useState(0);
  const [message, setMessage] = useState<InstallerReviewFormViewProps['message']>(null);
  const [focus, setFocus] = useState<InstallerReviewFormViewProps['focus']>(null);
  const keyRef = useRef<string | null>(null);
  const savingRef = useRef(false);
  const editing = reviewId > 0;
  // After a refused submit the messages follow what is typed.
  const errors = useMemo(
    () => (submitted ? installerReviewErrors(values, editing) : {}),
    [submitted, values, editing],
  );

  const moveFocus = useCallback((target: InstallerReviewFocusTarget) => {
    setFocus((current) => ({ target, nonce: (current?.nonce ?? 0) + 1 }));
  }, []);

  const onChange = useCallback((patch: Partial<InstallerReviewValues>) => {
    keyRef.current = null;
    setValues((current) => ({ ...current, ...patch }));
  }, []);

  const onSubmit = useCallback(() => {
    if (savingRef.current) return;
    setSubmitted(true);
    const found = installerReviewErrors(values, editing);
    if (hasInstallerReviewErrors(found)) {
      if (found.rating) setNoticeKey((key) => key + 1);
      const first = firstInvalidField(found);
      if (first) moveFocus(first);
      return;
    }
    keyRef.current ??= newIdempotencyKey();
    const key = keyRef.current;
    savingRef.current = true;
    setSaving(true);
    setMessage(null);
    const save = editing
      ? updateInstallerReview(updatePayload(values, { installerId: props.installerId, reviewId }), key).then(
          (applied) => {
            if (!applied) throw new Error('The review update was not applied');
            return reviewId;
          },
        )
      : createInstallerReview(
          createPayload(values, {
            installerId: props.installerId,
            websku: props.websku,
            installRequestId: props.installRequestId,
          }),
          key,
        );
    save
      .then((savedId) => {
        keyRef.current = null;
        setReviewId(savedId);
        setMessage({
          kind: 'success',
          text: editing
            ? INSTALLER_REVIEW_TEXTS.updated
            : INSTALLER_REVIEW_TEXTS.created(props.installerName),
        });
      })
      .catch(() => {
        setMessage({ kind: 'error', text: INSTALLER_REVIEW_TEXTS.saveFailed });
      })
      .finally(() => {
        savingRef.current = false;
        setSaving(false);
        moveFocus('message');
      });
  }, [
    values,
    editing,
    reviewId,
    props.installerId,
    props.installerName,
    props.websku,
    props.installRequestId,
    moveFocus,
  ]);

  return {
    phase: props.installerId > 0 ? (saving ? 'saving' : 'form') : 'none',
    installerName: props.installerName,
    editing,
    values,
    errors,
    noticeKey,
    message,
    focus,
    onChange,
    onSubmit,
  };
}
