import * as z from 'zod/mini';
import { request } from '../core/http';
import { pathSegment } from '../core/path-segment';
import { optionalText } from '../core/tolerant';

/**
 * The address lookup (staff §7.3, /api/address/): where a piece of content lives on the site.
 *
 * - GET /api/address/ (the root), GET /api/address/productfromreview/{key}, /video/{key},
 *   /question/{key}, /faq/{key}: each answers {@link addressResultSchema}, "a value and a
 *   statusMessageResult with status and messages" (§3.19).
 *
 * The value is the address (an absolute URL or a path of the site); a status other than Valid or
 * Warning, or an empty value, means the lookup failed and the messages say why.
 */
export const ADDRESS_KINDS = ['productfromreview', 'video', 'question', 'faq'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

export const ADDRESS_PATHS = {
  root: '/api/address/',
  lookup: (kind: AddressKind, key: string) => `/api/address/${kind}/${pathSegment(key)}`,
} as const;

/** Staff §3.19 "Status result". */
export const STATUS_RESULTS = { Valid: 0, Warning: 1, Incomplete: 2, Invalid: 3 } as const;

export const addressResultSchema = z.object({
  value: optionalText('address.value'),
  statusMessageResult: z.object({
    status: z.int(),
    messages: z.optional(z.nullable(z.array(z.string()))),
  }),
});
export type AddressResult = z.infer<typeof addressResultSchema>;

/** A usable answer: a value and a Valid or Warning status. */
export function isAddressFound(result: AddressResult): boolean {
  const { status } = result.statusMessageResult;
  return result.value.trim() !== '' && (status === STATUS_RESULTS.Valid || status === STATUS_RESULTS.Warning);
}

/** The address of one piece of content (the status is the caller's to read). */
export function fetchAddress(kind: AddressKind, key: string): Promise<AddressResult> {
  return request(ADDRESS_PATHS.lookup(kind, key), { schema: addressResultSchema });
}

/** The site's root address. */
export function fetchRootAddress(): Promise<AddressResult> {
  return request(ADDRESS_PATHS.root, { schema: addressResultSchema });
}
