import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * `/demo/payment-doubles.js`: the payment SDK test doubles (`src/mocks/payments/`) bundled for the browser
 * when first asked for, so the demo's checkout pages pay with them (no vendor host is reachable here).
 * Served from the demo's own origin: the strict CSP (`script-src 'self'`) allows it.
 */
export const PAYMENT_DOUBLES_SCRIPT_PATH = '/demo/payment-doubles.js';

let bundled: Promise<string> | null = null;

export function paymentDoublesScript(): Promise<string> {
  bundled ??= build({
    entryPoints: [join(import.meta.dirname, '../src/mocks/payments/demo-install.ts')],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    minify: false,
    legalComments: 'none',
  }).then((result) => result.outputFiles[0]?.text ?? '');
  bundled.catch(() => {
    bundled = null;
  });
  return bundled;
}
