import type { MouseEvent } from 'react';
import type { MultiItem } from '../../../api/cart-add';
import type { AddControl, AddStatus } from './use-add-action';
import type { AttributeSelection } from './use-product-attributes';
import type { AddToCartViewName } from './view-names';
import { BtnMiniView } from './views/btn-mini';
import { BtnMiniPlusView } from './views/btn-mini-plus';
import { BtnSimpleView } from './views/btn-simple';
import { CorePrimarySmallView } from './views/core-primary-small';
import { FullView } from './views/full';
import { FullModernView } from './views/full-modern';
import { FullSlimView } from './views/full-slim';
import { LegacyBtnView } from './views/legacy-btn';
import { LegacyBtnQtyView } from './views/legacy-btn-qty';
import { LegacyBtnRoundView } from './views/legacy-btn-round';
import { MultiItemAddBtnView } from './views/multi-item-add-btn';
import { MultiItemAddBtnProductView } from './views/multi-item-add-btn-product';

export interface AddToCartViewProps {
  view: AddToCartViewName;
  webSku: string;
  status: AddStatus;
  /** The control of this element that started the last add. */
  activeControl: AddControl;
  /** Another add on the page is running. */
  blocked: boolean;
  /** Something to add: a sku, or at least one complete pair for the multi-item views. */
  canAdd: boolean;
  addedMessage: string;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  /** Unit price with the chosen options; null when the page gave no price. */
  unitPrice: number | null;
  optionsPrice: number;
  attributes: Pick<AttributeSelection, 'groups' | 'values' | 'problems' | 'problemAttempt' | 'commit'>;
  casePackQuantity: number;
  showCasePack: boolean;
  multiItems: MultiItem[];
  iconUrl: string;
  canSaveToList: boolean;
  onSaveToList: () => void;
  onAdd: (event: MouseEvent) => void;
  onAddCasePack: (event: MouseEvent) => void;
}

const VIEWS = {
  full: FullView,
  'full-slim': FullSlimView,
  'full-modern': FullModernView,
  'legacy-btn': LegacyBtnView,
  'legacy-btn-round': LegacyBtnRoundView,
  'legacy-btn-qty': LegacyBtnQtyView,
  'btn-mini-plus': BtnMiniPlusView,
  'btn-mini': BtnMiniView,
  'multi-item-add-btn': MultiItemAddBtnView,
  'multi-item-add-btn-product': MultiItemAddBtnProductView,
  'btn-simple': BtnSimpleView,
  'core-primary-small': CorePrimarySmallView,
} satisfies Record<AddToCartViewName, (props: AddToCartViewProps) => unknown>;

/** Renders the chosen view; the state is visible as `data-state` (idle, adding, added, failed). */
export function AddToCartView(props: AddToCartViewProps) {
  const View = VIEWS[props.view];
  return (
    <div
      className={`shop-atc shop-atc--${props.view}`}
      part="root"
      data-view={props.view}
      data-state={props.status}
    >
      <View {...props} />
    </div>
  );
}
