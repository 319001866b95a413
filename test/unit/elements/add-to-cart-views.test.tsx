import { render, screen } from '@testing-library/react';
import {
  AddToCartView,
  type AddToCartViewProps,
} from '../../../src/elements/storefront/add-to-cart/add-to-cart';
import { ADD_TO_CART_TEXTS } from '../../../src/elements/storefront/add-to-cart/texts';
import {
  ADD_TO_CART_VIEWS,
  type AddToCartViewName,
} from '../../../src/elements/storefront/add-to-cart/view-names';

function props(view: AddToCartViewName, overrides: Partial<AddToCartViewProps> = {}): AddToCartViewProps {
  const multi = view.startsWith('multi-item');
  return {
    view,
    webSku: 'C45036',
    status: 'idle',
    activeControl: 'main',
    blocked: false,
    canAdd: true,
    addedMessage: ADD_TO_CART_TEXTS.itemsAdded,
    quantity: 1,
    onQuantityChange: () => {},
    unitPrice: 32.84,
    optionsPrice: 0,
    attributes: { groups: [], values: {}, problems: {}, problemAttempt: 0, commit: () => {} },
    casePackQuantity: 1,
    showCasePack: false,
    multiItems: multi ? [{ webSku: 'C45036', quantity: 2 }] : [],
    iconUrl: '/images/icons/cart.svg',
    canSaveToList: false,
    onSaveToList: () => {},
    onAdd: () => {},
    onAddCasePack: () => {},
    ...overrides,
  };
}

const mainButton = () =>
  screen.getAllByRole('button').find((button) => button.getAttribute('part') === 'button');

describe.each(ADD_TO_CART_VIEWS)('the %s view', (view) => {
  it('shows the adding control busy but focusable', () => {
    render(<AddToCartView {...props(view, { status: 'adding' })} />);
    expect(mainButton()).toHaveAttribute('aria-busy', 'true');
    expect(mainButton()).toHaveAttribute('aria-disabled', 'true');
    expect(mainButton()).toBeEnabled();
    // Only the outcome is announced: one polite message per cart change.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('disables its button while another add runs', () => {
    render(<AddToCartView {...props(view, { blocked: true })} />);
    expect(mainButton()).toBeDisabled();
  });

  it('announces the added message', () => {
    render(<AddToCartView {...props(view, { status: 'added', addedMessage: 'Items added to cart' })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Items added to cart');
    expect(mainButton()).toHaveAttribute('data-state', 'added');
  });

  it("shows 'Error adding to cart' as an alert", () => {
    render(<AddToCartView {...props(view, { status: 'failed' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Error adding to cart$/);
  });

  it('offers the save-to-list control only in the full views', () => {
    render(<AddToCartView {...props(view, { canSaveToList: true })} />);
    const offered = screen.queryByRole('button', { name: 'Save to List' }) !== null;
    expect(offered).toBe(['full', 'full-slim', 'full-modern'].includes(view));
  });
});

describe('the full view', () => {
  it('offers the case pack with its price when asked to', () => {
    render(<AddToCartView {...props('full', { showCasePack: true, casePackQuantity: 12 })} />);
    expect(screen.getByRole('button', { name: /Add Case of 12/ })).toHaveTextContent(
      'Add Case of 12 · $394.08',
    );
  });

  it('disables the case-pack button while the main button adds', () => {
    render(
      <AddToCartView {...props('full', { showCasePack: true, casePackQuantity: 12, status: 'adding' })} />,
    );
    expect(screen.getByRole('button', { name: /Add Case of 12/ })).toBeDisabled();
  });
});
