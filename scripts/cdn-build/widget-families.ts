/**
 * Which file of the script-tag build carries each tag. A family is a set of widgets that appear on the
 * same kind of page, so a page loads a few meaningful files instead of dozens of tiny shared chunks.
 * A new tag must be added here (test/unit/build/chunk-groups.test.ts fails otherwise).
 */
/** `bios`: the staff bios (the who-is-that page, 'View Bio' on account pages), kept off the question page's files. */
/**
 * `catalog`: the product and listing pages' widgets: <add-to-cart> and the vehicle picker, fit badge and my-vehicle
 * link (the vehicle pages too). Not in `cart` (the header's family, on every page, most without an add-to-cart).
 */
/** `checkout`: the fast-pay buttons of the checkout steps (their payment SDKs load later, in `checkout-lazy`). */
/**
 * `dealer`: the dealer installer's tools (dashboard, install-request selector), never on a storefront page;
 * the cart side bar's install-requests tab loads it on intent (the selector's list), for installers only.
 */
/**
 * `installer`: the shopper's install request on installer pages (page types installer and installer-details);
 * its steps load as `installer-lazy`. Not `dealer` (a shopper never loads the dashboard's code) and never on a
 * product page.
 */
/**
 * `cart-pages`: the widgets of the cart, checkout and order pages (cart page, checkout panel, reorder page,
 * save order as list), never on a product or listing page (the cart selector is in the header: `cart`). Those pages load `cart` too (the
 * header's cart link), so what the two share goes in `cart` (see FAMILY_BASES); the cart view and the
 * checkout panel, which the side bar's contents also show, stay here and load with them on intent.
 */
export const FAMILIES = [
  'cart',
  'cart-pages',
  'catalog',
  'delivery',
  'community',
  'staff',
  'bios',
  'checkout',
  'shipping',
  'zip',
  'dealer',
  'installer',
] as const;
export type WidgetFamily = (typeof FAMILIES)[number];

/** Families that may appear on a storefront page (product, listing, cart, checkout). */
export const STOREFRONT_FAMILIES: readonly WidgetFamily[] = [
  'cart',
  'cart-pages',
  'catalog',
  'delivery',
  'checkout',
  'shipping',
  'zip',
];

/**
 * A family whose pages always load another one (its base): code the two share goes to the base's file (a
 * page with the cart page has the header's cart link), not to the platform that every page loads.
 */
export const FAMILY_BASES: Partial<Record<WidgetFamily, WidgetFamily>> = {
  'cart-pages': 'cart',
  shipping: 'delivery',
  zip: 'delivery',
};

/**
 * Families whose lazy part already imports another family's file, so a module that the other family needs at
 * start and this lazy part needs on intent goes to the other family's file instead of the platform: the side
 * bar's contents (cart-lazy) show the delivery panel's dates, so they load `delivery` anyway (the delivery
 * store and calls then leave the platform). Not `checkout`: its payment flows would pull `delivery` onto the
 * payment step for one call module.
 */
export const LAZY_PART_IMPORTS: Partial<Record<WidgetFamily, readonly WidgetFamily[]>> = {
  cart: ['delivery'],
};

export const WIDGET_FAMILIES: Record<string, WidgetFamily> = {
  // On product and listing pages, with the vehicle picker and fit badges (catalog): not in the cart file, which every
  // page with the header loads (the question, cart and checkout pages have no add-to-cart).
  'add-to-cart': 'catalog',
  'cart-link': 'cart',
  'cart-page': 'cart-pages',
  // In the demo's and the shop's header (the cart switcher), on every page: in the cart file with the cart link.
  'cart-selector': 'cart',
  'cart-sidebar': 'cart',
  'checkout-panel': 'cart-pages',
  'payment-icons': 'cart',
  // In the header of every page, like the cart link: the cart file is the header's family.
  'mobile-menu': 'cart',
  // On every page with the header, like the cart link: in the cart file, not a file of its own (no extra request).
  'live-chat': 'cart',
  'vehicle-picker': 'catalog',
  'vehicle-fit-badge': 'catalog',
  'my-vehicle-link': 'catalog',
  'delivery-estimate': 'delivery',
  'local-pickup': 'delivery',
  // Only on the checkout shipping step: a file of its own (with the option selector), so the product page's delivery
  // file does not carry it. It is built on the delivery panel's state, dates and ZIP modal, which stay in `delivery`
  // (FAMILY_BASES); in the `checkout` file it made that file import `delivery`, +13 KB on the address and payment
  // steps (measured, branch perfsize).
  'shipping-dates-selector': 'shipping',
  // The standalone ZIP box (the delivery page): a file of its own with the ZIP form, which the delivery widgets' ZIP
  // modal loads on intent (a pointer over or focus in the widget), so the product page's delivery file has neither.
  'zip-code-entry': 'zip',
  'comment-submission-form-element': 'community',
  'comment-reply-form-element': 'community',
  'customer-media-upload': 'community',
  'faq-structured-data': 'community',
  'comment-structured-data': 'community',
  'who-is-that-bios': 'bios',
  'account-bio-viewer': 'bios',
  'reorder-page': 'cart-pages',
  'save-order-as-list': 'cart-pages',
  // On the new_review page; its forms load as a part of their own (community-lazy).
  'product-review-form': 'community',
  'help-next-neighbor': 'staff',
  'custom-comment-edit-form': 'staff',
  'question-answer-form': 'staff',
  // Only on the checkout steps: a file of its own, so no product, listing or question page carries it.
  'fast-pay-buttons': 'checkout',
  // On the product page with the pickup and delivery widgets: in the delivery file, so the product page makes
  // no seventh request. Embla (the carousel's engine) and the tracker itself are lazy files, loaded after start.
  'image-carousel': 'delivery',
  'interaction-tracking': 'delivery',
  'custom-dealer-dashboard': 'dealer',
  'dealer-install-requests-selector-element': 'dealer',
  // On the installer page and in the dashboard's Metrics section; its chart loads as dealer-lazy.
  'custom-dealer-metrics': 'dealer',
  // Shopper-facing on installer pages, with the form flow: the element is small in the installer file; its form
  // (with the review calls) loads as a part of its own, never with a product page's initial files.
  'installer-review-form': 'installer',
  // Staff screen on the accountbio page: with the other bios widgets (the accounts calls, the sanitiser).
  'employee-bio-review': 'bios',
  'specialist-question-edit-form': 'staff',
  'specialist-answer-edit-form': 'staff',
  'custom-dealer-install-request-form-flow': 'installer',
};

/** The tag whose element file this is (`src/elements/<area>/<tag>/<name>.element.ts`), if any. */
export function tagOfElementFile(id: string): string | undefined {
  const match = /\/src\/elements\/[^/]+\/([^/]+)\/[^/]+\.element\.tsx?$/.exec(id.replaceAll('\\', '/'));
  return match?.[1];
}

/** The tag whose folder holds this module (`src/elements/<area>/<tag>/...`), if that folder is a widget's. */
export function tagOfWidgetFolder(id: string): string | undefined {
  const match = /\/src\/elements\/[^/]+\/([^/]+)\//.exec(id.replaceAll('\\', '/'));
  return match?.[1] && match[1] in WIDGET_FAMILIES ? match[1] : undefined;
}

/**
 * Folders (and API modules) of code that widgets of several families share, each kept in its home family's
 * file instead of the platform (which every storefront page loads): the community form kit and the comment
 * moderation calls, which the staff forms use too.
 */
export const SHARED_FOLDER_FAMILIES: Record<string, WidgetFamily> = {
  // The cart view (lines, totals, Undo) of the cart page, which the side bar's contents show too (on intent).
  '/src/elements/storefront/cart/': 'cart-pages',
  // The kit's question modules (vehicle steps, answer drafts) call the question moderation service: they go
  // with it to the staff file (listed before the kit's folder, which would claim them otherwise).
  '/src/elements/community/shared/question-vehicle.tsx': 'staff',
  '/src/elements/community/shared/answer-drafts.ts': 'staff',
  // The customer photo uploader's calls and store: the community forms and the staff answer form embed the
  // uploader; they stay in the community file (which question pages load) rather than in the platform.
  '/src/api/media.ts': 'community',
  '/src/stores/media-uploads.ts': 'community',
  '/src/elements/community/shared/': 'community',
  '/src/api/comment-moderation.ts': 'community',
  '/src/api/moderation-feedback.ts': 'community',
  '/src/api/refusal.ts': 'community',
  // Only the kit's part-link rows use it; the staff forms reach it through the kit.
  '/src/ui/info-bubble/': 'community',
  // What <add-to-cart> (catalog) shares with the header's cart widgets and the side bar: the add call, the add and
  // side-bar stores, the quantity selector (which the cart view shows too). In the cart file, which every page with
  // add-to-cart loads anyway (the header), rather than the platform.
  '/src/api/cart-add.ts': 'cart',
  '/src/stores/add-to-cart.ts': 'cart',
  '/src/stores/sidebar.ts': 'cart',
  '/src/ui/quantity-selector/': 'cart',
  // The side bar's install-requests tab and the dealer's selector share it; every page with the header loads
  // the cart file anyway, so it stays there rather than in the platform.
  '/src/api/install-requests.ts': 'cart',
  // The moderated image (staff §2.5) and the question moderation calls: the staff question forms share them.
  '/src/elements/staff/shared/': 'staff',
  '/src/api/question-moderation.ts': 'staff',
  // The vehicle picker's calls, which the install-request form flow's vehicle step reuses: they stay in the
  // catalog file (every installer page has the picker in its header) rather than moving to the platform.
  '/src/api/ymm.ts': 'catalog',
  // The dealer dashboard's body and the install-request form flow's steps both load these on intent; without a
  // home they would go to shared-lazy, which storefront pages load for their modal. The form flow's lazy file
  // carries them (a dealer's dashboard loads it too).
  '/src/api/dealer-installers.ts': 'installer',
  '/src/api/dealer-install-requests.ts': 'installer',
};

/** The home family of the shared folder (or module) this module is, if any. */
export function sharedFolderFamily(id: string): WidgetFamily | undefined {
  const path = id.replaceAll('\\', '/');
  const entry = Object.entries(SHARED_FOLDER_FAMILIES).find(([folder]) => path.includes(folder));
  return entry?.[1];
}
