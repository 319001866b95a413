/**
 * Loads what a pick does next (`go-to-vehicle.ts`) once per page: on the picker's intent, with its
 * overlay, so a Go or a pick never waits for it. A failed load is forgotten, so the next try loads again.
 */
let loading: Promise<typeof import('./go-to-vehicle')> | undefined;

export function loadGoToVehicle(): Promise<typeof import('./go-to-vehicle')> {
  loading ??= import('./go-to-vehicle').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export function prefetchGoToVehicle(): void {
  loadGoToVehicle().catch(() => {
    // Tried again at the pick, which says so if it still cannot load.
  });
}
