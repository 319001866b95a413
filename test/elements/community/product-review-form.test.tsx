import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REVIEW_PATHS } from '../../../src/api/reviews';
import { defineWidget } from '../../../src/core/define-widget';
import { resetToggles } from '../../../src/core/toggles';
import { resetUserSession } from '../../../src/core/user-session';
import { productReviewFormDefinition } from '../../../src/elements/community/product-review-form/product-review-form.element';
import { VERIFY_PURCHASE_TOGGLE } from '../../../src/elements/community/product-review-form/review-rules';
import { REVIEW_TEXTS } from '../../../src/elements/community/product-review-form/review-texts';
import { injectFault, recordedRequests, setFeatureToggle } from '../../../src/mocks/controls';
import { PENDING_REVIEWER_EMAIL, SAMPLE_REVIEWER_EMAIL } from '../../../src/mocks/data/reviews';
import { state } from '../../../src/mocks/state';
import { STAR_RATING_REQUIRED_MESSAGE } from '../../../src/ui/star-rating/star-radio-group';
import { mountElement } from '../../helpers/elements';

defineWidget(productReviewFormDefinition);

const PRODUCTS = [
  { websku: 'C45036', name: 'Curt Class III Ball Mount' },
  { websku: 'PK12704', name: 'Pollak 7-Way RV Blade Socket' },
  { websku: 'CAM44505', name: 'Camco FasTen Leveling Blocks' },
];

const BASE = {
  'data-products': JSON.stringify(PRODUCTS),
  'data-order-id': '100312',
  'data-reviewer': 'Jordan M.',
  'data-one-year': 'yes',
  'data-email-variant': 'B',
  'data-is-review-live': 'True',
};

const shadow = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const focused = (element: HTMLElement) => element.shadowRoot?.activeElement;
const reviewPosts = () => recordedRequests({ method: 'POST', path: REVIEW_PATHS.reviewed });
const reviewPuts = () => recordedRequests({ method: 'PUT', path: REVIEW_PATHS.reviewed });

async function mount(attributes: Record<string, string> = {}) {
  const element = await mountElement('product-review-form', { ...BASE, ...attributes });
  // The first mount of a file also loads the forms' part: give it time on a busy machine.
  await shadow(element).findAllByRole('radiogroup', {}, { timeout: 5000 });
  return element;
}

/** The form of one product, by its name. */
function productForm(element: HTMLElement, name: string): HTMLElement {
  return shadow(element).getByRole('article', { name });
}

async function rate(form: HTMLElement, stars: number) {
  await userEvent.click(within(form).getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars` }));
}

/** userEvent.type does not reach inputs in a shadow root reliably here; a change event does. */
function enter(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

async function submit(form: HTMLElement) {
  await userEvent.click(within(form).getByRole('button', { name: REVIEW_TEXTS.submit }));
}

beforeEach(() => {
  resetUserSession('session-42');
  resetToggles();
});
afterEach(() => resetUserSession());

describe('<product-review-form>', () => {
  it('shows one form per purchased product, each with a required star radio group', async () => {
    const element = await mount();
    const forms = shadow(element).getAllByRole('article');
    expect(
      forms.map(
        (form) => form.getAttribute('aria-labelledby') && within(form).getByRole('heading').textContent,
      ),
    ).toEqual(PRODUCTS.map((product) => product.name));
    const group = within(forms[0] as HTMLElement).getByRole('radiogroup', { name: REVIEW_TEXTS.ratingLabel });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    // The counter appears after the first product.
    expect(shadow(element).getByRole('status').textContent).toBe('');
  });

  it('refuses a submit without a star: the hidden notice appears in an alert, tied to the group, and nothing is sent', async () => {
    const element = await mount();
    const form = productForm(element, PRODUCTS[0]?.name as string);
    const group = within(form).getByRole('radiogroup');
    const notice = form.querySelector('.shop-star-radio-group__notice') as HTMLElement;
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toBeEmptyDOMElement();
    enter(within(form).getByRole('textbox', { name: REVIEW_TEXTS.textLabel }), 'Fits well');
    await submit(form);
    await waitFor(() => expect(notice).toHaveTextContent(STAR_RATING_REQUIRED_MESSAGE));
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription(STAR_RATING_REQUIRED_MESSAGE);
    await waitFor(() => expect(focused(element)).toBe(within(form).getByRole('radio', { name: '1 star' })));
    expect(reviewPosts()).toHaveLength(0);
    // The text typed is kept; a star clears the notice.
    expect(within(form).getByRole('textbox', { name: REVIEW_TEXTS.textLabel })).toHaveValue('Fits well');
    await rate(form, 4);
    expect(notice).toBeEmptyDOMElement();
    expect(group).not.toHaveAttribute('aria-invalid');
  });

  it('sends the review exactly as spec section 3 with reason 0, disables the button meanwhile, then thanks', async () => {
    injectFault({ method: 'POST', path: REVIEW_PATHS.reviewed, latencyMs: 300 });
    const element = await mount();
    const form = productForm(element, PRODUCTS[0]?.name as string);
    await rate(form, 5);
    enter(within(form).getByRole('textbox', { name: REVIEW_TEXTS.textLabel }), 'Solid and easy to install.');
    await submit(form);
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: REVIEW_TEXTS.submit })).toBeDisabled(),
    );
    expect(form).toHaveAttribute('data-state', 'saving');
    await waitFor(() => expect(form).toHaveAttribute('data-state', 'thanks'));
    expect(reviewPosts().map((request) => request.body)).toEqual([
      {
        reviewReasonId: 0,
        review: {
          stars: 5,
          websku: 'C45036',
          reviewer: 'Jordan M.',
          orderId: 100312,
          oneYear: true,
          reviewText: 'Solid and easy to install.',
          reviewType: 'POST',
          emailVariant: 'B',
          userSession: 'session-42',
          isReviewLive: true,
        },
      },
    ]);
    expect(state.reviews.reviews).toHaveLength(1);
    expect(within(form).getByText(REVIEW_TEXTS.thanksTitle)).toBeVisible();
    expect(within(form).queryByRole('radiogroup')).toBeNull();
    expect(within(form).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    await waitFor(() => expect(focused(element)).toBe(form.querySelector('[part="outcome"]')));
  });

  it("sends oneYear false unless the flag is 'yes' and isReviewLive false unless it is 'True'", async () => {
    const element = await mount({ 'data-one-year': 'no', 'data-is-review-live': 'true' });
    const form = productForm(element, PRODUCTS[1]?.name as string);
    await rate(form, 4);
    await submit(form);
    await waitFor(() => expect(reviewPosts()).toHaveLength(1));
    expect(reviewPosts()[0]?.body).toMatchObject({ review: { oneYear: false, isReviewLive: false } });
  });

  it('edits a review that has a review id with PUT, its stars and text filled in', async () => {
    const element = await mount({
      'data-products': JSON.stringify([
        { websku: 'C45036', name: 'Curt Ball Mount', reviewId: 5001, stars: 3, reviewText: 'OK' },
      ]),
    });
    state.reviews.reviews.push({
      reviewId: 5001,
      reviewReasonId: 0,
      review: {
        stars: 3,
        websku: 'C45036',
        reviewer: 'Jordan M.',
        orderId: 100312,
        oneYear: true,
        reviewText: 'OK',
        reviewType: 'POST',
        emailVariant: 'B',
        userSession: 'session-42',
        isReviewLive: true,
      },
    });
    const form = productForm(element, 'Curt Ball Mount');
    expect(within(form).getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(within(form).getByRole('textbox')).toHaveValue('OK');
    await rate(form, 4);
    await submit(form);
    await waitFor(() => expect(form).toHaveAttribute('data-state', 'thanks'));
    expect(reviewPosts()).toHaveLength(0);
    expect(reviewPuts()[0]?.body).toMatchObject({
      reviewReasonId: 0,
      review: { reviewId: 5001, reviewType: 'PUT', stars: 4, reviewText: 'OK' },
    });
  });

  it('counts down the products still to review, then shows the completion block and scrolls to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const element = await mount();
    const counter = () => element.shadowRoot?.querySelector('[part="counter"]');
    for (const [index, product] of PRODUCTS.entries()) {
      const form = productForm(element, product.name);
      await rate(form, 5);
      await submit(form);
      await waitFor(() => expect(form).toHaveAttribute('data-state', 'thanks'));
      if (index === 0) expect(counter()).toHaveTextContent(/^2 products still need review$/);
      if (index === 1) expect(counter()).toHaveTextContent(/^1 product still needs a review$/);
    }
    const complete = await shadow(element).findByRole('heading', { name: REVIEW_TEXTS.completeTitle });
    expect(complete.closest('[part="complete"]')).toHaveTextContent(REVIEW_TEXTS.completeText);
    expect(counter()).toBeNull();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    await waitFor(() =>
      expect(focused(element)).toBe(element.shadowRoot?.querySelector('[part="complete"]')),
    );
    scrollTo.mockRestore();
  });

  it('asks for the main reason in a 370 px modal after a rating under 4 with no text, and saves it with PUT', async () => {
    const element = await mount();
    const form = productForm(element, PRODUCTS[2]?.name as string);
    await rate(form, 2);
    await submit(form);
    const dialog = await shadow(element).findByRole('dialog', {
      name: 'Thanks for giving all 1 products a 2 star rating',
    });
    expect(dialog.style.width).toBe('370px');
    expect(dialog).toHaveTextContent(REVIEW_TEXTS.reasonsText);
    expect(recordedRequests({ method: 'GET', path: REVIEW_PATHS.reasons })).toHaveLength(1);
    const reasons = await within(dialog).findAllByRole('radio');
    expect(reasons.map((radio) => radio.closest('label')?.textContent)).toEqual(
      state.reviews.reasons.map((reason) => reason.reason),
    );
    // The review is saved before the question, with reason 0.
    expect(reviewPosts()[0]?.body).toMatchObject({ reviewReasonId: 0, review: { stars: 2, reviewText: '' } });

    // Submit without a reason says what is missing.
    await userEvent.click(within(dialog).getByRole('button', { name: REVIEW_TEXTS.reasonSubmit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REVIEW_TEXTS.reasonRequired);
    expect(reviewPuts()).toHaveLength(0);

    await userEvent.click(
      within(dialog).getByRole('radio', { name: 'Installation was harder than expected' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: REVIEW_TEXTS.reasonSubmit }));
    await waitFor(() => expect(shadow(element).queryByRole('dialog')).toBeNull());
    expect(reviewPuts().map((request) => request.body)).toEqual([
      {
        reviewReasonId: 4,
        review: expect.objectContaining({ reviewId: 5001, reviewType: 'PUT', stars: 2, websku: 'CAM44505' }),
      },
    ]);
    expect(state.reviews.reviews[0]?.reviewReasonId).toBe(4);
    expect(form).toHaveAttribute('data-state', 'thanks');
  });

  it('counts the products given the same rating in the modal title', async () => {
    const element = await mount();
    const first = productForm(element, PRODUCTS[0]?.name as string);
    await rate(first, 3);
    await submit(first);
    await shadow(element).findByRole('dialog', { name: 'Thanks for giving all 1 products a 3 star rating' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(first).toHaveAttribute('data-state', 'thanks'));
    const second = productForm(element, PRODUCTS[1]?.name as string);
    await rate(second, 3);
    await submit(second);
    expect(
      await shadow(element).findByRole('dialog', {
        name: 'Thanks for giving all 2 products a 3 star rating',
      }),
    ).toBeInTheDocument();
  });

  it('closing the modal without a reason keeps the saved review and shows the thank-you', async () => {
    const element = await mount();
    const form = productForm(element, PRODUCTS[0]?.name as string);
    await rate(form, 1);
    await submit(form);
    const dialog = await shadow(element).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(form).toHaveAttribute('data-state', 'thanks'));
    expect(reviewPosts()).toHaveLength(1);
    expect(reviewPuts()).toHaveLength(0);
  });

  it('asks no reason when a rating under 4 comes with a text, nor for 4 stars without one', async () => {
    const element = await mount();
    const withText = productForm(element, PRODUCTS[0]?.name as string);
    await rate(withText, 3);
    enter(within(withText).getByRole('textbox'), 'Rattles a bit.');
    await submit(withText);
    await waitFor(() => expect(withText).toHaveAttribute('data-state', 'thanks'));
    const four = productForm(element, PRODUCTS[1]?.name as string);
    await rate(four, 4);
    await submit(four);
    await waitFor(() => expect(four).toHaveAttribute('data-state', 'thanks'));
    expect(shadow(element).queryByRole('dialog')).toBeNull();
    expect(recordedRequests({ path: REVIEW_PATHS.reasons })).toHaveLength(0);
  });

  it("says 'An error has occured.' when the reason cannot be saved, and keeps the choice", async () => {
    const element = await mount();
    const form = productForm(element, PRODUCTS[0]?.name as string);
    await rate(form, 2);
    await submit(form);
    const dialog = await shadow(element).findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Shipping took too long' }));
    injectFault({ method: 'PUT', path: REVIEW_PATHS.reviewed, status: 500 });
    await userEvent.click(within(dialog).getByRole('button', { name: REVIEW_TEXTS.reasonSubmit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error has occured.');
    expect(within(dialog).getByRole('radio', { name: 'Shipping took too long' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: REVIEW_TEXTS.reasonSubmit }));
    await waitFor(() => expect(form).toHaveAttribute('data-state', 'thanks'));
    expect(state.reviews.reviews[0]?.reviewReasonId).toBe(5);
  });

  it('offers Try again when the reasons cannot be loaded', async () => {
    injectFault({ method: 'GET', path: REVIEW_PATHS.reasons, status: 500 });
    const element = await mount();
    const form = productForm(element, PRODUCTS[0]?.name as string);
    await rate(form, 2);
    await submit(form);
    const dialog = await shadow(element).findByRole('dialog');
    expect(await within(dialog).findByText(REVIEW_TEXTS.reasonsFailed)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: REVIEW_TEXTS.retry }));
    expect(await within(dialog).findAllByRole('radio')).toHaveLength(state.reviews.reasons.length);
  });

  it("says 'An error has occured.' when the review cannot be saved, and loses nothing typed", async () => {
    injectFault({ method: 'POST', path: REVIEW_PATHS.reviewed, status: 500 });
    const element = await mount();
    const form = productForm(element, PRODUCTS[0]?.name as string);
    await rate(form, 4);
    enter(within(form).getByRole('textbox'), 'Great fit on my F-150.');
    await submit(form);
    expect(await within(form).findByText('An error has occured.')).toHaveAttribute('role', 'alert');
    expect(form).toHaveAttribute('data-state', 'form');
    expect(within(form).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(within(form).getByRole('textbox')).toHaveValue('Great fit on my F-150.');
    const button = within(form).getByRole('button', { name: REVIEW_TEXTS.submit });
    expect(button).toBeEnabled();
    await submit(form);
    await waitFor(() => expect(form).toHaveAttribute('data-state', 'thanks'));
  });

  it('refuses a text over 4000 characters with its message, keeping it', async () => {
    const element = await mount();
    const form = productForm(element, PRODUCTS[0]?.name as string);
    await rate(form, 5);
    const long = 'x'.repeat(4001);
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: long } });
    expect(within(form).getByText('4001 of 4000 characters')).toBeInTheDocument();
    await submit(form);
    expect(await within(form).findByText(REVIEW_TEXTS.textTooLong)).toBeVisible();
    expect(within(form).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('textbox')).toHaveValue(long);
    expect(reviewPosts()).toHaveLength(0);
  });

  describe('the unverified path', () => {
    const UNVERIFIED = { 'data-unverified': '', 'data-order-id': '0' };

    it('requires the email when VerifyPurchaseOnProductReviews is off', async () => {
      setFeatureToggle(VERIFY_PURCHASE_TOGGLE, false);
      const element = await mount(UNVERIFIED);
      const form = productForm(element, PRODUCTS[0]?.name as string);
      await rate(form, 5);
      await submit(form);
      const email = within(form).getByRole('textbox', { name: REVIEW_TEXTS.emailLabel });
      expect(await within(form).findByText(REVIEW_TEXTS.emailRequired)).toBeVisible();
      expect(email).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(focused(element)).toBe(email));
      expect(recordedRequests({ path: '/api/review/*' }).filter((r) => r.method !== 'GET')).toHaveLength(0);
      enter(email, 'not-an-address');
      await submit(form);
      expect(await within(form).findByText(REVIEW_TEXTS.emailInvalid)).toBeVisible();
    });

    it('takes no email when VerifyPurchaseOnProductReviews is on: the review is saved with the page order', async () => {
      setFeatureToggle(VERIFY_PURCHASE_TOGGLE, true);
      const element = await mount(UNVERIFIED);
      const form = productForm(element, PRODUCTS[0]?.name as string);
      expect(
        await within(form).findByRole('textbox', { name: `${REVIEW_TEXTS.emailLabel} (optional)` }),
      ).not.toHaveAttribute('aria-required');
      await rate(form, 5);
      await submit(form);
      await waitFor(() => expect(form).toHaveAttribute('data-state', 'thanks'));
      expect(recordedRequests({ path: REVIEW_PATHS.orderNumber })).toHaveLength(0);
      expect(reviewPosts()[0]?.body).toMatchObject({ review: { orderId: 0 } });
    });

    it('looks the order number up by email and sku and saves the review with it', async () => {
      const element = await mount(UNVERIFIED);
      const form = productForm(element, PRODUCTS[1]?.name as string);
      await rate(form, 5);
      enter(within(form).getByRole('textbox', { name: REVIEW_TEXTS.emailLabel }), SAMPLE_REVIEWER_EMAIL);
      await submit(form);
      await waitFor(() => expect(form).toHaveAttribute('data-state', 'thanks'));
      const [lookup] = recordedRequests({ path: REVIEW_PATHS.orderNumber });
      expect(new URLSearchParams(lookup?.search)).toEqual(
        new URLSearchParams({ email: SAMPLE_REVIEWER_EMAIL, websku: 'PK12704' }),
      );
      expect(reviewPosts()[0]?.body).toMatchObject({ review: { orderId: 100312, websku: 'PK12704' } });
      expect(recordedRequests({ path: REVIEW_PATHS.processedVerification })).toHaveLength(0);
    });

    it("shows the 'already submitted' notice when a review waits for verification", async () => {
      const element = await mount(UNVERIFIED);
      const form = productForm(element, PRODUCTS[0]?.name as string);
      await rate(form, 4);
      enter(within(form).getByRole('textbox', { name: REVIEW_TEXTS.emailLabel }), PENDING_REVIEWER_EMAIL);
      await submit(form);
      await waitFor(() => expect(form).toHaveAttribute('data-state', 'already-submitted'));
      expect(form).toHaveTextContent(/already submitted/);
      expect(recordedRequests({ method: 'POST', path: REVIEW_PATHS.processedVerification })[0]?.body).toEqual(
        {
          email: PENDING_REVIEWER_EMAIL,
          websku: 'C45036',
        },
      );
      expect(recordedRequests({ path: REVIEW_PATHS.needsVerification })).toHaveLength(0);
      expect(reviewPosts()).toHaveLength(0);
    });

    it('otherwise saves a verification-pending review and replaces the form with the email message', async () => {
      const element = await mount({ ...UNVERIFIED, 'data-email': 'new.buyer@example.com' });
      const form = productForm(element, PRODUCTS[2]?.name as string);
      expect(within(form).getByRole('textbox', { name: REVIEW_TEXTS.emailLabel })).toHaveValue(
        'new.buyer@example.com',
      );
      await rate(form, 2);
      await submit(form);
      await waitFor(() => expect(form).toHaveAttribute('data-state', 'verification-sent'));
      expect(form).toHaveTextContent(
        'We sent an email to new.buyer@example.com. Please click on the link to verify your email address',
      );
      expect(within(form).queryByRole('button', { name: REVIEW_TEXTS.submit })).toBeNull();
      expect(recordedRequests({ method: 'POST', path: REVIEW_PATHS.needsVerification })[0]?.body).toEqual({
        email: 'new.buyer@example.com',
        reviewer: 'Jordan M.',
        reviewText: '',
        productRating: 2,
        userSession: 'session-42',
        websku: 'CAM44505',
      });
      expect(shadow(element).queryByRole('dialog')).toBeNull();
      expect(element.shadowRoot?.querySelector('[part="counter"]')).toHaveTextContent(
        '2 products still need review',
      );
    });

    it('enables the button again when the processed-review check fails, keeping what was typed', async () => {
      injectFault({ method: 'POST', path: REVIEW_PATHS.processedVerification, status: 500 });
      const element = await mount(UNVERIFIED);
      const form = productForm(element, PRODUCTS[2]?.name as string);
      await rate(form, 3);
      const email = within(form).getByRole('textbox', { name: REVIEW_TEXTS.emailLabel });
      enter(email, 'new.buyer@example.com');
      await submit(form);
      expect(await within(form).findByText(REVIEW_TEXTS.checkFailed)).toBeVisible();
      expect(within(form).getByRole('button', { name: REVIEW_TEXTS.submit })).toBeEnabled();
      expect(email).toHaveValue('new.buyer@example.com');
      expect(within(form).getByRole('radio', { name: '3 stars' })).toBeChecked();
      expect(recordedRequests({ path: REVIEW_PATHS.needsVerification })).toHaveLength(0);
    });

    it("says 'An error has occured.' when the verification-pending review cannot be saved", async () => {
      injectFault({ method: 'POST', path: REVIEW_PATHS.needsVerification, status: 500 });
      const element = await mount({ ...UNVERIFIED, 'data-email': 'new.buyer@example.com' });
      const form = productForm(element, PRODUCTS[2]?.name as string);
      await rate(form, 5);
      await submit(form);
      expect(await within(form).findByText('An error has occured.')).toBeVisible();
      expect(within(form).getByRole('button', { name: REVIEW_TEXTS.submit })).toBeEnabled();
    });
  });

  it('shows that there is nothing to review for an empty product list', async () => {
    const element = await mountElement('product-review-form', { 'data-products': '[]' });
    expect(await shadow(element).findByText(REVIEW_TEXTS.noProducts, {}, { timeout: 5000 })).toBeVisible();
  });
});
