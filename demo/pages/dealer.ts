import { BUSY_DEALER, state } from '../../src/mocks/state';
import { html } from '../layout';
import type { DemoPage } from './types';

/** The signed-in dealer installer's id as the server would write it into the page (0 for anyone else). */
function signedInDealerId(): number {
  return state.session.role === 'dealer' && state.session.installer
    ? state.session.installer.dealerInstallerId
    : 0;
}

const switchHint = `<p class="demo-note">Switch the role to <em>Dealer installer, new install requests</em> (installer ${BUSY_DEALER.dealerInstallerId}, opted in, many requests, some unseen) or <em>Dealer installer</em> (4711, few of everything).</p>`;

/** The dealer tools: the dashboard (page type default) and the install-request selector. */
export const dealerPages: Record<string, DemoPage> = {
  '/dealer-dashboard': {
    title: 'Dealer dashboard',
    pageType: 'default',
    // The dashboard is where new requests are handled: an opted-in installer's side bar would open over it
    // by itself and mark them all seen (staff §2.8), so this page has none.
    cartSidebar: false,
    description:
      "the dealer installer's dashboard: new and open install requests first, statuses changed in place, same-day pickup products, settings and reviews.",
    body: () => `${switchHint}
      <custom-dealer-dashboard data-dealer-installer-id="${html(signedInDealerId())}" data-dealer-inventory-available data-same-day-approved></custom-dealer-dashboard>`,
  },
  '/dealer-install-requests': {
    title: 'Choose an install request',
    pageType: 'default',
    // As on the dashboard: the side bar would open over the list and mark the new requests seen.
    cartSidebar: false,
    description: "the dealer's install requests to choose one from, the unseen ones marked New.",
    body: () => `${switchHint}
      <dealer-install-requests-selector-element data-dealer-id="${html(signedInDealerId())}"></dealer-install-requests-selector-element>`,
  },
  '/installer/metrics': {
    title: 'Your metrics',
    pageType: 'installer',
    // As on the dashboard: the side bar would open over the page for an opted-in installer with new requests.
    cartSidebar: false,
    description:
      "the dealer installer's metrics (page type installer): requests, answers, response time, conversion and reviews at a glance, and a monthly trend chart with its table.",
    body: () => `${switchHint.replace('</p>', ' The sample dealer 4711 has no metrics in the last 12 months yet.</p>')}
      <custom-dealer-metrics data-dealer-installer-id="${html(signedInDealerId())}" data-dealer-name="${html(signedInDealerName())}"></custom-dealer-metrics>`,
  },
  '/installer/review': {
    title: 'Review your installer',
    pageType: 'installer',
    description:
      "a shopper rates the installer after an install request (stars, name, email, text); the review then waits in the busy dealer's dashboard for a link to its request.",
    body: (url) => {
      // `?reviewId=` opens a stored review of this installer for editing, as a page that knows it would.
      const reviewId = Number(url.searchParams.get('reviewId') ?? 0);
      const review = state.dealerShop.reviews.find(
        (candidate) =>
          candidate.dealerInstallerReviewId === reviewId &&
          candidate.dealerInstallerId === BUSY_DEALER.dealerInstallerId,
      );
      const existing = review
        ? ` data-review-id="${html(review.dealerInstallerReviewId)}" data-rating="${html(review.rating)}" data-review-text="${html(review.reviewText)}"`
        : '';
      return `<p>Isabella, how did Tow Masters do with the installation of your ball mount (request #1009)?</p>
      <installer-review-form data-installer-id="${html(BUSY_DEALER.dealerInstallerId)}" data-installer-name="Tow Masters" data-websku="C45036" data-install-request-id="1009" data-name="Isabella G." data-email="isabella.garcia@example.com"${existing}></installer-review-form>
      <p class="demo-note">After saving, switch the role to <em>Dealer installer, new install requests</em> and open the <a href="/dealer-dashboard">dealer dashboard</a>: the review waits there for a link to its request. <a href="/installer/review?reviewId=901">Edit review 901</a> opens a stored review.</p>`;
    },
  },
  '/installer': {
    title: 'Get it installed',
    pageType: 'installer',
    description:
      'a shopper asks local installers to fit a trailer hitch: installers near a ZIP code, vehicle and job, contact details, confirmation (the step is in the URL).',
    body: () => `<p class="demo-note">Searches from ZIP code 78701 (Austin). Try 78666, or 10001 for none nearby. Requests sent reach Hitch Pros (4711) and Tow Masters (5230): switch the role to a dealer installer and open the <a href="/dealer-dashboard">dashboard</a>.</p>
      <custom-dealer-install-request-form-flow data-websku="C13130" data-postal-code="78701" data-product-group="Trailer Hitch" data-product-group-image="/images/products/C13130.svg" data-product-group-category="Towing" data-additional-info=""></custom-dealer-install-request-form-flow>`,
  },
  '/installer/details': {
    title: 'Hitch Pros: installer details',
    pageType: 'installer-details',
    description:
      "one installer's page: their details and photos, then the install request to them (a shopper who already asked is told so).",
    body: () =>
      `<custom-dealer-install-request-form-flow data-installer-id="4711" data-installer-name="Hitch Pros" data-step="details" data-websku="C56146" data-postal-code="78704" data-product-group="Trailer Wiring" data-vehicle="2019 Toyota RAV4" data-is-fitguided data-recent-request-ids="[3]"></custom-dealer-install-request-form-flow>`,
  },
};

/** The signed-in dealer's name from their profile, as the server would write it into the page ('' for anyone else). */
function signedInDealerName(): string {
  const dealerId = signedInDealerId();
  return dealerId > 0 ? (state.dealerShop.profiles[dealerId]?.name ?? '') : '';
}
