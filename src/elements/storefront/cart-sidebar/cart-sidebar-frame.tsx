import { Suspense, useEffect } from 'react';
import { LoadingBar } from '../../../ui/loading/loading';
import { preloadFocusTrap } from '../../../ui/shared/keep-focus-inside';
import { lazyPart, prefetchOnIntent } from '../../../ui/shared/lazy-part';
import { CART_LINK_TAGS } from '../../shared/open-cart';
import { CartSidebarView } from './cart-sidebar';
import type { CartSidebarModel } from './use-cart-sidebar';
import type { SidebarContentProps } from './views/sidebar-content';

/**
 * The side bar's contents (the cart, added-to-cart, saved-list and checkout views with their
 * controllers) load on intent: a pointer over or focus on a cart link, an add to cart starting
 * (it opens the added-to-cart view), or the first open. The closed side bar needs none of it.
 */
export const sidebarContent = lazyPart<SidebarContentProps>(
  () =>
    Promise.all([import('./views/sidebar-content'), preloadFocusTrap()]).then(
      ([module]) => module.SidebarContent,
    ),
  'the cart side bar content',
);

/** The frame with the content of the view shown. */
export function CartSidebarFrame({
  open,
  view,
  label,
  direction,
  width,
  duration,
  onClose,
  onViewCart,
}: CartSidebarModel) {
  useEffect(
    () =>
      prefetchOnIntent(sidebarContent.prefetch, {
        tags: CART_LINK_TAGS,
        windowEvents: ['shop:cart-add-started'],
      }),
    [],
  );
  return (
    <CartSidebarView
      open={open}
      label={label}
      viewKey={view ?? 'none'}
      direction={direction}
      width={width}
      duration={duration}
      onClose={onClose}
    >
      {view && (
        <Suspense fallback={<LoadingBar />}>
          <sidebarContent.Part view={view} onClose={onClose} onViewCart={onViewCart} />
        </Suspense>
      )}
    </CartSidebarView>
  );
}
