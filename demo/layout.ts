import { SHOP_EVENT_NAMES } from '../src/core/events';
import { fakeShopSnapshot } from '../src/mocks/controls';
import { configWithVariant } from './page-variant';
import { liveChatHeaderMarkup } from './pages/chat';

/** Escapes text for HTML element content and attribute values. */
export function html(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON for a `<script type="application/json">`: `<`, `>`, `&`, U+2028 and U+2029 escaped. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export type Bundle = 'module' | 'classic' | 'both';

export interface PageOptions {
  title: string;
  path: string;
  pageType: string;
  body: string;
  bundle?: Bundle;
  /** False leaves `<cart-sidebar>` out of the header (the dealer dashboard: see demo/pages/dealer.ts). */
  cartSidebar?: boolean;
}

const ROLE_LABELS: Record<string, string> = {
  shopper: 'Shopper',
  dealer: 'Dealer installer',
  staff: 'Internal staff',
  specialist: 'Specialist',
  moderator: 'Moderator',
  'busy-dealer': 'Dealer installer, new install requests',
  'owner-moderator': 'Moderator who owns reply 7101',
  'inactive-specialist': 'Specialist no longer active',
};

function roleSwitcher(path: string): string {
  const { role } = fakeShopSnapshot();
  const options = Object.entries(ROLE_LABELS)
    .map(([value, label]) => `<option value="${value}"${value === role ? ' selected' : ''}>${label}</option>`)
    .join('');
  return `<form class="demo-role" method="post" action="/__demo/role">
      <label for="demo-role-select">Signed in as</label>
      <select id="demo-role-select" name="role">${options}</select>
      <input type="hidden" name="back" value="${html(path)}">
      <button type="submit">Switch</button>
    </form>`;
}

function bundleScripts(bundle: Bundle): string {
  const module = '<script type="module" src="/assets/shop-widgets.js"></script>';
  const classic = '<script src="/assets/shop-widgets.classic.js" defer></script>';
  if (bundle === 'classic') return classic;
  if (bundle === 'both') return `${module}\n    ${classic}`;
  return module;
}

/** A server-rendered demo page: the widgets are embedded by script tag, exactly as a real page would. */
export function page({
  title,
  path,
  pageType,
  body,
  bundle = 'module',
  cartSidebar = true,
}: PageOptions): string {
  const { role } = fakeShopSnapshot();
  const config = configWithVariant({
    siteRoot: '/',
    imageBaseUrl: '/images/',
    pageType,
    customerServicePhone: '1-800-555-0142',
    internalStaff: role === 'staff',
  });
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${html(title)} · Hitch &amp; Tow Supply (demo)</title>
    <link rel="icon" href="data:,">
    <link rel="stylesheet" href="/demo/demo.css">
    <link rel="stylesheet" href="/demo/live-chat-fallback.css">
    <script type="application/json" id="shop-widgets-config">${scriptJson(config)}</script>
    <script type="application/json" id="demo-event-names">${scriptJson(SHOP_EVENT_NAMES)}</script>
    ${bundleScripts(bundle)}
    <script type="module" src="/demo/host.js"></script>
  </head>
  <body>
    <a class="demo-skip" href="#main">Skip to content</a>
    <header class="demo-header">
      <a class="demo-logo" href="/">Hitch &amp; Tow Supply</a>
      <mobile-menu showGiftsPageLink showBannerSign enableBannerLink bannerSignOptionsLink="Memorial-Deals" bannerSignOptionsClassModifier="holiday" bannerSignOptionsImageSource="banners/memorial-day.svg" bannerSignOptionsImageAlternate="Memorial Day Sale: up to 20% off hitches"></mobile-menu>
      <nav aria-label="Main">
        <ul>
          <li><a href="/">Home</a></li>
          <li><a href="/checkout">Checkout</a></li>
        </ul>
      </nav>
      <div class="demo-header__cart">
        <cart-link></cart-link>
        <cart-selector data-imagebaseurl="/images/" data-cartlink="/cart"></cart-selector>
        ${cartSidebar ? '<cart-sidebar></cart-sidebar>' : ''}
      </div>
      ${roleSwitcher(path)}
      ${liveChatHeaderMarkup()}
    </header>
    <main id="main">
      <h1>${html(title)}</h1>
      ${body}
    </main>
    <footer class="demo-footer">
      <section aria-labelledby="demo-events-title">
        <h2 id="demo-events-title">Events seen by the host page</h2>
        <p>This page's own script listens on <code>window</code> for every <code>shop:*</code> event, without importing the library, and lists the latest 50.</p>
        <button type="button" id="demo-open-cart">Open the cart (host sends shop:cart-open)</button>
        <div class="demo-event-log" role="log" tabindex="0" aria-labelledby="demo-events-title">
          <ol id="demo-event-log"></ol>
        </div>
      </section>
    </footer>
  </body>
</html>`;
}
