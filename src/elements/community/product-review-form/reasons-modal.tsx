import { type FormEvent, useId } from 'react';
import { LoadingCircle } from '../../../ui/loading/loading';
import { Modal } from '../../../ui/modal/modal';
import { REVIEW_TEXTS } from './review-texts';
import type { ReasonsLoad } from './use-product-review';

/** Spec §5/§9: the reasons modal is 370 px wide. */
export const REASONS_MODAL_WIDTH = 370;

export interface ReasonsModalProps {
  open: boolean;
  title: string;
  reasons: ReasonsLoad;
  /** The chosen reason, 0 for none. */
  reasonId: number;
  error: string | null;
  saving: boolean;
  onChoose: (reasonId: number) => void;
  onSubmit: () => void;
  onRetry: () => void;
  /** Closed without a reason (close button, Escape, background): the review stays saved without one. */
  onClose: () => void;
  container: Element | DocumentFragment | null;
}

/** After a rating under 4 with no text: the main reason, from GET /api/review/reasons. */
export function ReasonsModal({
  open,
  title,
  reasons,
  reasonId,
  error,
  saving,
  onChoose,
  onSubmit,
  onRetry,
  onClose,
  container,
}: ReasonsModalProps) {
  const id = useId();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal
      id={`shop-review-reasons-${id}`}
      open={open}
      onClose={onClose}
      title={title}
      width={REASONS_MODAL_WIDTH}
      processing={saving}
      errorMessage={error ?? undefined}
      container={container}
    >
      <form className="shop-reasons" noValidate onSubmit={handleSubmit} aria-busy={saving || undefined}>
        <fieldset className="shop-reasons__list">
          <legend className="shop-reasons__text">{REVIEW_TEXTS.reasonsText}</legend>
          {reasons.status === 'ready' &&
            reasons.reasons.map((reason) => (
              <label key={reason.reviewReasonId} className="shop-reasons__option">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={reason.reviewReasonId}
                  checked={reasonId === reason.reviewReasonId}
                  required
                  disabled={saving}
                  onChange={() => onChoose(reason.reviewReasonId)}
                />
                <span>{reason.reason}</span>
              </label>
            ))}
          {(reasons.status === 'loading' || reasons.status === 'idle') && (
            <LoadingCircle label={REVIEW_TEXTS.reasonsLoading} />
          )}
          {reasons.status === 'failed' && (
            <div className="shop-reasons__failed" role="alert">
              <p>{REVIEW_TEXTS.reasonsFailed}</p>
              <button type="button" className="shop-button shop-button--secondary" onClick={onRetry}>
                {REVIEW_TEXTS.retry}
              </button>
            </div>
          )}
        </fieldset>
        <button
          type="submit"
          className="shop-button shop-button--primary"
          disabled={saving || reasons.status !== 'ready'}
        >
          {REVIEW_TEXTS.reasonSubmit}
        </button>
      </form>
    </Modal>
  );
}
