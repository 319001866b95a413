import { within } from '@testing-library/react';
import { defineWidget } from '../../../src/core/define-widget';
import { paymentIconsDefinition } from '../../../src/elements/storefront/payment-icons/payment-icons.element';
import { isPaypalFlow } from '../../../src/elements/storefront/payment-icons/use-payment-icons';
import { mountElement, renderedNodes, settle } from '../../helpers/elements';

defineWidget(paymentIconsDefinition);

afterEach(() => history.replaceState(null, '', '/'));

describe('<payment-icons>', () => {
  it("shows 'Payment options in checkout' and the icons in the spec's order", async () => {
    const element = await mountElement('payment-icons');
    const strip = within(element.shadowRoot as unknown as HTMLElement);
    expect(strip.getByText('Payment options in checkout')).toBeVisible();
    const names = strip.getAllByRole('img').map((icon) => icon.getAttribute('aria-label'));
    expect(names).toEqual([
      'Apple Pay',
      'Google Pay',
      'PayPal',
      'Mastercard',
      'Visa',
      'American Express',
      'Discover',
      'More payment options',
    ]);
    expect(strip.getByRole('region', { name: 'Payment options in checkout' })).toBeInTheDocument();
  });

  it('is hidden when the query parameter paypalflow equals true', async () => {
    history.replaceState(null, '', '/checkout/payment?paypalflow=true');
    const element = document.createElement('payment-icons');
    document.body.append(element);
    await settle(50);
    expect(renderedNodes(element)).toHaveLength(0);
  });

  it('reads paypalflow exactly', () => {
    expect(isPaypalFlow('?paypalflow=true')).toBe(true);
    expect(isPaypalFlow('?paypalflow=TRUE')).toBe(true);
    expect(isPaypalFlow('?paypalflow=false')).toBe(false);
    expect(isPaypalFlow('?paypalflow=1')).toBe(false);
    expect(isPaypalFlow('?other=true')).toBe(false);
  });
});
