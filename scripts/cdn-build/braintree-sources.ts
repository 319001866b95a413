/**
 * braintree-web's `browser` field maps each of its modules (`braintree-web/client`, `/google-payment`,
 * `/apple-pay`, `/paypal-checkout`) to a standalone browser bundle, and each bundle carries its own copy of
 * the client and the shared library code: the fast-pay adapters would load the client four times. This
 * plugin resolves braintree-web, and the relative requires inside it, the way Node does (its CommonJS
 * sources: `client/index.js`, `lib/…`), so Rollup bundles each module once and the adapters share them.
 * Only this package: every other package (braintree's own helpers among them) keeps its `browser` field. The npm
 * build (tsup) keeps braintree-web external, so a host's bundler resolves it as it always has.
 */
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const PACKAGE = 'braintree-web';
const INSIDE_PACKAGE = /[\\/]node_modules[\\/]braintree-web[\\/]/;

export function braintreeSourcesPlugin(): Plugin {
  return {
    name: 'braintree-web-sources',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || importer.startsWith('\0') || source.startsWith('\0')) return null;
      const importerPath = importer.split('?')[0] as string;
      const ofPackage = source.startsWith(`${PACKAGE}/`);
      const relativeInside = source.startsWith('.') && INSIDE_PACKAGE.test(importerPath);
      if (!ofPackage && !relativeInside) return null;
      return createRequire(importerPath).resolve(source);
    },
  };
}
