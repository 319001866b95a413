import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { INSTALLER_REVIEW_PATHS } from '../../src/api/dealer-installers';
import { INSTALLER_REVIEW_TEXTS } from '../../src/elements/community/installer-review-form/installer-review-texts';
import { injectFault } from '../../src/mocks/controls';
import { STAR_RATING_REQUIRED_MESSAGE } from '../../src/ui/star-rating/star-radio-group';

/**
 * `<installer-review-form>` on the fake shop: Isabella reviews Tow Masters (installer 5230) after
 * install request #1009. The role does not change the form (the review is the shopper's).
 */
type Args = { reviewId: number; rating: number; reviewText: string; name: string; email: string };

async function widget(canvasElement: HTMLElement) {
  return waitFor(
    () => {
      const root = canvasElement.querySelector('installer-review-form')?.shadowRoot;
      if (!root?.querySelector('[part="root"]')) throw new Error('installer-review-form has not rendered');
      return within(root as unknown as HTMLElement);
    },
    { timeout: 5000 },
  );
}

const meta = {
  title: 'Community/Installer review form',
  tags: ['autodocs'],
  args: {
    reviewId: 0,
    rating: 0,
    reviewText: '',
    name: 'Isabella G.',
    email: 'isabella.garcia@example.com',
  },
  argTypes: {
    reviewId: { control: 'number' },
    rating: { control: { type: 'number', min: 0, max: 5 } },
    reviewText: { control: 'text' },
    name: { control: 'text' },
    email: { control: 'text' },
  },
  render: ({ reviewId, rating, reviewText, name, email }) => (
    <installer-review-form
      data-installer-id="5230"
      data-installer-name="Tow Masters"
      data-websku="C45036"
      data-install-request-id="1009"
      data-review-id={reviewId}
      data-rating={rating}
      data-review-text={reviewText}
      data-name={name}
      data-email={email}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewReview: Story = { name: 'New review (name and email prefilled)' };

export const NoPrefill: Story = { name: 'New review, nothing prefilled', args: { name: '', email: '' } };

export const RatingRequired: Story = {
  name: 'Submitted without a star (rating required)',
  play: async ({ canvasElement }) => {
    const view = await widget(canvasElement);
    view.getByRole('button', { name: INSTALLER_REVIEW_TEXTS.submit }).click();
    await expect(await view.findByText(STAR_RATING_REQUIRED_MESSAGE)).toBeVisible();
  },
};

export const Saving: Story = {
  name: 'Saving (button disabled)',
  loaders: [
    async () => injectFault({ path: INSTALLER_REVIEW_PATHS.create, latencyMs: Number.POSITIVE_INFINITY }),
  ],
  play: async ({ canvasElement }) => {
    const view = await widget(canvasElement);
    view.getByRole('radio', { name: '4 stars' }).click();
    view.getByRole('button', { name: INSTALLER_REVIEW_TEXTS.submit }).click();
    await waitFor(() =>
      expect(view.getByRole('button', { name: INSTALLER_REVIEW_TEXTS.submit })).toBeDisabled(),
    );
  },
};

export const Saved: Story = {
  name: 'Saved (now an edit of the review)',
  play: async ({ canvasElement }) => {
    const view = await widget(canvasElement);
    view.getByRole('radio', { name: '5 stars' }).click();
    view.getByRole('button', { name: INSTALLER_REVIEW_TEXTS.submit }).click();
    await expect(await view.findByText(INSTALLER_REVIEW_TEXTS.created('Tow Masters'))).toBeVisible();
  },
};

export const EditExisting: Story = {
  name: 'Editing an existing review',
  args: { reviewId: 901, rating: 5, reviewText: 'Fitted the hitch in under an hour.' },
};

export const SaveFailed: Story = {
  name: "Error ('An error has occured.')",
  loaders: [
    async () =>
      injectFault({
        method: 'POST',
        path: INSTALLER_REVIEW_PATHS.create,
        status: 500,
        times: Number.POSITIVE_INFINITY,
      }),
  ],
  play: async ({ canvasElement }) => {
    const view = await widget(canvasElement);
    view.getByRole('radio', { name: '3 stars' }).click();
    view.getByRole('button', { name: INSTALLER_REVIEW_TEXTS.submit }).click();
    await expect(await view.findByText(INSTALLER_REVIEW_TEXTS.saveFailed)).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
