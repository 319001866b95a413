import * as z from 'zod/mini';
import { isApiError } from '../core/errors';
import { request } from '../core/http';
import { pathSegment } from '../core/path-segment';
import { optionalField, optionalText } from '../core/tolerant';

/**
 * The accounts service (community §7 "Accounts and bios", staff §7.8), the calls of the staff bios:
 *
 * - GET /api/accounts/whoisthat-bios: the list of the who-is-that page (`<who-is-that-bios>`).
 * - GET /api/accounts/employee-bio/{id}: one employee's bio (`<account-bio-viewer>`).
 *
 * The spec gives the paths and the bio's fields (AccountBio: bioID, accountID, employeeID,
 * displayName, summary (HTML), internalSummary, aboutMe; the who-is-that page also shows
 * profileImageUrl) but not the answers' shapes, so the schemas below are the contract (the fake shop
 * answers with them): the list is a JSON array of bios; one bio is a bio object, or `null` (or a 404)
 * when the employee has no bio.
 */
export const ACCOUNTS_PATHS = {
  whoIsThatBios: '/api/accounts/whoisthat-bios',
  employeeBio: (employeeId: number | string) => `/api/accounts/employee-bio/${pathSegment(employeeId)}`,
} as const;

/**
 * One staff bio. Only `displayName` is needed to show a bio; the texts and the picture are read but
 * optional (absent, null or drifted reads as '', logged once). The ids are not read by any widget.
 */
export const staffBioSchema = z.object({
  bioID: optionalField('staffBio.bioID', z.number()),
  accountID: optionalField('staffBio.accountID', z.number()),
  employeeID: optionalField('staffBio.employeeID', z.number()),
  displayName: z.string().check(z.trim(), z.minLength(1)),
  profileImageUrl: optionalText('staffBio.profileImageUrl'),
  /** HTML from the server: render only through `sanitizeHtml`. */
  summary: optionalText('staffBio.summary'),
  /** Plain text meant for staff (see docs/widgets/who-is-that-bios.md). */
  internalSummary: optionalText('staffBio.internalSummary'),
  /** Rich text (HTML) from the server: render only through `sanitizeHtml`. */
  aboutMe: optionalText('staffBio.aboutMe'),
});
export type StaffBio = z.infer<typeof staffBioSchema>;

export const whoIsThatBiosSchema = z.array(staffBioSchema);

/** The bios of the who-is-that page, in the server's order. */
export function fetchWhoIsThatBios(): Promise<StaffBio[]> {
  return request(ACCOUNTS_PATHS.whoIsThatBios, { schema: whoIsThatBiosSchema });
}

/** One employee's bio, or `null` when the employee has none. */
export const employeeBioSchema = z.nullable(staffBioSchema);

/**
 * One employee's bio; `null` when the server has none for that employee (a `null` answer or a 404).
 * Any other failure throws the `ApiError`.
 */
export async function fetchEmployeeBio(employeeId: number, signal?: AbortSignal): Promise<StaffBio | null> {
  try {
    return await request(ACCOUNTS_PATHS.employeeBio(employeeId), { schema: employeeBioSchema, signal });
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && error.status === 404) return null;
    throw error;
  }
}
