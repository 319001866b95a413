import { useState } from 'react';
import { fetchInstallerReviews, type InstallerReview } from '../../../../api/dealer-installers';
import { type Loaded, useLoad } from './use-load';

export interface ReviewsModel extends Loaded<InstallerReview[]> {
  /** forReviewOnly: only the reviews not linked to a request yet. */
  waitingOnly: boolean;
  setWaitingOnly: (waitingOnly: boolean) => void;
}

/** GET /api/installers/{id}/reviews/?forReviewOnly= (true: the ones waiting for a link). */
export function useReviews(dealerInstallerId: number): ReviewsModel {
  const [waitingOnly, setWaitingOnly] = useState(false);
  const loaded = useLoad(
    (signal) => fetchInstallerReviews(dealerInstallerId, waitingOnly, signal),
    [],
    `${dealerInstallerId}/${waitingOnly}`,
  );
  return { ...loaded, waitingOnly, setWaitingOnly };
}

export function reviewLabel(review: InstallerReview): string {
  return `${review.name}, ${review.rating} of 5 stars`;
}
