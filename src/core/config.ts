import './zod';
import * as z from 'zod/mini';
import { isSafeUrl } from './attributes';

/**
 * Page-level configuration, read once from the page:
 *
 * ```html
 * <script type="application/json" id="shop-widgets-config">
 *   {"siteRoot": "https://shop.example/", "imageBaseUrl": "https://img.example/",
 *    "pageType": "s", "customerServicePhone": "1-800-555-0100", "internalStaff": false}
 * </script>
 * ```
 * Every field is optional. A block that is not a JSON object is reported once on the console and the
 * defaults apply; an invalid field (a `data:` siteRoot, a timeout out of range) is named in one
 * console warning and only that field falls back to its default.
 *
 * `requestTimeoutMs` (100-120000, default 30000) bounds each call; `offlineWaitMs` (0-120000, default
 * 30000) bounds the wait for the `online` event; tests set both short.
 */
export const PAGE_TYPES = [
  'installer',
  'installer-details',
  'checkout-invoice',
  'checkout-shipping',
  'checkout-payment',
  'reorder',
  'cpa',
  'dealerApp',
  'accountbio',
  'faqcontent',
  'question',
  'tv2',
  'EmailNotification',
  'new_review',
  'who-is-that',
  's',
  'product_askexpert',
  'Profile',
  'account',
  'default',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const CONFIG_ELEMENT_ID = 'shop-widgets-config';

/** How long a call may take (attempts and retry waits together) before it fails as a timeout. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** How long an action waits for the `online` event while the browser is offline, then fails. */
export const OFFLINE_WAIT_MS = 30_000;
/** The range `requestTimeoutMs` and `offlineWaitMs` accept (short values are for tests). */
export const TIMEOUT_RANGE_MS = { min: 100, max: 120_000 } as const;

/** `siteRoot` and `imageBaseUrl` become link and image bases: the same allow-list as server URLs. */
const linkBase = z
  .string()
  .check(
    z.refine(
      (value) => value.trim() !== '' && isSafeUrl(value),
      'must be a relative, http(s), mailto or tel URL',
    ),
  );
const timeoutMs = z.int().check(z.minimum(TIMEOUT_RANGE_MS.min), z.maximum(TIMEOUT_RANGE_MS.max));

/** One schema per field, so one bad field falls back alone and the others are kept. */
const fieldSchemas = {
  siteRoot: linkBase,
  imageBaseUrl: linkBase,
  pageType: z.enum(PAGE_TYPES),
  customerServicePhone: z.string(),
  /** The server knows whether the visitor is internal staff; the page says so here. */
  internalStaff: z.boolean(),
  /** The product's site label: prefixes the `{product}WebSplunkLogging` toggle (staff §9). */
  siteLabel: z.string().check(z.regex(/^[A-Za-z0-9]{0,40}$/, 'must be letters and digits')),
  requestTimeoutMs: timeoutMs,
  offlineWaitMs: z.int().check(z.minimum(0), z.maximum(TIMEOUT_RANGE_MS.max)),
} as const;

type FieldName = keyof typeof fieldSchemas;

export interface ShopConfig {
  siteRoot: string;
  imageBaseUrl: string;
  pageType: PageType;
  customerServicePhone: string;
  internalStaff: boolean;
  siteLabel: string;
  requestTimeoutMs: number;
  offlineWaitMs: number;
}

let cached: ShopConfig | undefined;

function withTrailingSlash(url: string): string {
  const trimmed = url.trim();
  return trimmed.endsWith('/') ? trimmed : `${trimmed}/`;
}

function defaults(): ShopConfig {
  const origin = typeof location === 'undefined' ? 'http://localhost/' : `${location.origin}/`;
  return {
    siteRoot: origin,
    imageBaseUrl: `${origin}images/`,
    pageType: 'default',
    customerServicePhone: '',
    internalStaff: false,
    siteLabel: '',
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    offlineWaitMs: OFFLINE_WAIT_MS,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The valid fields of the block; each invalid one is named in one console warning and dropped. */
function validFields(raw: Record<string, unknown>): Partial<ShopConfig> {
  const valid: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const name of Object.keys(fieldSchemas) as FieldName[]) {
    if (raw[name] === undefined) continue;
    const parsed = fieldSchemas[name].safeParse(raw[name]);
    if (parsed.success) valid[name] = parsed.data;
    else problems.push(`${name} (${parsed.error.issues[0]?.message ?? 'invalid'})`);
  }
  if (problems.length > 0) {
    console.warn(
      `shop-widgets: #${CONFIG_ELEMENT_ID} has invalid fields: ${problems.join(', ')}; their defaults apply.`,
    );
  }
  return valid as Partial<ShopConfig>;
}

function readFromPage(): ShopConfig {
  const base = defaults();
  if (typeof document === 'undefined') return base;
  const element = document.getElementById(CONFIG_ELEMENT_ID);
  if (!element?.textContent) return base;
  let raw: unknown;
  try {
    raw = JSON.parse(element.textContent);
  } catch {
    console.warn(`shop-widgets: #${CONFIG_ELEMENT_ID} is not valid JSON; using the defaults.`);
    return base;
  }
  if (!isRecord(raw)) {
    console.warn(`shop-widgets: #${CONFIG_ELEMENT_ID} is not a JSON object; using the defaults.`);
    return base;
  }
  const fields = validFields(raw);
  const siteRoot = withTrailingSlash(fields.siteRoot ?? base.siteRoot);
  return {
    ...base,
    ...fields,
    siteRoot,
    imageBaseUrl: withTrailingSlash(fields.imageBaseUrl ?? `${siteRoot}images/`),
  };
}

/** The page configuration; read from the page on first use and kept. */
export function getConfig(): ShopConfig {
  cached ??= readFromPage();
  return cached;
}

/** Tests and stories: forget the cached configuration, or replace parts of it. */
export function resetConfig(overrides?: Partial<ShopConfig>): void {
  cached = overrides ? { ...readFromPage(), ...overrides } : undefined;
}
