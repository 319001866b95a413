/**
 * The fake shop's live chat (storefront §3 "Chat options"). The toggles the options call returns are
 * listed by key; their values are the shop's feature toggles (`state.featureToggles`), so seeding
 * `WebChat_Queue_OnlineSales: false` turns chat off everywhere. Seed `toggleKeys` with one key to see
 * the "at least 2 toggles returned" rule, `representative: null` for an answer without one.
 */
export interface ChatRepresentative {
  chatUserDisplayUrl: string;
  chatUserName: string;
}

export interface ChatShopState {
  /** Keys of the toggles `GET /api/chat/options` returns, in order. */
  toggleKeys: string[];
  representative: ChatRepresentative | null;
}

/** The sample representative's picture, served by the chat handlers. */
export const REPRESENTATIVE_PICTURE_PATH = '/images/chat/representative.svg';

export function createChatSeed(): ChatShopState {
  return {
    toggleKeys: ['WebChat_Queue_OnlineSales', 'WebChat_Queue_Mobile'],
    representative: { chatUserDisplayUrl: REPRESENTATIVE_PICTURE_PATH, chatUserName: 'Jenna R.' },
  };
}

/** A friendly avatar (initials on a circle) for the sample representative. */
export const REPRESENTATIVE_PICTURE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56" width="56" height="56">
<circle cx="28" cy="28" r="28" fill="#1d4f91"/>
<circle cx="28" cy="22" r="10" fill="#f2c9a0"/>
<path d="M10 50c3-10 10-14 18-14s15 4 18 14" fill="#f2c9a0"/>
<path d="M18 20c0-8 5-12 10-12s10 4 10 12c-3-4-7-5-10-5s-7 1-10 5z" fill="#5a3825"/>
</svg>`;
