import type { HttpHandler } from 'msw';
import * as z from 'zod';
import {
  addCartItemBodySchema,
  addCartItemsBodySchema,
  addMultipleItemsBodySchema,
  CART_ADD_PATHS,
  parseMultiItemValue,
  type SelectedAttribute,
  selectedAttributeSchema,
  stripLikeNewSuffix,
} from '../../api/cart-add';
import { maxQuantityFor } from '../../ui/quantity-selector/quantity';
import { cartItemCount } from '../cart-details';
import { type CartAddResultContract as CartAddResult, cartAddResultContract } from '../contract';
import { findProduct, type Product } from '../data/products';
import { jsonAs, readJsonBody } from '../respond';
import { shopHttp } from '../shop-http';
import { type FakeShopState, state } from '../state';

type CartItemAdded = CartAddResult['cartItemsAdded'][number];

/**
 * Adding to the cart: POST /api/cart/item, POST /api/cart/items and the multi-item add
 * (`CART_ADD_PATHS.multiple`). Each add is all or nothing: an unknown sku, a missing required option
 * or a quantity above the maximum refuses the whole add with `success: false` and an `err` text
 * (the widget shows its own message, never this one). The same sku with the same options merges into
 * one line. An `idempotency-key` header that was seen before gets the first answer again, so a
 * retried add never adds twice.
 */

/** A line to add, checked against the catalogue. */
interface PlannedLine {
  product: Product;
  quantity: number;
  /** Canonical JSON of the selected attributes, null when none. */
  attribute: string | null;
}

class Refusal extends Error {}

const selectedAttributesSchema = z.array(selectedAttributeSchema);

function parseSelection(attribute: string | null | undefined): SelectedAttribute[] {
  if (!attribute || attribute.trim() === '') return [];
  let raw: unknown;
  try {
    raw = JSON.parse(attribute);
  } catch {
    throw new Refusal('The selected options could not be read.');
  }
  const parsed = selectedAttributesSchema.safeParse(raw);
  if (!parsed.success) throw new Refusal('The selected options could not be read.');
  return parsed.data;
}

/**
 * Checks the selection against the product's attributes (codes known, every select-type attribute
 * chosen) and gives it back in one canonical form, with the catalogue's prices.
 */
function canonicalAttribute(product: Product, attribute: string | null | undefined): string | null {
  const selection = parseSelection(attribute);
  const canonical: SelectedAttribute[] = [];
  for (const selected of selection) {
    const known = product.attributes.find((candidate) => candidate.attributeCode === selected.attributeCode);
    if (!known) throw new Refusal(`${product.webSku} has no option "${selected.attributeCode}".`);
    const hasChoices = known.lineAttributes.length > 0 && known.attributeType !== 'checkbox';
    const choice = known.lineAttributes.find((line) => line.lineAttributeCode === selected.optionCode);
    if (hasChoices && !choice) {
      throw new Refusal(`"${selected.optionCode ?? ''}" is not a choice of "${known.prompt}".`);
    }
    canonical.push({
      attributeCode: known.attributeCode,
      optionCode: choice ? choice.lineAttributeCode : null,
      data: selected.data,
      price: choice ? choice.linePrice : known.price,
    });
  }
  for (const required of product.attributes.filter((candidate) => candidate.attributeType === 'select')) {
    if (!canonical.some((selected) => selected.attributeCode === required.attributeCode)) {
      throw new Refusal(`Choose an option for "${required.prompt}".`);
    }
  }
  if (canonical.length === 0) return null;
  canonical.sort(
    (a, b) =>
      a.attributeCode.localeCompare(b.attributeCode) ||
      (a.optionCode ?? '').localeCompare(b.optionCode ?? ''),
  );
  return JSON.stringify(canonical);
}

function plan(shop: FakeShopState, webSku: string, quantity: number, attribute?: string | null): PlannedLine {
  const product = findProduct(stripLikeNewSuffix(webSku), shop.products);
  if (!product) throw new Refusal(`There is no product with the sku "${webSku}".`);
  return { product, quantity, attribute: canonicalAttribute(product, attribute) };
}

/** Lines of the same sku with the same options are one line. */
function lineKey(webSku: string, attribute: string | null | undefined): string {
  return `${webSku.toLowerCase()}|${attribute ?? ''}`;
}

const plannedKey = (line: PlannedLine) => lineKey(line.product.webSku, line.attribute);

/** Adds every planned line, or none when one would pass the quantity maximum. */
function addLines(shop: FakeShopState, lines: PlannedLine[]): CartAddResult {
  for (const line of lines) {
    const key = plannedKey(line);
    const inCart = shop.cart.lines.filter((existing) => lineKey(existing.webSku, existing.attribute) === key);
    const adding = lines.filter((other) => plannedKey(other) === key);
    const total = [...inCart, ...adding].reduce((sum, entry) => sum + entry.quantity, 0);
    const max = maxQuantityFor(line.product.webSku);
    if (total > max) throw new Refusal(`At most ${max} of ${line.product.webSku} can be in the cart.`);
  }
  const added: CartItemAdded[] = [];
  for (const line of lines) {
    const key = plannedKey(line);
    let target = shop.cart.lines.find((existing) => lineKey(existing.webSku, existing.attribute) === key);
    if (target) {
      target.quantity += line.quantity;
    } else {
      target = {
        lineID: shop.cart.nextLineId,
        webSku: line.product.webSku,
        quantity: line.quantity,
        attribute: line.attribute,
      };
      shop.cart.nextLineId += 1;
      shop.cart.lines.push(target);
    }
    added.push({ lineID: target.lineID, webSku: line.product.webSku, quantity: line.quantity });
  }
  return { success: true, totalCartItemQuantity: cartItemCount(shop), cartItemsAdded: added, err: null };
}

function refusal(shop: FakeShopState, reason: string): CartAddResult {
  return { success: false, totalCartItemQuantity: cartItemCount(shop), cartItemsAdded: [], err: reason };
}

/**
 * Reads the body, answers a repeated idempotency key with its first answer, otherwise plans the
 * lines (refusing with the reason) and adds them.
 */
function cartAdd<S extends z.core.$ZodType>(schema: S, linesOf: (body: z.output<S>) => PlannedLine[]) {
  return async ({ request }: { request: Request }) => {
    const key = request.headers.get('idempotency-key');
    const earlier = key ? state.cartAddReplies[key] : undefined;
    if (earlier) return jsonAs(cartAddResultContract, earlier);
    const body = await readJsonBody(request, schema);
    if (body instanceof Response) return body;
    let reply: CartAddResult;
    try {
      reply = addLines(state, linesOf(body));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      reply = refusal(state, error.message);
    }
    if (key) state.cartAddReplies[key] = reply;
    return jsonAs(cartAddResultContract, reply);
  };
}

export const cartAddHandlers: HttpHandler[] = [
  shopHttp.post(
    `*${CART_ADD_PATHS.multiple}`,
    cartAdd(addMultipleItemsBodySchema, (body) => {
      const items = parseMultiItemValue(body.multiProductValue);
      if (items.length === 0) throw new Refusal('The multi-product value names no product.');
      return items.map((item) => plan(state, item.webSku, item.quantity));
    }),
  ),
  shopHttp.post(
    `*${CART_ADD_PATHS.item}`,
    cartAdd(addCartItemBodySchema, (body) => [plan(state, body.webSku, body.quantity, body.attribute)]),
  ),
  shopHttp.post(
    `*${CART_ADD_PATHS.items}`,
    cartAdd(addCartItemsBodySchema, (body) =>
      body.cartItemSlimList.map((line) => plan(state, line.webSku, line.quantity, line.attribute)),
    ),
  ),
];
