import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADDRESS_PATHS } from '../../../src/api/address';
import { QUEUE_PATHS } from '../../../src/api/queues';
import { defineWidget } from '../../../src/core/define-widget';
import { LOGGER_PATHS } from '../../../src/core/logger';
import { helpNextNeighborDefinition } from '../../../src/elements/staff/help-next-neighbor/help-next-neighbor.element';
import { HNN_TEXTS } from '../../../src/elements/staff/help-next-neighbor/help-next-neighbor-texts';
import { setQueueNavigation } from '../../../src/elements/staff/help-next-neighbor/navigate';
import {
  injectFault,
  recordedRequests,
  seedFakeShop,
  setFeatureToggle,
  setRole,
} from '../../../src/mocks/controls';
import type { StoredQueueItem } from '../../../src/mocks/data/queues';
import { state } from '../../../src/mocks/state';
import { mountElement } from '../../helpers/elements';

defineWidget(helpNextNeighborDefinition);

const SPECIALIST = { 'data-employee-id': '3187', 'data-employee-name': 'marcus.tran' };
const MODERATOR = {
  'data-employee-id': '1420',
  'data-employee-name': 'priya.kapoor',
  'data-is-moderator': '',
};
const ORIGIN = 'http://127.0.0.1:4173';

const shadow = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const button = (element: HTMLElement, name: string) => shadow(element).getByRole('button', { name });
const status = (element: HTMLElement) => shadow(element).getByRole('status');
const alert = (element: HTMLElement) => shadow(element).getByRole('alert');

let visited: string[];
let reloaded: string[];
let restoreNavigation: () => void;
beforeEach(() => {
  visited = [];
  reloaded = [];
  restoreNavigation = setQueueNavigation({
    go: (url) => visited.push(url),
    reload: (url) => reloaded.push(url),
  });
});
afterEach(() => restoreNavigation());

/** Mounts the bar and waits for the employee's counts (the overview is loaded at start). */
async function mount(attributes: Record<string, string>) {
  const element = await mountElement('help-next-neighbor', attributes);
  await shadow(element).findByText(/Waiting in your queue:/);
  return element;
}

function onlyItem(role: 'specialist' | 'moderator' | 'inactiveProduct', item: StoredQueueItem) {
  state.queues[role] = [item];
}

describe('<help-next-neighbor> as a specialist', () => {
  beforeEach(() => setRole('specialist'));

  it('keeps the place of its counts and held items while they load, and fills it when they arrive', async () => {
    injectFault({ path: QUEUE_PATHS.counts('specialist', 3187), latencyMs: 200 });
    const element = await mountElement('help-next-neighbor', SPECIALIST);
    const overview = () => element.shadowRoot?.querySelector('[part="overview"]');
    await waitFor(() => expect(overview()?.getAttribute('data-state')).toBe('loading'));
    expect(overview()?.textContent).toBe('');
    await shadow(element).findByText(/Waiting in your queue:/);
    expect(overview()?.hasAttribute('data-state')).toBe(false);
  });

  it("shows 'Help Next Neighbor' and 'Reload Page', not the moderators' 'Pull Next Review'", async () => {
    const element = await mount(SPECIALIST);
    expect(button(element, 'Help Next Neighbor')).toBeVisible();
    expect(button(element, 'Reload Page')).toBeVisible();
    expect(shadow(element).queryByRole('button', { name: 'Pull Next Review' })).toBeNull();
  });

  it('pulls the next item of the specialist queue and goes to its page with commentId, queueItemType and revId', async () => {
    const user = userEvent.setup();
    const element = await mount(SPECIALIST);
    await user.click(button(element, 'Help Next Neighbor'));
    await waitFor(() =>
      expect(visited).toEqual([`${ORIGIN}/ask-the-experts/C13130?commentId=502&queueItemType=2&revId=88412`]),
    );
    expect(
      recordedRequests({ path: QUEUE_PATHS.next('specialist', { employeeId: 3187, name: 'marcus.tran' }) }),
    ).toHaveLength(1);
    expect(recordedRequests({ path: ADDRESS_PATHS.lookup('productfromreview', '88412') })).toHaveLength(1);
    expect(status(element)).toHaveTextContent('Going to Comment ID 502…');
    // Pulled: it is off the queue.
    expect(state.queues.specialist.map((item) => item.contentID)).toEqual([7002, 123, 521, 8801]);
  });

  it('goes to a reply with commentId and replyId', async () => {
    const user = userEvent.setup();
    state.queues.specialist.shift();
    const element = await mount(SPECIALIST);
    await user.click(button(element, 'Help Next Neighbor'));
    await waitFor(() =>
      expect(visited).toEqual([
        `${ORIGIN}/ask-the-experts/C13130?commentId=501&replyId=7002&queueItemType=0&revId=88412`,
      ]),
    );
  });

  it('goes to a question through the question lookup, and to a video through the video lookup', async () => {
    const user = userEvent.setup();
    state.queues.specialist.splice(0, 2);
    const element = await mount(SPECIALIST);
    await user.click(button(element, 'Help Next Neighbor'));
    await waitFor(() => expect(visited).toEqual([`${ORIGIN}/question-123.html?queueItemType=4`]));
    await user.click(button(element, 'Help Next Neighbor'));
    await waitFor(() =>
      expect(visited[1]).toBe(`${ORIGIN}/tv-curt-hitch-installation.aspx?commentId=521&queueItemType=2`),
    );
  });

  it("says 'Content Queue Empty, Way To Go!' when the queue is empty, and the counts follow", async () => {
    const user = userEvent.setup();
    state.queues.specialist = [];
    const element = await mount(SPECIALIST);
    expect(shadow(element).getByText(/Waiting in your queue: 0/)).toBeVisible();
    await user.click(button(element, 'Help Next Neighbor'));
    await waitFor(() => expect(status(element)).toHaveTextContent(HNN_TEXTS.queueEmpty));
    expect(HNN_TEXTS.queueEmpty).toBe('Content Queue Empty, Way To Go!');
    expect(visited).toEqual([]);
  });

  it('empties as items are pulled: each pull takes one item off the queue', async () => {
    const user = userEvent.setup();
    const element = await mount(SPECIALIST);
    for (let pulled = 1; pulled <= 5; pulled += 1) {
      await user.click(button(element, 'Help Next Neighbor'));
      await waitFor(() => expect(visited).toHaveLength(pulled));
    }
    await user.click(button(element, 'Help Next Neighbor'));
    await waitFor(() => expect(status(element)).toHaveTextContent('Content Queue Empty, Way To Go!'));
    await waitFor(() => expect(shadow(element).getByText(/Waiting in your queue: 0/)).toBeVisible());
    expect(state.queues.pulled.map((entry) => entry.employeeId)).toEqual([3187, 3187, 3187, 3187, 3187]);
  });

  it('shows the held items and counts of the employee; a held item opens like a pulled one', async () => {
    const user = userEvent.setup();
    const element = await mount(SPECIALIST);
    expect(shadow(element).getByText('Waiting in your queue: 5 · Held by you: 1')).toBeVisible();
    const held = shadow(element).getByRole('list', { name: 'Held by you' });
    const item = within(held).getByRole('button', { name: 'Reply ID 7011 · Assigned comment' });
    await user.click(item);
    await waitFor(() =>
      expect(visited).toEqual([
        `${ORIGIN}/faq-trailer-wiring.aspx?commentId=511&replyId=7011&queueItemType=2`,
      ]),
    );
    expect(recordedRequests({ path: QUEUE_PATHS.held('specialist', 3187) })).toHaveLength(1);
    expect(recordedRequests({ path: QUEUE_PATHS.counts('specialist', 3187) })).toHaveLength(1);
  });

  it('says when the held items and counts cannot be loaded, and still pulls', async () => {
    const user = userEvent.setup();
    injectFault({ method: 'GET', path: QUEUE_PATHS.held('specialist', 3187), status: 500 });
    const element = await mountElement('help-next-neighbor', SPECIALIST);
    expect(await shadow(element).findByText(HNN_TEXTS.heldFailed)).toBeVisible();
    await user.click(button(element, 'Help Next Neighbor'));
    await waitFor(() => expect(visited).toHaveLength(1));
  });

  describe("'Get Inactive Product Content'", () => {
    it('is not shown while the toggle PullInactiveProductContent is off', async () => {
      const element = await mount(SPECIALIST);
      expect(shadow(element).queryByRole('button', { name: 'Get Inactive Product Content' })).toBeNull();
    });

    it('with the toggle on, pulls next-inactive-product and passes inactiveWebskus', async () => {
      const user = userEvent.setup();
      setFeatureToggle('PullInactiveProductContent', true);
      const element = await mount(SPECIALIST);
      await user.click(await shadow(element).findByRole('button', { name: 'Get Inactive Product Content' }));
      await waitFor(() =>
        expect(visited).toEqual([
          `${ORIGIN}/ask-the-experts/C13130?commentId=501&queueItemType=5&revId=88412&inactiveWebskus=C13130`,
        ]),
      );
      expect(
        recordedRequests({
          path: QUEUE_PATHS.nextInactiveProduct({ employeeId: 3187, name: 'marcus.tran' }),
        }),
      ).toHaveLength(1);
    });

    it("says 'Inactive Content Queue Empty, Way To Go!' when there is none", async () => {
      const user = userEvent.setup();
      setFeatureToggle('PullInactiveProductContent', true);
      state.queues.inactiveProduct = [];
      const element = await mount(SPECIALIST);
      await user.click(await shadow(element).findByRole('button', { name: 'Get Inactive Product Content' }));
      await waitFor(() =>
        expect(status(element)).toHaveTextContent('Inactive Content Queue Empty, Way To Go!'),
      );
    });

    it('counts the inactive product content beside the queue', async () => {
      setFeatureToggle('PullInactiveProductContent', true);
      const element = await mount(SPECIALIST);
      expect(await shadow(element).findByText(/Inactive product content: 1/)).toBeVisible();
    });
  });

  describe('failure messages of §8', () => {
    it("'Failed to get address for comment ID {id}: {messages}' when the lookup finds nothing; Try again opens the same item", async () => {
      const user = userEvent.setup();
      state.queues.reviews = {};
      const element = await mount(SPECIALIST);
      await user.click(button(element, 'Help Next Neighbor'));
      await waitFor(() =>
        expect(alert(element)).toHaveTextContent(
          'Failed to get address for comment ID 502: No product review with the key 88412',
        ),
      );
      expect(visited).toEqual([]);
      // Sent to the error log (§7.14).
      await waitFor(() =>
        expect(
          recordedRequests({ method: 'POST', path: LOGGER_PATHS.error }).map(
            (r) => (r.body as { message: string }).message,
          ),
        ).toContain('Failed to get address for comment ID 502: No product review with the key 88412'),
      );
      state.queues.reviews = { '88412': 'C13130' };
      await user.click(button(element, 'Try again'));
      await waitFor(() => expect(visited).toHaveLength(1));
      expect(visited[0]).toContain('commentId=502');
      // The retry did not pull another item.
      expect(state.queues.specialist).toHaveLength(4);
    });

    it("'Failed to get address for reply ID {id}: ...' when the lookup call fails", async () => {
      const user = userEvent.setup();
      onlyItem('specialist', {
        contentType: 2,
        contentID: 7002,
        parentID: 501,
        sourceType: 4,
        sourceKey: 'trailer-wiring',
        webSKU: '',
        queueItemType: 2,
      });
      injectFault({ method: 'GET', path: ADDRESS_PATHS.lookup('faq', 'trailer-wiring'), status: 500 });
      const element = await mount(SPECIALIST);
      await user.click(button(element, 'Help Next Neighbor'));
      await waitFor(() =>
        expect(alert(element)).toHaveTextContent(/^Failed to get address for reply ID 7002: .+/),
      );
    });

    it("'Failed to get address for question ID {id}: ...' for a question the lookup does not know", async () => {
      const user = userEvent.setup();
      onlyItem('specialist', {
        contentType: 3,
        contentID: 999,
        parentID: null,
        sourceType: 3,
        sourceKey: '999',
        webSKU: '',
        queueItemType: 4,
      });
      const element = await mount(SPECIALIST);
      await user.click(button(element, 'Help Next Neighbor'));
      await waitFor(() =>
        expect(alert(element)).toHaveTextContent(
          'Failed to get address for question ID 999: No question with the key 999',
        ),
      );
    });

    it("'Invalid content type provided' for an unknown content type", async () => {
      const user = userEvent.setup();
      onlyItem('specialist', {
        contentType: 9,
        contentID: 1,
        parentID: null,
        sourceType: 1,
        sourceKey: '88412',
        webSKU: '',
        queueItemType: 2,
      });
      const element = await mount(SPECIALIST);
      await user.click(button(element, 'Help Next Neighbor'));
      await waitFor(() => expect(alert(element)).toHaveTextContent(/^Invalid content type provided$/));
      // Trying again cannot help: no Try again.
      expect(shadow(element).queryByRole('button', { name: 'Try again' })).toBeNull();
      expect(recordedRequests({ path: '/api/address/' })).toHaveLength(0);
    });

    it("'Invalid comment type provided' for an unknown source type", async () => {
      const user = userEvent.setup();
      onlyItem('specialist', {
        contentType: 1,
        contentID: 502,
        parentID: null,
        sourceType: 7,
        sourceKey: 'x',
        webSKU: '',
        queueItemType: 2,
      });
      const element = await mount(SPECIALIST);
      await user.click(button(element, 'Help Next Neighbor'));
      await waitFor(() => expect(alert(element)).toHaveTextContent(/^Invalid comment type provided$/));
    });

    it("'Failed to navigate to url while helping next neighbor for {content type} ID {id}: {error}' when the navigation fails", async () => {
      const user = userEvent.setup();
      restoreNavigation();
      restoreNavigation = setQueueNavigation({
        go: () => {
          throw new Error('Navigation blocked by the page');
        },
        reload: () => {},
      });
      const element = await mount(SPECIALIST);
      await user.click(button(element, 'Help Next Neighbor'));
      await waitFor(() =>
        expect(alert(element)).toHaveTextContent(
          'Failed to navigate to url while helping next neighbor for Comment ID 502: Navigation blocked by the page',
        ),
      );
    });

    it('the navigation failure message too when the address is not a page address', async () => {
      const user = userEvent.setup();
      injectFault({
        method: 'GET',
        path: ADDRESS_PATHS.lookup('productfromreview', '88412'),
        mergeBody: { value: 'javascript:alert(1)' },
      });
      const element = await mount(SPECIALIST);
      await user.click(button(element, 'Help Next Neighbor'));
      await waitFor(() =>
        expect(alert(element)).toHaveTextContent(
          `Failed to navigate to url while helping next neighbor for Comment ID 502: ${HNN_TEXTS.unsafeAddress}`,
        ),
      );
      expect(visited).toEqual([]);
    });

    it('says the pull failed when the queue call fails, and nothing is lost', async () => {
      const user = userEvent.setup();
      injectFault({
        method: 'GET',
        path: QUEUE_PATHS.next('specialist', { employeeId: 3187, name: 'marcus.tran' }),
        status: 500,
      });
      const element = await mount(SPECIALIST);
      await user.click(button(element, 'Help Next Neighbor'));
      await waitFor(() => expect(alert(element)).toHaveTextContent(HNN_TEXTS.pullFailed));
      expect(state.queues.specialist).toHaveLength(5);
    });
  });

  it('sends one pull for a double click: the buttons are disabled while it is in flight', async () => {
    const user = userEvent.setup();
    injectFault({
      method: 'GET',
      path: QUEUE_PATHS.next('specialist', { employeeId: 3187, name: 'marcus.tran' }),
      latencyMs: 300,
    });
    const element = await mount(SPECIALIST);
    const help = button(element, 'Help Next Neighbor');
    await user.click(help);
    expect(help).toHaveAttribute('aria-disabled', 'true');
    await user.click(help);
    await waitFor(() => expect(visited).toHaveLength(1));
    expect(
      recordedRequests({ path: QUEUE_PATHS.next('specialist', { employeeId: 3187, name: 'marcus.tran' }) }),
    ).toHaveLength(1);
    expect(help).not.toHaveAttribute('aria-disabled');
  });

  it("'Reload Page' reloads the page at #reply-{id}, or #comment-{id} without a reply", async () => {
    const user = userEvent.setup();
    window.history.replaceState(
      null,
      '',
      '/ask-the-experts/C13130?commentId=501&replyId=7002&queueItemType=0',
    );
    const element = await mount(SPECIALIST);
    await user.click(button(element, 'Reload Page'));
    expect(reloaded).toEqual([
      `${ORIGIN}/ask-the-experts/C13130?commentId=501&replyId=7002&queueItemType=0#reply-7002`,
    ]);
    window.history.replaceState(null, '', '/ask-the-experts/C13130?commentId=502&queueItemType=2');
    await user.click(button(element, 'Reload Page'));
    expect(reloaded[1]).toBe(`${ORIGIN}/ask-the-experts/C13130?commentId=502&queueItemType=2#comment-502`);
    window.history.replaceState(null, '', '/');
  });

  it("'Go To Portal' links to the address of data-portal-url, and is absent without it", async () => {
    const element = await mount({ ...SPECIALIST, 'data-portal-url': 'https://experts.example.com/comments' });
    expect(shadow(element).getByRole('link', { name: 'Go To Portal' })).toHaveAttribute(
      'href',
      'https://experts.example.com/comments',
    );
    const without = await mount(SPECIALIST);
    expect(shadow(without).queryByRole('link', { name: 'Go To Portal' })).toBeNull();
  });

  it('refuses a javascript: portal address (the attribute error state)', async () => {
    const element = await mountElement('help-next-neighbor', {
      ...SPECIALIST,
      'data-portal-url': 'javascript:alert(1)',
    });
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('data-portal-url'));
    expect(shadow(element).queryByRole('link', { name: 'Go To Portal' })).toBeNull();
  });

  it('says what is missing without an employee, and offers no pull', async () => {
    const element = await mountElement('help-next-neighbor', {});
    expect(await shadow(element).findByText(HNN_TEXTS.missingEmployee)).toBeVisible();
    expect(shadow(element).queryByRole('button', { name: 'Help Next Neighbor' })).toBeNull();
    expect(recordedRequests({ path: '/api/specialist-queue/' })).toHaveLength(0);
  });
});

describe('<help-next-neighbor> as a moderator', () => {
  beforeEach(() => setRole('moderator'));

  it("'Help Next Neighbor' pulls from the moderator queue", async () => {
    const user = userEvent.setup();
    const element = await mount(MODERATOR);
    await user.click(button(element, 'Help Next Neighbor'));
    await waitFor(() =>
      expect(visited).toEqual([`${ORIGIN}/faq-trailer-wiring.aspx?commentId=511&queueItemType=3`]),
    );
    expect(
      recordedRequests({ path: QUEUE_PATHS.next('moderator', { employeeId: 1420, name: 'priya.kapoor' }) }),
    ).toHaveLength(1);
  });

  it("'Pull Next Review' pulls the moderator queue's next with startingSource=1 (reviews first)", async () => {
    const user = userEvent.setup();
    const element = await mount(MODERATOR);
    await user.click(button(element, 'Pull Next Review'));
    await waitFor(() =>
      expect(visited).toEqual([
        `${ORIGIN}/ask-the-experts/C13130?commentId=501&replyId=7001&queueItemType=7&revId=88412`,
      ]),
    );
    const [pull] = recordedRequests({
      path: QUEUE_PATHS.next('moderator', { employeeId: 1420, name: 'priya.kapoor' }),
    });
    expect(pull?.search).toBe('?startingSource=1');
    expect(state.queues.moderator.map((item) => item.contentID)).toEqual([511, 531, 9101, 88412]);
  });

  it('goes to an answer on its question page with answerId and #answer-{id}', async () => {
    const user = userEvent.setup();
    state.queues.moderator.splice(0, 3);
    const element = await mount(MODERATOR);
    await user.click(button(element, 'Help Next Neighbor'));
    await waitFor(() =>
      expect(visited).toEqual([`${ORIGIN}/question-123.html?queueItemType=7&answerId=9101#answer-9101`]),
    );
  });

  it('goes to a product review with revId', async () => {
    const user = userEvent.setup();
    state.queues.moderator.splice(0, 4);
    const element = await mount(MODERATOR);
    await user.click(button(element, 'Help Next Neighbor'));
    await waitFor(() =>
      expect(visited).toEqual([`${ORIGIN}/ask-the-experts/C13130?queueItemType=10&revId=88412`]),
    );
  });

  it("says 'Content Queue Empty, Way To Go!' when no review (or anything) is left", async () => {
    const user = userEvent.setup();
    state.queues.moderator = [];
    const element = await mount(MODERATOR);
    await user.click(button(element, 'Pull Next Review'));
    await waitFor(() => expect(status(element)).toHaveTextContent('Content Queue Empty, Way To Go!'));
  });

  it('shows the moderator held items and counts', async () => {
    const element = await mount(MODERATOR);
    expect(shadow(element).getByText('Waiting in your queue: 5 · Held by you: 1')).toBeVisible();
    expect(
      shadow(element).getByRole('button', { name: 'Comment ID 501 · Comment for review' }),
    ).toBeVisible();
    expect(recordedRequests({ path: QUEUE_PATHS.held('moderator', 1420) })).toHaveLength(1);
  });
});

describe('the fake shop queues', () => {
  it('refuse another employee and a shopper', async () => {
    seedFakeShop({ role: 'shopper' });
    const element = await mountElement('help-next-neighbor', SPECIALIST);
    expect(await shadow(element).findByText(HNN_TEXTS.heldFailed)).toBeVisible();
  });
});
