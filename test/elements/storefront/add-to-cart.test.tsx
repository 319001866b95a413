import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CART_ADD_PATHS } from '../../../src/api/cart-add';
import { defineWidget } from '../../../src/core/define-widget';
import { addToCartDefinition } from '../../../src/elements/storefront/add-to-cart/add-to-cart.element';
import { ADD_TO_CART_VIEWS } from '../../../src/elements/storefront/add-to-cart/view-names';
import { injectFault, recordedRequests, seedFakeShop, setRole } from '../../../src/mocks/controls';
import { findProduct } from '../../../src/mocks/data/products';
import { state } from '../../../src/mocks/state';
import { ADD_LOCK_MARK, addToCartStore } from '../../../src/stores/add-to-cart';
import { cartStore } from '../../../src/stores/cart';
import { sidebarStore } from '../../../src/stores/sidebar';
import { mountElement } from '../../helpers/elements';

defineWidget(addToCartDefinition);

const shadow = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const addButton = (element: HTMLElement, name: string | RegExp = /^Add to Cart$/) =>
  shadow(element).getByRole('button', { name });
const addBodies = () =>
  recordedRequests({ method: 'POST', path: CART_ADD_PATHS.item }).map((call) => call.body);

const brakeControllerAttributes = JSON.stringify(findProduct('90195')?.attributes);

function listen(name: string) {
  const seen = vi.fn();
  window.addEventListener(name, seen);
  return {
    details: () => seen.mock.calls.map((call) => (call[0] as CustomEvent).detail),
    stop: () => window.removeEventListener(name, seen),
  };
}

describe('<add-to-cart> in the full view (default)', () => {
  it('offers a quantity selector and an add button, and no case-pack button for a case of 1', async () => {
    const element = await mountElement('add-to-cart', { 'data-websku': 'C13130' });
    expect(element.shadowRoot?.querySelector('[data-view="full"]')).not.toBeNull();
    expect(shadow(element).getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    expect(addButton(element)).toBeEnabled();
    expect(shadow(element).queryByRole('button', { name: /Add Case/ })).toBeNull();
  });

  it('adds the product with its quantity, no attribute and the fit-guided flag', async () => {
    const element = await mountElement('add-to-cart', { 'data-websku': 'C13130', 'data-qty': '3' });
    await userEvent.click(addButton(element));
    await waitFor(() => expect(addBodies()).toHaveLength(1));
    expect(addBodies()[0]).toEqual({ webSku: 'C13130', quantity: 3, attribute: null, flag: true });
  });

  it('sends flag false when data-isproductfitguided is false, and the quantity chosen with the selector', async () => {
    const element = await mountElement('add-to-cart', {
      'data-websku': 'C45036',
      'data-isproductfitguided': 'false',
    });
    await userEvent.click(shadow(element).getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(addButton(element));
    await waitFor(() =>
      expect(addBodies()).toEqual([{ webSku: 'C45036', quantity: 2, attribute: null, flag: false }]),
    );
  });

  it("reads 'Added to Cart' after the cart refresh, then tells the cart, the host page and the side bar", async () => {
    const cartUpdated = listen('shop:cart-updated');
    const itemAdded = listen('shop:item-added');
    const element = await mountElement('add-to-cart', { 'data-websku': 'C13130', 'data-qty': '2' });
    injectFault({ method: 'GET', path: '/api/cart/details*', latencyMs: 150 });
    await userEvent.click(addButton(element));
    await waitFor(() => expect(addBodies()).toHaveLength(1));
    // The add has answered, the refresh has not: still busy, nothing announced yet.
    expect(addButton(element)).toHaveAttribute('aria-busy', 'true');
    expect(itemAdded.details()).toEqual([]);
    await waitFor(() => expect(addButton(element, 'Added to Cart')).toBeInTheDocument());
    expect(shadow(element).getByRole('status')).toHaveTextContent('Added to Cart');
    expect(cartUpdated.details()).toEqual([{ itemCount: 4 }]);
    expect(itemAdded.details()).toEqual([{ webSku: 'C13130', quantity: 2 }]);
    expect(cartStore.getState().lastAdded).toEqual([{ webSku: 'C13130', quantity: 2 }]);
    expect(sidebarStore.getState()).toMatchObject({
      showSideBar: true,
      loadAddedToCart: true,
      cartView: 'added-to-cart',
    });
    expect(recordedRequests({ method: 'GET', path: '/api/cart/details*' }).length).toBeGreaterThan(0);
    cartUpdated.stop();
    itemAdded.stop();
  });

  it('dispatches shop:item-added from the element (bubbling and composed)', async () => {
    const element = await mountElement('add-to-cart', { 'data-websku': 'C45036' });
    const seen = vi.fn();
    element.addEventListener('shop:item-added', seen);
    await userEvent.click(addButton(element));
    await waitFor(() => expect(seen).toHaveBeenCalledTimes(1));
    const event = seen.mock.calls[0]?.[0] as CustomEvent;
    expect(event.bubbles && event.composed).toBe(true);
  });

  it('offers the case-pack button only when casePackQuantity is above 1, and adds a whole case', async () => {
    const element = await mountElement('add-to-cart', {
      'data-websku': 'PK12704',
      'data-case-pack-quantity': '12',
      price: '16.95',
    });
    const casePack = shadow(element).getByRole('button', { name: /Add Case of 12/ });
    expect(casePack).toHaveTextContent('$203.40');
    await userEvent.click(casePack);
    await waitFor(() =>
      expect(addBodies()).toEqual([{ webSku: 'PK12704', quantity: 12, attribute: null, flag: true }]),
    );
    await waitFor(() => expect(casePack).toHaveAttribute('data-state', 'added'));
    expect(addButton(element)).toHaveTextContent('Add to Cart');
  });

  it('shows no case-pack button in the other views', async () => {
    const element = await mountElement('add-to-cart', {
      'data-websku': 'PK12704',
      'data-case-pack-quantity': '12',
      'data-view': 'full-slim',
    });
    expect(shadow(element).queryByRole('button', { name: /Case/ })).toBeNull();
  });

  it('shows the price with the chosen options', async () => {
    const element = await mountElement('add-to-cart', {
      'data-websku': '90195',
      price: '139.95',
      'data-attribute': brakeControllerAttributes,
    });
    expect(element.shadowRoot?.querySelector('[part="price"]')).toHaveTextContent('$139.95');
    await userEvent.selectOptions(
      shadow(element).getByRole('combobox', { name: /Vehicle wiring adapter/ }),
      '3025-P',
    );
    expect(element.shadowRoot?.querySelector('[part="price"]')).toHaveTextContent(
      '$164.90 includes options ($24.95)',
    );
  });
});

describe('<add-to-cart> quantities (storefront §5)', () => {
  it.each([
    ['0', 1],
    ['abc', 1],
    ['', 1],
    ['-4', 1],
    ['2.7', 2],
  ])('data-qty "%s" adds %i', async (qty, expected) => {
    const element = await mountElement('add-to-cart', {
      'data-websku': 'C45036',
      'data-qty': qty,
      'data-view': 'btn-simple',
    });
    await userEvent.click(addButton(element));
    await waitFor(() => expect(addBodies()).toHaveLength(1));
    expect((addBodies()[0] as { quantity: number }).quantity).toBe(expected);
  });

  it('treats a case-pack quantity of 0 or not a number as 1 (no case-pack button)', async () => {
    for (const value of ['0', 'twelve']) {
      const element = await mountElement('add-to-cart', {
        'data-websku': 'PK12704',
        'data-case-pack-quantity': value,
      });
      expect(shadow(element).queryByRole('button', { name: /Case/ })).toBeNull();
      element.remove();
    }
  });

  it('legacy quantity field: only digits and the listed keys, committed on Enter or blur', async () => {
    const element = await mountElement('add-to-cart', {
      'data-websku': 'C45036',
      'data-view': 'legacy-btn-qty',
    });
    const field = shadow(element).getByRole('textbox', { name: 'Qty' });
    // fireEvent returns false when the key was refused (default prevented).
    for (const key of ['a', '-', '.', 'e', ' ', '+']) expect(fireEvent.keyDown(field, { key })).toBe(false);
    for (const key of [
      '4',
      'Backspace',
      'Tab',
      'Escape',
      'Home',
      'End',
      'ArrowLeft',
      'ArrowRight',
      'Delete',
      'Clear',
      'Copy',
      'Paste',
    ])
      expect(fireEvent.keyDown(field, { key })).toBe(true);
    fireEvent.change(field, { target: { value: '42' } });
    expect(field).toHaveValue('42');
    fireEvent.keyDown(field, { key: 'Enter' });
    await userEvent.click(addButton(element));
    await waitFor(() =>
      expect(addBodies()).toEqual([{ webSku: 'C45036', quantity: 42, attribute: null, flag: true }]),
    );

    fireEvent.change(field, { target: { value: '7' } });
    fireEvent.blur(field);
    await waitFor(() => expect(field).toHaveValue('7'));
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.blur(field);
    await waitFor(() => expect(field).toHaveValue('1'));
  });

  it('legacy quantity field keeps only the digits of typed or pasted text', async () => {
    const element = await mountElement('add-to-cart', {
      'data-websku': 'C45036',
      'data-view': 'legacy-btn-qty',
    });
    const field = shadow(element).getByRole('textbox', { name: 'Qty' });
    fireEvent.change(field, { target: { value: '1 2x' } });
    expect(field).toHaveValue('12');
    fireEvent.paste(field, { clipboardData: { getData: () => '3a' } });
    expect(field).toHaveValue('123');
  });
});

describe('<add-to-cart> product attributes', () => {
  it('requires the select-type attribute: no add, a message, focus on the drop-down', async () => {
    const element = await mountElement('add-to-cart', {
      'data-websku': '90195',
      'data-attribute': brakeControllerAttributes,
    });
    await userEvent.click(addButton(element));
    const select = shadow(element).getByRole('combobox', { name: /Vehicle wiring adapter/ });
    expect(
      await shadow(element).findByText('Please select an option for Vehicle wiring adapter.'),
    ).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please select an option for Vehicle wiring adapter.');
    await waitFor(() => expect(element.shadowRoot?.activeElement).toBe(select));
    expect(addBodies()).toEqual([]);
  });

  it('sends the selected attributes (attributeCode, optionCode, data, price)', async () => {
    const element = await mountElement('add-to-cart', {
      'data-websku': '90195',
      'data-attribute': brakeControllerAttributes,
    });
    await userEvent.selectOptions(
      shadow(element).getByRole('combobox', { name: /Vehicle wiring adapter/ }),
      '3025-P',
    );
    expect(shadow(element).queryByText(/Please select/)).toBeNull();
    await userEvent.click(addButton(element));
    await waitFor(() => expect(addBodies()).toHaveLength(1));
    expect(addBodies()[0]).toEqual({
      webSku: '90195',
      quantity: 1,
      attribute: JSON.stringify([
        { attributeCode: 'harness', optionCode: '3025-P', data: null, price: 24.95 },
      ]),
      flag: true,
    });
    await waitFor(() => expect(addButton(element, 'Added to Cart')).toBeInTheDocument());
  });

  it('offers text, memo, checkbox, radio and template attributes; text commits on focus-out', async () => {
    // The fake shop's C13130 has none of these attributes and refuses the add; only the request matters here.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const attributes = [
      { attributeCode: 'engrave', attributeType: 'text', prompt: 'Engraving', price: 5, lineAttributes: [] },
      {
        attributeCode: 'note',
        attributeType: 'memo',
        prompt: 'Note for the installer',
        price: 0,
        lineAttributes: [],
      },
      {
        attributeCode: 'lock',
        attributeType: 'checkbox',
        prompt: 'Add a lock',
        price: 29.95,
        lineAttributes: [],
      },
      {
        attributeCode: 'finish',
        attributeType: 'radio',
        prompt: 'Finish',
        price: 0,
        lineAttributes: [
          { lineAttributeCode: 'black', linePrompt: 'Black', linePrice: 0, attributeType: 'radio' },
          { lineAttributeCode: 'chrome', linePrompt: 'Chrome', linePrice: 12.5, attributeType: 'radio' },
        ],
      },
      {
        attributeCode: 'kit',
        attributeType: 'template',
        prompt: 'Installation kit',
        price: 0,
        lineAttributes: [
          {
            lineAttributeCode: 'bolts',
            linePrompt: 'Grade 8 bolts',
            linePrice: 9.99,
            attributeType: 'checkbox',
          },
          { lineAttributeCode: 'vin', linePrompt: 'Vehicle VIN', linePrice: 0, attributeType: 'text' },
        ],
      },
    ];
    const element = await mountElement('add-to-cart', {
      'data-websku': 'C13130',
      price: '100',
      'data-attribute': JSON.stringify(attributes),
      'data-view': 'full-modern',
    });
    const ui = shadow(element);
    const price = () => element.shadowRoot?.querySelector('[part="price"]');
    await userEvent.type(ui.getByRole('textbox', { name: 'Engraving' }), 'TOW');
    expect(price()).toHaveTextContent('$100.00');
    await userEvent.tab();
    expect(price()).toHaveTextContent('$105.00');
    await userEvent.type(ui.getByRole('textbox', { name: 'Note for the installer' }), 'Call first');
    await userEvent.click(ui.getByRole('checkbox', { name: 'Add a lock' }));
    await userEvent.click(ui.getByRole('radio', { name: 'Chrome' }));
    const kit = ui.getByRole('group', { name: 'Installation kit' });
    await userEvent.click(within(kit).getByRole('checkbox', { name: 'Grade 8 bolts' }));
    const vin = within(kit).getByRole('textbox', { name: 'Vehicle VIN' });
    fireEvent.change(vin, { target: { value: '1FTFW1E' } });
    fireEvent.blur(vin);
    await userEvent.click(addButton(element));
    await waitFor(() => expect(addBodies()).toHaveLength(1));
    expect(JSON.parse((addBodies()[0] as { attribute: string }).attribute)).toEqual([
      { attributeCode: 'engrave', optionCode: null, data: 'TOW', price: 5 },
      { attributeCode: 'note', optionCode: null, data: 'Call first', price: 0 },
      { attributeCode: 'lock', optionCode: null, data: null, price: 29.95 },
      { attributeCode: 'finish', optionCode: 'chrome', data: null, price: 12.5 },
      { attributeCode: 'kit', optionCode: 'bolts', data: null, price: 9.99 },
      { attributeCode: 'kit', optionCode: 'vin', data: '1FTFW1E', price: 0 },
    ]);
  });

  it('shows the platform error state for a data-attribute that is not JSON', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = await mountElement('add-to-cart', {
      'data-websku': 'C13130',
      'data-attribute': '[{oops',
    });
    expect(await shadow(element).findByRole('alert')).toHaveTextContent('data-attribute must be valid JSON');
  });
});

describe('<add-to-cart> failures (storefront §8)', () => {
  it("shows 'Error adding to cart' for that item, not the server's text, and logs the err text", async () => {
    const element = await mountElement('add-to-cart', {
      'data-websku': 'NO-SUCH-PART',
      'data-view': 'core-primary-small',
    });
    const neighbour = await mountElement('add-to-cart', {
      'data-websku': 'C45036',
      'data-view': 'core-primary-small',
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await userEvent.click(addButton(element));
    expect(await shadow(element).findByRole('alert')).toHaveTextContent(/^Error adding to cart$/);
    expect(element.shadowRoot?.textContent).not.toContain('NO-SUCH-PART');
    expect(shadow(neighbour).queryByRole('alert')).toBeNull();
    expect(addButton(element)).toBeEnabled();
    expect(addButton(neighbour)).toBeEnabled();
    await waitFor(() => expect(recordedRequests({ path: '/api/logger/warning' })).toHaveLength(1));
    const logged = recordedRequests({ path: '/api/logger/warning' })[0]?.body as { message: string };
    expect(logged.message).toContain('There is no product with the sku "NO-SUCH-PART".');
    expect(sidebarStore.getState().showSideBar).toBe(false);
  });

  it("shows 'Error adding to cart' when the call fails, and adds again on the next click", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    injectFault({ method: 'POST', path: CART_ADD_PATHS.item, status: 500 });
    const element = await mountElement('add-to-cart', { 'data-websku': 'C45036' });
    await userEvent.click(addButton(element));
    expect(await shadow(element).findByRole('alert')).toHaveTextContent('Error adding to cart');
    expect(element.shadowRoot?.textContent).not.toContain('Injected fault');
    await userEvent.click(addButton(element));
    await waitFor(() => expect(shadow(element).queryByRole('alert')).toBeNull());
    await waitFor(() => expect(addButton(element, 'Added to Cart')).toBeInTheDocument());
  });

  it('fails cleanly on a malformed answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    injectFault({ method: 'POST', path: CART_ADD_PATHS.item, malformedBody: true });
    const element = await mountElement('add-to-cart', { 'data-websku': 'C45036', 'data-view': 'btn-mini' });
    await userEvent.click(addButton(element, 'Add to Cart'));
    expect(await shadow(element).findByRole('alert')).toHaveTextContent('Error adding to cart');
  });

  it('disables the button when there is no sku to add', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = await mountElement('add-to-cart');
    expect(addButton(element)).toBeDisabled();
  });
});

describe('<add-to-cart> one add at a time', () => {
  it('shows the adding control busy and disables every other add button on the page', async () => {
    injectFault({ method: 'POST', path: CART_ADD_PATHS.item, latencyMs: 200 });
    const first = await mountElement('add-to-cart', {
      'data-websku': 'C45036',
      'data-view': 'core-primary-small',
    });
    const second = await mountElement('add-to-cart', { 'data-websku': 'TS32', 'data-view': 'btn-mini-plus' });
    const third = await mountElement('add-to-cart', {
      'data-websku': 'PK12704',
      'data-case-pack-quantity': '12',
    });
    await userEvent.click(addButton(first));
    await waitFor(() => expect(addButton(first)).toHaveAttribute('aria-busy', 'true'));
    expect(addButton(first)).toHaveAttribute('aria-disabled', 'true');
    expect(addButton(second, 'Add to Cart')).toBeDisabled();
    expect(addButton(third)).toBeDisabled();
    expect(shadow(third).getByRole('button', { name: /Add Case of 12/ })).toBeDisabled();
    expect(first.shadowRoot?.querySelector('[part="root"]')).toHaveAttribute('data-state', 'adding');
    await waitFor(() => expect(addButton(first, 'Added to Cart')).toBeEnabled());
    expect(addButton(second, 'Add to Cart')).toBeEnabled();
    expect(addButton(third)).toBeEnabled();
  });

  it('also waits for an add announced by another bundle of the library on window', async () => {
    const element = await mountElement('add-to-cart', { 'data-websku': 'C45036' });
    const libraryEvent = (name: string, detail: unknown) => {
      const event = new CustomEvent(name, { detail });
      Object.defineProperty(event, Symbol.for(ADD_LOCK_MARK), { value: true });
      return event;
    };
    window.dispatchEvent(libraryEvent('shop:cart-add-started', { addId: 'other-bundle-1' }));
    await waitFor(() => expect(addButton(element)).toBeDisabled());
    window.dispatchEvent(libraryEvent('shop:cart-add-finished', { addId: 'other-bundle-1', success: true }));
    await waitFor(() => expect(addButton(element)).toBeEnabled());
  });

  it('is not locked by a shop:cart-add-started event a page script dispatches', async () => {
    const element = await mountElement('add-to-cart', { 'data-websku': 'C45036' });
    window.dispatchEvent(new CustomEvent('shop:cart-add-started', { detail: { addId: 'page-script' } }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(addButton(element)).toBeEnabled();
  });

  it('announces its own add on window, start and end', async () => {
    const started = listen('shop:cart-add-started');
    const finished = listen('shop:cart-add-finished');
    const element = await mountElement('add-to-cart', { 'data-websku': 'C45036' });
    await userEvent.click(addButton(element));
    await waitFor(() => expect(finished.details()).toHaveLength(1));
    const [{ addId }] = started.details() as [{ addId: string }];
    expect(finished.details()).toEqual([{ addId, success: true }]);
    expect(addToCartStore.getState().addsInFlight).toEqual([]);
    started.stop();
    finished.stop();
  });

  it('adds once for a double click', async () => {
    const element = await mountElement('add-to-cart', { 'data-websku': 'C45036', 'data-view': 'btn-simple' });
    await userEvent.dblClick(addButton(element));
    await waitFor(() => expect(addButton(element, 'Added to Cart')).toBeInTheDocument());
    expect(addBodies()).toHaveLength(1);
    expect(state.cart.lines.find((line) => line.webSku === 'C45036')?.quantity).toBe(1);
  });

  it('ignores clicks on the busy control, even ones that are not part of a double click', async () => {
    injectFault({ method: 'POST', path: CART_ADD_PATHS.item, latencyMs: 150 });
    const element = await mountElement('add-to-cart', { 'data-websku': 'C45036', 'data-view': 'legacy-btn' });
    fireEvent.click(addButton(element));
    await waitFor(() => expect(addButton(element)).toHaveAttribute('aria-busy', 'true'));
    fireEvent.click(addButton(element));
    fireEvent.click(addButton(element));
    await waitFor(() => expect(addButton(element, 'Added to Cart')).toBeInTheDocument());
    expect(addBodies()).toHaveLength(1);
  });

  it('sends one idempotency key per click', async () => {
    const element = await mountElement('add-to-cart', { 'data-websku': 'C45036', 'data-view': 'btn-simple' });
    await userEvent.click(addButton(element));
    await waitFor(() => expect(addButton(element, 'Added to Cart')).toBeInTheDocument());
    await userEvent.click(addButton(element, 'Added to Cart'));
    await waitFor(() => expect(addBodies()).toHaveLength(2));
    const keys = Object.keys(state.cartAddReplies);
    expect(keys).toHaveLength(2);
    expect(state.cart.lines.find((line) => line.webSku === 'C45036')?.quantity).toBe(2);
  });
});

describe('<add-to-cart> multi-item views', () => {
  it("adds every complete 'sku=x|qty=n' pair at once and shows '*Items added to cart'", async () => {
    const itemAdded = listen('shop:item-added');
    const element = await mountElement('add-to-cart', {
      'data-view': 'multi-item-add-btn',
      'multi-item-add-btn': 'sku=C45036|qty=2&sku=|qty=1&sku=TS32|qty=3&qty=4',
    });
    const button = addButton(element, /Add All to Cart/);
    expect(button).toHaveTextContent('Add All to Cart (5 items)');
    await userEvent.click(button);
    expect(await shadow(element).findByText('*Items added to cart')).toBeVisible();
    expect(recordedRequests({ path: CART_ADD_PATHS.multiple }).map((call) => call.body)).toEqual([
      { multiProductValue: 'sku=C45036|qty=2&sku=TS32|qty=3', webSku: '' },
    ]);
    expect(itemAdded.details()).toEqual([
      { webSku: 'C45036', quantity: 2 },
      { webSku: 'TS32', quantity: 3 },
    ]);
    expect(cartStore.getState().lastAdded).toHaveLength(2);
    itemAdded.stop();
  });

  it('the product view lists the product first with the parts that go with it', async () => {
    const element = await mountElement('add-to-cart', {
      'data-view': 'multi-item-add-btn-product',
      'data-websku': 'C13130',
      'multi-item-add-btn': 'sku=C45036|qty=1&sku=TS32|qty=1',
    });
    const items = within(shadow(element).getByRole('list', { name: 'Parts added together' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'Part C13130Qty 1',
      'Part C45036Qty 1',
      'Part TS32Qty 1',
    ]);
    await userEvent.click(addButton(element, 'Add 3 Items to Cart'));
    expect(await shadow(element).findByText('*Items added to cart')).toBeInTheDocument();
    expect(recordedRequests({ path: CART_ADD_PATHS.multiple })[0]?.body).toEqual({
      multiProductValue: 'sku=C13130|qty=1&sku=C45036|qty=1&sku=TS32|qty=1',
      webSku: 'C13130',
    });
  });

  it('says there is nothing to add when no pair is complete', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = await mountElement('add-to-cart', {
      'data-view': 'multi-item-add-btn',
      'multi-item-add-btn': 'sku=|qty=2',
    });
    expect(shadow(element).getByText('No items to add')).toBeInTheDocument();
    expect(addButton(element, /Add All to Cart/)).toBeDisabled();
  });

  it("shows 'Error adding to cart' when one of the products is refused", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = await mountElement('add-to-cart', {
      'data-view': 'multi-item-add-btn',
      'multi-item-add-btn': 'sku=C45036|qty=1&sku=GONE|qty=1',
    });
    await userEvent.click(addButton(element, /Add All to Cart/));
    expect(await shadow(element).findByRole('alert')).toHaveTextContent('Error adding to cart');
    expect(shadow(element).queryByText('*Items added to cart')).toBeNull();
  });
});

describe('<add-to-cart> views', () => {
  it.each(ADD_TO_CART_VIEWS.filter((view) => !view.startsWith('multi-item')))(
    '%s renders its own look with a button named Add to Cart',
    async (view) => {
      const element = await mountElement('add-to-cart', { 'data-websku': 'C45036', 'data-view': view });
      expect(element.shadowRoot?.querySelector(`.shop-atc--${view}`)).not.toBeNull();
      expect(addButton(element, 'Add to Cart')).toBeInTheDocument();
    },
  );

  it("the icon views show the default message 'Items added to cart'", async () => {
    for (const view of ['btn-mini', 'btn-mini-plus', 'legacy-btn-round']) {
      const element = await mountElement('add-to-cart', { 'data-websku': 'C45036', 'data-view': view });
      await userEvent.click(addButton(element, 'Add to Cart'));
      expect(await shadow(element).findByText('Items added to cart')).toBeVisible();
      element.remove();
    }
  });

  it('the mini views use the cart icon under imageBaseUrl', async () => {
    const element = await mountElement('add-to-cart', {
      'data-websku': 'C45036',
      'data-view': 'btn-mini-plus',
      imageBaseUrl: 'https://img.example/assets',
    });
    expect(element.shadowRoot?.querySelector('img')).toHaveAttribute(
      'src',
      'https://img.example/assets/icons/cart.svg',
    );
  });
});

describe('<add-to-cart> skus and side bar', () => {
  it("strips the '-like new' suffix from the added skus", async () => {
    const itemAdded = listen('shop:item-added');
    const element = await mountElement('add-to-cart', { 'data-websku': 'C13130-like new' });
    await userEvent.click(addButton(element));
    await waitFor(() => expect(itemAdded.details()).toHaveLength(1));
    expect(addBodies()[0]).toMatchObject({ webSku: 'C13130-like new' });
    expect(itemAdded.details()).toEqual([{ webSku: 'C13130', quantity: 1 }]);
    expect(cartStore.getState().lastAdded).toEqual([{ webSku: 'C13130', quantity: 1 }]);
    itemAdded.stop();
  });

  it('on a saved product list (isFavoriteProductAddToCart) the side bar does not switch views', async () => {
    const element = await mountElement('add-to-cart', {
      'data-websku': 'C45036',
      isFavoriteProductAddToCart: '',
      'data-view': 'btn-simple',
    });
    await userEvent.click(addButton(element));
    await waitFor(() => expect(addButton(element, 'Added to Cart')).toBeInTheDocument());
    expect(sidebarStore.getState().showSideBar).toBe(false);
  });
});

describe('<add-to-cart> saving to a list (dealers)', () => {
  it("opens the side bar's saved-list view for a dealer with the toggle on", async () => {
    setRole('dealer');
    const opened = listen('shop:cart-open');
    const element = await mountElement('add-to-cart', { 'data-websku': 'C13130', showFavoriteProduct: '' });
    await userEvent.click(await shadow(element).findByRole('button', { name: 'Save to List' }));
    expect(sidebarStore.getState()).toMatchObject({
      showSideBar: true,
      loadAddedToSavedList: true,
      cartView: 'saved-list',
    });
    expect(opened.details()[0]).toMatchObject({
      view: 'saved-list',
      items: [{ webSku: 'C13130', quantity: 1, source: 'product' }],
    });
    opened.stop();
  });

  it('trusts data-installer-id without a session lookup', async () => {
    const element = await mountElement('add-to-cart', {
      'data-websku': 'C13130',
      showFavoriteProduct: '',
      'data-installer-id': '4711',
    });
    expect(await shadow(element).findByRole('button', { name: 'Save to List' })).toBeInTheDocument();
    expect(recordedRequests({ path: '/api/installers/login' })).toEqual([]);
  });

  it('is not offered to shoppers, nor with the toggle off, nor without showFavoriteProduct', async () => {
    const shopper = await mountElement('add-to-cart', { 'data-websku': 'C13130', showFavoriteProduct: '' });
    await waitFor(() => expect(recordedRequests({ path: '/api/installers/login' })).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shadow(shopper).queryByRole('button', { name: 'Save to List' })).toBeNull();
  });

  it('is not offered with the saved-product-list toggle off', async () => {
    seedFakeShop({ featureToggles: { 'saved-product-list': false } });
    const element = await mountElement('add-to-cart', {
      'data-websku': 'C13130',
      showFavoriteProduct: '',
      'data-installer-id': '4711',
    });
    await waitFor(() =>
      expect(recordedRequests({ path: '/api/featuretoggles/saved-product-list' })).toHaveLength(1),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shadow(element).queryByRole('button', { name: 'Save to List' })).toBeNull();
  });

  it('looks nothing up when the page does not ask for the control', async () => {
    setRole('dealer');
    const element = await mountElement('add-to-cart', { 'data-websku': 'C13130' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shadow(element).queryByRole('button', { name: 'Save to List' })).toBeNull();
    expect(recordedRequests({ method: 'GET' })).toEqual([]);
  });
});
