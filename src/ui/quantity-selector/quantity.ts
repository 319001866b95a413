/** Selector quantity bounds (spec: "Selector quantity minimum 0, maximum 10000"). */
export const QUANTITY_MIN = 0;
export const QUANTITY_MAX = 10000;

/** Skus exempt from the maximum, compared case-insensitively. */
export const UNLIMITED_QUANTITY_SKUS = ['misc', 'local-install'] as const;

export function isUnlimitedQuantitySku(sku: string | undefined): boolean {
  if (!sku) return false;
  const normalized = sku.trim().toLowerCase();
  return UNLIMITED_QUANTITY_SKUS.some((unlimited) => unlimited === normalized);
}

export interface QuantityBounds {
  min?: number;
  max?: number;
}

/** The highest quantity allowed for this sku: none (Infinity) for the exempt skus. */
export function maxQuantityFor(sku: string | undefined, max: number = QUANTITY_MAX): number {
  return isUnlimitedQuantitySku(sku) ? Number.POSITIVE_INFINITY : max;
}

/**
 * Clamps a quantity to the selector's bounds: a whole number from `min` (default 0) to `max`
 * (default 10000), with no maximum for the exempt skus. Fractions are dropped; NaN becomes `min`.
 */
export function clampQuantity(value: number, sku?: string, bounds: QuantityBounds = {}): number {
  const min = bounds.min ?? QUANTITY_MIN;
  const max = maxQuantityFor(sku, bounds.max);
  if (Number.isNaN(value)) return min;
  const whole = Number.isFinite(value) ? Math.trunc(value) : value;
  return Math.min(Math.max(whole, min), max);
}

/** Reads a typed entry: a plain decimal number (sign allowed), or null for anything else. */
export function parseQuantityEntry(entry: string): number | null {
  const trimmed = entry.trim();
  if (!/^[-+]?\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}
