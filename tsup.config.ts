import { defineConfig } from 'tsup';
import { minifyCssLiteralsEsbuildPlugin } from './scripts/cdn-build/minify-css-literals';
import { PACKAGE_ENTRIES } from './scripts/package-entries';

// The npm build: ESM; React and React DOM are peers. Its types are built next (scripts/package-types.ts).
// The script-tag bundles (dist/cdn/) are built by Vite, which can group chunks: vite.cdn.config.ts and
// vite.classic.config.ts (`npm run build:cdn`).
// SHOP_WIDGETS_OUT_DIR builds elsewhere than dist/ (parallel work on one machine).
const OUT_DIR = process.env.SHOP_WIDGETS_OUT_DIR ?? 'dist';

export default defineConfig({
  entry: PACKAGE_ENTRIES,
  target: 'es2022',
  platform: 'browser',
  sourcemap: true,
  treeshake: true,
  splitting: true,
  format: ['esm'],
  clean: true,
  external: ['react', 'react-dom', 'msw'],
  outDir: OUT_DIR,
  // The CSS in template literals, minified (scripts/cdn-build/minify-css-literals.ts).
  esbuildPlugins: [minifyCssLiteralsEsbuildPlugin()],
});
