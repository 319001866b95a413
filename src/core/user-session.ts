import { CONFIG_ELEMENT_ID } from './config';

/**
 * The shop's session key, which some payloads carry back to the server (`userSession`: the shopper's
 * ZIP code, reviews, specialist comments). The server renders it into the page configuration block
 * next to the other fields, `{"userSession": "..."}`; without one this is '' and the server uses the
 * session of the request. Read once, like the configuration.
 */
let cached: string | undefined;

function readFromPage(): string {
  if (typeof document === 'undefined') return '';
  const text = document.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return '';
  try {
    const value = (JSON.parse(text) as { userSession?: unknown } | null)?.userSession;
    return typeof value === 'string' ? value : '';
  } catch {
    // getConfig() reports a malformed block once.
    return '';
  }
}

export function getUserSession(): string {
  cached ??= readFromPage();
  return cached;
}

/** Tests: forget the cached key, or set one. */
export function resetUserSession(value?: string): void {
  cached = value;
}
