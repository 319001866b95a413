import { fetchCartDetails } from '../../../../api/cart';
import { fetchCartDeliveryEstimate, type ShippingMethod } from '../../../../api/shipping';
import { formatPrice } from '../../../../core/format';

/** What a fast payment charges for before shipping and tax: the cart's total and its lines by sku. */
export interface CartForPayment {
  total: number;
  quantities: Record<string, number>;
  /** The cart's item count, to tell a `shop:cart-updated` that changed the cart from one that only reports it. */
  itemCount: number;
}

export async function loadCartForPayment(): Promise<CartForPayment> {
  const cart = await fetchCartDetails();
  const quantities: Record<string, number> = {};
  for (const item of cart.items) quantities[item.webSku] = (quantities[item.webSku] ?? 0) + item.quantity;
  return { total: cart.cartTotal, quantities, itemCount: cart.TotalCartItemQuantity };
}

/** The cart's shipping methods to a postal code (cheapest first), as the checkout's shipping step offers them. */
export async function shippingMethodsTo(cart: CartForPayment, postalCode: string): Promise<ShippingMethod[]> {
  const zipCode = postalCode.trim();
  if (zipCode === '') return [];
  const estimate = await fetchCartDeliveryEstimate({ webSkuQuantities: cart.quantities, zipCode });
  return estimate.shipmentMethods;
}

/** A method's price: the discounted rate where there is one. */
export function shippingPrice(method: ShippingMethod): number {
  return method.discountedShippingRate ?? method.rate;
}

/** How a method reads in a payment sheet: its title (or code) and price ('Free' at 0, storefront §9). */
export function shippingLabel(method: ShippingMethod): { label: string; detail: string } {
  const price = shippingPrice(method);
  return {
    label: method.shipmentTitleGeneric?.trim() || method.code,
    detail: price === 0 ? 'Free' : formatPrice(price),
  };
}

/** Money as the payment sheets want it: a string with two decimals. */
export const amount = (value: number) => (Math.round(value * 100) / 100).toFixed(2);
