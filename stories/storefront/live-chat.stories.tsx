import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CHAT_PATHS } from '../../src/api/chat';
import { resetConfig } from '../../src/core/config';
import { injectFault, seedFakeShop } from '../../src/mocks/controls';

/**
 * `<live-chat>`: the LIVE CHAT tab and its slide-out panel. On a page it is fixed at the bottom right of
 * the window; here each story places it in a box (`--shop-live-chat-position: absolute`).
 */
const BOX = {
  position: 'relative',
  minHeight: 340,
  border: '1px dashed #c4c7c5',
  '--shop-live-chat-position': 'absolute',
} as CSSProperties;

function Frame({ caption, children }: { caption: string; children?: ReactNode }) {
  return (
    <div style={BOX}>
      <p style={{ margin: 8, color: '#4a4f55' }}>{caption}</p>
      {children ?? <live-chat />}
    </div>
  );
}

const meta = {
  title: 'Storefront/Live chat',
  tags: ['autodocs'],
  args: { caption: 'Chat is on: the LIVE CHAT tab at the bottom right.' },
  render: ({ caption }) => <Frame caption={caption} />,
} satisfies Meta<{ caption: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openChat(canvasElement: HTMLElement): Promise<void> {
  const element = await waitFor(() => {
    const found = canvasElement.querySelector('live-chat');
    if (!found?.shadowRoot) throw new Error('no live-chat yet');
    return found;
  });
  const tab = await within(element.shadowRoot as unknown as HTMLElement).findByRole(
    'checkbox',
    { name: 'LIVE CHAT' },
    { timeout: 5000 },
  );
  await userEvent.click(tab);
  await waitFor(() => expect(tab).toBeChecked());
}

export const Closed: Story = {};

export const Open: Story = {
  args: { caption: 'The panel, opened from the tab.' },
  play: async ({ canvasElement }) => openChat(canvasElement),
};

export const OpenWithoutRepresentative: Story = {
  name: 'Open, no representative in the answer',
  args: { caption: 'No representative: no picture or name; ONLINE NOW still shows.' },
  loaders: [async () => seedFakeShop({ chat: { representative: null } })],
  play: async ({ canvasElement }) => openChat(canvasElement),
};

export const OpenWithoutPhone: Story = {
  name: 'Open, no phone configured',
  args: { caption: 'The page configures no customerServicePhone: no CALL US line.' },
  loaders: [async () => resetConfig({ customerServicePhone: '' })],
  play: async ({ canvasElement }) => openChat(canvasElement),
};

export const Loading: Story = {
  name: 'Loading (the host page markup shows)',
  args: { caption: "The options never arrive: the host page's own markup (a checkbox and its label) stays." },
  loaders: [async () => injectFault({ path: CHAT_PATHS.options, latencyMs: Infinity })],
  render: ({ caption }) => (
    <Frame caption={caption}>
      <live-chat>
        <label style={{ display: 'inline-block', padding: 8, background: '#c8102e', color: '#fff' }}>
          <input type="checkbox" /> LIVE CHAT
        </label>
      </live-chat>
    </Frame>
  ),
};

export const Off: Story = {
  name: 'Off (WebChat_Queue_OnlineSales off)',
  args: { caption: 'WebChat_Queue_OnlineSales is off: the element shows nothing.' },
  loaders: [async () => seedFakeShop({ featureToggles: { WebChat_Queue_OnlineSales: false } })],
};

export const TooFewToggles: Story = {
  name: 'Off (only 1 toggle returned)',
  args: { caption: 'The options return 1 toggle (at least 2 are needed): nothing shows.' },
  loaders: [async () => seedFakeShop({ chat: { toggleKeys: ['WebChat_Queue_OnlineSales'] } })],
};

export const ErrorDefaults: Story = {
  name: 'Error (defaults: chat off)',
  args: { caption: 'The options call fails 3 times (retried twice): a console warning, chat off.' },
  loaders: [async () => injectFault({ path: CHAT_PATHS.options, status: 500, times: 3 })],
};

export const Mobile: Story = {
  name: 'Mobile (WebChat_Queue_Mobile on)',
  args: { caption: 'Narrow width with WebChat_Queue_Mobile on: the tab shows.' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => openChat(canvasElement),
};

export const MobileOff: Story = {
  name: 'Mobile (WebChat_Queue_Mobile off)',
  args: {
    caption: 'Narrow width with WebChat_Queue_Mobile off: nothing below 768 px (wider, the tab shows).',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  loaders: [async () => seedFakeShop({ featureToggles: { WebChat_Queue_Mobile: false } })],
};

export const Dealer: Story = {
  name: 'Dealer installer (the same chat)',
  args: { caption: 'Every role sees the same chat.' },
  globals: { role: 'dealer' },
};
