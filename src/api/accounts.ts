import * as z from 'zod/mini';
import { isApiError } from '../core/errors';
import { request } from '../core/http';
import { pathSegment } from '../core/path-segment';
import { lenient, optionalField, optionalText } from '../core/tolerant';

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
  // Staff §7.8, issue 14: the answers' shapes are ours. The dealer dashboard's account calls (GET /{id},
  // GET /login, POST /{accountId}/installer) are in `DEALER_ACCOUNT_PATHS` (dealer-accounts.ts).
  /** GET: every employee bio with its review status ({@link biosSchema}): the bio review screen's list (staff only). */
  bios: '/api/accounts/bios',
  /** GET the submitted bio waiting for review, PUT the reviewer's edits ({@link bioReviewSchema}); id = bioID. */
  employeeBioReview: (bioId: number | string) => `/api/accounts/employee-bio-review/${pathSegment(bioId)}`,
  /** PUT `{ status, note }`: approves or rejects the submitted bio ({@link bioReviewSchema}); id = bioID. */
  bioReviewStatus: (bioId: number | string) => `/api/accounts/bio-review-status/${pathSegment(bioId)}`,
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

// ---- Accounts and bio review (staff §7.8, §3.18), issue 14 ----

/** The review states of a submitted bio (ours; the spec names the status call, not its values). */
export const BIO_REVIEW_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type BioReviewStatus = (typeof BIO_REVIEW_STATUSES)[number];

/** A review status; an unknown or missing one reads as 'Pending' (logged once as drift). */
function reviewStatus(field: string) {
  return z.pipe(
    lenient(field, z.enum(BIO_REVIEW_STATUSES), 'Pending'),
    z.transform((status): BioReviewStatus => status ?? 'Pending'),
  );
}

/**
 * A bio submitted for review (staff §3.18 "Account bio" plus the review's state). The ids and the
 * display name are needed; the texts read '' when absent; an unknown status reads as 'Pending'.
 */
export const bioReviewSchema = z.object({
  bioID: z.int(),
  accountID: z.int(),
  employeeID: z.int(),
  displayName: z.string(),
  /** HTML from the employee: render only through the sanitiser. */
  summary: optionalText('bioReview.summary'),
  internalSummary: optionalText('bioReview.internalSummary'),
  /** HTML from the employee: render only through the sanitiser. */
  aboutMe: optionalText('bioReview.aboutMe'),
  status: reviewStatus('bioReview.status'),
  reviewNote: optionalText('bioReview.reviewNote'),
});
export type BioReview = z.infer<typeof bioReviewSchema>;

/**
 * GET /api/accounts/bios (the shape is ours: the spec names the call only): every employee bio with its
 * review state, read for the review screen's list. Only the id and the display name are needed.
 */
export const biosSchema = z.array(
  z.object({
    bioID: z.int(),
    displayName: z.string().check(z.trim(), z.minLength(1)),
    status: reviewStatus('bios.status'),
  }),
);
export type BioListItem = z.infer<typeof biosSchema>[number];

export function fetchBios(signal?: AbortSignal): Promise<BioListItem[]> {
  return request(ACCOUNTS_PATHS.bios, { schema: biosSchema, signal });
}

/** The fields a reviewer may change (staff §3.18), sent whole with PUT /employee-bio-review/{id}. */
export interface BioReviewEdit {
  bioID: number;
  accountID: number;
  employeeID: number;
  displayName: string;
  summary: string;
  internalSummary: string;
  aboutMe: string;
}

export function fetchBioReview(bioId: number, signal?: AbortSignal): Promise<BioReview> {
  return request(ACCOUNTS_PATHS.employeeBioReview(bioId), { schema: bioReviewSchema, signal });
}

export function saveBioReview(edit: BioReviewEdit, idempotencyKey: string): Promise<BioReview> {
  return request(ACCOUNTS_PATHS.employeeBioReview(edit.bioID), {
    method: 'put',
    json: edit,
    schema: bioReviewSchema,
    idempotencyKey,
  });
}

export function setBioReviewStatus(
  bioId: number,
  decision: { status: Exclude<BioReviewStatus, 'Pending'>; note: string },
  idempotencyKey: string,
): Promise<BioReview> {
  return request(ACCOUNTS_PATHS.bioReviewStatus(bioId), {
    method: 'put',
    json: decision,
    schema: bioReviewSchema,
    idempotencyKey,
  });
}
