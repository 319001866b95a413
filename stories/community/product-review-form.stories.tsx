import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { REVIEW_PATHS } from '../../src/api/reviews';
import { REVIEW_TEXTS } from '../../src/elements/community/product-review-form/review-texts';
import { injectFault } from '../../src/mocks/controls';
import { PENDING_REVIEWER_EMAIL, SAMPLE_REVIEWER_EMAIL } from '../../src/mocks/data/reviews';
import { STAR_RATING_REQUIRED_MESSAGE } from '../../src/ui/star-rating/star-radio-group';

/**
 * `<product-review-form>` on the fake shop: order W100312's three products. The role does not change
 * the form (reviews are the shopper's); the unverified stories show the email path.
 */
type Args = { products: string; unverified: boolean; email: string };

const PRODUCTS = [
  {
    websku: 'C45036',
    name: 'Curt Class III Ball Mount for 2" Hitch - 2" Drop, 3/4" Rise',
    imageUrl: '/images/products/C45036.svg',
  },
  {
    websku: 'PK12704',
    name: 'Pollak 7-Way RV Blade Trailer Connector Socket - Die-Cast Zinc',
    imageUrl: '/images/products/PK12704.svg',
  },
  {
    websku: 'CAM44505',
    name: 'Camco FasTen RV Leveling Blocks - 8-1/2" x 8-1/2" - Qty 10',
    imageUrl: '/images/products/CAM44505.svg',
    stars: 2,
  },
];
const ONE_PRODUCT = JSON.stringify(PRODUCTS.slice(0, 1));

async function widget(canvasElement: HTMLElement) {
  return waitFor(
    () => {
      const root = canvasElement.querySelector('product-review-form')?.shadowRoot;
      if (!root?.querySelector('[part="root"]')) throw new Error('product-review-form has not rendered');
      return within(root as unknown as HTMLElement);
    },
    { timeout: 5000 },
  );
}

async function firstForm(canvasElement: HTMLElement) {
  const view = await widget(canvasElement);
  return within(view.getAllByRole('article')[0] as HTMLElement);
}

const meta = {
  title: 'Community/Product review form',
  tags: ['autodocs'],
  args: { products: JSON.stringify(PRODUCTS), unverified: false, email: '' },
  argTypes: {
    products: { control: 'text' },
    unverified: { control: 'boolean' },
    email: { control: 'text' },
  },
  render: ({ products, unverified, email }) => (
    <product-review-form
      data-products={products}
      data-order-id={unverified ? '0' : '100312'}
      data-reviewer="Jordan M."
      data-one-year="no"
      data-email-variant="B"
      data-is-review-live="True"
      data-email={email}
      data-unverified={unverified}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeProducts: Story = { name: 'Three products to review' };

export const RatingRequired: Story = {
  name: 'Submitted without a star (rating required)',
  play: async ({ canvasElement }) => {
    const form = await firstForm(canvasElement);
    form.getByRole('button', { name: REVIEW_TEXTS.submit }).click();
    await expect(await form.findByText(STAR_RATING_REQUIRED_MESSAGE)).toBeVisible();
  },
};

export const Saving: Story = {
  name: 'Saving (button disabled)',
  loaders: [async () => injectFault({ path: REVIEW_PATHS.reviewed, latencyMs: Number.POSITIVE_INFINITY })],
  play: async ({ canvasElement }) => {
    const form = await firstForm(canvasElement);
    form.getByRole('radio', { name: '5 stars' }).click();
    form.getByRole('button', { name: REVIEW_TEXTS.submit }).click();
    await waitFor(() => expect(form.getByRole('button', { name: REVIEW_TEXTS.submit })).toBeDisabled());
  },
};

export const ThankYou: Story = {
  name: 'Thank-you and the counter',
  play: async ({ canvasElement }) => {
    const form = await firstForm(canvasElement);
    form.getByRole('radio', { name: '5 stars' }).click();
    form.getByRole('button', { name: REVIEW_TEXTS.submit }).click();
    await expect(await form.findByText(REVIEW_TEXTS.thanksTitle)).toBeVisible();
    const view = await widget(canvasElement);
    await expect(view.getByText(REVIEW_TEXTS.remaining(2))).toBeVisible();
  },
};

export const ReasonsModal: Story = {
  name: 'Reasons modal (under 4 stars, no text)',
  play: async ({ canvasElement }) => {
    const view = await widget(canvasElement);
    const camco = within(view.getAllByRole('article')[2] as HTMLElement);
    camco.getByRole('button', { name: REVIEW_TEXTS.submit }).click();
    const dialog = await view.findByRole('dialog', { name: REVIEW_TEXTS.reasonsTitle(1, 2) });
    await expect(await within(dialog).findAllByRole('radio')).toHaveLength(6);
  },
};

export const ReasonsLoading: Story = {
  name: 'Reasons modal, reasons loading',
  args: { products: JSON.stringify([{ ...PRODUCTS[2] }]) },
  loaders: [async () => injectFault({ path: REVIEW_PATHS.reasons, latencyMs: Number.POSITIVE_INFINITY })],
  play: async ({ canvasElement }) => {
    const form = await firstForm(canvasElement);
    form.getByRole('button', { name: REVIEW_TEXTS.submit }).click();
    const view = await widget(canvasElement);
    await expect(await view.findByRole('dialog')).toBeVisible();
  },
};

export const Complete: Story = {
  name: 'Reviews complete',
  args: { products: ONE_PRODUCT },
  play: async ({ canvasElement }) => {
    const form = await firstForm(canvasElement);
    form.getByRole('radio', { name: '4 stars' }).click();
    form.getByRole('button', { name: REVIEW_TEXTS.submit }).click();
    const view = await widget(canvasElement);
    await expect(await view.findByRole('heading', { name: REVIEW_TEXTS.completeTitle })).toBeVisible();
  },
};

export const SaveFailed: Story = {
  name: "Error ('An error has occured.')",
  loaders: [
    async () =>
      injectFault({
        method: 'POST',
        path: REVIEW_PATHS.reviewed,
        status: 500,
        times: Number.POSITIVE_INFINITY,
      }),
  ],
  play: async ({ canvasElement }) => {
    const form = await firstForm(canvasElement);
    form.getByRole('radio', { name: '3 stars' }).click();
    form.getByRole('button', { name: REVIEW_TEXTS.submit }).click();
    await expect(await form.findByText(REVIEW_TEXTS.saveFailed)).toBeVisible();
  },
};

export const Unverified: Story = {
  name: 'Unverified (asks for the email)',
  args: { unverified: true },
};

export const VerificationSent: Story = {
  name: 'Unverified: verification email sent',
  args: { unverified: true, email: 'new.buyer@example.com', products: ONE_PRODUCT },
  play: async ({ canvasElement }) => {
    const form = await firstForm(canvasElement);
    form.getByRole('radio', { name: '5 stars' }).click();
    form.getByRole('button', { name: REVIEW_TEXTS.submit }).click();
    await expect(await form.findByText(REVIEW_TEXTS.verificationSent('new.buyer@example.com'))).toBeVisible();
  },
};

export const AlreadySubmitted: Story = {
  name: "Unverified: 'already submitted'",
  args: { unverified: true, email: PENDING_REVIEWER_EMAIL, products: ONE_PRODUCT },
  play: async ({ canvasElement }) => {
    const form = await firstForm(canvasElement);
    form.getByRole('radio', { name: '5 stars' }).click();
    form.getByRole('button', { name: REVIEW_TEXTS.submit }).click();
    await expect(await form.findByText(REVIEW_TEXTS.alreadySubmitted)).toBeVisible();
  },
};

export const UnverifiedFoundOrder: Story = {
  name: 'Unverified: the purchase is found by email',
  args: { unverified: true, email: SAMPLE_REVIEWER_EMAIL },
};

export const Empty: Story = { name: 'No products', args: { products: '[]' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
