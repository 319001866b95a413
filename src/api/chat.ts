import * as z from 'zod/mini';
import { request } from '../core/http';
import { optionalField, optionalText } from '../core/tolerant';

/**
 * The chat service of the spec (storefront §7 "Chat, experiments, toggles"): `GET /api/chat/options`,
 * retried twice; on failure the defaults with both chat toggles off (§8 "Chat options fail").
 * The answer (§3 "Chat options"): `featureToggles` of `{ featureKey, isToggledOn }` and
 * `chatServiceRepresentative` of `{ chatUserDisplayUrl, chatUserName }`.
 */

/** Spec storefront §7: "GET /api/chat/options, retried twice". */
export const CHAT_OPTIONS_RETRIES = 2;

/** The two chat toggles of the spec (storefront §6). */
export const CHAT_TOGGLES = {
  onlineSales: 'WebChat_Queue_OnlineSales',
  mobile: 'WebChat_Queue_Mobile',
} as const;

/**
 * The paths of the live chat. The spec gives the options call; it gives no address for the external chat
 * window, so `chatWindow` is this library's choice (relative to the page's `siteRoot`; a page can give
 * its provider's address with the `data-chat-url` attribute of `<live-chat>`), and `chatWindowFeatures`
 * are the `window.open` features it opens with (`noopener` and `noreferrer`: the chat page gets no
 * handle on the shop's window).
 */
export const CHAT_PATHS = {
  options: '/api/chat/options',
  chatWindow: 'live-chat',
  chatWindowFeatures: 'noopener,noreferrer,popup,width=420,height=640',
} as const;

const featureToggleSchema = z.object({ featureKey: z.string(), isToggledOn: z.boolean() });

/** Spec storefront §3 "Chat options". The representative is read but optional: without it the panel shows no picture or name. */
export const chatOptionsSchema = z.object({
  featureToggles: z.array(featureToggleSchema),
  chatServiceRepresentative: z.pipe(
    optionalField(
      'chatServiceRepresentative',
      z.object({
        chatUserDisplayUrl: optionalText('chatServiceRepresentative.chatUserDisplayUrl'),
        chatUserName: optionalText('chatServiceRepresentative.chatUserName'),
      }),
    ),
    z.transform((representative) => representative ?? { chatUserDisplayUrl: '', chatUserName: '' }),
  ),
});
export type ChatOptions = z.output<typeof chatOptionsSchema>;

/** Spec storefront §8: what a failed options call falls back to, "defaults with both chat toggles off". */
export function defaultChatOptions(): ChatOptions {
  return {
    featureToggles: [
      { featureKey: CHAT_TOGGLES.onlineSales, isToggledOn: false },
      { featureKey: CHAT_TOGGLES.mobile, isToggledOn: false },
    ],
    chatServiceRepresentative: { chatUserDisplayUrl: '', chatUserName: '' },
  };
}

/** GET /api/chat/options, retried twice. */
export function fetchChatOptions(): Promise<ChatOptions> {
  return request(CHAT_PATHS.options, { schema: chatOptionsSchema, retries: CHAT_OPTIONS_RETRIES });
}
