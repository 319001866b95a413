import { CHAT_TOGGLES, type ChatOptions } from '../../../api/chat';
import { isSafeUrl } from '../../../core/attributes';

/** Spec storefront §9: "Chat needs at least 2 toggles returned". */
export const MIN_CHAT_TOGGLES = 2;

/**
 * Spec storefront §9: mobile means small or extra-small width, below the 768 px breakpoint. Below it
 * the chat shows only while `WebChat_Queue_Mobile` is on too (the CSS media query of the view).
 */
export const MOBILE_MAX_WIDTH_PX = 767;

export interface ChatAvailability {
  /** Chat is on (desktop widths). */
  on: boolean;
  /** Chat is on at narrow (mobile) widths as well. */
  mobile: boolean;
}

function toggleOn(options: ChatOptions, key: string): boolean {
  return options.featureToggles.some((toggle) => toggle.featureKey === key && toggle.isToggledOn);
}

/**
 * Spec storefront §6: "Chat is on only with at least 2 toggles returned and WebChat_Queue_OnlineSales
 * on"; `WebChat_Queue_Mobile` governs narrow widths (it never turns chat on by itself).
 */
export function chatAvailability(options: ChatOptions): ChatAvailability {
  const on = options.featureToggles.length >= MIN_CHAT_TOGGLES && toggleOn(options, CHAT_TOGGLES.onlineSales);
  return { on, mobile: on && toggleOn(options, CHAT_TOGGLES.mobile) };
}

/** The `tel:` link of a phone number as configured (`1-800-555-0142` dials as `tel:1-800-555-0142`). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+*#,;-]/g, '')}`;
}

/**
 * The chat window's address as an absolute http(s) URL, or null when it is not one: the one URL
 * allow-list of src/core first (no javascript:, data:, vbscript:), then http(s) only (a chat window
 * is a web page, never a mail or phone link).
 */
export function chatWindowUrl(address: string, base: string): string | null {
  if (address.trim() === '' || !isSafeUrl(address)) return null;
  try {
    const url = new URL(address.trim(), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
