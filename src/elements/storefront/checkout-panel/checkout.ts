import { refreshCartItems } from '../../../api/cart';
import { fetchLoggedInInstaller, setViewAsCustomer } from '../../../api/installers';
import { getConfig } from '../../../core/config';
import { newIdempotencyKey } from '../../../core/http';
import { cartStore, settleCartChanges, visibleCartItems } from '../../../stores/cart';
import { reportCartLines } from '../../../stores/cart-analytics';
import { navigation } from './navigation';

/** Where Checkout goes (storefront §2: "/checkout: full page load, from the checkout panel"). */
export function checkoutUrl(): string {
  return `${getConfig().siteRoot}checkout`;
}

/**
 * Checkout (storefront §4 "Dealer view", §8): looks the installer up; a dealer viewing the shop as a
 * customer is switched out of it first (PUT /api/installers/view-as-customer/false), and when the
 * server answers truthy the cart items are refreshed (PUT /api/cart/refresh-cart-items) so they
 * carry dealer prices. Then a full page load of /checkout. Nothing stops the shopper there: a failed
 * lookup, switch or refresh (logged by the http layer) still goes to /checkout. Quantity changes
 * still waiting for their quiet period are sent first.
 */
export async function startCheckout(): Promise<void> {
  // A quantity change still in its 500 ms quiet period goes to the server first.
  await settleCartChanges();
  try {
    const login = await fetchLoggedInInstaller();
    const details = login.installerDetails;
    if (login.success && details && details.dealerInstallerId > 0 && details.viewAsCustomer) {
      const switched = await setViewAsCustomer(false, newIdempotencyKey());
      if (switched) await refreshCartItems(newIdempotencyKey());
    }
  } catch {
    // Already logged by the http layer; the browser goes to /checkout anyway.
  }
  // The page's tags get begin_checkout before the page unloads; a slow toggle lookup never holds it up.
  await Promise.race([
    reportCartLines('begin_checkout', visibleCartItems(cartStore.getState())),
    new Promise((done) => setTimeout(done, 1_000)),
  ]);
  navigation.navigate(checkoutUrl());
}
