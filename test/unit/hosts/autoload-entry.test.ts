import { waitFor } from '@testing-library/react';

describe('shop-widgets/autoload', () => {
  it('defines nothing up front, then a tag the first time it appears, and only that tag', async () => {
    await import('../../../src/autoload');
    expect(customElements.get('payment-icons')).toBeUndefined();

    document.body.append(document.createElement('payment-icons'));
    await waitFor(() => expect(customElements.get('payment-icons')).toBeDefined(), { timeout: 5000 });
    expect(customElements.get('add-to-cart')).toBeUndefined();
    expect(customElements.get('cart-sidebar')).toBeUndefined();
  });
});
