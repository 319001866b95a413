import { CartSidebarView } from './cart-sidebar';
import type { CartSidebarModel } from './use-cart-sidebar';
import { SidebarContent } from './views/sidebar-content';

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
      {view && <SidebarContent view={view} onClose={onClose} onViewCart={onViewCart} />}
    </CartSidebarView>
  );
}
