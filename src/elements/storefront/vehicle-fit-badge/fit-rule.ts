import * as z from 'zod/mini';

/**
 * The vehicle-fit badge's rule (community §2 "Vehicle-fit badge": the text and the rule are not in
 * the spec, so they are decided here).
 *
 * A product's fitment is a list of entries `{ make, model?, yearFrom?, yearTo? }` written by the page
 * (the listing knows each product's fitment). A vehicle fits when some entry has its make, its model
 * (an entry without a model covers every model of the make) and a year range that includes its year
 * (an open end is unbounded). Names are compared ignoring case and surrounding spaces.
 */
export const fitmentEntrySchema = z
  .object({
    make: z.string().check(z.trim(), z.minLength(1)),
    model: z.optional(z.string().check(z.trim(), z.minLength(1))),
    yearFrom: z.optional(z.int().check(z.positive())),
    yearTo: z.optional(z.int().check(z.positive())),
  })
  .check(
    z.refine(
      (entry) => entry.yearFrom === undefined || entry.yearTo === undefined || entry.yearFrom <= entry.yearTo,
      {
        message: 'yearFrom must not be after yearTo',
      },
    ),
  );
export const fitmentSchema = z.array(fitmentEntrySchema);
export type FitmentEntry = z.infer<typeof fitmentEntrySchema>;

export interface BadgeVehicle {
  year: number;
  make: string;
  model: string;
}

export type FitResult = 'fits' | 'does-not-fit' | 'unknown';

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function entryFits(entry: FitmentEntry, vehicle: BadgeVehicle): boolean {
  return (
    sameName(entry.make, vehicle.make) &&
    (entry.model === undefined || sameName(entry.model, vehicle.model)) &&
    (entry.yearFrom === undefined || vehicle.year >= entry.yearFrom) &&
    (entry.yearTo === undefined || vehicle.year <= entry.yearTo)
  );
}

/** `unknown` without fitment entries (no badge): the page did not say which vehicles the product fits. */
export function fitOf(fitment: readonly FitmentEntry[], vehicle: BadgeVehicle): FitResult {
  if (fitment.length === 0) return 'unknown';
  return fitment.some((entry) => entryFits(entry, vehicle)) ? 'fits' : 'does-not-fit';
}

/** The page's vehicle, or null when any of year, make and model is missing (then there is no badge). */
export function badgeVehicle(year: number, make: string, model: string): BadgeVehicle | null {
  if (!(Number.isInteger(year) && year > 0) || make.trim() === '' || model.trim() === '') return null;
  return { year, make: make.trim(), model: model.trim() };
}

export function fitText(result: Exclude<FitResult, 'unknown'>, vehicle: BadgeVehicle): string {
  const name = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
  return result === 'fits' ? `Fits your ${name}` : `Does not fit your ${name}`;
}
