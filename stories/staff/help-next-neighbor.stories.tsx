import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ADDRESS_PATHS } from '../../src/api/address';
import { QUEUE_PATHS } from '../../src/api/queues';
import { HNN_TEXTS } from '../../src/elements/staff/help-next-neighbor/help-next-neighbor-texts';
import { injectFault, seedFakeShop, setFeatureToggle } from '../../src/mocks/controls';
import { SEED_REVIEW_KEY } from '../../src/mocks/data/queues';

/**
 * `<help-next-neighbor>` on the fake shop's queues: the specialist Marcus T. (3187) and the moderator
 * Priya K. (1420), each holding one item. A pulled item only logs where the page would go.
 */
interface Args {
  employeeId: number;
  employeeName: string;
  isModerator: boolean;
  portalUrl: string;
}

const SPECIALIST: Args = {
  employeeId: 3187,
  employeeName: 'marcus.tran',
  isModerator: false,
  portalUrl: 'https://experts.example.com/comments',
};
const MODERATOR: Args = {
  ...SPECIALIST,
  employeeId: 1420,
  employeeName: 'priya.kapoor',
  isModerator: true,
};

async function bar(canvasElement: HTMLElement) {
  return waitFor(
    () => {
      const root = canvasElement.querySelector('help-next-neighbor')?.shadowRoot;
      if (!root?.querySelector('[part~="next-button"]'))
        throw new Error('help-next-neighbor has not rendered');
      return within(root as unknown as HTMLElement);
    },
    { timeout: 5000 },
  );
}

async function pull(canvasElement: HTMLElement, label: string = HNN_TEXTS.helpNextNeighbor) {
  const shadow = await bar(canvasElement);
  await userEvent.click(shadow.getByRole('button', { name: label }));
  return shadow;
}

const meta = {
  title: 'Staff/Help next neighbor',
  tags: ['autodocs'],
  args: SPECIALIST,
  argTypes: {
    employeeId: { name: 'data-employee-id', control: 'number' },
    employeeName: { name: 'data-employee-name', control: 'text' },
    isModerator: { name: 'data-is-moderator', control: 'boolean' },
    portalUrl: { name: 'data-portal-url', control: 'text' },
  },
  globals: { role: 'specialist' },
  render: ({ employeeId, employeeName, isModerator, portalUrl }) => (
    <help-next-neighbor
      data-employee-id={employeeId}
      data-employee-name={employeeName}
      data-is-moderator={isModerator}
      data-portal-url={portalUrl || undefined}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Specialist: Story = { name: 'Specialist' };

export const Moderator: Story = {
  name: "Moderator ('Pull Next Review')",
  args: MODERATOR,
  globals: { role: 'moderator' },
};

export const InactiveProductContent: Story = {
  name: "With 'Get Inactive Product Content' (toggle on)",
  loaders: [async () => setFeatureToggle('PullInactiveProductContent', true)],
};

export const Going: Story = {
  name: 'Pulled: going to the item',
  play: async ({ canvasElement }) => {
    const shadow = await pull(canvasElement);
    await waitFor(() => expect(shadow.getByRole('status')).toHaveTextContent('Going to Comment ID 502…'));
  },
};

export const QueueEmpty: Story = {
  name: "Empty queue ('Content Queue Empty, Way To Go!')",
  loaders: [async () => seedFakeShop({ queues: { specialist: [] } })],
  play: async ({ canvasElement }) => {
    const shadow = await pull(canvasElement);
    await waitFor(() => expect(shadow.getByRole('status')).toHaveTextContent(HNN_TEXTS.queueEmpty));
  },
};

export const InactiveQueueEmpty: Story = {
  name: "Empty inactive queue ('Inactive Content Queue Empty, Way To Go!')",
  loaders: [
    async () => {
      setFeatureToggle('PullInactiveProductContent', true);
      seedFakeShop({ queues: { inactiveProduct: [] } });
    },
  ],
  play: async ({ canvasElement }) => {
    const shadow = await bar(canvasElement);
    await userEvent.click(await shadow.findByRole('button', { name: HNN_TEXTS.getInactiveProductContent }));
    await waitFor(() => expect(shadow.getByRole('status')).toHaveTextContent(HNN_TEXTS.inactiveQueueEmpty));
  },
};

export const AddressFailed: Story = {
  name: 'Address lookup failed (with Try again)',
  loaders: [
    async () =>
      injectFault({ path: ADDRESS_PATHS.lookup('productfromreview', SEED_REVIEW_KEY), status: 500 }),
  ],
  play: async ({ canvasElement }) => {
    const shadow = await pull(canvasElement);
    await waitFor(() =>
      expect(shadow.getByRole('alert')).toHaveTextContent(/^Failed to get address for comment ID 502: /),
    );
  },
};

export const InvalidContentType: Story = {
  name: "Unknown content type ('Invalid content type provided')",
  loaders: [
    async () =>
      seedFakeShop({
        queues: {
          specialist: [
            {
              contentType: 9,
              contentID: 1,
              parentID: null,
              sourceType: 1,
              sourceKey: SEED_REVIEW_KEY,
              webSKU: '',
              queueItemType: 2,
            },
          ],
        },
      }),
  ],
  play: async ({ canvasElement }) => {
    const shadow = await pull(canvasElement);
    await waitFor(() => expect(shadow.getByRole('alert')).toHaveTextContent(HNN_TEXTS.invalidContentType));
  },
};

export const PullFailed: Story = {
  name: 'Error (the next call failed)',
  loaders: [
    async () =>
      injectFault({
        path: QUEUE_PATHS.next('specialist', { employeeId: 3187, name: 'marcus.tran' }),
        status: 500,
      }),
  ],
  play: async ({ canvasElement }) => {
    const shadow = await pull(canvasElement);
    await waitFor(() => expect(shadow.getByRole('alert')).toHaveTextContent(HNN_TEXTS.pullFailed));
  },
};

export const Loading: Story = {
  name: 'Loading (slow next call)',
  loaders: [
    async () =>
      injectFault({
        path: QUEUE_PATHS.next('specialist', { employeeId: 3187, name: 'marcus.tran' }),
        latencyMs: 600_000,
      }),
  ],
  play: async ({ canvasElement }) => {
    const shadow = await pull(canvasElement);
    await waitFor(() => expect(shadow.getByRole('status')).toHaveTextContent(HNN_TEXTS.pulling));
  },
};

export const OverviewLoading: Story = {
  name: 'Counts and held items loading (their two lines kept free)',
  loaders: [
    async () =>
      injectFault({ path: QUEUE_PATHS.counts('specialist', 3187), latencyMs: Number.POSITIVE_INFINITY }),
  ],
};

export const HeldFailed: Story = {
  name: 'Held items and counts failed to load',
  loaders: [async () => injectFault({ path: QUEUE_PATHS.held('specialist', 3187), status: 500 })],
};

export const NoEmployee: Story = {
  name: 'No employee on the page',
  args: { ...SPECIALIST, employeeId: 0, employeeName: '' },
};

export const Mobile: Story = {
  name: 'Mobile (375 px), moderator',
  args: MODERATOR,
  globals: { role: 'moderator', viewport: { value: 'mobile', isRotated: false } },
};
