import { type Vehicle, validateVehicle } from '../../../api/ymm';
import { getConfig } from '../../../core/config';
import { newIdempotencyKey } from '../../../core/http';
import { logger } from '../../../core/logger';
import { FEATURE_TOGGLES, isToggleOn } from '../../../core/toggles';
import { vehicleLabel } from '../../../stores/vehicle';
import { navigateTo } from './navigate';
import { type PageFacts, resolvePageKind, vehicleDestination } from './vehicle-navigation';
import type { ChosenVehicle } from './vehicle-route';

/**
 * What the picker does once the shopper has picked: asks the shop about the vehicle and goes to where
 * it leads on this kind of page. Loaded on intent, with the overlay (`go-to-vehicle-on-intent.ts`).
 */

/** How long a pick waits for the shop to confirm the vehicle before going on anyway. */
export const VALIDATE_WAIT_MS = 2000;

/** The shop's word on a vehicle: its own spelling, 'invalid', or null when it did not answer in time. */
export async function confirmVehicle(vehicle: Vehicle): Promise<Vehicle | 'invalid' | null> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), VALIDATE_WAIT_MS);
  try {
    const answer = await validateVehicle(vehicle, {
      idempotencyKey: newIdempotencyKey(),
      signal: controller.signal,
    });
    return answer.isValid ? (answer.vehicle ?? vehicle) : 'invalid';
  } catch (error) {
    logger.warning(`The vehicle ${vehicleLabel(vehicle)} could not be confirmed; going on without.`, {
      source: 'vehicle-picker',
      error: String(error),
    });
    return null;
  } finally {
    window.clearTimeout(timer);
  }
}

/** Leaves for the page of this (whole or partly chosen) vehicle. */
export async function goToVehicle(vehicle: ChosenVehicle, facts: Omit<PageFacts, 'pageType'>): Promise<void> {
  const config = getConfig();
  const pageKind = resolvePageKind({ ...facts, pageType: config.pageType });
  const [searchFilterOn, departmentQueryOn] = await Promise.all([
    pageKind === 'search' ? isToggleOn(FEATURE_TOGGLES.ymmSearchFilter) : false,
    pageKind === 'department' ? isToggleOn(FEATURE_TOGGLES.departmentVehicleSelector) : false,
  ]);
  navigateTo(
    vehicleDestination({
      vehicle,
      pageKind,
      currentUrl: window.location.href,
      siteRoot: config.siteRoot,
      productBaseUrl: facts.productBaseUrl,
      categoryCode: facts.categoryCode,
      hitchCategory: facts.hitchCategory,
      searchFilterOn,
      departmentQueryOn,
    }),
  );
}
