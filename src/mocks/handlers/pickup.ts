import type { HttpHandler } from 'msw';
import * as z from 'zod';
import {
  cartPickupDealerExistsSchema,
  cartPickupDealerSchema,
  dealerLocalPickupSchema,
  isPickupPostalCode,
  localPickupDealersSchema,
  pickupResultSchema,
  sameDayInstallerSchema,
} from '../../api/pickup';
import { errorJson, jsonAs, readJsonBody } from '../respond';
import { PICKUP_DEALERS } from '../shipping/dealers';
import { dealersNear, findPickupDealer, publicDealer, sameDayInstaller } from '../shipping/pickup';
import { pathParam, shopHttp } from '../shop-http';
import { state } from '../state';

const localPickupBody = z.object({ localPickup: z.boolean() });

function cartPickupDealer() {
  const record = findPickupDealer(state, state.shipping.cartPickupDealerId);
  return record ? publicDealer(record) : null;
}

function wholeNumber(text: string): number {
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * /api/installers local pickup and /api/same-day-pickup. List these before any handler of
 * `/api/installers/:id`, which would otherwise take `/api/installers/local-pickup` for an id.
 */
export const pickupHandlers: HttpHandler[] = [
  shopHttp.get('*/api/installers/local-pickup', ({ request }) => {
    const postalCode = new URL(request.url).searchParams.get('postalCode') ?? '';
    if (!isPickupPostalCode(postalCode))
      return jsonAs(localPickupDealersSchema, { success: false, dealers: [] });
    return jsonAs(localPickupDealersSchema, { success: true, dealers: dealersNear(state, postalCode) });
  }),

  shopHttp.get('*/api/installers/local-pickup-installer/exists', () =>
    jsonAs(cartPickupDealerExistsSchema, { exists: cartPickupDealer() !== null }),
  ),

  shopHttp.get('*/api/installers/local-pickup-installer/:cartId', ({ params }) => {
    if (wholeNumber(pathParam(params, 'cartId')) !== state.cart.cartId) {
      return errorJson(404, 'No such cart in this session');
    }
    return jsonAs(cartPickupDealerSchema, { success: true, dealer: cartPickupDealer() });
  }),

  shopHttp.post('*/api/installers/local-pickup-installer/:cartId/dealer/:dealerId', ({ params }) => {
    if (wholeNumber(pathParam(params, 'cartId')) !== state.cart.cartId) {
      return errorJson(404, 'No such cart in this session');
    }
    const record = findPickupDealer(state, wholeNumber(pathParam(params, 'dealerId')));
    if (!record) return errorJson(404, 'This dealer does not offer local pickup');
    state.shipping.cartPickupDealerId = record.dealerInstallerId;
    return jsonAs(cartPickupDealerSchema, { success: true, dealer: publicDealer(record) });
  }),

  shopHttp.delete('*/api/installers/local-pickup-installer', () => {
    state.shipping.cartPickupDealerId = 0;
    return jsonAs(pickupResultSchema, { success: true });
  }),

  shopHttp.put('*/api/installers/:id/local-pickup', async ({ request, params }) => {
    const dealerId = wholeNumber(pathParam(params, 'id'));
    const installer = state.session.role === 'dealer' ? state.session.installer : null;
    if (!installer || installer.dealerInstallerId !== dealerId) {
      return errorJson(403, 'Only the signed-in dealer installer can change their local pickup');
    }
    const body = await readJsonBody(request, localPickupBody);
    if (body instanceof Response) return body;
    const dealers = state.shipping.pickupDealers;
    const listed = dealers.some((dealer) => dealer.dealerInstallerId === dealerId);
    if (body.localPickup && !listed) {
      const known = PICKUP_DEALERS.find((dealer) => dealer.dealerInstallerId === dealerId);
      dealers.push(
        structuredClone(known) ?? {
          dealerInstallerId: dealerId,
          name: installer.shippingCompany,
          address: '',
          city: '',
          state: '',
          postalCode: '',
          phone: '',
          sameDaySkus: [],
        },
      );
    }
    if (!body.localPickup && listed) {
      state.shipping.pickupDealers = dealers.filter((dealer) => dealer.dealerInstallerId !== dealerId);
      if (state.shipping.cartPickupDealerId === dealerId) state.shipping.cartPickupDealerId = 0;
    }
    return jsonAs(dealerLocalPickupSchema, {
      success: true,
      dealerInstallerId: dealerId,
      localPickup: body.localPickup,
    });
  }),

  shopHttp.get('*/api/same-day-pickup/installer', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const webSku = query.get('websku') ?? '';
    const postalCode = query.get('postalCode') ?? '';
    if (!webSku || !isPickupPostalCode(postalCode)) {
      return errorJson(400, 'websku and a US postal code are required');
    }
    return jsonAs(sameDayInstallerSchema, sameDayInstaller(state, webSku, postalCode));
  }),
];
