import { useStore } from 'zustand';
import { connect } from '../../../../core/connect';
import { useComponentStyles } from '../../../../core/widget-context';
import { savedListsStore } from '../../../../stores/saved-lists';
import type { SidebarView } from '../../../../stores/sidebar';
import { AddedToCartView } from './added-to-cart';
import { CartTabsView } from './cart-tabs';
import { CheckoutOptionsView } from './checkout-options';
import { NewSavedListView } from './new-saved-list';
import { SaveToListView } from './save-to-list';
import { sidebarContentStyles } from './sidebar-content.styles';
import { useAddedToCart } from './use-added-to-cart';
import { useCartTabs } from './use-cart-tabs';
import { useCheckoutOptions } from './use-checkout-options';
import { useNewSavedList } from './use-new-saved-list';
import { useSaveToList } from './use-save-to-list';

const AddedToCart = connect(AddedToCartView, useAddedToCart, 'AddedToCart');
const CartTabs = connect(CartTabsView, useCartTabs, 'CartTabs');
const SaveToList = connect(SaveToListView, useSaveToList, 'SaveToList');
const NewSavedList = connect(NewSavedListView, useNewSavedList, 'NewSavedList');
const CheckoutOptions = connect(CheckoutOptionsView, useCheckoutOptions, 'CheckoutOptions');

export { SIDEBAR_LABELS } from '../sidebar-labels';

export interface SidebarContentProps {
  view: SidebarView;
  onClose: () => void;
  onViewCart: () => void;
}

/** One of the side bar's contents (storefront §2): each view has its own controller. */
export function SidebarContent({ view, onClose, onViewCart }: SidebarContentProps) {
  useComponentStyles(sidebarContentStyles, 'cart-sidebar-content');
  // Each command to save starts the saved-list views afresh, even while one is showing.
  const requestNumber = useStore(savedListsStore, (state) => state.requestNumber);
  switch (view) {
    case 'added-to-cart':
      return <AddedToCart onClose={onClose} onViewCart={onViewCart} />;
    case 'saved-list':
      return <SaveToList key={requestNumber} onClose={onClose} />;
    case 'new-saved-list':
      return <NewSavedList key={requestNumber} onClose={onClose} />;
    case 'checkout-options':
      return <CheckoutOptions onClose={onClose} />;
    default:
      return <CartTabs onClose={onClose} />;
  }
}
