import { useEffect } from 'react';
import { getConfig } from '../../../core/config';
import { badgeVehicle, type FitmentEntry, fitOf, fitText } from './fit-rule';
import { isVehicleFitBadgePageType, warnBadgeUnavailableOnce } from './page-type-gate';
import type { VehicleFitBadgeViewProps } from './vehicle-fit-badge';

export interface VehicleFitBadgeProps {
  year: number;
  make: string;
  model: string;
  fitment: FitmentEntry[];
}

/**
 * The page's vehicle against the product's fitment: no server call, so a listing of 48 badges costs
 * nothing. Only on page type `s` (community §2); elsewhere nothing shows and the console says why.
 */
export function useVehicleFitBadge({
  year,
  make,
  model,
  fitment,
}: VehicleFitBadgeProps): VehicleFitBadgeViewProps {
  const { pageType } = getConfig();
  const available = isVehicleFitBadgePageType(pageType);
  useEffect(() => {
    if (!available) warnBadgeUnavailableOnce(pageType);
  }, [available, pageType]);
  const vehicle = available ? badgeVehicle(year, make, model) : null;
  if (!vehicle) return { result: 'none', text: '' };
  const result = fitOf(fitment, vehicle);
  return { result, text: result === 'unknown' ? '' : fitText(result, vehicle) };
}
