import type { MouseEvent } from 'react';
import type { MultiItem } from '../../../api/cart-add';
import { useComponentStyles } from '../../../core/widget-context';
import type { AddControl, AddStatus } from './use-add-action';
import type { AttributeSelection } from './use-product-attributes';
import type { AddToCartViewName } from './view-names';
import { BtnMiniView } from './views/btn-mini';
import { BtnMiniPlusView } from './views/btn-mini-plus';
import { BtnSimpleView } from './views/btn-simple';
import { compactViewStyles } from './views/compact.styles';
import { CorePrimarySmallView } from './views/core-primary-small';
import { FullView } from './views/full';
import { fullModernViewStyles, fullSlimViewStyles, fullViewStyles } from './views/full.styles';
import { FullModernView } from './views/full-modern';
import { FullSlimView } from './views/full-slim';
import { legacyViewStyles } from './views/legacy.styles';
import { LegacyBtnView } from './views/legacy-btn';
import { LegacyBtnQtyView } from './views/legacy-btn-qty';
import { LegacyBtnRoundView } from './views/legacy-btn-round';
import { multiItemViewStyles } from './views/multi-item.styles';
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

/** Each view's CSS, named by the view family that shares it; a shadow root adopts its view's only. */
const VIEW_STYLES = {
  full: ['full', fullViewStyles],
  'full-slim': ['full-slim', fullSlimViewStyles],
  'full-modern': ['full-modern', fullModernViewStyles],
  'legacy-btn': ['legacy', legacyViewStyles],
  'legacy-btn-round': ['legacy', legacyViewStyles],
  'legacy-btn-qty': ['legacy', legacyViewStyles],
  'btn-mini-plus': ['compact', compactViewStyles],
  'btn-mini': ['compact', compactViewStyles],
  'multi-item-add-btn': ['multi-item', multiItemViewStyles],
  'multi-item-add-btn-product': ['multi-item', multiItemViewStyles],
  'btn-simple': ['compact', compactViewStyles],
  'core-primary-small': ['compact', compactViewStyles],
} satisfies Record<AddToCartViewName, [string, string]>;

/** Renders the chosen view; the state is visible as `data-state` (idle, adding, added, failed). */
export function AddToCartView(props: AddToCartViewProps) {
  const View = VIEWS[props.view];
  const [family, css] = VIEW_STYLES[props.view];
  useComponentStyles(css, `add-to-cart-${family}`);
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
