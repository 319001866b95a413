import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetConfig } from '../../../src/core/config';
import { defineWidget } from '../../../src/core/define-widget';
import { liveChatDefinition } from '../../../src/elements/storefront/live-chat/live-chat.element';
import { injectFault, recordedRequests, seedFakeShop } from '../../../src/mocks/controls';
import { REPRESENTATIVE_PICTURE_PATH } from '../../../src/mocks/data/chat';
import { mountElement, renderedNodes, settle } from '../../helpers/elements';

defineWidget(liveChatDefinition);

const PHONE = '1-800-555-0142';

const shadow = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const tab = (element: HTMLElement) => shadow(element).findByRole('checkbox', { name: 'LIVE CHAT' });
/** Appends the element without waiting for a render (an element with chat off never renders). */
function appendChat(): HTMLElement {
  const element = document.createElement('live-chat');
  document.body.append(element);
  return element;
}
const container = (element: HTMLElement) =>
  element.shadowRoot?.querySelector<HTMLElement>('[part="container"]') ?? null;

/** Mounts the element and waits until the options have been answered and the chat decided. */
async function mountChat(attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const element = await mountElement('live-chat', attributes);
  await waitFor(() => expect(element.shadowRoot?.querySelector('slot')).toBeNull());
  return element;
}

beforeEach(() => resetConfig({ customerServicePhone: PHONE }));
afterEach(() => vi.restoreAllMocks());

describe('<live-chat>', () => {
  it('shows a tab reading LIVE CHAT that opens the panel with every text of the spec', async () => {
    const element = await mountChat();
    const toggle = await tab(element);
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(container(element)).toHaveAttribute('data-state', 'closed');
    expect(shadow(element).getByText('LIVE CHAT').tagName).toBe('LABEL');

    await userEvent.click(shadow(element).getByText('LIVE CHAT'));
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(container(element)).toHaveAttribute('data-state', 'open');
    const panel = shadow(element).getByRole('region', { name: 'Connect with a Product Expert now' });
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    const inPanel = within(panel);
    expect(inPanel.getByRole('heading', { name: 'Connect with a Product Expert now' })).toBeInTheDocument();
    expect(inPanel.getByText('Jenna R.')).toBeInTheDocument();
    expect(panel.querySelector('img')).toHaveAttribute('src', REPRESENTATIVE_PICTURE_PATH);
    expect(inPanel.getByText('ONLINE NOW')).toBeInTheDocument();
    expect(inPanel.getByRole('button', { name: 'Start Chat' })).toBeInTheDocument();
    const call = inPanel.getByRole('link', { name: `CALL US ${PHONE}` });
    expect(call).toHaveAttribute('href', `tel:${PHONE}`);
  });

  it('shows the representative the shop answers', async () => {
    seedFakeShop({
      chat: { representative: { chatUserDisplayUrl: '/images/chat/sam.png', chatUserName: 'Sam' } },
    });
    const element = await mountChat();
    await tab(element);
    expect(shadow(element).getByText('Sam')).toBeInTheDocument();
    expect(element.shadowRoot?.querySelector('img')).toHaveAttribute('src', '/images/chat/sam.png');
  });

  it('asks GET /api/chat/options once per page, however many chat elements there are', async () => {
    const first = await mountChat();
    const second = await mountChat();
    await tab(first);
    await tab(second);
    expect(recordedRequests({ method: 'GET', path: '/api/chat/options' })).toHaveLength(1);
  });

  it('closes on the tab again, on Enter and Space, and with Escape from inside the panel, giving focus back to the tab', async () => {
    const element = await mountChat();
    const toggle = await tab(element);
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toBeChecked();
    await userEvent.keyboard('{Enter}');
    expect(toggle).not.toBeChecked();
    await userEvent.keyboard(' ');
    expect(toggle).toBeChecked();

    const start = shadow(element).getByRole('button', { name: 'Start Chat' });
    start.focus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).not.toBeChecked();
    expect(container(element)).toHaveAttribute('data-state', 'closed');
    expect(element.shadowRoot?.activeElement).toBe(toggle);

    await userEvent.click(shadow(element).getByText('LIVE CHAT'));
    expect(toggle).toBeChecked();
    await userEvent.click(shadow(element).getByText('LIVE CHAT'));
    expect(toggle).not.toBeChecked();
  });

  it('Start Chat opens the external chat window under the site root, with noopener and noreferrer', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    resetConfig({ customerServicePhone: PHONE, siteRoot: 'https://shop.example/store/' });
    const element = await mountChat();
    await userEvent.click(await tab(element));
    await userEvent.click(shadow(element).getByRole('button', { name: 'Start Chat' }));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0] ?? [];
    expect(url).toBe('https://shop.example/store/live-chat');
    expect(target).toBe('_blank');
    expect(String(features).split(',')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  });

  it('Start Chat opens the address of data-chat-url', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const element = await mountChat({ 'data-chat-url': 'https://chat.example/start?queue=sales' });
    await userEvent.click(await tab(element));
    await userEvent.click(shadow(element).getByRole('button', { name: 'Start Chat' }));
    expect(open.mock.calls[0]?.[0]).toBe('https://chat.example/start?queue=sales');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>'])(
    'refuses the unsafe data-chat-url %s with the error state, never opening it',
    async (address) => {
      const open = vi.spyOn(window, 'open').mockImplementation(() => null);
      const element = await mountElement('live-chat', { 'data-chat-url': address });
      await waitFor(() => expect(element).toHaveAttribute('data-state', 'invalid'));
      expect(shadow(element).getByRole('alert')).toHaveTextContent('data-chat-url');
      expect(open).not.toHaveBeenCalled();
    },
  );

  it('is not shown while WebChat_Queue_OnlineSales is off', async () => {
    seedFakeShop({ featureToggles: { WebChat_Queue_OnlineSales: false } });
    const element = appendChat();
    await waitFor(() => expect(recordedRequests({ path: '/api/chat/options' })).toHaveLength(1));
    await waitFor(() => expect(renderedNodes(element)).toHaveLength(0));
  });

  it('is not shown with fewer than 2 toggles returned, even with WebChat_Queue_OnlineSales on', async () => {
    seedFakeShop({ chat: { toggleKeys: ['WebChat_Queue_OnlineSales'] } });
    const element = appendChat();
    await waitFor(() => expect(recordedRequests({ path: '/api/chat/options' })).toHaveLength(1));
    await waitFor(() => expect(renderedNodes(element)).toHaveLength(0));
  });

  it('is shown with 2 toggles returned and WebChat_Queue_OnlineSales on, whatever the other toggle is', async () => {
    seedFakeShop({ chat: { toggleKeys: ['WebChat_Queue_OnlineSales', 'SomethingElse'] } });
    const element = await mountChat();
    expect(await tab(element)).toBeInTheDocument();
  });

  it('shows at narrow widths only with WebChat_Queue_Mobile on', async () => {
    const withMobile = await mountChat();
    await tab(withMobile);
    expect(container(withMobile)).not.toHaveClass('shop-live-chat--desktop-only');
    seedFakeShop({ featureToggles: { WebChat_Queue_Mobile: false } });
    const { resetChatStore } = await import('../../../src/stores/chat');
    resetChatStore();
    document.body.innerHTML = '';
    const desktopOnly = await mountChat();
    await tab(desktopOnly);
    expect(container(desktopOnly)).toHaveClass('shop-live-chat--desktop-only');
    // The rule itself is a media query of the widget's CSS (checked in Chromium by the e2e journey).
    expect(liveChatDefinition.styles).toMatch(
      /@media \(max-width: 767\.98px\) \{\s*\.shop-live-chat--desktop-only \{ display: none; \}/,
    );
  });

  it('on failure retries twice, warns on the console and stays off (the defaults, both toggles off)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    injectFault({ path: '/api/chat/options', status: 500, times: 3 });
    const element = await mountElement('live-chat');
    await waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 5000 });
    expect(String(warn.mock.calls[0]?.[0])).toContain('chat options could not be loaded');
    expect(recordedRequests({ path: '/api/chat/options' })).toHaveLength(3);
    await waitFor(() => expect(renderedNodes(element)).toHaveLength(0));
  });

  it('a call that fails twice and then answers shows the chat (retried twice)', async () => {
    injectFault({ path: '/api/chat/options', status: 503, times: 2 });
    const element = await mountChat();
    expect(await tab(element)).toBeInTheDocument();
    expect(recordedRequests({ path: '/api/chat/options' })).toHaveLength(3);
  });

  it('an answer of the wrong shape counts as a failure: a warning, and chat off', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    injectFault({ path: '/api/chat/options', body: { featureToggles: 'on' }, times: 3 });
    const element = appendChat();
    await waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 5000 });
    await waitFor(() => expect(renderedNodes(element)).toHaveLength(0));
  });

  it('without a representative shows no picture or name, and still ONLINE NOW', async () => {
    seedFakeShop({ chat: { representative: null } });
    const element = await mountChat();
    await userEvent.click(await tab(element));
    expect(element.shadowRoot?.querySelector('img')).toBeNull();
    expect(element.shadowRoot?.querySelector('[part="name"]')).toBeNull();
    expect(shadow(element).getByText('ONLINE NOW')).toBeInTheDocument();
  });

  it('never uses an unsafe picture address', async () => {
    seedFakeShop({
      chat: { representative: { chatUserDisplayUrl: 'javascript:alert(1)', chatUserName: 'Sam' } },
    });
    const element = await mountChat();
    await tab(element);
    expect(element.shadowRoot?.querySelector('img')).toBeNull();
    expect(shadow(element).getByText('Sam')).toBeInTheDocument();
  });

  it('hides the CALL US line when the page configures no phone', async () => {
    resetConfig({ customerServicePhone: '' });
    const element = await mountChat();
    await tab(element);
    expect(shadow(element).queryByText(/CALL US/)).toBeNull();
  });

  it("shows the host page's own markup while the options load, then takes over open and focused", async () => {
    injectFault({ path: '/api/chat/options', latencyMs: 300 });
    const element = document.createElement('live-chat');
    element.innerHTML =
      '<input type="checkbox" id="host-chat-toggle"><label for="host-chat-toggle">LIVE CHAT</label>' +
      '<div>Connect with a Product Expert now</div>';
    document.body.append(element);
    await waitFor(() => expect(element.shadowRoot?.querySelector('slot')).not.toBeNull());
    const hostToggle = element.querySelector('input') as HTMLInputElement;
    hostToggle.focus();
    fireEvent.click(hostToggle);
    expect(hostToggle).toBeChecked();

    const toggle = await tab(element);
    expect(element.shadowRoot?.querySelector('slot')).toBeNull();
    expect(toggle).toBeChecked();
    await waitFor(() => expect(element.shadowRoot?.activeElement).toBe(toggle));
  });

  it('starts closed and leaves focus alone when the host markup was closed and not focused', async () => {
    injectFault({ path: '/api/chat/options', latencyMs: 100 });
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    const element = document.createElement('live-chat');
    element.innerHTML =
      '<input type="checkbox" id="host-chat-toggle"><label for="host-chat-toggle">LIVE CHAT</label>';
    document.body.append(element);
    const toggle = await tab(element);
    await settle();
    expect(toggle).not.toBeChecked();
    expect(document.activeElement).toBe(outside);
  });
});
