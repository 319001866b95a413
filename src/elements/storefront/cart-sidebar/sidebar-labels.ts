import type { SidebarView } from '../../../stores/sidebar';

/** The accessible name of the side bar for each view. */
export const SIDEBAR_LABELS: Record<SidebarView, string> = {
  cart: 'Cart',
  'install-requests': 'Cart and install requests',
  'added-to-cart': 'Added to Cart',
  'saved-list': 'Save to List',
  'new-saved-list': 'Create New List',
  'checkout-options': 'Checkout Options',
};
