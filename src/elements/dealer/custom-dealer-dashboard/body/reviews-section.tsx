import { useId, useState } from 'react';
import type { DealerInstallRequest } from '../../../../api/dealer-install-requests';
import type { InstallerReview } from '../../../../api/dealer-installers';
import { LoadingCircle } from '../../../../ui/loading/loading';
import { formatRequestDate } from '../../dealer-install-requests-selector-element/install-request-list';
import { LoadFailed } from './load-failed';
import type { ReviewsModel } from './use-reviews';

export const REVIEWS_ERROR_TEXT = 'We could not load your reviews.';
export const REVIEWS_EMPTY_TEXT = 'No reviews yet.';
export const REVIEWS_NONE_WAITING_TEXT = 'Every review is linked to its request.';

export interface ReviewsSectionProps {
  model: ReviewsModel;
  requests: readonly DealerInstallRequest[];
  /** PUT /request/{id}/review/{reviewId}; true when linked. */
  onLink: (requestId: number, reviewId: number) => Promise<boolean>;
}

/** The request most likely written about: same part and the same first name, newest first. */
export function suggestedRequest(review: InstallerReview, requests: readonly DealerInstallRequest[]): number {
  const firstName = review.name.split(/\s+/)[0]?.toLowerCase() ?? '';
  const match = requests.find(
    (request) =>
      (!review.webSKU || request.webSku === review.webSKU) &&
      request.customerName.toLowerCase().split(/\s+/)[0] === firstName,
  );
  return match?.dealerInstallRequestId ?? 0;
}

/** Reviews shoppers wrote about the installer; one waiting for a link is linked to its request here. */
export function ReviewsSection({ model, requests, onLink }: ReviewsSectionProps) {
  const id = useId();
  const waiting = model.data.filter((review) => !review.dealerInstallRequestId).length;
  return (
    <section className="shop-dealer__section" aria-labelledby={`${id}-title`} data-section="reviews">
      <h2 id={`${id}-title`}>Reviews</h2>
      <label className="shop-dealer__check">
        <input
          type="checkbox"
          checked={model.waitingOnly}
          onChange={(event) => model.setWaitingOnly(event.target.checked)}
        />
        <span>Only reviews waiting for a link to their request</span>
      </label>
      {model.status === 'loading' && <LoadingCircle label="Loading reviews" />}
      {model.status === 'error' && <LoadFailed text={REVIEWS_ERROR_TEXT} onRetry={model.reload} />}
      {model.status === 'ready' &&
        (model.data.length === 0 ? (
          <p className="shop-dealer__message">
            {model.waitingOnly ? REVIEWS_NONE_WAITING_TEXT : REVIEWS_EMPTY_TEXT}
          </p>
        ) : (
          <>
            {!model.waitingOnly && (
              <p>
                {model.data.length} {model.data.length === 1 ? 'review' : 'reviews'}, {waiting} waiting for a
                link
              </p>
            )}
            <ul className="shop-dealer__reviews">
              {model.data.map((review) => (
                <ReviewItem
                  key={review.dealerInstallerReviewId}
                  review={review}
                  requests={requests}
                  onLink={async (requestId) => {
                    const linked = await onLink(requestId, review.dealerInstallerReviewId);
                    if (linked) model.reload();
                    return linked;
                  }}
                />
              ))}
            </ul>
          </>
        ))}
    </section>
  );
}

function ReviewItem({
  review,
  requests,
  onLink,
}: {
  review: InstallerReview;
  requests: readonly DealerInstallRequest[];
  onLink: (requestId: number) => Promise<boolean>;
}) {
  // The suggestion follows the requests as they load, until the dealer picks one.
  const [picked, setPicked] = useState<number | null>(null);
  const chosen = picked ?? suggestedRequest(review, requests);
  const [busy, setBusy] = useState(false);
  const fieldId = `shop-dealer-review-${review.dealerInstallerReviewId}`;
  return (
    <li className="shop-dealer__review">
      <p className="shop-dealer__strong">
        <span role="img" aria-label={`${review.rating} of 5 stars`}>
          {'★'.repeat(Math.max(0, Math.min(5, review.rating)))}
          {'☆'.repeat(Math.max(0, 5 - Math.max(0, Math.min(5, review.rating))))}
        </span>{' '}
        {review.name} · {formatRequestDate(review.createdOn)}
        {review.webSKU && <span className="shop-dealer__muted"> · Part {review.webSKU}</span>}
      </p>
      <p>{review.reviewText}</p>
      {review.dealerInstallRequestId ? (
        <p className="shop-dealer__muted">Linked to request #{review.dealerInstallRequestId}</p>
      ) : (
        <form
          className="shop-dealer__inline"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen === 0) return;
            setBusy(true);
            void onLink(chosen).finally(() => setBusy(false));
          }}
        >
          <label htmlFor={fieldId}>Request of this review</label>
          <select id={fieldId} value={chosen} onChange={(event) => setPicked(Number(event.target.value))}>
            <option value={0}>Choose a request</option>
            {requests.map((request) => (
              <option key={request.dealerInstallRequestId} value={request.dealerInstallRequestId}>
                #{request.dealerInstallRequestId} {request.customerName} – {request.productGroup}
              </option>
            ))}
          </select>
          <button type="submit" className="shop-dealer__button" disabled={busy || chosen === 0}>
            Link review
          </button>
        </form>
      )}
    </li>
  );
}
