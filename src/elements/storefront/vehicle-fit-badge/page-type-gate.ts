/** Community §2: the page type on which the vehicle-fit badge shows (search and product listing). */
export const VEHICLE_FIT_BADGE_PAGE_TYPE = 's';

let warned = false;

export function isVehicleFitBadgePageType(pageType: string): boolean {
  return pageType === VEHICLE_FIT_BADGE_PAGE_TYPE;
}

/**
 * Elsewhere the badge shows nothing and says why once per page on the console, as the media
 * uploader does (a host developer sees it; shoppers see nothing broken).
 */
export function warnBadgeUnavailableOnce(pageType: string): void {
  if (warned) return;
  warned = true;
  console.warn(
    `shop-widgets: the vehicle-fit badge shows only on page type "${VEHICLE_FIT_BADGE_PAGE_TYPE}" (search and product listing); ` +
      `this page's type is "${pageType}", so it shows nothing.`,
  );
}

/** Tests: warn again. */
export function resetBadgePageTypeWarning(): void {
  warned = false;
}
