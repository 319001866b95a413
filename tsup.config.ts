import { defineConfig } from 'tsup';
import { minifyCssLiteralsEsbuildPlugin } from './scripts/cdn-build/minify-css-literals';

// The npm build: ESM + types; React and React DOM are peers. The script-tag bundles (dist/cdn/) are built
// by Vite, which can group chunks: vite.cdn.config.ts and vite.classic.config.ts (`npm run build:cdn`).
// SHOP_WIDGETS_OUT_DIR builds elsewhere than dist/ (parallel work on one machine).
const OUT_DIR = process.env.SHOP_WIDGETS_OUT_DIR ?? 'dist';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    register: 'src/register.ts',
    autoload: 'src/autoload.ts',
    'mocks/index': 'src/mocks/index.ts',
    jsx: 'src/jsx.ts',
  },
  target: 'es2022',
  platform: 'browser',
  sourcemap: true,
  treeshake: true,
  splitting: true,
  format: ['esm'],
  dts: true,
  clean: true,
  external: ['react', 'react-dom', 'msw'],
  outDir: OUT_DIR,
  // The CSS in template literals, minified (scripts/cdn-build/minify-css-literals.ts).
  esbuildPlugins: [minifyCssLiteralsEsbuildPlugin()],
});
