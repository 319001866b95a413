import { type HttpHandler, HttpResponse } from 'msw';
import * as z from 'zod';
import { REPRESENTATIVE_PICTURE_PATH, REPRESENTATIVE_PICTURE_SVG } from '../data/chat';
import { jsonAs } from '../respond';
import { shopHttp } from '../shop-http';
import { state } from '../state';

/** The whole answer the fake shop sends (storefront §3 "Chat options"). */
export const chatOptionsContract = z.object({
  featureToggles: z.array(z.object({ featureKey: z.string(), isToggledOn: z.boolean() })),
  chatServiceRepresentative: z
    .object({ chatUserDisplayUrl: z.string(), chatUserName: z.string() })
    .nullable(),
});

/** GET /api/chat/options (the toggles from the shop's feature toggles) and the representative's picture. */
export const chatHandlers: HttpHandler[] = [
  shopHttp.get('*/api/chat/options', () =>
    jsonAs(chatOptionsContract, {
      featureToggles: state.chat.toggleKeys.map((featureKey) => ({
        featureKey,
        isToggledOn: state.featureToggles[featureKey] ?? false,
      })),
      chatServiceRepresentative: state.chat.representative ? { ...state.chat.representative } : null,
    }),
  ),
  shopHttp.get(
    `*${REPRESENTATIVE_PICTURE_PATH}`,
    () =>
      new HttpResponse(REPRESENTATIVE_PICTURE_SVG, {
        headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
      }),
  ),
];
