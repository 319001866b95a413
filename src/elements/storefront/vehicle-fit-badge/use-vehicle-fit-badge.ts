import { badgeVehicle, type FitmentEntry, fitOf, fitText } from './fit-rule';
import type { VehicleFitBadgeViewProps } from './vehicle-fit-badge';

export interface VehicleFitBadgeProps {
  year: number;
  make: string;
  model: string;
  fitment: FitmentEntry[];
}

/** The page's vehicle against the product's fitment: no server call, so a listing of 48 badges costs nothing. */
export function useVehicleFitBadge({
  year,
  make,
  model,
  fitment,
}: VehicleFitBadgeProps): VehicleFitBadgeViewProps {
  const vehicle = badgeVehicle(year, make, model);
  if (!vehicle) return { result: 'none', text: '' };
  const result = fitOf(fitment, vehicle);
  return { result, text: result === 'unknown' ? '' : fitText(result, vehicle) };
}
