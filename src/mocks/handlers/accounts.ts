import { type HttpHandler, HttpResponse } from 'msw';
import * as z from 'zod';
import {
  BIO_REVIEW_STATUSES,
  bioReviewSchema,
  biosSchema,
  employeeBioSchema,
  whoIsThatBiosSchema,
} from '../../api/accounts';
import { accountInstallerSchema, accountLoginSchema, accountSchema } from '../../api/dealer-accounts';
import { SHOPPER_ACCOUNT_ID, type StoredAccount, type StoredBioReview } from '../data/accounts';
import { type StoredStaffBio, staffPortraitSvg } from '../data/staff-bios';
import { errorJson, jsonAs, readJsonBody } from '../respond';
import { pathParam, shopHttp } from '../shop-http';
import { state } from '../state';

/** Roles the fake shop treats as employees: only they receive a bio's internalSummary. */
const EMPLOYEE_ROLES = new Set(['staff', 'specialist', 'moderator']);

/**
 * A bio as sent to the signed-in visitor. The spec does not say who may read internalSummary; the
 * fake shop does what a careful server would and leaves it out (null) for shoppers and dealers, so
 * nothing internal reaches a public page whatever the widget does (docs/widgets/who-is-that-bios.md).
 */
function forVisitor(
  bio: StoredStaffBio,
): Omit<StoredStaffBio, 'internalSummary'> & { internalSummary: string | null } {
  const isEmployee = EMPLOYEE_ROLES.has(state.session.role);
  return { ...bio, internalSummary: isEmployee ? bio.internalSummary : null };
}

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=3600',
};

/** /api/accounts (community §7, staff §7.8): the staff bios; /images/staff/{file}.svg: their portraits. */
export const accountHandlers: HttpHandler[] = [
  shopHttp.get('*/api/accounts/whoisthat-bios', () =>
    jsonAs(whoIsThatBiosSchema, state.staffBios.map(forVisitor)),
  ),

  // One employee's bio by employee id; `null` when that employee has none.
  shopHttp.get('*/api/accounts/employee-bio/:id', ({ params }) => {
    const id = pathParam(params, 'id');
    if (!/^\d+$/.test(id)) return errorJson(400, 'The employee id must be a whole number');
    const bio = state.staffBios.find((candidate) => candidate.employeeID === Number(id));
    return jsonAs(employeeBioSchema, bio ? forVisitor(bio) : null);
  }),

  shopHttp.get('*/images/staff/:file', ({ params }) => {
    const file = pathParam(params, 'file');
    const slug = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
    const bio = state.staffBios.find((candidate) => candidate.profileImageUrl.endsWith(`staff/${file}`));
    const svg = slug ? staffPortraitSvg(slug, bio?.displayName ?? slug) : undefined;
    if (!svg) return HttpResponse.text(`No staff picture ${file}`, { status: 404 });
    return new HttpResponse(svg, { headers: SVG_HEADERS });
  }),
];

/** The signed-in account: the shopper's, the dealer's (by installer id) or the employee's. */
function signedInAccount(): StoredAccount | undefined {
  const { role, installer, staffMember } = state.session;
  if (role === 'shopper') return state.accounts.find((account) => account.accountID === SHOPPER_ACCOUNT_ID);
  if (installer)
    return state.accounts.find((account) => account.dealerInstallerId === installer.dealerInstallerId);
  if (staffMember) return state.accounts.find((account) => account.employeeID === staffMember.employeeId);
  return undefined;
}

function bioReviewBody(review: StoredBioReview) {
  const { reviewedBy: _reviewedBy, ...body } = review;
  return body;
}

/** The bio review named by the path, or the refusal (401 for anyone but staff, 400, 404). */
function bioReviewOf(raw: string): StoredBioReview | Response {
  if (!EMPLOYEE_ROLES.has(state.session.role)) return errorJson(401, 'Sign in as staff to review bios.');
  if (!/^\d+$/.test(raw)) return errorJson(400, 'The bio id must be a whole number');
  const review = state.bioReviews.find((candidate) => candidate.bioID === Number(raw));
  return review ?? errorJson(404, `There is no bio ${raw} waiting for review.`);
}

const bioEditBody = z.object({
  bioID: z.int(),
  accountID: z.int(),
  employeeID: z.int(),
  displayName: z.string().trim().min(1).max(100),
  summary: z.string().max(4000),
  internalSummary: z.string().max(4000),
  aboutMe: z.string().max(8000),
});

const bioStatusBody = z
  .object({ status: z.enum(BIO_REVIEW_STATUSES).exclude(['Pending']), note: z.string().max(2000) })
  .refine((body) => body.status !== 'Rejected' || body.note.trim() !== '', {
    message: 'A rejection needs a note for the employee.',
    path: ['note'],
  });

/** Staff §7.8: the signed-in account, accounts by id, linking an account to an installer, bio review. */
export const accountReviewHandlers: HttpHandler[] = [
  shopHttp.get('*/api/accounts/login', () => {
    const account = signedInAccount();
    return jsonAs(
      accountLoginSchema,
      account ? { success: true, account } : { success: false, account: null },
    );
  }),

  // Every bio with its review state, as the review screen lists them (staff only, like the review).
  shopHttp.get('*/api/accounts/bios', () => {
    if (!EMPLOYEE_ROLES.has(state.session.role)) return errorJson(401, 'Sign in as staff to review bios.');
    return jsonAs(biosSchema, state.bioReviews.map(bioReviewBody));
  }),

  shopHttp.get('*/api/accounts/employee-bio-review/:id', ({ params }) => {
    const review = bioReviewOf(pathParam(params, 'id'));
    if (review instanceof Response) return review;
    return jsonAs(bioReviewSchema, bioReviewBody(review));
  }),

  shopHttp.put('*/api/accounts/employee-bio-review/:id', async ({ params, request }) => {
    const review = bioReviewOf(pathParam(params, 'id'));
    if (review instanceof Response) return review;
    const body = await readJsonBody(request, bioEditBody);
    if (body instanceof Response) return body;
    if (body.bioID !== review.bioID) return errorJson(400, 'The body is for another bio.');
    Object.assign(review, {
      displayName: body.displayName.trim(),
      summary: body.summary,
      internalSummary: body.internalSummary,
      aboutMe: body.aboutMe,
    });
    return jsonAs(bioReviewSchema, bioReviewBody(review));
  }),

  // Approved: the submitted bio becomes the published one (who-is-that, 'View Bio'); rejected: it stays unpublished.
  shopHttp.put('*/api/accounts/bio-review-status/:id', async ({ params, request }) => {
    const review = bioReviewOf(pathParam(params, 'id'));
    if (review instanceof Response) return review;
    const body = await readJsonBody(request, bioStatusBody);
    if (body instanceof Response) return body;
    review.status = body.status;
    review.reviewNote = body.note.trim();
    review.reviewedBy = state.session.staffMember?.employeeId ?? null;
    if (body.status === 'Approved') {
      const published = state.staffBios.find((bio) => bio.bioID === review.bioID);
      const fields = {
        displayName: review.displayName,
        summary: review.summary,
        internalSummary: review.internalSummary,
        aboutMe: review.aboutMe,
      };
      if (published) Object.assign(published, fields);
      else
        state.staffBios.push({
          bioID: review.bioID,
          accountID: review.accountID,
          employeeID: review.employeeID,
          profileImageUrl: '',
          ...fields,
        });
    }
    return jsonAs(bioReviewSchema, bioReviewBody(review));
  }),

  shopHttp.post('*/api/accounts/:accountId/installer', async ({ params, request }) => {
    const raw = pathParam(params, 'accountId');
    if (!/^\d+$/.test(raw)) return errorJson(400, 'The account id must be a whole number');
    const body = await readJsonBody(request, z.object({ dealerInstallerId: z.int().positive() }));
    if (body instanceof Response) return body;
    const account = state.accounts.find((candidate) => candidate.accountID === Number(raw));
    if (!account) return errorJson(404, `There is no account ${raw}.`);
    if (!(body.dealerInstallerId in state.dealerShop.profiles))
      return errorJson(404, `There is no installer ${body.dealerInstallerId}.`);
    // Only the installer's own dealer (or staff) may add a login to it.
    const installer = state.session.installer;
    const isStaff = EMPLOYEE_ROLES.has(state.session.role);
    const allowed = isStaff || installer?.dealerInstallerId === body.dealerInstallerId;
    if (!allowed) return errorJson(403, 'Only that installer or staff can add an account to it.');
    if (account.employeeID !== null)
      return errorJson(409, `Account ${raw} is an employee's: it cannot sign in for an installer.`);
    // A dealer cannot take another installer's login; staff can move it.
    if (
      !isStaff &&
      account.dealerInstallerId !== null &&
      account.dealerInstallerId !== body.dealerInstallerId
    )
      return errorJson(409, `Account ${raw} belongs to another installer.`);
    account.dealerInstallerId = body.dealerInstallerId;
    return jsonAs(accountInstallerSchema, { success: true, account });
  }),
];

/** 'd***@towmasters.example.com': enough for a dealer to recognise a login, not to harvest addresses. */
function maskedEmail(email: string): string {
  const at = email.indexOf('@');
  return at < 1 ? '' : `${email[0]}***${email.slice(at)}`;
}

/**
 * GET /api/accounts/{id}: listed after every other /api/accounts handler (handlers.ts), since `:id`
 * matches any one segment. An account is shown whole to itself and to staff. A dealer installer (who looks
 * an account up to link it to their installer) reads a shopper's or a dealer's account with the email
 * masked, unless the account already signs in for their own installer; an employee's account is refused.
 */
export const accountByIdHandlers: HttpHandler[] = [
  shopHttp.get('*/api/accounts/:id', ({ params }) => {
    const raw = pathParam(params, 'id');
    if (!/^\d+$/.test(raw)) return errorJson(404, `There is no accounts call ${raw}.`);
    const account = state.accounts.find((candidate) => candidate.accountID === Number(raw));
    if (!account) return errorJson(404, `There is no account ${raw}.`);
    const self = signedInAccount()?.accountID === account.accountID;
    if (self || EMPLOYEE_ROLES.has(state.session.role)) return jsonAs(accountSchema, account);
    const dealerId = state.session.role === 'dealer' ? state.session.installer?.dealerInstallerId : undefined;
    if (dealerId === undefined || account.employeeID !== null)
      return errorJson(403, 'An account can only be read by itself, by staff or by a dealer installer.');
    const own = account.dealerInstallerId === dealerId;
    return jsonAs(accountSchema, { ...account, email: own ? account.email : maskedEmail(account.email) });
  }),
];
