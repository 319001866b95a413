import { type HttpHandler, HttpResponse } from 'msw';
import { employeeBioSchema, whoIsThatBiosSchema } from '../../api/accounts';
import { type StoredStaffBio, staffPortraitSvg } from '../data/staff-bios';
import { errorJson, jsonAs } from '../respond';
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
