import './zod';
import * as z from 'zod';

/**
 * Page-level configuration, read once from the page:
 *
 * ```html
 * <script type="application/json" id="shop-widgets-config">
 *   {"siteRoot": "https://shop.example/", "imageBaseUrl": "https://img.example/",
 *    "pageType": "s", "customerServicePhone": "1-800-555-0100", "internalStaff": false}
 * </script>
 * ```
 * Every field is optional; a malformed block is reported once on the console and the defaults apply.
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

const configSchema = z.object({
  siteRoot: z.string().optional(),
  imageBaseUrl: z.string().optional(),
  pageType: z.enum(PAGE_TYPES).optional(),
  customerServicePhone: z.string().optional(),
  /** The server knows whether the visitor is internal staff; the page says so here. */
  internalStaff: z.boolean().optional(),
});

export interface ShopConfig {
  siteRoot: string;
  imageBaseUrl: string;
  pageType: PageType;
  customerServicePhone: string;
  internalStaff: boolean;
}

let cached: ShopConfig | undefined;

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

function defaults(): ShopConfig {
  const origin = typeof location === 'undefined' ? 'http://localhost/' : `${location.origin}/`;
  return {
    siteRoot: origin,
    imageBaseUrl: `${origin}images/`,
    pageType: 'default',
    customerServicePhone: '',
    internalStaff: false,
  };
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
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    console.warn(`shop-widgets: #${CONFIG_ELEMENT_ID} has invalid fields (${fields}); using the defaults.`);
    return base;
  }
  const siteRoot = withTrailingSlash(parsed.data.siteRoot ?? base.siteRoot);
  return {
    siteRoot,
    imageBaseUrl: withTrailingSlash(parsed.data.imageBaseUrl ?? `${siteRoot}images/`),
    pageType: parsed.data.pageType ?? base.pageType,
    customerServicePhone: parsed.data.customerServicePhone ?? base.customerServicePhone,
    internalStaff: parsed.data.internalStaff ?? base.internalStaff,
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
