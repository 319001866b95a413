import { defineConfig, type Options } from 'tsup';

// SHOP_WIDGETS_OUT_DIR builds elsewhere than dist/ (parallel work on one machine);
// SHOP_WIDGETS_QUICK=1 builds only the script-tag bundles (no npm build, no .d.ts).
const OUT_DIR = process.env.SHOP_WIDGETS_OUT_DIR ?? 'dist';
const QUICK = process.env.SHOP_WIDGETS_QUICK === '1';

const shared: Options = {
  target: 'es2022',
  platform: 'browser',
  sourcemap: true,
  treeshake: true,
  splitting: true,
};

// Bundled for the script tag: React and everything else inside, production mode, minified.
const scriptTag: Options = {
  ...shared,
  outDir: `${OUT_DIR}/cdn`,
  noExternal: [/.*/],
  minify: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  sourcemap: false,
  // dist/cdn/metafile-*.json: what went into each file, read by `npm run bench:size`.
  metafile: true,
};

const npmBuild: Options = {
  // npm consumers: ESM + types; React and React DOM are peers.
  ...shared,
  entry: {
    index: 'src/index.ts',
    register: 'src/register.ts',
    'mocks/index': 'src/mocks/index.ts',
    jsx: 'src/jsx.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  external: ['react', 'react-dom', 'msw'],
  outDir: OUT_DIR,
};

export default defineConfig([
  ...(QUICK ? [] : [npmBuild]),
  {
    // <script type="module">: a small loader; each widget's chunk (and the shared React chunk) on first sight.
    ...scriptTag,
    entry: { 'shop-widgets': 'src/cdn/shop-widgets.ts' },
    format: ['esm'],
    outExtension: () => ({ js: '.js' }),
  },
  {
    // Classic <script> for pages that cannot use modules: one file, every tag defined.
    ...scriptTag,
    entry: { 'shop-widgets.classic': 'src/cdn/shop-widgets.classic.ts' },
    format: ['iife'],
    splitting: false,
    outExtension: () => ({ js: '.js' }),
  },
]);
