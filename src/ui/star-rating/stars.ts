export type StarFill = 'full' | 'half' | 'empty';

/** A star's fraction at or above this shows as a full star. */
export const STAR_FULL_THRESHOLD = 0.8;
/** A star's fraction at or above this (and below the full threshold) shows as a half star. */
export const STAR_HALF_THRESHOLD = 0.3;

/**
 * The fill of each star for a rating. Spec: a fraction of 0.8 or more rounds to a full star, 0.3 or
 * more gives a half star, anything less an empty one. The value is clamped to 0..max.
 */
export function starsFor(value: number, max = 5): StarFill[] {
  const rating = Number.isFinite(value) ? Math.min(Math.max(value, 0), max) : 0;
  const whole = Math.floor(rating);
  // Rounded so that floating-point noise (4.8 - 4 = 0.7999999999999998) does not cross a threshold.
  const fraction = Math.round((rating - whole) * 1e6) / 1e6;
  return Array.from({ length: max }, (_, index): StarFill => {
    if (index < whole) return 'full';
    if (index > whole) return 'empty';
    if (fraction >= STAR_FULL_THRESHOLD) return 'full';
    if (fraction >= STAR_HALF_THRESHOLD) return 'half';
    return 'empty';
  });
}
