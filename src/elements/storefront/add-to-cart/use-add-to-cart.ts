import { type MouseEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { type MultiItem, normalizeAddQuantity, parseMultiItemValue } from '../../../api/cart-add';
import { getConfig } from '../../../core/config';
import type { Emit } from '../../../core/define-widget';
import { logger } from '../../../core/logger';
import type { AddToCartViewProps } from './add-to-cart';
import { attributeForAdd, optionsPrice, type ProductAttribute } from './product-attributes';
import { ADD_TO_CART_TEXTS } from './texts';
import { type AddControl, useAddAction } from './use-add-action';
import { useProductAttributes } from './use-product-attributes';
import { openSaveToList, useSaveToListAvailable } from './use-save-to-list';
import { type AddToCartViewName, isMultiItemView, showsAddedToCartLabel } from './view-names';

export interface AddToCartProps {
  view: AddToCartViewName;
  websku: string;
  attribute: ProductAttribute[];
  qty: string;
  multiItemAddBtn: string;
  imageBaseUrl: string;
  isproductfitguided: boolean;
  isFavoriteProductAddToCart: boolean;
  showFavoriteProduct: boolean;
  casePackQuantity: string;
  installerId: number;
  price: number;
  emit: Emit<'shop:item-added'>;
}

/** The multi-item views take no product attributes. */
const NO_ATTRIBUTES: ProductAttribute[] = [];

/** The products a multi-item view adds; the product view puts its own product first. */
function multiItemsFor(
  view: AddToCartViewName,
  value: string,
  webSku: string,
  quantity: number,
): MultiItem[] {
  const items = parseMultiItemValue(value);
  if (view !== 'multi-item-add-btn-product' || webSku === '') return items;
  const own = webSku.toLowerCase();
  if (items.some((item) => item.webSku.toLowerCase() === own)) return items;
  return [{ webSku, quantity }, ...items];
}

/** The shop's cart icon under `imageBaseUrl`, or under the page's image base URL when it is empty. */
function cartIconUrl(imageBaseUrl: string): string {
  const base = imageBaseUrl || getConfig().imageBaseUrl;
  return `${base.endsWith('/') ? base : `${base}/`}icons/cart.svg`;
}

function addedMessageFor(view: AddToCartViewName): string {
  if (isMultiItemView(view)) return ADD_TO_CART_TEXTS.multiItemsAdded;
  if (showsAddedToCartLabel(view)) return ADD_TO_CART_TEXTS.addedToCart;
  return ADD_TO_CART_TEXTS.itemsAdded;
}

/** A whole click: the second click of a double click (`detail` 2) is never a second add. */
function isRepeatClick(event: MouseEvent): boolean {
  return event.detail > 1;
}

export function useAddToCart(props: AddToCartProps): AddToCartViewProps {
  const { view, emit } = props;
  const webSku = props.websku.trim();
  const multi = isMultiItemView(view);

  const [quantity, setQuantity] = useState(() => normalizeAddQuantity(props.qty));
  // A new data-qty resets the quantity, during the render (no effect per element on mount).
  const [qtyAttribute, setQtyAttribute] = useState(props.qty);
  if (qtyAttribute !== props.qty) {
    setQtyAttribute(props.qty);
    setQuantity(normalizeAddQuantity(props.qty));
  }

  const casePackQuantity = normalizeAddQuantity(props.casePackQuantity);
  const multiItems = useMemo(
    () => (multi ? multiItemsFor(view, props.multiItemAddBtn, webSku, quantity) : []),
    [multi, view, props.multiItemAddBtn, webSku, quantity],
  );
  const attributes = useProductAttributes(multi ? NO_ATTRIBUTES : props.attribute);
  const action = useAddAction(emit, !props.isFavoriteProductAddToCart);
  const canSaveToList = useSaveToListAvailable(
    props.showFavoriteProduct && !multi && webSku !== '',
    props.installerId,
  );

  const canAdd = multi ? multiItems.length > 0 : webSku !== '';
  useEffect(() => {
    if (canAdd) return;
    logger.warning(
      multi
        ? `<add-to-cart data-view="${view}"> has no complete 'sku=x|qty=n' pair in multi-item-add-btn; its button is disabled`
        : '<add-to-cart> has no data-websku; its button is disabled',
      { source: 'add-to-cart' },
    );
  }, [canAdd, multi, view]);

  const { add } = action;
  const { validate } = attributes;
  const startAdd = useCallback(
    (control: AddControl, addQuantity: number) => {
      if (multi) {
        void add(control, { kind: 'multiple', items: multiItems, webSku });
        return;
      }
      const selected = validate();
      if (!selected) return;
      void add(control, {
        kind: 'single',
        body: {
          webSku,
          quantity: normalizeAddQuantity(addQuantity),
          attribute: attributeForAdd(selected),
          flag: props.isproductfitguided,
        },
      });
    },
    [add, validate, multi, multiItems, webSku, props.isproductfitguided],
  );

  const onAdd = useCallback(
    (event: MouseEvent) => {
      if (!isRepeatClick(event)) startAdd('main', quantity);
    },
    [startAdd, quantity],
  );
  const onAddCasePack = useCallback(
    (event: MouseEvent) => {
      if (!isRepeatClick(event)) startAdd('case-pack', casePackQuantity);
    },
    [startAdd, casePackQuantity],
  );

  return {
    view,
    webSku,
    status: action.status,
    activeControl: action.control,
    blocked: action.blocked,
    canAdd,
    addedMessage: addedMessageFor(view),
    quantity,
    onQuantityChange: (next) => setQuantity(normalizeAddQuantity(next)),
    unitPrice: props.price > 0 ? props.price + optionsPrice(attributes.selected) : null,
    optionsPrice: optionsPrice(attributes.selected),
    attributes,
    casePackQuantity,
    showCasePack: view === 'full' && casePackQuantity > 1,
    multiItems,
    iconUrl: cartIconUrl(props.imageBaseUrl),
    canSaveToList,
    onSaveToList: () => openSaveToList(webSku, quantity),
    onAdd,
    onAddCasePack,
  };
}
