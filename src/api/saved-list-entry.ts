import * as z from 'zod/mini';

/**
 * A product entry of a saved list (storefront §3, §9): what a list is asked to save. Apart from the
 * calls (`./saved-lists`, which re-exports it) because the side bar's open command carries entries
 * from the page's start, when the saved-lists state checks them; the calls load with the saving.
 */

/** The numeric item source (storefront §3, staff §3.19): Product=1, Cart=2, Invoice=3. */
export const SavedItemSource = { Product: 1, Cart: 2, Invoice: 3 } as const;
export type SavedItemSourceValue = (typeof SavedItemSource)[keyof typeof SavedItemSource];

/**
 * What each place sends as an entry's `source` (storefront §3 and §9): 'product' from a product
 * page, 2 from the cart, 3 from an invoice (an order saved as a list).
 */
export const SAVED_ENTRY_SOURCE = {
  product: 'product',
  cart: SavedItemSource.Cart,
  invoice: SavedItemSource.Invoice,
} as const;

export const savedListEntrySourceSchema = z.union([
  z.literal('product'),
  z.literal(SavedItemSource.Product),
  z.literal(SavedItemSource.Cart),
  z.literal(SavedItemSource.Invoice),
]);
export type SavedListEntrySource = z.infer<typeof savedListEntrySourceSchema>;

/** Saved-list product entry (storefront §3): what is sent when adding to a list. */
export const savedListEntrySchema = z.object({
  webSku: z.string().check(z.trim(), z.minLength(1)),
  quantity: z.int().check(z.positive()),
  source: savedListEntrySourceSchema,
});
export type SavedListEntry = z.infer<typeof savedListEntrySchema>;
