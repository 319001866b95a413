import type { Plugin } from 'vite';
import { transformWithEsbuild } from 'vite';
import { BUNDLE_INFO_FILE, describeBundle, gzipSize } from './bundle-info';

/**
 * Gzipped size of some modules' code as it would ship: Rollup hands over each module's code before the
 * build minifies the file, so it is minified here the same way (nothing dropped, only made small).
 */
export async function shippedGzipSize(code: string): Promise<number> {
  if (code.trim() === '') return 0;
  const minified = await transformWithEsbuild(code, 'modules.js', {
    minify: true,
    treeShaking: false,
    format: 'esm',
    legalComments: 'none',
  });
  return gzipSize(minified.code);
}

/** The plugin that writes bundle-info.json next to the files. */
export function bundleInfoPlugin(): Plugin {
  return {
    name: 'shop-widgets-bundle-info',
    // After Vite has written each dynamic import's preload list into the files: the sizes are the files'.
    enforce: 'post',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const info = await describeBundle(
          bundle,
          (id) => this.getModuleInfo(id)?.importedIds ?? [],
          shippedGzipSize,
        );
        this.emitFile({
          type: 'asset',
          fileName: BUNDLE_INFO_FILE,
          source: `${JSON.stringify(info, null, 2)}\n`,
        });
      },
    },
  };
}
