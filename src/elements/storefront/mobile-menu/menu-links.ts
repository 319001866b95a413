/**
 * The mobile menu's links (storefront §2 "Mobile menu"), relative to the site root: account,
 * maindept-Towing.aspx, maindept-Recreation.aspx, Trailer-Parts, maindept-Vehicle.aspx,
 * maindept-RVandCamper.aspx, maindept-Marine.aspx, brands.aspx, Gifts, new-arrivals, deals.aspx
 * (Memorial-Deals under a holiday toggle), customer-service.aspx, about-us.aspx, careers, orders.
 *
 * The spec gives the paths, not the texts: the texts below are this library's (docs/widgets/mobile-menu.md).
 */

export interface MenuLink {
  /** The path under the site root, exactly as the spec writes it. */
  path: string;
  text: string;
}

export const ACCOUNT_LINK: MenuLink = { path: 'account', text: 'My Account' };

export const DEPARTMENT_LINKS: readonly MenuLink[] = [
  { path: 'maindept-Towing.aspx', text: 'Towing' },
  { path: 'maindept-Recreation.aspx', text: 'Recreation' },
  { path: 'Trailer-Parts', text: 'Trailer Parts' },
  { path: 'maindept-Vehicle.aspx', text: 'Vehicle' },
  { path: 'maindept-RVandCamper.aspx', text: 'RV and Camper' },
  { path: 'maindept-Marine.aspx', text: 'Marine' },
  { path: 'brands.aspx', text: 'Brands' },
];

export const GIFTS_LINK: MenuLink = { path: 'Gifts', text: 'Gifts' };
export const NEW_ARRIVALS_LINK: MenuLink = { path: 'new-arrivals', text: 'New Arrivals' };
export const DEALS_LINK: MenuLink = { path: 'deals.aspx', text: 'Deals' };
export const HOLIDAY_DEALS_LINK: MenuLink = { path: 'Memorial-Deals', text: 'Memorial Day Deals' };

export const SERVICE_LINKS: readonly MenuLink[] = [
  { path: 'customer-service.aspx', text: 'Customer Service' },
  { path: 'about-us.aspx', text: 'About Us' },
  { path: 'careers', text: 'Careers' },
  { path: 'orders', text: 'Orders' },
];

export interface ProductLinkOptions {
  showGiftsPageLink: boolean;
  /** The new arrivals link toggle; undefined while it is being looked up. */
  newArrivals: boolean | undefined;
  /** The holiday deals link toggle; undefined while it is being looked up. */
  holidayDeals: boolean | undefined;
}

/**
 * The slot after Gifts: New Arrivals when its toggle is on (it replaces Deals), otherwise Deals,
 * going to Memorial-Deals when the holiday toggle is on. Null while a toggle it depends on is unknown.
 */
export function dealsSlotLink({ newArrivals, holidayDeals }: ProductLinkOptions): MenuLink | null {
  if (newArrivals === undefined) return null;
  if (newArrivals) return NEW_ARRIVALS_LINK;
  if (holidayDeals === undefined) return null;
  return holidayDeals ? HOLIDAY_DEALS_LINK : DEALS_LINK;
}

/** The products nav: the departments, Brands, Gifts when enabled, then New Arrivals or Deals. */
export function productLinks(options: ProductLinkOptions): MenuLink[] {
  const deals = dealsSlotLink(options);
  return [...DEPARTMENT_LINKS, ...(options.showGiftsPageLink ? [GIFTS_LINK] : []), ...(deals ? [deals] : [])];
}

/** An absolute address under a base that may itself be relative to the page (`/`, `https://shop/`). */
export function resolveAgainst(path: string, base: string, pageHref: string): string {
  try {
    const root = new URL(base || '/', pageHref);
    if (!root.pathname.endsWith('/')) root.pathname = `${root.pathname}/`;
    return new URL(path, root).href;
  } catch {
    return path;
  }
}
