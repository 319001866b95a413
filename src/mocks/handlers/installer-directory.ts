import { type HttpHandler, HttpResponse } from 'msw';
import * as z from 'zod';
import {
  INSTALL_REQUEST_SEND_PATHS,
  type InstallRequestDraft,
  installRequestsSentSchema,
} from '../../api/dealer-install-requests';
import {
  INSTALLER_DIRECTORY_PATHS,
  installerDetailsSchema,
  installerMediaListSchema,
  nearbyInstallersSchema,
} from '../../api/dealer-installers';
import { newInstallRequest } from '../data/install-requests';
import {
  type DirectoryInstaller,
  findDirectoryInstaller,
  installerPhotoSvg,
  installersNear,
} from '../data/installer-directory';
import { errorJson, jsonAs, readJsonBody } from '../respond';
import { pathParam, shopHttp } from '../shop-http';
import { state } from '../state';

/**
 * The shopper's side of installers and install requests (staff §7.9, §7.10), for
 * `<custom-dealer-install-request-form-flow>`: installers near a postal code, one installer's public
 * details and photos, and the four ways to send a request. A request sent is stored with the others
 * (`state.installRequests`), unseen, so the installer's dashboard and side bar show it as new.
 */

function ratingOf(dealerInstallerId: number): { rating: number | null; reviewCount: number } {
  const reviews = state.dealerShop.reviews.filter((review) => review.dealerInstallerId === dealerInstallerId);
  if (reviews.length === 0) return { rating: null, reviewCount: 0 };
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return { rating: Math.round((total / reviews.length) * 10) / 10, reviewCount: reviews.length };
}

function photoUrl(installer: DirectoryInstaller, index: number): string {
  return `/images/installers/${installer.dealerInstallerId}-${index + 1}.svg`;
}

/** GET /api/installers/{id} for anyone but the installer themself (the dashboard answers them). */
export function publicInstallerDetails(raw: string): Response {
  const installer = /^\d+$/.test(raw) ? findDirectoryInstaller(Number(raw)) : undefined;
  if (!installer?.isOptedIn) return errorJson(404, `There is no installer ${raw}.`);
  return jsonAs(installerDetailsSchema, publicDetailsBody(installer));
}

/** The public fields of an installer (also merged into the dashboard's own profile answer). */
export function publicDetailsBody(installer: DirectoryInstaller) {
  return {
    dealerInstallerId: installer.dealerInstallerId,
    name: installer.name,
    address: installer.address,
    city: installer.city,
    state: installer.state,
    postalCode: installer.postalCode,
    phone: installer.phone,
    hours: installer.hours,
    about: installer.about,
    productGroups: [...installer.productGroups],
    ...ratingOf(installer.dealerInstallerId),
  };
}

const POSTAL_CODE = /^\d{5}$/;

const draftSchema = z.object({
  customerName: z.string().trim().min(1).max(100),
  customerEmail: z.email(),
  customerPhone: z
    .string()
    .regex(/^\d{10}$/)
    .nullable(),
  postalCode: z.string().regex(POSTAL_CODE),
  productGroup: z.string().min(1),
  productGroupCategory: z.string().nullable(),
  webSku: z.string().nullable(),
  vehicle: z.string().trim().min(1),
  year: z.int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  isFitGuided: z.boolean(),
  additionalInfo: z.string().max(2000).nullable(),
});
const toInstallerSchema = z.object({ ...draftSchema.shape, dealerInstallerId: z.int() });
const requestsBody = z.object({ requests: z.array(toInstallerSchema).min(1).max(10) });
const invoiceBody = z.object({
  invoiceId: z.int().positive(),
  requests: z.array(toInstallerSchema).min(1).max(10),
});

/** An installer that takes requests for this product group, or the refusal. */
function installerFor(dealerInstallerId: number, productGroup: string): DirectoryInstaller | Response {
  const installer = findDirectoryInstaller(dealerInstallerId);
  if (!installer?.isOptedIn)
    return errorJson(404, `Installer ${dealerInstallerId} does not take install requests.`);
  if (!installer.productGroups.includes(productGroup))
    return errorJson(400, `${installer.name} does not install ${productGroup}.`);
  return installer;
}

function nextRequestId(): number {
  const taken = new Set(state.installRequests.requests.map((record) => record.dealerInstallRequestId));
  let id = state.installRequests.nextId;
  while (taken.has(id)) id += 1;
  state.installRequests.nextId = id + 1;
  return id;
}

/** Stores the request for each installer (all checked first: all or none) and answers their ids. */
function store(entries: { dealerInstallerId: number; draft: InstallRequestDraft }[]): Response {
  const ids = new Set<number>();
  for (const { dealerInstallerId, draft } of entries) {
    const installer = installerFor(dealerInstallerId, draft.productGroup);
    if (installer instanceof Response) return installer;
    if (ids.has(dealerInstallerId)) return errorJson(400, `Installer ${dealerInstallerId} is named twice.`);
    ids.add(dealerInstallerId);
  }
  const made = entries.map(({ dealerInstallerId, draft }) => {
    const record = newInstallRequest(nextRequestId(), dealerInstallerId, {
      customerName: draft.customerName.trim(),
      customerEmail: draft.customerEmail,
      customerPhone: draft.customerPhone,
      postalCode: draft.postalCode,
      productGroup: draft.productGroup,
      webSku: draft.webSku,
      vehicle: draft.vehicle.trim(),
      additionalInfo: draft.additionalInfo,
      status: 'Open',
      requestedOn: new Date().toISOString(),
      seen: false,
    });
    state.installRequests.requests.push(record);
    return record.dealerInstallRequestId;
  });
  return jsonAs(installRequestsSentSchema, { dealerInstallRequestIds: made }, { status: 201 });
}

function splitRequest({ dealerInstallerId, ...draft }: z.output<typeof toInstallerSchema>) {
  return { dealerInstallerId, draft };
}

const milesOf = (text: string | null): number | null => {
  const miles = Number(text);
  return text && Number.isInteger(miles) && miles >= 1 && miles <= 500 ? miles : null;
};

const SEND = INSTALL_REQUEST_SEND_PATHS;

export const installerDirectoryHandlers: HttpHandler[] = [
  shopHttp.get(`*${INSTALLER_DIRECTORY_PATHS.installers}`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const postalCode = query.get('postalCode') ?? '';
    const productGroup = query.get('productGroup') ?? '';
    const miles = milesOf(query.get('miles'));
    if (!POSTAL_CODE.test(postalCode)) return errorJson(400, 'The postal code must be 5 digits.');
    if (miles === null) return errorJson(400, 'The miles must be a whole number from 1 to 500.');
    return jsonAs(nearbyInstallersSchema, {
      installers: installersNear(postalCode, productGroup, miles).map(({ installer, distance }) => ({
        dealerInstallerId: installer.dealerInstallerId,
        name: installer.name,
        distance,
        city: installer.city,
        state: installer.state,
        ...ratingOf(installer.dealerInstallerId),
        thumbnails: installer.photos
          .slice(0, 3)
          .map((caption, index) => ({ url: photoUrl(installer, index), altText: caption })),
      })),
    });
  }),

  shopHttp.get('*/api/installers/:id/media', ({ params }) => {
    const raw = pathParam(params, 'id');
    const installer = /^\d+$/.test(raw) ? findDirectoryInstaller(Number(raw)) : undefined;
    if (!installer) return errorJson(404, `There is no installer ${raw}.`);
    return jsonAs(
      installerMediaListSchema,
      installer.photos.map((caption, index) => ({
        mediaId: installer.dealerInstallerId * 10 + index + 1,
        type: 'image',
        url: photoUrl(installer, index),
        thumbnailUrl: photoUrl(installer, index),
        altText: caption,
      })),
    );
  }),

  shopHttp.get('*/images/installers/:file', ({ params }) => {
    const match = /^(\d+)-(\d+)\.svg$/.exec(pathParam(params, 'file'));
    const installer = match ? findDirectoryInstaller(Number(match[1])) : undefined;
    const index = match ? Number(match[2]) - 1 : -1;
    const caption = installer?.photos[index];
    if (!caption) return HttpResponse.text('No such installer photo', { status: 404 });
    return new HttpResponse(installerPhotoSvg(caption, index), {
      headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
    });
  }),

  shopHttp.post(`*${SEND.request}`, async ({ request }) => {
    const body = await readJsonBody(request, toInstallerSchema);
    if (body instanceof Response) return body;
    return store([splitRequest(body)]);
  }),

  shopHttp.post(`*${SEND.requests}`, async ({ request }) => {
    const body = await readJsonBody(request, requestsBody);
    if (body instanceof Response) return body;
    return store(body.requests.map(splitRequest));
  }),

  shopHttp.post(`*${SEND.invoice}`, async ({ request }) => {
    const body = await readJsonBody(request, invoiceBody);
    if (body instanceof Response) return body;
    return store(body.requests.map(splitRequest));
  }),

  shopHttp.post(`*${SEND.byPostalCode}`, async ({ request }) => {
    const query = new URL(request.url).searchParams;
    const miles = milesOf(query.get('miles'));
    const postalCode = query.get('postalCode') ?? '';
    const productGroup = query.get('productGroup') ?? '';
    if (!POSTAL_CODE.test(postalCode)) return errorJson(400, 'The postal code must be 5 digits.');
    if (miles === null) return errorJson(400, 'The miles must be a whole number from 1 to 500.');
    const draft = await readJsonBody(request, draftSchema);
    if (draft instanceof Response) return draft;
    const nearby = installersNear(postalCode, productGroup, miles);
    if (nearby.length === 0)
      return errorJson(404, `No installer of ${productGroup} within ${miles} miles of ${postalCode}.`);
    return store(
      nearby.map(({ installer }) => ({
        dealerInstallerId: installer.dealerInstallerId,
        draft: { ...draft, postalCode, productGroup },
      })),
    );
  }),
];
