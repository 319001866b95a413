import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { MobileMenuView } from './mobile-menu';
import { mobileMenuStyles } from './mobile-menu.styles';
import { useMobileMenu } from './use-mobile-menu';

/** The header navigation data of the spec (storefront §2 "Mobile menu"), one attribute each. */
export const mobileMenuAttributes = z.object({
  siteUrl: attr.url(''),
  showAccountLink: attr.boolean(true),
  bannerSignOptionsLink: attr.url(''),
  bannerSignOptionsClassModifier: attr.string(''),
  imageBaseUrl: attr.url(''),
  bannerSignOptionsImageSource: attr.url(''),
  bannerSignOptionsImageAlternate: attr.string(''),
  showGiftsPageLink: attr.boolean(false),
  enableBannerLink: attr.boolean(false),
  showBannerSign: attr.boolean(false),
});

/**
 * The header's menu for small and extra-small widths (WAI-ARIA disclosure navigation). The toggle
 * opens a panel with the shop's links relative to the site root (account, the departments, Brands,
 * Gifts when enabled, New Arrivals or Deals, customer service, about us, careers, orders), a promo
 * banner, a greeting for signed-in visitors and the shop's sub nav (GET /api/header/mainnav and
 * /api/header/subnav). `#hamburger` in the address opens it. It closes on its close button, Escape,
 * a click beside it, a resize to medium or large width (300 ms debounce) and when navigation moves
 * elsewhere; focus is kept inside while it is open and goes back to the toggle; the page does not
 * scroll meanwhile. From 768 px on the element is hidden.
 *
 * @summary Mobile header menu with the shop's links, promo banner, greeting and sub nav.
 * @tag mobile-menu
 * @attr siteUrl - The site root the links are relative to; the page configuration's siteRoot when empty.
 * @attr showAccountLink - Shows the account link, and the greeting to signed-in visitors (default true).
 * @attr bannerSignOptionsLink - Where the promo banner links to (relative to the site root), when enableBannerLink is set.
 * @attr bannerSignOptionsClassModifier - A modifier of the banner: class `shop-mobile-menu__banner--{modifier}` and part `banner--{modifier}`.
 * @attr imageBaseUrl - The base of the banner image; the page configuration's imageBaseUrl when empty.
 * @attr bannerSignOptionsImageSource - The promo banner's image, relative to imageBaseUrl.
 * @attr bannerSignOptionsImageAlternate - The banner image's alternate text.
 * @attr showGiftsPageLink - Shows the Gifts link.
 * @attr enableBannerLink - Makes the promo banner a link to bannerSignOptionsLink.
 * @attr showBannerSign - Shows the promo banner.
 * @cssprop --shop-mobile-menu-toggle-color - Colour of the toggle (inherits by default).
 * @cssprop --shop-mobile-menu-width - Width of the open panel (default min(360px, 88vw)).
 * @cssprop --shop-mobile-menu-background - Background of the open panel (default #fff).
 * @cssprop --shop-mobile-menu-link-color - Colour of the links (default --shop-color-text).
 * @cssprop --shop-mobile-menu-z-index - Stacking level of the open panel and its backdrop (default 1000).
 * @csspart nav - The navigation landmark around the toggle and the panel; `data-state` is open or closed.
 * @csspart toggle - The Menu button (aria-expanded).
 * @csspart backdrop - The dimmed page behind the open panel.
 * @csspart panel - The open panel.
 * @csspart close - The close button of the panel.
 * @csspart banner - The promo banner; it also has the part `banner--{modifier}` with a class modifier.
 * @csspart greeting - The greeting of a signed-in visitor.
 * @csspart link - Each link of the menu.
 * @csspart subnav - The shop's sub nav (sanitised server HTML).
 */
export const mobileMenuDefinition = widget({
  tag: 'mobile-menu',
  attributes: mobileMenuAttributes,
  component: connect(MobileMenuView, useMobileMenu),
  styles: mobileMenuStyles,
});

export const MobileMenuElement = /* @__PURE__ */ createWidgetClass(mobileMenuDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'mobile-menu': InstanceType<typeof MobileMenuElement>;
  }
}
