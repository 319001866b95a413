/**
 * The script-tag module build (`dist/cdn/`): a small loader (`shop-widgets.js`) and a few meaningful files
 * (React, the platform, one per widget family, `<family>-lazy` for what loads on intent). Vite rewrites each
 * `import()` of the loader so that it first adds a `<link rel="modulepreload">` for every file the import
 * needs (the dependency map comes from this build), so no file waits on another to be discovered.
 *
 * Run: npx vite build -c vite.cdn.config.ts   (part of `npm run build`; SHOP_WIDGETS_OUT_DIR builds elsewhere)
 */
import { defineConfig } from 'vite';
import { braintreeSourcesPlugin } from './scripts/cdn-build/braintree-sources';
import { bundleInfoPlugin } from './scripts/cdn-build/bundle-info-plugin';
import { createChunkGrouping } from './scripts/cdn-build/chunk-groups';
import { minifyCssLiteralsPlugin } from './scripts/cdn-build/minify-css-literals';
import { quietAboutZodComments } from './scripts/cdn-build/rollup-warnings';

const OUT_DIR = process.env.SHOP_WIDGETS_OUT_DIR ?? 'dist';
const groupOf = createChunkGrouping();

export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  // Relative: the files load from wherever the loader was served.
  base: './',
  define: { 'process.env.NODE_ENV': '"production"' },
  esbuild: { jsx: 'automatic', legalComments: 'none' },
  plugins: [braintreeSourcesPlugin(), minifyCssLiteralsPlugin(), bundleInfoPlugin()],
  build: {
    outDir: `${OUT_DIR}/cdn`,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    modulePreload: { polyfill: false },
    rollupOptions: {
      onwarn: quietAboutZodComments,
      input: { 'shop-widgets': 'src/cdn/shop-widgets.ts' },
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: '[name]-[hash].js',
        manualChunks: (id, { getModuleInfo }) => groupOf(id, getModuleInfo),
      },
    },
  },
});
