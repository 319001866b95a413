/**
 * The classic single-file bundle (`dist/cdn/shop-widgets.classic.js`) for pages that cannot load modules:
 * `<script src=".../shop-widgets.classic.js" defer></script>` defines every tag at once. Built by Rollup,
 * whose tree-shaking drops more than esbuild's did; it runs after vite.cdn.config.ts into the same folder.
 *
 * Run: npx vite build -c vite.classic.config.ts   (part of `npm run build`)
 */
import { defineConfig } from 'vite';
import { braintreeSourcesPlugin } from './scripts/cdn-build/braintree-sources';
import { minifyCssLiteralsPlugin } from './scripts/cdn-build/minify-css-literals';
import { quietAboutZodComments } from './scripts/cdn-build/rollup-warnings';

const OUT_DIR = process.env.SHOP_WIDGETS_OUT_DIR ?? 'dist';

export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': '"production"' },
  esbuild: { jsx: 'automatic', legalComments: 'none' },
  plugins: [braintreeSourcesPlugin(), minifyCssLiteralsPlugin()],
  build: {
    outDir: `${OUT_DIR}/cdn`,
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: false,
    minify: 'esbuild',
    reportCompressedSize: false,
    lib: {
      entry: 'src/cdn/shop-widgets.classic.ts',
      formats: ['iife'],
      name: 'shopWidgets',
      fileName: () => 'shop-widgets.classic.js',
    },
    rollupOptions: { onwarn: quietAboutZodComments, output: { inlineDynamicImports: true } },
  },
});
