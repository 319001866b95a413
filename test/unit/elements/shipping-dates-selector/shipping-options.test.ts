import type { ShippingMethod } from '../../../../src/api/shipping';
import {
  defaultMethodCode,
  shippingOptions,
} from '../../../../src/elements/storefront/shipping-dates-selector/shipping-options';

const method = (code: string, rate: number, date: string, carrier: string): ShippingMethod => ({
  code,
  rate,
  estimatedDeliveryDate: `${date}T00:00:00`,
  carrier,
});

const methods = [
  method('UPSGND', 0, '2024-03-07', 'UPS'),
  method('FRTLTL', 119, '2024-03-08', 'Freight Shipping'),
  method('ETRLI', 0, '2024-03-08', ''),
  method('UPSNDA', 45.5, '2024-03-05', 'UPS'),
];

describe('shipping dates selector options', () => {
  it('selects the saved code by default, otherwise the first', () => {
    expect(defaultMethodCode(methods, 'UPSNDA')).toBe('UPSNDA');
    expect(defaultMethodCode(methods, 'upsnda')).toBe('UPSNDA');
    expect(defaultMethodCode(methods, 'GONE')).toBe('UPSGND');
    expect(defaultMethodCode(methods, '')).toBe('UPSGND');
    expect(defaultMethodCode([], 'UPSGND')).toBe('');
  });

  it('applies the display rules to each row', () => {
    const options = shippingOptions(methods, 'UPSNDA', new Date(2024, 2, 4));
    expect(
      options.map(({ id, title, subtitle, rightSideText, selected }) => [
        id,
        title,
        subtitle,
        rightSideText,
        selected,
      ]),
    ).toEqual([
      ['UPSGND', 'Thu, Mar 7', 'Delivered by UPS', 'Free', false],
      ['FRTLTL', 'Fri, Mar 8', 'Freight Shipping', '$119.00', false],
      ['ETRLI', 'Local Install', undefined, 'Free', false],
      ['UPSNDA', 'Tomorrow', 'Delivered by UPS', '$45.50', true],
    ]);
  });
});
