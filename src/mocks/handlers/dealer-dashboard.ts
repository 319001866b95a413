import type { HttpHandler } from 'msw';
import * as z from 'zod';
import { installerProfileSchema, installerReviewsSchema } from '../../api/dealer-installers';
import {
  localDateString,
  optInProductSchema,
  optInProductsSchema,
  orderedProductsSchema,
  pickupTimesSchema,
  SAME_DAY_OPT_IN_BATCH_MAX,
  SAME_DAY_PICKUP_BASE,
  SAME_DAY_STOCK_STATUSES,
  type SameDayStockStatus,
} from '../../api/dealer-same-day-pickup';
import type { OptInProductRecord } from '../data/dealer-dashboard';
import { findDirectoryInstaller } from '../data/installer-directory';
import { findProduct } from '../data/products';
import { errorJson, jsonAs, readJsonBody } from '../respond';
import { pathParam, shopHttp } from '../shop-http';
import { state } from '../state';
import { publicDetailsBody, publicInstallerDetails } from './installer-directory';

/**
 * The dealer dashboard's calls beyond install requests: an installer's profile and reviews
 * (/api/installers, staff §7.9) and same-day pickup opt-in (/api/same-day-pickup, §7.11). A dealer
 * reads and changes only their own (403 otherwise; 401 when no dealer is signed in).
 */

function signedInDealerId(): number | null {
  return state.session.role === 'dealer' && state.session.installer
    ? state.session.installer.dealerInstallerId
    : null;
}

const signInFirst = () => errorJson(401, 'Sign in as a dealer installer.');

/** The path's dealer id when it is the signed-in dealer's, or the refusal. */
function ownDealerId(raw: string): number | Response {
  const dealerId = signedInDealerId();
  if (dealerId === null) return signInFirst();
  if (!/^\d+$/.test(raw) || Number(raw) !== dealerId)
    return errorJson(403, 'A dealer installer can only see and change their own dealer data.');
  return dealerId;
}

function productName(webSku: string): string {
  return findProduct(webSku, state.products)?.name ?? '';
}

function optInBody(record: OptInProductRecord) {
  return {
    dealerInstallerId: record.dealerInstallerId,
    webSku: record.webSku,
    name: productName(record.webSku),
    stockStatus: record.stockStatus,
    addedOn: record.addedOn,
  };
}

function activeOptIn(dealerId: number, webSku: string): OptInProductRecord | undefined {
  return state.dealerShop.optInProducts.find(
    (record) => record.dealerInstallerId === dealerId && record.webSku === webSku && !record.isDeleted,
  );
}

const pickupTimesBody = z.object({ localDateString: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

const PICKUP = `*${SAME_DAY_PICKUP_BASE}`;

const optInProductsBody = z.object({
  webSkus: z.array(z.string().min(1)).min(1).max(SAME_DAY_OPT_IN_BATCH_MAX),
  stockStatus: z.enum(SAME_DAY_STOCK_STATUSES),
});

const optInProductBody = z.object({
  dealerInstallerId: z.int(),
  webSku: z.string().trim().min(1),
  stockStatus: z.enum(SAME_DAY_STOCK_STATUSES),
});

export const dealerDashboardHandlers: HttpHandler[] = [
  shopHttp.get('*/api/installers/:id/reviews/', ({ params, request }) => {
    const dealerId = ownDealerId(pathParam(params, 'id'));
    if (dealerId instanceof Response) return dealerId;
    const forReviewOnly = new URL(request.url).searchParams.get('forReviewOnly') === 'true';
    const reviews = state.dealerShop.reviews
      .filter((review) => review.dealerInstallerId === dealerId)
      .filter((review) => !forReviewOnly || review.dealerInstallRequestId === null)
      .sort((a, b) => b.createdOn.localeCompare(a.createdOn))
      .map(({ email: _email, ...review }) => review);
    return jsonAs(installerReviewsSchema, reviews);
  }),

  shopHttp.get('*/api/installers/:id', ({ params }) => {
    const raw = pathParam(params, 'id');
    const dealerId = ownDealerId(raw);
    // Anyone else reads the installer's public details (the install-request form flow).
    if (dealerId instanceof Response) return publicInstallerDetails(raw);
    const installer = state.session.installer;
    const profile = state.dealerShop.profiles[dealerId];
    if (!installer || !profile) return errorJson(404, `There is no installer ${raw}.`);
    const listed = findDirectoryInstaller(dealerId);
    return jsonAs(installerProfileSchema, {
      ...(listed ? publicDetailsBody(listed) : {}),
      dealerInstallerId: dealerId,
      name: profile.name,
      isOptedIn: installer.isOptedIn,
      viewAsCustomer: installer.viewAsCustomer,
      localPickup: state.shipping.pickupDealers.some((dealer) => dealer.dealerInstallerId === dealerId),
      followUpType: profile.followUpType,
      city: profile.city,
      state: profile.state,
      postalCode: profile.postalCode,
    });
  }),

  shopHttp.get(`${PICKUP}/opt-in-products/:dealerId`, ({ params }) => {
    const dealerId = ownDealerId(pathParam(params, 'dealerId'));
    if (dealerId instanceof Response) return dealerId;
    return jsonAs(
      optInProductsSchema,
      state.dealerShop.optInProducts
        .filter((record) => record.dealerInstallerId === dealerId && !record.isDeleted)
        .map(optInBody),
    );
  }),

  shopHttp.get(`${PICKUP}/opt-in-products-from-orders/dealer/:id/months/:months`, ({ params }) => {
    const dealerId = ownDealerId(pathParam(params, 'id'));
    if (dealerId instanceof Response) return dealerId;
    const months = Number(pathParam(params, 'months'));
    if (!Number.isInteger(months) || months < 1 || months > 120)
      return errorJson(400, 'The months must be a whole number from 1 to 120.');
    const since = new Date();
    since.setUTCMonth(since.getUTCMonth() - months);
    const bySku = new Map<string, { quantityOrdered: number; lastOrderedOn: string }>();
    for (const line of state.dealerShop.orderLines) {
      if (line.dealerInstallerId !== dealerId || line.orderedOn < since.toISOString()) continue;
      const known = bySku.get(line.webSku);
      bySku.set(line.webSku, {
        quantityOrdered: (known?.quantityOrdered ?? 0) + line.quantity,
        lastOrderedOn: known && known.lastOrderedOn > line.orderedOn ? known.lastOrderedOn : line.orderedOn,
      });
    }
    return jsonAs(
      orderedProductsSchema,
      [...bySku]
        .map(([webSku, totals]) => ({
          webSku,
          name: productName(webSku),
          ...totals,
          isOptedIn: activeOptIn(dealerId, webSku) !== undefined,
        }))
        .sort((a, b) => b.lastOrderedOn.localeCompare(a.lastOrderedOn)),
    );
  }),

  // Several products at once, all or none: an unknown part refuses the whole list.
  shopHttp.post(`${PICKUP}/opt-in-products/:dealerId`, async ({ params, request }) => {
    const dealerId = ownDealerId(pathParam(params, 'dealerId'));
    if (dealerId instanceof Response) return dealerId;
    const body = await readJsonBody(request, optInProductsBody);
    if (body instanceof Response) return body;
    const unknown = body.webSkus.find((webSku) => !findProduct(webSku, state.products));
    if (unknown) return errorJson(404, `There is no product ${unknown}: nothing was added.`);
    const records = [...new Set(body.webSkus)].map((webSku) => {
      const existing = state.dealerShop.optInProducts.find(
        (record) => record.dealerInstallerId === dealerId && record.webSku === webSku,
      );
      if (existing) {
        if (existing.isDeleted) existing.stockStatus = body.stockStatus;
        existing.isDeleted = false;
        return existing;
      }
      const record: OptInProductRecord = {
        dealerInstallerId: dealerId,
        webSku,
        stockStatus: body.stockStatus,
        isDeleted: false,
        addedOn: new Date().toISOString(),
      };
      state.dealerShop.optInProducts.push(record);
      return record;
    });
    return jsonAs(optInProductsSchema, records.map(optInBody), { status: 201 });
  }),

  shopHttp.post(`${PICKUP}/opt-in-products/:dealerId/:webSku`, ({ params }) => {
    const dealerId = ownDealerId(pathParam(params, 'dealerId'));
    if (dealerId instanceof Response) return dealerId;
    const webSku = pathParam(params, 'webSku');
    if (!findProduct(webSku, state.products)) return errorJson(404, `There is no product ${webSku}.`);
    const existing =
      activeOptIn(dealerId, webSku) ??
      state.dealerShop.optInProducts.find(
        (record) => record.dealerInstallerId === dealerId && record.webSku === webSku,
      );
    if (existing) {
      existing.isDeleted = false;
      return jsonAs(optInProductSchema, optInBody(existing));
    }
    const record: OptInProductRecord = {
      dealerInstallerId: dealerId,
      webSku,
      stockStatus: 'InStock',
      isDeleted: false,
      addedOn: new Date().toISOString(),
    };
    state.dealerShop.optInProducts.push(record);
    return jsonAs(optInProductSchema, optInBody(record), { status: 201 });
  }),

  // The root with a product body: one product with the stock status it starts with. A product already offered (or
  // offered before and removed) is offered again with the status sent: the dealer's latest word on the shelf.
  shopHttp.post(PICKUP, async ({ request }) => {
    if (signedInDealerId() === null) return signInFirst();
    const body = await readJsonBody(request, optInProductBody);
    if (body instanceof Response) return body;
    const dealerId = ownDealerId(String(body.dealerInstallerId));
    if (dealerId instanceof Response) return dealerId;
    const product = findProduct(body.webSku, state.products);
    if (!product) return errorJson(404, `There is no product ${body.webSku}.`);
    const existing = state.dealerShop.optInProducts.find(
      (record) => record.dealerInstallerId === dealerId && record.webSku === product.webSku,
    );
    if (existing) {
      existing.isDeleted = false;
      existing.stockStatus = body.stockStatus;
      return jsonAs(optInProductSchema, optInBody(existing));
    }
    const record: OptInProductRecord = {
      dealerInstallerId: dealerId,
      webSku: product.webSku,
      stockStatus: body.stockStatus,
      isDeleted: false,
      addedOn: new Date().toISOString(),
    };
    state.dealerShop.optInProducts.push(record);
    return jsonAs(optInProductSchema, optInBody(record), { status: 201 });
  }),

  shopHttp.put(`${PICKUP}/opt-in-products/:dealerId/:webSku/stock-status/:status`, ({ params }) => {
    const dealerId = ownDealerId(pathParam(params, 'dealerId'));
    if (dealerId instanceof Response) return dealerId;
    const status = pathParam(params, 'status');
    if (!(SAME_DAY_STOCK_STATUSES as readonly string[]).includes(status))
      return errorJson(400, `The stock status must be one of ${SAME_DAY_STOCK_STATUSES.join(', ')}.`);
    const record = activeOptIn(dealerId, pathParam(params, 'webSku'));
    if (!record) return errorJson(404, `${pathParam(params, 'webSku')} is not one of your opt-in products.`);
    record.stockStatus = status as SameDayStockStatus;
    return jsonAs(z.object({ success: z.boolean() }), { success: true });
  }),

  shopHttp.put(`${PICKUP}/opt-in-products/:dealerId/:webSku/is-deleted/:flag`, ({ params }) => {
    const dealerId = ownDealerId(pathParam(params, 'dealerId'));
    if (dealerId instanceof Response) return dealerId;
    const flag = pathParam(params, 'flag');
    if (flag !== 'true' && flag !== 'false')
      return errorJson(400, 'The is-deleted flag must be true or false.');
    const record = state.dealerShop.optInProducts.find(
      (candidate) =>
        candidate.dealerInstallerId === dealerId && candidate.webSku === pathParam(params, 'webSku'),
    );
    if (!record) return errorJson(404, `${pathParam(params, 'webSku')} is not one of your opt-in products.`);
    record.isDeleted = flag === 'true';
    return jsonAs(z.object({ success: z.boolean() }), { success: true });
  }),

  shopHttp.post(`${PICKUP}/pickup-times/:dealerId`, async ({ params, request }) => {
    const dealerId = ownDealerId(pathParam(params, 'dealerId'));
    if (dealerId instanceof Response) return dealerId;
    const body = await readJsonBody(request, pickupTimesBody);
    if (body instanceof Response) return body;
    const profile = state.dealerShop.profiles[dealerId];
    const from = profile?.pickupFrom ?? '08:00';
    const to = profile?.pickupTo ?? '17:00';
    // Today and the next two days the store opens (closed on Sundays), from the dealer's own date.
    const [year, month, day] = body.localDateString.split('-').map(Number) as [number, number, number];
    const days: string[] = [];
    for (let offset = 0; days.length < 3 && offset < 7; offset += 1) {
      const date = new Date(year, month - 1, day + offset);
      if (date.getDay() !== 0) days.push(localDateString(date));
    }
    return jsonAs(pickupTimesSchema, { pickupTimes: days.map((date) => ({ date, from, to })) });
  }),
];
