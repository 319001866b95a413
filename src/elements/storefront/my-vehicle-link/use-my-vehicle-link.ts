import { useEffect } from 'react';
import { useStore } from 'zustand';
import { getConfig } from '../../../core/config';
import { loadRecentVehicles, vehicleLabel, vehicleStore } from '../../../stores/vehicle';
import { vehicleRoute } from '../vehicle-picker/vehicle-route';
import type { MyVehicleLinkViewProps } from './my-vehicle-link';

/**
 * The shopper's vehicle: the one last picked on this page (any picker, any bundle, through
 * `shop:vehicle-selected`), else the most recent of GET /api/ymm/recentvehicles (shared with the
 * pickers: one call per page).
 */
export function useMyVehicleLink({ linkText }: { linkText: string }): MyVehicleLinkViewProps {
  const vehicle = useStore(
    vehicleStore,
    (state) => state.currentVehicle ?? state.recentVehicles.data?.[0] ?? null,
  );
  useEffect(() => {
    void loadRecentVehicles();
  }, []);
  const { siteRoot } = getConfig();
  return {
    linkText,
    vehicle: vehicle ? vehicleLabel(vehicle) : null,
    href: vehicleRoute(vehicle ?? { year: null, make: null, model: null }, siteRoot, window.location.href),
  };
}
