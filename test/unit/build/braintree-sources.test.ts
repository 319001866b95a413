import { join } from 'node:path';
import { braintreeSourcesPlugin } from '../../../scripts/cdn-build/braintree-sources';

const ROOT = process.cwd();
const PACKAGE_DIR = join(ROOT, 'node_modules/braintree-web');
const adapter = join(ROOT, 'src/elements/storefront/fast-pay-buttons/adapters/braintree.ts');

function resolve(source: string, importer: string | undefined): unknown {
  const hook = braintreeSourcesPlugin().resolveId;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  return handler?.call({} as never, source, importer, { attributes: {}, isEntry: false });
}

describe('braintree-web resolved to its CommonJS sources (script-tag builds)', () => {
  it('resolves each adapter import to the module source, not the standalone browser bundle', () => {
    expect(resolve('braintree-web/client', adapter)).toBe(join(PACKAGE_DIR, 'client/index.js'));
    expect(resolve('braintree-web/google-payment', adapter)).toBe(
      join(PACKAGE_DIR, 'google-payment/index.js'),
    );
    expect(resolve('braintree-web/apple-pay', adapter)).toBe(join(PACKAGE_DIR, 'apple-pay/index.js'));
    expect(resolve('braintree-web/paypal-checkout', adapter)).toBe(
      join(PACKAGE_DIR, 'paypal-checkout/index.js'),
    );
  });

  it('resolves the requires inside the package to its own sources, so the modules share them', () => {
    const payPalIndex = join(PACKAGE_DIR, 'paypal-checkout/index.js');
    expect(resolve('../lib/braintree-error', payPalIndex)).toBe(join(PACKAGE_DIR, 'lib/braintree-error.js'));
    expect(resolve('./assets', join(PACKAGE_DIR, 'lib/create-deferred-client.js'))).toBe(
      join(PACKAGE_DIR, 'lib/assets.js'),
    );
  });

  it('leaves every other package and the project’s own imports to Vite', () => {
    expect(resolve('@braintree/wrap-promise', join(PACKAGE_DIR, 'client/index.js'))).toBeNull();
    expect(resolve('./types', adapter)).toBeNull();
    expect(resolve('react', adapter)).toBeNull();
    expect(resolve('braintree-web/client', undefined)).toBeNull();
  });
});
