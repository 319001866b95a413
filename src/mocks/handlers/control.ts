import { type HttpHandler, HttpResponse, http, type JsonBodyType } from 'msw';
import * as z from 'zod';
import {
  clearFaults,
  clearRecordedRequests,
  fakeShopSnapshot,
  injectFault,
  recordedRequests,
  resetFakeShop,
  setCartDisplay,
  setExperimentBucket,
  setFeatureToggle,
  setOnOffExperiment,
  setRole,
} from '../controls';
import { faultOptionsSchema, listFaults } from '../faults';
import { readJsonBody } from '../respond';
import { FAKE_SHOP_ROLES } from '../state';

/**
 * The fake shop's remote control, so a browser page (Storybook, the demo's role switcher) or a
 * Playwright test can drive the same controls over HTTP. These are plain msw handlers: they are
 * never recorded and faults never apply to them.
 */

const roleBody = z.object({ role: z.enum(FAKE_SHOP_ROLES) });
const toggleBody = z.object({ key: z.string().min(1), on: z.boolean() });
const cartDisplayBody = z
  .object({
    showStockQuantity: z.boolean(),
    stockQuantityThreshold: z.number().int().nonnegative(),
    showShipToShop: z.boolean(),
    linesCarryCasePack: z.boolean(),
  })
  .partial();
const experimentBody = z
  .object({
    name: z.string().min(1),
    bucket: z.number().int().nonnegative().optional(),
    on: z.boolean().optional(),
  })
  .refine((body) => body.bucket !== undefined || body.on !== undefined, {
    message: 'Give a bucket, on, or both',
  });

const stateAnswer = () => HttpResponse.json({ ...fakeShopSnapshot() });

export const controlHandlers: HttpHandler[] = [
  http.post('*/__fake-shop/reset', () => {
    resetFakeShop();
    return stateAnswer();
  }),

  http.get('*/__fake-shop/state', () => stateAnswer()),

  http.post('*/__fake-shop/role', async ({ request }) => {
    const body = await readJsonBody(request, roleBody);
    if (body instanceof Response) return body;
    setRole(body.role);
    return stateAnswer();
  }),

  http.post('*/__fake-shop/toggles', async ({ request }) => {
    const body = await readJsonBody(request, toggleBody);
    if (body instanceof Response) return body;
    setFeatureToggle(body.key, body.on);
    return stateAnswer();
  }),

  http.post('*/__fake-shop/cart-display', async ({ request }) => {
    const body = await readJsonBody(request, cartDisplayBody);
    if (body instanceof Response) return body;
    setCartDisplay(body);
    return stateAnswer();
  }),

  http.post('*/__fake-shop/experiments', async ({ request }) => {
    const body = await readJsonBody(request, experimentBody);
    if (body instanceof Response) return body;
    if (body.bucket !== undefined) setExperimentBucket(body.name, body.bucket);
    if (body.on !== undefined) setOnOffExperiment(body.name, body.on);
    return stateAnswer();
  }),

  http.post('*/__fake-shop/faults', async ({ request }) => {
    const body = await readJsonBody(request, faultOptionsSchema);
    if (body instanceof Response) return body;
    injectFault(body);
    return HttpResponse.json({ faults: listFaults() }, { status: 201 });
  }),

  http.delete('*/__fake-shop/faults', () => {
    clearFaults();
    return HttpResponse.json({ faults: listFaults() });
  }),

  http.get('*/__fake-shop/requests', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const requests = recordedRequests({
      path: query.get('path') ?? undefined,
      method: query.get('method') ?? undefined,
    });
    // Recorded bodies came in as JSON (or form fields), so they go back out as JSON.
    return HttpResponse.json({ requests } as JsonBodyType);
  }),

  http.delete('*/__fake-shop/requests', () => {
    clearRecordedRequests();
    return HttpResponse.json({ requests: [] });
  }),
];
