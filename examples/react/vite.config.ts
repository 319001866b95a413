import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The fake shop answers /api (and its images) here: the repository's demo server (`npm start` there). */
const FAKE_SHOP_URL = process.env.FAKE_SHOP_URL ?? 'http://127.0.0.1:4173';
const proxy = Object.fromEntries(['/api', '/images', '/__fake-shop'].map((path) => [path, FAKE_SHOP_URL]));

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', proxy },
  preview: { host: '127.0.0.1', proxy },
  build: {
    // The manifest tells the examples test which chunks the page loads first (the size budget).
    manifest: true,
    rollupOptions: {
      output: {
        // React in a chunk of its own, so the budget can tell React from what the library adds.
        manualChunks: (id) =>
          /node_modules\/(react|react-dom|scheduler)\//.test(id) ? 'vendor-react' : undefined,
      },
    },
  },
});
