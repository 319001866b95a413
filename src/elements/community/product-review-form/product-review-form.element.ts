import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { ProductReviewFormShell } from './product-review-form-shell';
import { reviewProductsSchema } from './review-products';

export const productReviewFormAttributes = z.object({
  'data-products': attr.json(reviewProductsSchema, [], 'ReviewProduct[]'),
  'data-order-id': attr.number(0, { integer: true, min: 0 }),
  'data-reviewer': attr.string(''),
  'data-email': attr.string(''),
  'data-one-year': attr.string(''),
  'data-email-variant': attr.string(''),
  'data-is-review-live': attr.string(''),
  'data-unverified': attr.boolean(false),
});

/**
 * The post-purchase review form (page type new_review, community §2, §4, §5): one form per purchased
 * product with a star radio group (required: a submit without a star shows and announces 'Please
 * select a star rating from 1-5'), an optional review text of at most 4000 characters and, on the
 * unverified path, an email address. A saved review is sent as POST /api/review/reviewed (PUT when the
 * product carries a review id) and its form makes way for a thank-you; with a rating under 4 and no
 * text, a 370 px modal first asks for the main reason (GET /api/review/reasons), saved with PUT. A
 * counter says how many products still need a review; at zero a 'Reviews complete' block shows and the
 * page scrolls to the top.
 *
 * Unverified path (`data-unverified`): the order number is looked up by email and sku; with none, a
 * review already waiting for verification gives an 'already submitted' notice, else a
 * verification-pending review is saved and the form is replaced by 'We sent an email to {email}. Please
 * click on the link to verify your email address'. The email is required unless the
 * VerifyPurchaseOnProductReviews toggle is on. The submit button is disabled while this runs; a failed
 * check enables it again. A failed save says 'An error has occured.' and keeps everything typed.
 *
 * @summary Post-purchase review: stars, text, reasons for a low rating, thank-you, remaining counter.
 * @tag product-review-form
 * @attr data-products - The purchased products to review, a JSON array of `{ websku, name, imageUrl?, reviewId?, stars?, reviewText? }` (a reviewId edits that review).
 * @attr data-order-id - The order the products come from (sent as orderId; 0 when the page does not know it).
 * @attr data-reviewer - The display name shown with the reviews (sent as reviewer).
 * @attr data-email - The shopper's email address, when the page knows it (fills in the email field of the unverified path).
 * @attr data-one-year - The one-year flag: 'yes' sends oneYear true (the one-year-later review email).
 * @attr data-email-variant - Which review email brought the shopper here (sent as emailVariant).
 * @attr data-is-review-live - 'True' sends isReviewLive true.
 * @attr data-unverified - The purchase is not verified: ask for the email and take the unverified path.
 * @cssprop --shop-review-form-max-width - Widest the forms grow (default 40rem).
 * @csspart root - The widget (its `data-state`: reviewing, complete, or empty when there is no product).
 * @csspart counter - The remaining-products counter.
 * @csspart complete - The 'Reviews complete' block.
 * @csspart product - One product's form or outcome (its `data-state`: form, saving, reason, thanks, verification-sent, already-submitted).
 * @csspart submit - A product's submit button.
 * @csspart outcome - The thank-you, verification or already-submitted block.
 */
export const productReviewFormDefinition = widget({
  tag: 'product-review-form',
  attributes: productReviewFormAttributes,
  component: ProductReviewFormShell,
  styles: ':host { display: block; }',
});

export const ProductReviewFormElement = /* @__PURE__ */ createWidgetClass(productReviewFormDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'product-review-form': InstanceType<typeof ProductReviewFormElement>;
  }
}
