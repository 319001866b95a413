/**
 * Size budgets of the script-tag build, checked after every build (scripts/cdn-build/check-budgets.ts) and
 * by test/unit/build/budgets.test.ts. Where a target of issue 8 is not met yet, the limit is the measured
 * figure under a name that says what it waits for; tighten it when that work lands.
 */
import type { BundleInfo } from './bundle-info';
import type { PageLoad } from './page-load';
import { FAMILIES, STOREFRONT_FAMILIES } from './widget-families';

const KB = 1024;

/** Target: the platform beyond React (core, API edge, stores, bus, ky, zustand, zod) at most 15 KB gzipped. */
export const PLATFORM_GZIP_TARGET = 15 * KB;
/**
 * Measured after zod/mini (55.1 KB before it): 26.3 KB of core, api, stores, ky, zustand, zod/mini and r2wc,
 * plus 12.1 KB of shared UI (the modal with focus-trap and tabbable, quantity selector, info bubble) that
 * moves to lazy files when the render work makes the modal load on intent.
 */
// 42.7 KB measured with the retry policy, deadline and offline wait, global error handler, logging toggles,
// configuration and path-segment checks of issue 9 (branch http).
// 43.1 KB with the shared debounced window resize (src/core/resize.ts, the info bubble's 200 ms rule, also
// for the mobile menu's 300 ms) and the cart's Undo through the spec's add call (issue 11, branch cartfix).
// Plus the storefront's hash routes (elements/shared/hash-routes.ts), shared by the vehicle picker and the
// mobile menu in the header of every page (issue 11, branch menu): 136.7 KB. 44.0 KB after the merges of
// issues 11 and 12 (live chat, staff bios, structured data, the reply-photo corrections).
// +1.0 KB (45.2 KB measured) when <product-review-form> (issue 12, branch review) first used the shared star
// primitives (src/ui/star-rating: StarRatingInput, StarRatingDisplay, the star icon and styles): the ui barrel
// re-exports them, so they land in the platform file once any widget uses them (the dealer's installer review
// will use them too). The review form's own code and the radio group load with its lazy part.
// 34.6 KB once the shared UI loads where it is used (issue 8, branch perf): the modal's dialog and focus-trap
// on intent (shared-lazy), and the widgets import each UI primitive directly instead of through the
// src/ui barrel, which made every primitive look shared (the quantity selector now counts in the cart file,
// the option selector in delivery, the info bubble in community).
// +0.05 KB: the Trusted Types policy's script addresses for the payment SDKs (issue 11, fast-pay-buttons).
// +0.05 KB: the registry of idempotency keys of sends whose outcome is unknown (src/core/idempotency.ts), moved
// out of the cart file's add-to-cart store because the comment forms reuse it for their re-sent actions
// (issue 13, branch specialist): measured 34.74 KB.
// 32.8 KB (branch perfsize, 2026-11-28): what one family needs at start and the side bar's contents (which
// load the delivery file anyway) on intent is in that family's file, not here: the delivery store and the
// pickup and ZIP calls are in delivery (-1.9 KB); limit = measured + 0.1 KB. Module by module:
// `npm run bench:size -- --platform` and docs/performance.md.
// +0.2 KB (branches faults and dealer, measured 33.0): the cart store's undo retry with its kept key, and the
// side bar's show-dealer-install-requests call (staff §7.10) among its landing rules.
// CSS in template literals minified at build time (branch size, 2026-12-01): measured 32.9 KB; limit = measured + 0.1 KB.
// +0.1 KB: the renderer's shadow roots attach React's listeners on a change, input or submit that stays inside
// them (a script's or an autofill's value was lost in a widget's first 200 ms); measured 33.0 KB, a few bytes over the old limit.
// +0.1 KB (issue 9): a widget that leaves before its listeners are attached parks them instead (1,940 widgets
// mounted and removed 485 at a time attached 213,885 listeners to shadow roots, now 145,015); measured 33.12 KB,
// 47 B more.
export const PLATFORM_GZIP_LIMIT_AS_MEASURED = 33.2 * KB;

/** Target: a widget's own initial code at most 6 KB gzipped. */
export const WIDGET_INITIAL_GZIP_LIMIT = 6 * KB;

export interface WidgetException {
  limit: number;
  reason: string;
}

/** Widgets allowed above 6 KB, each with the reason. */
export const WIDGET_INITIAL_EXCEPTIONS: Record<string, WidgetException> = {
  'add-to-cart': {
    // +0.4 KB: the quantity selector, counted in the platform before (branch perf).
    // CSS in template literals minified at build time (branch size, 2026-12-01): measured 11.1 KB; limit = measured + 0.1 KB.
    // <add-to-cart> in the catalog file with the vehicle widgets, out of the cart file (branch size, 2026-12-01): measured 9.0 KB; limit = measured + 0.1 KB.
    limit: 9.1 * KB,
    reason: 'all twelve views load together until views split per data-view',
  },
  'cart-page': {
    // +0.4 KB: the quantity selector, counted in the platform before (branch perf).
    // 7.3 KB measured once it has a file of its own (cart-pages, branch perfsize): the cart view's code that
    // the cart file shares with it no longer counts as its own; limit = measured + 0.1 KB.
    // CSS in template literals minified at build time (branch size, 2026-12-01): measured 7.2 KB; limit = measured + 0.1 KB.
    // +0.7 KB: saving to lists (stores/saved-lists.ts, Save for Later), counted in the cart file before; the side
    // bar keeps only the store's state there (stores/saved-lists-state.ts; branch size2): measured 7.9 KB.
    // +0.4 KB: the saved-list calls (api/saved-lists.ts), in the cart file before; only the entry shape stays there
    // (api/saved-list-entry.ts; branch size2): measured 8.3 KB. The cart page's total is unchanged (both files load).
    // +0.3 KB: below 576 px the summary reports itself as a bar fixed at the bottom of the window, so the live chat
    // tab no longer covers CHECKOUT (core/bottom-bar.ts): measured 8.7 KB.
    limit: 8.8 * KB,
    reason:
      'the whole cart view renders at once on the cart page (and reports its analytics moments, and saves for later)',
  },
  'comment-reply-form-element': {
    // 18.5 KB until issue 13: +0.2 KB for the staff edit form's calls in the shared comment-moderation module;
    // +1.0 KB: the info bubble of the part links, counted in the platform before (branch perf);
    // +0.3 KB: the form kit's shared action button and focus targets (editform and perf merged): measured 20.0.
    // +0.5 KB: re-sent actions reuse their idempotency key (the kit's retry-keys.ts), and an added reply whose
    // parent approval failed keeps its approvals for 'Try approving again' (issue 13, branch specialist).
    // CSS in template literals minified at build time (branch size, 2026-12-01): measured 20.3 KB; limit = measured + 0.1 KB.
    // +0.1 KB: the info bubble moves sideways to stay inside a 320 px window (WCAG reflow; ui/info-bubble/placement.ts).
    limit: 20.5 * KB,
    reason: 'the reply form carries the media fields and part links',
  },
  'comment-submission-form-element': {
    // +0.8 KB: the info bubble of the part links, counted in the platform before (branch perf);
    // +0.4 KB: the form kit grown for the staff edit form (issue 13): measured 19.2.
    // +0.1 KB: a re-sent comment or draft reuses its idempotency key (issue 13, branch specialist): 19.4.
    // CSS in template literals minified at build time (branch size, 2026-12-01): measured 19.2 KB; limit = measured + 0.1 KB.
    // +0.1 KB: the info bubble moves sideways to stay inside a 320 px window (WCAG reflow; ui/info-bubble/placement.ts):
    // measured 19.4 KB.
    limit: 19.5 * KB,
    reason:
      'the submission form carries the media fields and part links, and says when photos cannot be attached or the session is unknown',
  },
  'employee-bio-review': {
    // Measured 6.5 KB when the list of bios (GET /api/accounts/bios, issue 14) became its first view without
    // a bio id; limit = measured + 0.1 KB.
    limit: 6.6 * KB,
    reason:
      'staff only, never on a storefront page: it shows the list of bios to review as well as one bio, with DOMPurify loaded apart',
  },
  'customer-media-upload': {
    // CSS in template literals minified at build time (branch size, 2026-12-01): measured 9.0 KB; limit = measured + 0.1 KB.
    limit: 9.1 * KB,
    reason: 'the chunked upload code loads with it until the first file',
  },
  'delivery-estimate': {
    // +2.1 KB (branch perfsize, measured 8.8): the delivery store and the ZIP calls, counted in the platform
    // before (they moved to the delivery file, which every page with these widgets loads anyway).
    // CSS in template literals minified at build time (branch size, 2026-12-01): measured 8.7 KB; limit = measured + 0.1 KB.
    // the ZIP form loads with the ZIP modal on intent; <zip-code-entry> in a zip file of its own (branch size, 2026-12-01): measured 7.3 KB; limit = measured + 0.1 KB.
    // the side bar's content CSS and the ZIP form's CSS load with them, on intent (branch size, 2026-12-01): measured 6.8 KB; limit = measured + 0.1 KB.
    limit: 6.9 * KB,
    reason:
      'the delivery store, dates and ZIP calls load with the panel (the ZIP form and dialog load on intent); +0.3 KB gives focus back to the ZIP control',
  },
  'local-pickup': {
    // +2.0 KB (branch perfsize, measured 11.4): the delivery store and the pickup and ZIP calls, counted in the
    // platform before (they moved to the delivery file, which every page with these widgets loads anyway).
    // CSS in template literals minified at build time (branch size, 2026-12-01): measured 11.2 KB; limit = measured + 0.1 KB.
    // the ZIP form loads with the ZIP modal on intent; <zip-code-entry> in a zip file of its own (branch size, 2026-12-01): measured 9.9 KB; limit = measured + 0.1 KB.
    // the side bar's content CSS and the ZIP form's CSS load with them, on intent (branch size, 2026-12-01): measured 9.5 KB; limit = measured + 0.1 KB.
    // <local-pickup>'s store chooser (dialog, list and its CSS) loads on intent (branch size, 2026-12-01): measured 9.2 KB; limit = measured + 0.1 KB.
    limit: 9.3 * KB,
    reason:
      'the delivery store and the pickup and ZIP calls load with the panel (the ZIP form and the store chooser load on intent)',
  },
  'vehicle-picker': {
    // 7.9 KB measured since the overlay loads on intent (branch perf).
    // CSS in template literals minified at build time (branch size, 2026-12-01): measured 7.5 KB; limit = measured + 0.1 KB.
    // the vehicle picker overlay's CSS loads with the overlay, on intent (branch size, 2026-12-01): measured 6.8 KB; limit = measured + 0.1 KB.
    // what a pick does next (the shop's check, the destination rules) loads with the overlay, on intent (branch size2): measured 6.1 KB.
    limit: 6.2 * KB,
    reason: 'the picker overlay loads with it until it loads on first open',
  },
  'specialist-question-edit-form': {
    // 7.4 KB measured (issue 13, branch editforms): the moderated images of staff §2.5 (picture, alt text,
    // 'Deactivate Image' with its confirmation, the base64 check and blob opener) count in its initial code.
    // 8.0 KB once the answer form's calls joined the question moderation module it reads its calls from.
    limit: 8.1 * KB,
    reason:
      'the question fields and its moderated images render at once (the images are part of the first paint)',
  },
  'specialist-answer-edit-form': {
    // 7.6 KB measured (issue 13, branch answerfb): the feedback workflow of staff §4.4 (the shared feedback
    // hook, panel and styles of the comment edit form, and the moderation user call) joined the answer form.
    limit: 7.7 * KB,
    reason: 'the feedback section of a specialist review renders with the form (part of the first paint)',
  },
};

export interface PageBudget {
  path: string;
  label: string;
  /** Gzipped JavaScript at load, all files together. */
  gzip: number;
  requests: number;
  /** Families that must not load there (no community, staff or dealer code on a storefront page). */
  forbiddenFamilies: readonly string[];
  /**
   * Longest chain of library files each waiting on the one before (2 when not given: the loader, then what
   * it preloads at once), with the reason where a page's widgets wait on an answer before their next file.
   */
  chain?: { limit: number; reason: string };
}

const NOT_STOREFRONT = FAMILIES.filter((family) => !STOREFRONT_FAMILIES.includes(family));
/** The checkout steps' own families (the fast-pay buttons, the shipping dates): never on a product, listing or question page. */
const CHECKOUT_ONLY = ['checkout', 'shipping'];

/**
 * The checkout payment step (issue 11): the header's widgets, the fast-pay buttons and their flows (the
 * payment SDK adapters with the card provider's client, `checkout-lazy`, load when the configuration
 * has come, 44.4 KB, 34.1 KB since braintree-web is bundled from its sources (branch size2), not counted here). Measured 2026-11-25 on the demo’s /checkout/payment: 146.7 KB; 147.8 KB with the star primitives in the platform file; 138.0 KB once the modal and focus-trap load on intent.
 */
// 138.3 KB with the dealer entries with the modal's dialog on intent (branch perf). 132.0 KB measured once the
// cart page's, checkout panel's and order pages' widgets left the cart file for cart-pages (branch perfsize,
// 2026-11-28); limit = measured + 0.1 KB.
// 130.1 KB with the delivery store and calls out of the platform (same branch).
// +0.2 to 0.4 KB with the platform's growth above (faults, dealer): limit = measured + 0.1 KB.
// CSS in template literals minified at build time (branch size, 2026-12-01): measured 129.4 KB; limit = measured + 0.1 KB.
// <add-to-cart> in the catalog file with the vehicle widgets, out of the cart file (branch size, 2026-12-01): measured 121.8 KB; limit = measured + 0.1 KB.
// the side bar's content CSS and the ZIP form's CSS load with them, on intent (branch size, 2026-12-01): measured 120.5 KB; limit = measured + 0.1 KB.
// Saving to lists out of the cart file, the side bar keeps the saved-lists store's state (branch size2): measured 119.9 KB; limit = measured + 0.1 KB.
// The saved-list calls out of the cart file, the entry shape stays (branch size2): measured 119.5 KB; limit = measured + 0.1 KB.
// +0.1 KB: the side bar's landing rule and its tab badge share one GET of the unseen install requests per page
// load (the each-GET-once check now covers every role's pages, and the busy dealer's home page asked twice).
export const CHECKOUT_PAGE_GZIP_LIMIT_AS_MEASURED = 119.7 * KB;

/** Target of the product page: 110 KB gzipped in at most 6 requests (the other pages: the same kind of budget). */
export const PRODUCT_PAGE_GZIP_TARGET = 110 * KB;
/**
 * Measured after zod/mini (175.5, 175.5 and 185.5 KB before it), before the side-bar contents, overlays and
 * modals load on intent. The cart side bar still pulls the delivery family onto every page with a header.
 */
// Measured after issue 9's platform code and the lazy side-bar contents: 157.0, 146.4 and 157.7 KB.
// Issue 11's platform code (Undo on the spec's add call, the shared debounced resize): 158.0, 147.1, 158.6 KB.
// Plus, on every page, the mobile menu's toggle (1.6 KB, its panel loads on intent), the shared hash routes
// and <live-chat> in the header (2.3 KB, in the cart file) (issue 11); issue 12's corrections (reply photos
// by guid or said, no made-up session key, the badge's page-type gate); on the question page
// <comment-structured-data> (issue 12, about 2.7 KB, in the community file it already loads).
// Measured after these merges (2026-11-25): 162.1, 151.2 and 166.1 KB; 162.4, 151.6 and 166.5 KB with the
// one shared focus trap (ui/shared/keep-focus-inside.ts, which the platform now carries for four widgets);
// +0.1 KB for the Trusted Types policy (core/trusted-types.ts).
// +1.0 KB on every page for the star primitives in the platform file (see PLATFORM_GZIP_LIMIT_AS_MEASURED),
// +0.3 KB more on the question page for the <product-review-form> element in the community file (issue 12,
// branch review): measured 163.6, 152.7 and 168.1 KB.
// 154.7, 142.9 and 159.4 KB (with <product-review-form>) with the modal's dialog and focus-trap on intent and no UI primitive in the
// platform that only one family uses (branch perf).
// With the staff widgets' loader entries (+0.1 KB each page) and the edit form's calls and kit in the community
// file (+0.5 KB on the question page), all merged: measured 154.8, 143.0 and 160.0 KB; +0.1 KB each with
// <fast-pay-buttons>' loader entry and script-address policy (issue 11).
// Issue 12 (branch carousel): the product page's <image-carousel> (4.7 KB initial; Embla, 7.5 KB, loads after its
// first paint) and <interaction-tracking> (1 KB; the tracker loads after start), in the delivery file the page
// already loads (no extra request), and the loader's two new tags on every page: measured 160.0, 143.2, 160.2 KB.
// Issue 14 (branch dealer): +0.1-0.2 KB on every page (the loader's two dealer entries, the side bar's install
// list on intent; install-requests.ts stays in the cart file): measured 160.2, 143.3 and 160.4 KB.
// The tracker now starts from <interaction-tracking>'s own code in the delivery file (+2.3 KB), so the product
// page makes six requests at load, not seven; the carousel's engine loads when the strip nears the screen.
// Measured 162.5 KB.
// Issues 13 and 14 (2026-11-27): the loader's entries for eight new staff and dealer tags, +0.1 KB on every
// page (their code is never on a storefront page): measured 162.7, 143.6, 161.3 and 138.5 KB.
// Branch perfsize (2026-11-28): <cart-page>, <checkout-panel>, <reorder-page> and <save-order-as-list> (and the
// cart view and checkout code only they and the side bar's on-intent contents use) left the cart file, which
// every page with the header loads, for a `cart-pages` file of their own: cart file 29.5 → 23.0 KB. Measured
// 156.2, 137.0 and 154.8 KB. Then the delivery store and calls moved from the platform to the delivery file
// (the product page loads both; every other page about 2 KB less): 156.3, 135.1 and 152.9 KB. Each limit =
// measured + 0.1 KB.
// +0.2 to 0.4 KB with the platform's growth above (faults, dealer): limit = measured + 0.1 KB.
// CSS in template literals minified at build time (branch size, 2026-12-01): measured 155.0 KB; limit = measured + 0.1 KB.
// <shipping-dates-selector> in a shipping file of its own (branch size, 2026-12-01): measured 153.2 KB; limit = measured + 0.1 KB.
// <add-to-cart> in the catalog file with the vehicle widgets, out of the cart file (branch size, 2026-12-01): +0.6 KB
// here (the product and listing pages load both files; code split over two files compresses a little less), -7.7 KB
// on the question, cart and payment pages (no add-to-cart there): measured 153.8 KB; limit = measured + 0.1 KB.
// the ZIP form loads with the ZIP modal on intent; <zip-code-entry> in a zip file of its own (branch size, 2026-12-01): measured 152.1 KB; limit = measured + 0.1 KB.
// the side bar's content CSS and the ZIP form's CSS load with them, on intent (branch size, 2026-12-01): measured 150.4 KB; limit = measured + 0.1 KB.
// the vehicle picker overlay's CSS loads with the overlay, on intent (branch size, 2026-12-01): measured 149.7 KB; limit = measured + 0.1 KB.
// <local-pickup>'s store chooser (dialog, list and its CSS) loads on intent (branch size, 2026-12-01): measured 149.4 KB; limit = measured + 0.1 KB.
// Saving to lists out of the cart file, the side bar keeps the saved-lists store's state (branch size2): measured 148.8 KB; limit = measured + 0.1 KB.
// What a vehicle pick does next (the shop's check, the destination rules) loads with the picker's overlay, on intent (branch size2): measured 148.1 KB; limit = measured + 0.1 KB.
// The saved-list calls out of the cart file, the entry shape stays (branch size2): measured 147.7 KB; limit = measured + 0.1 KB.
// +0.1 KB: the side bar's landing rule and its tab badge share one GET of the unseen install requests per page
// load (the each-GET-once check now covers every role's pages, and the busy dealer's home page asked twice).
export const PRODUCT_PAGE_GZIP_LIMIT_UNTIL_LAZY_PARTS = 147.9 * KB;
// Issue 14 (branch formflow): the loader's entry for <custom-dealer-install-request-form-flow> (+0.05 KB on every
// page; its code is in the installer files, never on a storefront page) took the search listing just over 143.4.
// +0.2 to 0.4 KB with the platform's growth above (faults, dealer): limit = measured + 0.1 KB.
// CSS in template literals minified at build time (branch size, 2026-12-01): measured 134.1 KB; limit = measured + 0.1 KB.
// <add-to-cart> in the catalog file with the vehicle widgets, out of the cart file (branch size, 2026-12-01): +0.6 KB
// here (the product and listing pages load both files; code split over two files compresses a little less), -7.7 KB
// on the question, cart and payment pages (no add-to-cart there): measured 134.7 KB; limit = measured + 0.1 KB.
// the side bar's content CSS and the ZIP form's CSS load with them, on intent (branch size, 2026-12-01): measured 133.4 KB; limit = measured + 0.1 KB.
// the vehicle picker overlay's CSS loads with the overlay, on intent (branch size, 2026-12-01): measured 132.7 KB; limit = measured + 0.1 KB.
// Saving to lists out of the cart file, the side bar keeps the saved-lists store's state (branch size2): measured 132.1 KB; limit = measured + 0.1 KB.
// What a vehicle pick does next loads with the picker's overlay, on intent (branch size2): measured 131.4 KB; limit = measured + 0.1 KB.
// The saved-list calls out of the cart file, the entry shape stays (branch size2): measured 131.0 KB; limit = measured + 0.1 KB.
// +0.1 KB: the side bar's landing rule and its tab badge share one GET of the unseen install requests per page
// load (the each-GET-once check now covers every role's pages, and the busy dealer's home page asked twice).
export const SEARCH_PAGE_GZIP_LIMIT_UNTIL_LAZY_PARTS = 131.2 * KB;
// Issue 13 (branch specialist): +0.6 KB on the question page for the comment forms' re-sent idempotency keys
// and the reply form's pending approvals (in the community file it already loads): measured 161.1 KB.
// +0.2 to 0.4 KB with the platform's growth above (faults, dealer): limit = measured + 0.1 KB.
// CSS in template literals minified at build time (branch size, 2026-12-01): measured 152.0 KB; limit = measured + 0.1 KB.
// <add-to-cart> in the catalog file with the vehicle widgets, out of the cart file (branch size, 2026-12-01): measured 144.3 KB; limit = measured + 0.1 KB.
// the side bar's content CSS and the ZIP form's CSS load with them, on intent (branch size, 2026-12-01): measured 143.0 KB; limit = measured + 0.1 KB.
// Saving to lists out of the cart file, the side bar keeps the saved-lists store's state (branch size2): measured 142.4 KB; limit = measured + 0.1 KB.
// The saved-list calls out of the cart file, the entry shape stays (branch size2): measured 142.0 KB; limit = measured + 0.1 KB.
// +0.1 KB with the platform's renderer fix above.
// +0.1 KB: the side bar's landing rule and its tab badge share one GET of the unseen install requests per page
// load (the each-GET-once check now covers every role's pages, and the busy dealer's home page asked twice).
// +0.1 KB: the info bubble moves sideways to stay inside a 320 px window (WCAG reflow; ui/info-bubble/placement.ts).
// +0.1 KB: the HTTP layer reads each error answer's body to its end, so the browser can end that request
// (src/core/http.ts): measured 142.4 KB, just over the limit; limit = measured + 0.1 KB.
export const QUESTION_PAGE_GZIP_LIMIT_UNTIL_LAZY_PARTS = 142.5 * KB;
/**
 * The cart page (branch perfsize): the header's widgets, <cart-page> and <delivery-estimate>; the cart-pages
 * file is its sixth. Measured 154.9 KB (2026-11-28); 156.1 KB with analytics in the cart-pages file (the cart
 * page reports view_cart at load: six requests, not seven); limit = measured + 0.1 KB.
 */
// +0.2 to 0.4 KB with the platform's growth above (faults, dealer): limit = measured + 0.1 KB.
// CSS in template literals minified at build time (branch size, 2026-12-01): measured 155.0 KB; limit = measured + 0.1 KB.
// <shipping-dates-selector> in a shipping file of its own (branch size, 2026-12-01): measured 153.2 KB; limit = measured + 0.1 KB.
// <add-to-cart> in the catalog file with the vehicle widgets, out of the cart file (branch size, 2026-12-01): measured 145.5 KB; limit = measured + 0.1 KB.
// the ZIP form loads with the ZIP modal on intent; <zip-code-entry> in a zip file of its own (branch size, 2026-12-01): measured 143.9 KB; limit = measured + 0.1 KB.
// the side bar's content CSS and the ZIP form's CSS load with them, on intent (branch size, 2026-12-01): measured 142.2 KB; limit = measured + 0.1 KB.
// <local-pickup>'s store chooser (dialog, list and its CSS) loads on intent (branch size, 2026-12-01): measured 141.9 KB; limit = measured + 0.1 KB.
// Branch size2: the saving and the saved-list calls moved from the cart file to cart-pages, both loaded here: 141.9 -> 142.0 KB
// (+66 bytes; code split over two files compresses a little less); the limit holds.
// +0.1 KB with the platform's renderer fix above.
// +0.1 KB: the side bar's landing rule and its tab badge share one GET of the unseen install requests per page
// load (the each-GET-once check now covers every role's pages, and the busy dealer's home page asked twice).
// +0.3 KB: the summary's bottom-bar report (core/bottom-bar.ts, in <cart-page>'s budget above): measured 142.5 KB.
export const CART_PAGE_GZIP_LIMIT_AS_MEASURED = 142.6 * KB;

export const PAGE_BUDGETS: readonly PageBudget[] = [
  {
    path: '/p-C13130.html',
    label: 'product page',
    gzip: PRODUCT_PAGE_GZIP_LIMIT_UNTIL_LAZY_PARTS,
    requests: 6,
    forbiddenFamilies: [...NOT_STOREFRONT, ...CHECKOUT_ONLY],
  },
  {
    path: '/search',
    label: 'search listing',
    gzip: SEARCH_PAGE_GZIP_LIMIT_UNTIL_LAZY_PARTS,
    requests: 6,
    forbiddenFamilies: [...NOT_STOREFRONT, ...CHECKOUT_ONLY],
  },
  {
    path: '/question-123.html',
    label: 'question page',
    gzip: QUESTION_PAGE_GZIP_LIMIT_UNTIL_LAZY_PARTS,
    requests: 6,
    forbiddenFamilies: ['staff', 'dealer', ...CHECKOUT_ONLY],
  },
  {
    path: '/cart',
    label: 'cart page',
    gzip: CART_PAGE_GZIP_LIMIT_AS_MEASURED,
    requests: 6,
    forbiddenFamilies: [...NOT_STOREFRONT, ...CHECKOUT_ONLY],
  },
  {
    path: '/checkout/payment',
    label: 'checkout payment step',
    gzip: CHECKOUT_PAGE_GZIP_LIMIT_AS_MEASURED,
    requests: 6,
    forbiddenFamilies: NOT_STOREFRONT,
    chain: {
      limit: 3,
      reason:
        'the payment flows and SDK adapters (checkout-lazy) load once GET /api/fastpay/config has answered, so only the SDKs of buttons to be shown load',
    },
  },
];

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Every budget the build exceeds, as a sentence; empty when all hold. */
export function budgetProblems(
  info: BundleInfo,
  pages: readonly { budget: PageBudget; load: PageLoad }[],
): string[] {
  const problems: string[] = [];
  const platform = Object.values(info.chunks).find((chunk) => chunk.group === 'platform');
  if (!platform) problems.push('the build has no platform file');
  else if (platform.gzip > PLATFORM_GZIP_LIMIT_AS_MEASURED) {
    problems.push(`platform: ${kb(platform.gzip)} gzipped, limit ${kb(PLATFORM_GZIP_LIMIT_AS_MEASURED)}`);
  }
  for (const [tag, tagInfo] of Object.entries(info.tags)) {
    const exception = WIDGET_INITIAL_EXCEPTIONS[tag];
    const limit = exception?.limit ?? WIDGET_INITIAL_GZIP_LIMIT;
    if (tagInfo.initialGzip > limit) {
      problems.push(
        `<${tag}>: initial code ${kb(tagInfo.initialGzip)} gzipped, limit ${kb(limit)}${exception ? ` (${exception.reason})` : ''}`,
      );
    }
  }
  for (const { budget, load } of pages) {
    if (load.gzip > budget.gzip)
      problems.push(`${budget.label} ${budget.path}: ${kb(load.gzip)} gzipped, limit ${kb(budget.gzip)}`);
    if (load.requests > budget.requests)
      problems.push(`${budget.label} ${budget.path}: ${load.requests} JS requests, limit ${budget.requests}`);
    const forbidden = load.families.filter((family) => budget.forbiddenFamilies.includes(family));
    if (forbidden.length > 0)
      problems.push(`${budget.label} ${budget.path}: loads ${forbidden.join(', ')} code`);
  }
  return problems;
}

/** Exceptions a widget no longer needs: the limit can be tightened to 6 KB (printed, not failed). */
export function unneededExceptions(info: BundleInfo): string[] {
  return Object.keys(WIDGET_INITIAL_EXCEPTIONS).filter(
    (tag) => (info.tags[tag]?.initialGzip ?? 0) <= WIDGET_INITIAL_GZIP_LIMIT,
  );
}
