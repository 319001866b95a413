import './zod';
import * as z from 'zod/mini';
import { logger } from './logger';

/**
 * The tolerant reader at the API edge (docs/network.md "Tolerant reader"). A response schema checks
 * only what its widgets read. A field that is read but optional goes through `lenient`: when the
 * server sends it with another type, that one feature falls back (the field reads as absent) and the
 * drift is logged once per field and page, instead of failing the whole answer.
 */

const reported = new Set<string>();

function reportDrift(field: string, input: unknown, issues: readonly z.core.$ZodIssue[]): void {
  if (reported.has(field)) return;
  reported.add(field);
  logger.warning(`Schema drift in ${field}: ${issues[0]?.message ?? 'unexpected value'}`, {
    source: 'schema-drift',
    field,
    received: input === null ? 'null' : typeof input,
  });
}

/**
 * `schema`, or `fallback` (logged once as drift of `field`) when the value does not fit it. Written
 * as a transform rather than `z.catch`, which would add about 3.5 KB gzipped of zod to every page.
 */
export function lenient<S extends z.ZodMiniType>(field: string, schema: S, fallback: z.output<S>) {
  return z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value): z.output<S> => {
        const result = schema.safeParse(value);
        if (result.success) return result.data;
        reportDrift(field, value, result.error.issues);
        return fallback;
      }),
    ),
  );
}

/** A read-but-optional text: absent, null or drifted reads as ''. */
export function optionalText(field: string) {
  return z.pipe(
    lenient(field, z.nullish(z.string()), null),
    z.transform((text) => text ?? ''),
  );
}

/** A read-but-optional value: absent or null as sent, a drifted value reads as null. */
export function optionalField<S extends z.ZodMiniType>(field: string, schema: S) {
  return lenient(field, z.nullish(schema), null);
}

/** Tests: report every field's drift again. */
export function resetDriftReports(): void {
  reported.clear();
}
