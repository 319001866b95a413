import { findProduct } from '../../src/mocks/data/products';
import { PENDING_REVIEWER_EMAIL, SAMPLE_REVIEWER_EMAIL } from '../../src/mocks/data/reviews';
import { html } from '../layout';
import type { DemoPage } from './types';

/**
 * The post-purchase review page (page type new_review): order W100312's three products, the last one
 * already rated 2 stars by the review email's star link and without a text (so its submit asks for the
 * main reason). `?unverified` shows the page a shopper reaches without a verified purchase.
 */

const ORDER_ID = 100312;
const SKUS = ['C45036', 'PK12704', 'CAM44505'] as const;

function productsJson(): string {
  return JSON.stringify(
    SKUS.map((websku, index) => {
      const product = findProduct(websku);
      return {
        websku,
        name: product?.name ?? websku,
        ...(product ? { imageUrl: product.imageUrl } : {}),
        // From the email's star link: rated under 4, no text yet.
        ...(index === SKUS.length - 1 ? { stars: 2 } : {}),
      };
    }),
  );
}

function reviewPage(url: URL): string {
  const unverified = url.searchParams.has('unverified');
  const other = unverified
    ? '<p>You are on the unverified review page; the <a href="/new-review">verified review page</a> knows the order.</p>'
    : '<p>This page knows your order W100312. The <a href="/new-review?unverified">unverified review page</a> asks for your email instead.</p>';
  const note = unverified
    ? `<p class="demo-note">The page does not know the order: each form asks for your email. With
        <code>${html(SAMPLE_REVIEWER_EMAIL)}</code> the shop finds the order and saves the review; with
        <code>${html(PENDING_REVIEWER_EMAIL)}</code> the Curt ball mount already has a review waiting for verification
        ('already submitted'); any other address gets a verification email ('We sent an email to ...').</p>`
    : `<p class="demo-note">The Camco blocks come rated 2 stars from the review email without a text: submitting
        them asks for the main reason (a 370 px modal). Submitting without a star shows the required-rating notice.
        After the last product 'Reviews complete' shows and the page scrolls to the top.</p>`;
  return `${other}
      <product-review-form
        data-products="${html(productsJson())}"
        data-order-id="${unverified ? 0 : ORDER_ID}"
        data-reviewer="Jordan M."
        data-one-year="no"
        data-email-variant="B"
        data-is-review-live="True"${unverified ? '\n        data-unverified' : ''}></product-review-form>
      ${note}`;
}

export const reviewPages: Record<string, DemoPage> = {
  '/new-review': {
    title: 'Review your purchase',
    pageType: 'new_review',
    description:
      'the post-purchase review form: stars, reasons for a low rating, thank-you, the remaining counter; ?unverified for the email path.',
    body: reviewPage,
  },
};
