import * as z from 'zod/mini';
import { request } from '../core/http';
import { lenient, optionalText } from '../core/tolerant';

/**
 * The header navigation service (storefront §7 "Checkout": "GET /api/header/mainnav (retried twice).
 * GET /api/header/subnav (response success, subNavHtml, inserted after the products nav; retried
 * twice)"). The spec gives the sub nav's answer; the main nav's answer is not shown, so the schema
 * below is the contract (the fake shop answers with it):
 *
 * - GET /api/header/mainnav: `{ success, isSignedIn, firstName }`: whether the visitor is signed in
 *   and the first name the mobile menu greets them with.
 * - GET /api/header/subnav: `{ success, subNavHtml }`: server HTML, sanitised before it is shown.
 */

/** Spec storefront §9: "Retry counts: header and fast pay config calls 2". */
export const HEADER_GET_RETRIES = 2;

export const HEADER_PATHS = {
  mainNav: '/api/header/mainnav',
  subNav: '/api/header/subnav',
} as const;

export const mainNavResponseSchema = z.object({
  success: z.boolean(),
  /** Read but optional: drift reads as not signed in (no greeting), never a failed menu. */
  isSignedIn: lenient('mainnav.isSignedIn', z.boolean(), false),
  firstName: optionalText('mainnav.firstName'),
});
export type MainNavResponse = z.infer<typeof mainNavResponseSchema>;

export const subNavResponseSchema = z.object({
  success: z.boolean(),
  subNavHtml: optionalText('subnav.subNavHtml'),
});
export type SubNavResponse = z.infer<typeof subNavResponseSchema>;

/** What the main nav says about the visitor. */
export interface MainNav {
  isSignedIn: boolean;
  firstName: string;
}

/** A header call that answered `success: false`: the menu shows without that part. */
export class HeaderUnsuccessfulAnswerError extends Error {
  override readonly name = 'HeaderUnsuccessfulAnswerError';
}

/** GET /api/header/mainnav, retried twice. */
export async function fetchMainNav(signal?: AbortSignal): Promise<MainNav> {
  const answer = await request(HEADER_PATHS.mainNav, {
    schema: mainNavResponseSchema,
    retries: HEADER_GET_RETRIES,
    signal,
  });
  if (!answer.success) throw new HeaderUnsuccessfulAnswerError('The shop could not give the main nav.');
  return { isSignedIn: answer.isSignedIn ?? false, firstName: answer.firstName.trim() };
}

/** GET /api/header/subnav, retried twice: the raw `subNavHtml` (sanitise it before showing it). */
export async function fetchSubNav(signal?: AbortSignal): Promise<string> {
  const answer = await request(HEADER_PATHS.subNav, {
    schema: subNavResponseSchema,
    retries: HEADER_GET_RETRIES,
    signal,
  });
  if (!answer.success) throw new HeaderUnsuccessfulAnswerError('The shop could not give the sub nav.');
  return answer.subNavHtml;
}
