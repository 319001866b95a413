import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ACCOUNTS_PATHS } from '../../src/api/accounts';
import { BIO_REVIEW_TEXTS } from '../../src/elements/staff/employee-bio-review/bio-review-texts';
import { injectFault, seedFakeShop } from '../../src/mocks/controls';

/**
 * `<employee-bio-review>` on the fake shop: Jen O.'s first bio (bio 15, with pasted markup that the
 * preview shows harmlessly) and Luis R.'s update (bio 14); without a bio id, the list of bios to review.
 * Staff only: the shopper story shows the refusal.
 */
type Args = { bioId: number };

async function widget(canvasElement: HTMLElement) {
  return waitFor(
    () => {
      const root = canvasElement.querySelector('employee-bio-review')?.shadowRoot;
      if (!root?.querySelector('[part="root"]')) throw new Error('employee-bio-review has not rendered');
      return within(root as unknown as HTMLElement);
    },
    { timeout: 5000 },
  );
}

const meta = {
  title: 'Staff/Employee bio review',
  tags: ['autodocs'],
  args: { bioId: 15 },
  argTypes: { bioId: { control: 'number' } },
  globals: { role: 'staff' },
  render: ({ bioId }) => <employee-bio-review data-bio-id={bioId} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewBio: Story = { name: 'A new hire’s first bio (pending)' };

export const UpdatedBio: Story = { name: 'An updated bio (pending)', args: { bioId: 14 } };

export const Loading: Story = {
  loaders: [
    async () =>
      injectFault({ path: ACCOUNTS_PATHS.employeeBioReview(15), latencyMs: Number.POSITIVE_INFINITY }),
  ],
};

export const Approved: Story = {
  name: 'Approved with a note',
  play: async ({ canvasElement }) => {
    const view = await widget(canvasElement);
    view.getByRole('button', { name: BIO_REVIEW_TEXTS.approve }).click();
    await expect(await view.findByText(BIO_REVIEW_TEXTS.approved)).toBeVisible();
  },
};

export const RejectWithoutNote: Story = {
  name: 'Reject without a note (refused)',
  play: async ({ canvasElement }) => {
    const view = await widget(canvasElement);
    view.getByRole('button', { name: BIO_REVIEW_TEXTS.reject }).click();
    await expect(await view.findByText(BIO_REVIEW_TEXTS.noteRequired)).toBeVisible();
  },
};

export const ApproveFailed: Story = {
  name: 'Approval failed (everything kept)',
  loaders: [
    async () =>
      injectFault({
        method: 'PUT',
        path: ACCOUNTS_PATHS.bioReviewStatus(15),
        status: 500,
        times: Number.POSITIVE_INFINITY,
      }),
  ],
  play: async ({ canvasElement }) => {
    const view = await widget(canvasElement);
    view.getByRole('button', { name: BIO_REVIEW_TEXTS.approve }).click();
    await expect(await view.findByText(BIO_REVIEW_TEXTS.approveFailed)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: 'Error loading the bio',
  loaders: [
    async () =>
      injectFault({
        method: 'GET',
        path: ACCOUNTS_PATHS.employeeBioReview(15),
        status: 500,
        times: Number.POSITIVE_INFINITY,
      }),
  ],
};

export const Shopper: Story = { name: 'Signed in as a shopper (refused)', globals: { role: 'shopper' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** Without a bio id: the list of bios (GET /api/accounts/bios), those waiting for review first. */
export const BiosList: Story = { name: 'List of bios to review (no bio id)', args: { bioId: 0 } };

export const BiosListOpened: Story = {
  name: 'List: a bio opened from it (Back to all bios)',
  args: { bioId: 0 },
  play: async ({ canvasElement }) => {
    const view = await widget(canvasElement);
    (await view.findByRole('button', { name: BIO_REVIEW_TEXTS.openLabel('Jen O.') })).click();
    await expect(await view.findByRole('button', { name: BIO_REVIEW_TEXTS.back })).toBeVisible();
  },
};

export const BiosListLoading: Story = {
  name: 'List loading (slow network)',
  args: { bioId: 0 },
  loaders: [async () => injectFault({ path: ACCOUNTS_PATHS.bios, latencyMs: Number.POSITIVE_INFINITY })],
};

export const BiosListFailed: Story = {
  name: 'List could not load (with Try again)',
  args: { bioId: 0 },
  loaders: [
    async () =>
      injectFault({ method: 'GET', path: ACCOUNTS_PATHS.bios, status: 500, times: Number.POSITIVE_INFINITY }),
  ],
};

export const BiosListEmpty: Story = {
  name: 'List empty (no bio submitted)',
  args: { bioId: 0 },
  loaders: [async () => seedFakeShop({ bioReviews: [] })],
};
