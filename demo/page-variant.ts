import * as z from 'zod';

/**
 * A test's variant of every demo page: fields merged into the page configuration block (a short
 * `requestTimeoutMs`, say) and a changed Content-Security-Policy (Trusted Types required, a wider
 * `img-src`). Set with `POST /__demo/page-variant`, it holds for every page the demo server renders
 * until the fake shop's reset (`POST /__fake-shop/reset`).
 *
 * The server applies it as it renders, so a test needs no request interception in the browser: a
 * `page.route` makes Chromium pause every request of the page (scripts, styles, images) until Node
 * has looked at it, and turns the HTTP cache off while it is installed.
 */
export const pageVariantSchema = z.strictObject({
  /** Fields merged into the page configuration (`src/core/config.ts`). */
  config: z.record(z.string(), z.unknown()).optional(),
  /** Directives appended to the page's Content-Security-Policy. */
  extraCsp: z.string().optional(),
  /** Directives of the page's policy replaced, by name (e.g. a wider `img-src`). */
  replaceCsp: z.record(z.string(), z.string()).optional(),
});

export type PageVariant = z.infer<typeof pageVariantSchema>;

let current: PageVariant = {};

export function setPageVariant(variant: PageVariant): void {
  current = variant;
}

export function clearPageVariant(): void {
  current = {};
}

/** The configuration a page renders with: the demo's own, then the variant's fields. */
export function configWithVariant<T extends object>(config: T): T & Record<string, unknown> {
  return { ...config, ...current.config };
}

/** The page's policy with the variant's directives replaced and appended. */
export function policyWithVariant(policy: string): string {
  let changed = policy;
  for (const [name, value] of Object.entries(current.replaceCsp ?? {})) {
    changed = changed
      .split(';')
      .map((directive) => (directive.trim().startsWith(`${name} `) ? ` ${name} ${value}` : directive))
      .join(';');
  }
  return current.extraCsp ? `${changed}; ${current.extraCsp}` : changed;
}
