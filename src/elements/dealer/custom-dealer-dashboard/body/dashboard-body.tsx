import { useEffect, useMemo, useRef, useState } from 'react';
import type { FollowUpType } from '../../../../api/dealer-install-requests';
import { connect } from '../../../../core/connect';
import { defineWidget } from '../../../../core/define-widget';
import { useComponentStyles } from '../../../../core/widget-context';
import { dealerMetricsDefinition } from '../../custom-dealer-metrics/custom-dealer-metrics.element';
import { dashboardBodyStyles } from './dashboard-body.styles';
import { RequestsSection } from './requests-section';
import { ReviewsSection } from './reviews-section';
import { SAME_DAY_NOT_APPROVED_TEXT, SameDaySection } from './same-day-section';
import { SettingsSection } from './settings-section';
import { useAccounts } from './use-accounts';
import { useRequests } from './use-requests';
import { reviewLabel, useReviews } from './use-reviews';
import { useSameDay } from './use-same-day';
import { useSettings } from './use-settings';

export interface DashboardBodyProps {
  dealerInstallerId: number;
  dealerInventoryAvailable: boolean;
  sameDayApproved: boolean;
}

const SameDayPanel = connect(
  SameDaySection,
  ({ dealerInstallerId, withOrders }: { dealerInstallerId: number; withOrders: boolean }) =>
    useSameDay(dealerInstallerId, withOrders),
  'SameDayPanel',
);

// The Metrics section is <custom-dealer-metrics> itself (in the dealer file the page has loaded already): the
// autoloader does not look inside the dashboard's shadow root, so the body defines it.
defineWidget(dealerMetricsDefinition);

/**
 * The text that changed last among several (one live region for the whole dashboard): the one that differs
 * from its previous value, not merely the last in the list (a request saved after a setting is announced).
 */
export function useLatestAnnouncement(texts: readonly string[]): string {
  const [latest, setLatest] = useState('');
  const previous = useRef<readonly string[]>([]);
  const joined = texts.join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `joined` stands for `texts`.
  useEffect(() => {
    const changed = texts.findLast((text, index) => text !== '' && text !== previous.current[index]);
    previous.current = texts;
    if (changed) setLatest(changed);
  }, [joined]);
  return latest;
}

/**
 * The dashboard's body, loaded after the element (its own file): what needs action first at the top,
 * then install requests, same-day pickup products, settings, reviews and the metrics.
 */
export function DashboardBody({
  dealerInstallerId,
  dealerInventoryAvailable,
  sameDayApproved,
}: DashboardBodyProps) {
  useComponentStyles(dashboardBodyStyles, 'dealer-dashboard-body');
  const requests = useRequests(dealerInstallerId);
  const settings = useSettings(dealerInstallerId);
  const reviews = useReviews(dealerInstallerId);
  const accounts = useAccounts(dealerInstallerId);
  const announcement = useLatestAnnouncement([
    requests.announcement,
    settings.announcement,
    accounts.announcement,
  ]);
  const reviewLabels = useMemo(
    () => new Map(reviews.data.map((review) => [review.dealerInstallerReviewId, reviewLabel(review)])),
    [reviews.data],
  );
  const unseen = requests.data.requests.filter((request) => !request.seen).length;
  const waitingReviews = reviews.data.filter((review) => !review.dealerInstallRequestId).length;
  const followUpValue = settings.data.profile?.followUpType;

  return (
    <div className="shop-dealer__body">
      {requests.status === 'ready' && (
        <p className="shop-dealer__attention" data-attention={unseen > 0 || undefined}>
          <span className="shop-dealer__strong">Needs your action: </span>
          {unseen === 1 ? '1 new request' : `${unseen} new requests`}, {requests.data.openCount} open
          {reviews.status === 'ready' &&
            !reviews.waitingOnly &&
            `, ${waitingReviews === 1 ? '1 review' : `${waitingReviews} reviews`} waiting for a link`}
        </p>
      )}
      <p className="shop-dealer__announcement" role="status">
        {announcement}
      </p>
      <RequestsSection
        model={requests}
        reviewLabels={reviewLabels}
        followUp={{
          value:
            followUpValue === 'none' || followUpValue === 'daily' || followUpValue === 'weekly'
              ? followUpValue
              : null,
          busy: settings.busy.includes('followUp'),
          onChange: (type: FollowUpType) => void settings.setFollowUp(type),
        }}
      />
      {sameDayApproved ? (
        <SameDayPanel dealerInstallerId={dealerInstallerId} withOrders={dealerInventoryAvailable} />
      ) : (
        <section
          className="shop-dealer__section"
          aria-label="Same-day pickup products"
          data-section="same-day"
        >
          <h2>Same-day pickup products</h2>
          <p className="shop-dealer__message">{SAME_DAY_NOT_APPROVED_TEXT}</p>
        </section>
      )}
      <SettingsSection model={settings} accounts={accounts} dealerInstallerId={dealerInstallerId} />
      <ReviewsSection model={reviews} requests={requests.data.requests} onLink={requests.linkReview} />
      <section className="shop-dealer__section" aria-label="Metrics" data-section="metrics">
        <custom-dealer-metrics
          data-dealer-installer-id={dealerInstallerId}
          data-dealer-name={settings.data.profile?.name ?? ''}
        />
      </section>
    </div>
  );
}
