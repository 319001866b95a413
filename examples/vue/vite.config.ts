import vue from '@vitejs/plugin-vue';
import manifest from 'shop-widgets/custom-elements.json' with { type: 'json' };
import { defineConfig } from 'vite';

/** The fake shop answers /api (and its images) here: the repository's demo server (`npm start` there). */
const FAKE_SHOP_URL = process.env.FAKE_SHOP_URL ?? 'http://127.0.0.1:4173';
const proxy = Object.fromEntries(['/api', '/images', '/__fake-shop'].map((path) => [path, FAKE_SHOP_URL]));

/** The library's tags, from the custom-elements manifest it ships. */
const SHOP_WIDGET_TAGS = new Set(
  manifest.modules.flatMap((module) => module.declarations ?? []).map((declaration) => declaration.tagName),
);

export default defineConfig({
  plugins: [
    vue({
      // Vue leaves these tags to the browser (custom elements) instead of resolving Vue components.
      template: { compilerOptions: { isCustomElement: (tag) => SHOP_WIDGET_TAGS.has(tag) } },
    }),
  ],
  server: { host: '127.0.0.1', proxy },
  preview: { host: '127.0.0.1', proxy },
});
