import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CART_ADD_PATHS } from '../../src/api/cart-add';
import {
  ADD_TO_CART_VIEWS,
  type AddToCartViewName,
} from '../../src/elements/storefront/add-to-cart/view-names';
import { injectFault } from '../../src/mocks/controls';
import { findProduct } from '../../src/mocks/data/products';

/**
 * `<add-to-cart>`: the add-to-cart control in its twelve views, on the fake shop. The states that
 * follow a click (adding, added, error, a missing required choice, another add running) click in
 * their play function.
 */

const brakeControllerAttributes = JSON.stringify(findProduct('90195')?.attributes ?? []);

const everyAttributeType = JSON.stringify([
  {
    attributeCode: 'engrave',
    attributeType: 'text',
    prompt: 'Engraving (up to 12 letters)',
    price: 5,
    lineAttributes: [],
  },
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
    prompt: 'Add a locking hitch pin (+$29.95)',
    price: 29.95,
    lineAttributes: [],
  },
  {
    attributeCode: 'finish',
    attributeType: 'radio',
    prompt: 'Finish',
    price: 0,
    lineAttributes: [
      { lineAttributeCode: 'black', linePrompt: 'Black powder coat', linePrice: 0, attributeType: 'radio' },
      {
        lineAttributeCode: 'chrome',
        linePrompt: 'Chrome (+$12.50)',
        linePrice: 12.5,
        attributeType: 'radio',
      },
    ],
  },
  {
    attributeCode: 'kit',
    attributeType: 'template',
    prompt: 'Installation kit',
    price: 0,
    lineAttributes: [
      { lineAttributeCode: 'short', linePrompt: 'Short bolts', linePrice: 0, attributeType: 'select' },
      { lineAttributeCode: 'long', linePrompt: 'Long bolts (+$3.00)', linePrice: 3, attributeType: 'select' },
      { lineAttributeCode: 'wax', linePrompt: 'Frame wax (+$2.00)', linePrice: 2, attributeType: 'checkbox' },
    ],
  },
]);

interface Args {
  view: AddToCartViewName;
  webSku: string;
  price: number;
  qty: string;
  casePackQuantity: string;
  attribute: string;
  multiItems: string;
  showFavoriteProduct: boolean;
}

/** The add button of the first add-to-cart in the story, once it has rendered. */
async function addButton(canvasElement: HTMLElement, index = 0): Promise<HTMLButtonElement> {
  return waitFor(() => {
    const element = canvasElement.querySelectorAll('add-to-cart')[index];
    const button = element?.shadowRoot?.querySelector<HTMLButtonElement>('button[part="button"]');
    if (!button) throw new Error('add-to-cart has not rendered');
    return button;
  });
}

function shadowOf(canvasElement: HTMLElement, index = 0) {
  return within(canvasElement.querySelectorAll('add-to-cart')[index]?.shadowRoot as unknown as HTMLElement);
}

const meta = {
  title: 'Storefront/Add to cart',
  tags: ['autodocs'],
  args: {
    view: 'full',
    webSku: 'C13130',
    price: 219.9,
    qty: '1',
    casePackQuantity: '1',
    attribute: '',
    multiItems: '',
    showFavoriteProduct: false,
  },
  argTypes: {
    view: { name: 'data-view', control: 'select', options: ADD_TO_CART_VIEWS },
    webSku: { name: 'data-websku', control: 'text' },
    price: { control: 'number' },
    qty: { name: 'data-qty', control: 'text' },
    casePackQuantity: { name: 'data-case-pack-quantity', control: 'text' },
    attribute: { name: 'data-attribute', control: 'text' },
    multiItems: { name: 'multi-item-add-btn', control: 'text' },
    showFavoriteProduct: { control: 'boolean' },
  },
  render: (args) => (
    <add-to-cart
      data-view={args.view}
      data-websku={args.webSku}
      price={args.price}
      data-qty={args.qty}
      data-case-pack-quantity={args.casePackQuantity}
      data-attribute={args.attribute || undefined}
      multi-item-add-btn={args.multiItems || undefined}
      showFavoriteProduct={args.showFavoriteProduct}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---- The twelve views

export const Full: Story = {};
export const FullSlim: Story = { args: { view: 'full-slim' } };
export const FullModern: Story = { args: { view: 'full-modern' } };
export const LegacyBtn: Story = { args: { view: 'legacy-btn' } };
export const LegacyBtnRound: Story = { args: { view: 'legacy-btn-round' } };
export const LegacyBtnQty: Story = { args: { view: 'legacy-btn-qty' } };
export const BtnMiniPlus: Story = { args: { view: 'btn-mini-plus' } };
export const BtnMini: Story = { args: { view: 'btn-mini' } };
export const BtnSimple: Story = { args: { view: 'btn-simple' } };
export const CorePrimarySmall: Story = { args: { view: 'core-primary-small' } };
export const MultiItemAddBtn: Story = {
  args: { view: 'multi-item-add-btn', webSku: '', multiItems: 'sku=C45036|qty=1&sku=TS32|qty=2&sku=|qty=4' },
};
export const MultiItemAddBtnProduct: Story = {
  args: { view: 'multi-item-add-btn-product', multiItems: 'sku=C45036|qty=1&sku=TS32|qty=1' },
};

// ---- Product set-ups

export const CasePack: Story = {
  name: 'Full view with a case pack',
  args: { webSku: 'PK12704', price: 16.95, casePackQuantity: '12' },
};

export const WithAttributes: Story = {
  name: 'Product attributes (required select)',
  args: { webSku: '90195', price: 139.95, attribute: brakeControllerAttributes },
};

export const EveryAttributeType: Story = {
  name: 'Every attribute type',
  args: { view: 'full-modern', price: 219.9, attribute: everyAttributeType },
};

export const DealerSaveToList: Story = {
  name: 'Dealer: save to list',
  args: { showFavoriteProduct: true },
  globals: { role: 'dealer' },
};

// ---- States after a click

export const Adding: Story = {
  name: 'Adding (slow network)',
  loaders: [async () => injectFault({ method: 'POST', path: CART_ADD_PATHS.item, latencyMs: Infinity })],
  play: async ({ canvasElement }) => {
    const button = await addButton(canvasElement);
    button.click();
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

export const Added: Story = {
  play: async ({ canvasElement }) => {
    (await addButton(canvasElement)).click();
    await waitFor(() =>
      expect(shadowOf(canvasElement).getByRole('button', { name: 'Added to Cart' })).toBeVisible(),
    );
  },
};

export const MultiItemAdded: Story = {
  name: 'Multi-item: items added',
  args: MultiItemAddBtn.args,
  play: async ({ canvasElement }) => {
    (await addButton(canvasElement)).click();
    await waitFor(() => expect(shadowOf(canvasElement).getByText('*Items added to cart')).toBeVisible());
  },
};

export const ErrorAddingToCart: Story = {
  name: 'Error adding to cart',
  loaders: [async () => injectFault({ method: 'POST', path: CART_ADD_PATHS.item, status: 500 })],
  play: async ({ canvasElement }) => {
    (await addButton(canvasElement)).click();
    await waitFor(() =>
      expect(shadowOf(canvasElement).getByRole('alert')).toHaveTextContent('Error adding to cart'),
    );
  },
};

export const RequiredChoiceMissing: Story = {
  name: 'Required choice missing',
  args: WithAttributes.args,
  play: async ({ canvasElement }) => {
    (await addButton(canvasElement)).click();
    await waitFor(() =>
      expect(
        shadowOf(canvasElement).getByText('Please select an option for Vehicle wiring adapter.'),
      ).toBeVisible(),
    );
  },
};

export const AnotherAddRunning: Story = {
  name: 'Another add on the page is running',
  loaders: [async () => injectFault({ method: 'POST', path: CART_ADD_PATHS.item, latencyMs: Infinity })],
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'flex-start' }}>
      <add-to-cart data-view="core-primary-small" data-websku="C45036" />
      <add-to-cart data-view="core-primary-small" data-websku="TS32" />
      <add-to-cart data-view="btn-mini-plus" data-websku="PK12704" />
      <add-to-cart data-view="legacy-btn" data-websku="C13130" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    (await addButton(canvasElement, 0)).click();
    await waitFor(async () => expect(await addButton(canvasElement, 1)).toBeDisabled());
  },
};

export const Mobile: Story = {
  args: { webSku: 'PK12704', price: 16.95, casePackQuantity: '12', showFavoriteProduct: true },
  globals: { viewport: { value: 'mobile', isRotated: false }, role: 'dealer' },
};
