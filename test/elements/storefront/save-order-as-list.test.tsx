import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDERS_PATHS } from '../../../src/api/orders';
import { SAVED_LIST_BASE } from '../../../src/api/saved-lists';
import { defineWidget } from '../../../src/core/define-widget';
import { setOrderNavigate } from '../../../src/elements/storefront/reorder-page/navigate';
import { SAVE_ORDER_TEXTS } from '../../../src/elements/storefront/save-order-as-list/save-order-as-list';
import { saveOrderAsListDefinition } from '../../../src/elements/storefront/save-order-as-list/save-order-as-list.element';
import { injectFault, recordedRequests, seedFakeShop, setFeatureToggle } from '../../../src/mocks/controls';
import { state } from '../../../src/mocks/state';
import { SAVED_LIST_MESSAGES } from '../../../src/stores/saved-lists';
import { mountElement } from '../../helpers/elements';

defineWidget(saveOrderAsListDefinition);

const shadow = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const wrapper = (element: HTMLElement) => element.shadowRoot?.querySelector('[part="save"]') as HTMLElement;
const saveButton = (element: HTMLElement) =>
  shadow(element).findByRole('button', { name: SAVE_ORDER_TEXTS.button });
const listsNamed = (name: string) => state.savedLists.lists.filter((list) => list.name === name);
const creates = () => recordedRequests({ method: 'POST', path: SAVED_LIST_BASE });

let visited: string[];
let restoreNavigate: () => void;
beforeEach(() => {
  visited = [];
  restoreNavigate = setOrderNavigate((url) => visited.push(url));
});
afterEach(() => restoreNavigate());

async function dealerButton(attributes: Record<string, string> = { 'data-ordernumber': 'W100245' }) {
  seedFakeShop({ role: 'dealer' });
  const element = await mountElement('save-order-as-list', attributes);
  return { element, button: await saveButton(element) };
}

describe('<save-order-as-list>', () => {
  it('is hidden for a shopper, who has no saved lists', async () => {
    const element = await mountElement('save-order-as-list', { 'data-ordernumber': 'W100245' });
    await waitFor(() =>
      expect(recordedRequests({ path: '/api/installers/login' }).length).toBeGreaterThan(0),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(wrapper(element)).toHaveAttribute('data-state', 'hidden');
    expect(shadow(element).queryByRole('button')).toBeNull();
  });

  it("is hidden while the 'saved-product-list' toggle is off", async () => {
    seedFakeShop({ role: 'dealer' });
    setFeatureToggle('saved-product-list', false);
    const element = await mountElement('save-order-as-list', { 'data-ordernumber': 'W100245' });
    await waitFor(() =>
      expect(recordedRequests({ path: '/api/featuretoggles/saved-product-list' }).length).toBeGreaterThan(0),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(wrapper(element)).toHaveAttribute('data-state', 'hidden');
  });

  it('creates a list named with the order number, adds its items with source 3, then goes to the list', async () => {
    injectFault({ method: 'POST', path: `${SAVED_LIST_BASE}/*`, latencyMs: 200 });
    const { element, button } = await dealerButton();
    fireEvent.click(button);
    // Disabled while it runs; a second click sends nothing more.
    await waitFor(() => expect(button).toBeDisabled());
    expect(wrapper(element)).toHaveAttribute('data-state', 'saving');
    expect(shadow(element).getByRole('status')).toHaveTextContent(SAVE_ORDER_TEXTS.saving);
    fireEvent.click(button);
    await waitFor(() => expect(visited).toHaveLength(1));
    const [list] = listsNamed('W100245');
    expect(list?.items.map(({ webSku, quantity, source }) => ({ webSku, quantity, source }))).toEqual([
      { webSku: 'C13130', quantity: 1, source: 3 },
      { webSku: 'TS32', quantity: 2, source: 3 },
      { webSku: 'GH-523', quantity: 1, source: 3 },
      { webSku: 'LS-SC-3', quantity: 1, source: 3 },
      { webSku: 'RP7055', quantity: 1, source: 3 },
    ]);
    expect(visited).toEqual([`${location.origin}/Home?savedlistid=${list?.savedProductListId}`]);
    expect(recordedRequests({ path: ORDERS_PATHS.webOrderItems })[0]?.search).toBe('?ordernumber=W100245');
    expect(creates().map((request) => request.body)).toEqual([{ name: 'W100245' }]);
    expect(
      recordedRequests({ method: 'POST', path: `${SAVED_LIST_BASE}/${list?.savedProductListId}/items` })[0]
        ?.body,
    ).toEqual([
      { webSku: 'C13130', quantity: 1, source: 3 },
      { webSku: 'TS32', quantity: 2, source: 3 },
      { webSku: 'GH-523', quantity: 1, source: 3 },
      { webSku: 'LS-SC-3', quantity: 1, source: 3 },
      { webSku: 'RP7055', quantity: 1, source: 3 },
    ]);
  });

  it('adds &editlist=true where data-editlist asks, and announces the saved list', async () => {
    const updates: unknown[] = [];
    window.addEventListener('shop:saved-list-updated', (event) => updates.push(event.detail));
    const { button } = await dealerButton({ 'data-ordernumber': 'W100312', 'data-editlist': '' });
    await userEvent.setup().click(button);
    await waitFor(() => expect(visited).toHaveLength(1));
    const [list] = listsNamed('W100312');
    expect(visited[0]).toBe(`${location.origin}/Home?savedlistid=${list?.savedProductListId}&editlist=true`);
    expect(updates).toContainEqual({
      savedProductListId: list?.savedProductListId,
      name: 'W100312',
      itemCount: 3,
      created: true,
    });
  });

  it("says 'An error has occurred.' when the order's items cannot be read, and makes no list", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    injectFault({ method: 'GET', path: ORDERS_PATHS.webOrderItems, status: 500, times: 3 });
    const { element, button } = await dealerButton();
    await userEvent.setup().click(button);
    expect(await shadow(element).findByRole('alert')).toHaveTextContent(SAVED_LIST_MESSAGES.generic);
    expect(recordedRequests({ path: ORDERS_PATHS.webOrderItems })).toHaveLength(3);
    expect(creates()).toHaveLength(0);
    expect(button).toBeEnabled();
    expect(visited).toEqual([]);
  });

  it("says 'An error has occurred. Failed to add list.' when the list cannot be made", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    injectFault({ method: 'POST', path: SAVED_LIST_BASE, status: 500 });
    const { element, button } = await dealerButton();
    await userEvent.setup().click(button);
    expect(await shadow(element).findByRole('alert')).toHaveTextContent(SAVED_LIST_MESSAGES.createFailed);
    expect(listsNamed('W100245')).toHaveLength(0);
    expect(wrapper(element)).toHaveAttribute('data-state', 'failed');
  });

  it('names the list already there when the dealer has a list of that name', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { element, button } = await dealerButton();
    const existing = state.savedLists.lists[0] as (typeof state.savedLists.lists)[number];
    state.savedLists.lists.push({
      ...structuredClone(existing),
      savedProductListId: 99,
      name: 'W100245',
      isDefault: false,
    });
    await userEvent.setup().click(button);
    expect(await shadow(element).findByRole('alert')).toHaveTextContent(
      'You already have a list named "W100245".',
    );
  });

  it("says 'Failed to add items to the list.' when the new list does not take the items; a retry fills that list", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { element, button } = await dealerButton();
    injectFault({
      method: 'POST',
      path: `${SAVED_LIST_BASE}/${state.savedLists.nextListId}/items`,
      status: 500,
    });
    await user.click(button);
    expect(await shadow(element).findByRole('alert')).toHaveTextContent(
      SAVED_LIST_MESSAGES.addToNewListFailed,
    );
    expect(listsNamed('W100245')).toHaveLength(1);
    expect(listsNamed('W100245')[0]?.items).toEqual([]);
    await user.click(button);
    await waitFor(() => expect(visited).toHaveLength(1));
    expect(creates()).toHaveLength(1);
    expect(listsNamed('W100245')).toHaveLength(1);
    expect(listsNamed('W100245')[0]?.items).toHaveLength(5);
  });

  it("says 'Failed to add items to list.' when a retry cannot add them to the list made before", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { element, button } = await dealerButton();
    injectFault({
      method: 'POST',
      path: `${SAVED_LIST_BASE}/${state.savedLists.nextListId}/items`,
      status: 500,
      times: 2,
    });
    await user.click(button);
    expect(await shadow(element).findByRole('alert')).toHaveTextContent(
      SAVED_LIST_MESSAGES.addToNewListFailed,
    );
    await user.click(button);
    await waitFor(() =>
      expect(shadow(element).getByRole('alert')).toHaveTextContent(SAVED_LIST_MESSAGES.addFailed),
    );
    expect(shadow(element).getByRole('alert')).not.toHaveTextContent('the list');
    expect(creates()).toHaveLength(1);
    expect(visited).toEqual([]);
    // Focus comes back to the button once it is enabled again.
    expect(element.shadowRoot?.activeElement).toBe(button);
  });

  it('without an order number it says so to the dealer', async () => {
    seedFakeShop({ role: 'dealer' });
    const element = await mountElement('save-order-as-list');
    expect(await shadow(element).findByText(SAVE_ORDER_TEXTS.missingOrder)).toBeVisible();
    expect(shadow(element).queryByRole('button')).toBeNull();
  });
});
