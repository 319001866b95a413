import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * The lazy path's budget (`shop-widgets/autoload`): what the React example loads before any widget
 * appears is React plus at most 40 KB gzipped. Read from Vite's build manifest of examples/react,
 * where React is a chunk of its own (`vendor-react`) so it can be told from the rest.
 */
const REACT_DIST = join(import.meta.dirname, '../../examples/react/dist');
const BUDGET_BYTES = 40 * 1024;

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const manifest = (): Record<string, ManifestChunk> =>
  JSON.parse(readFileSync(join(REACT_DIST, '.vite/manifest.json'), 'utf8'));

const gzipped = (file: string) => gzipSync(readFileSync(join(REACT_DIST, file)), { level: 9 }).length;

/** The entry and every chunk it imports statically: what the browser loads before the app runs. */
function firstLoad(chunks: Record<string, ManifestChunk>): string[] {
  const entry = Object.keys(chunks).find((key) => chunks[key]?.isEntry);
  if (!entry) throw new Error('the React example has no entry chunk: build it first');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of chunks[key]?.imports ?? []) visit(next);
  };
  visit(entry);
  return [...seen];
}

test("the React example's first load is React plus at most 40 KB gzipped", () => {
  const chunks = manifest();
  const loaded = firstLoad(chunks);
  const react = loaded.filter((key) => chunks[key]?.name === 'vendor-react');
  expect(react, 'React is one chunk of the first load').toHaveLength(1);
  const reactBytes = gzipped(chunks[react[0] as string]?.file as string);
  // A sanity floor: react-dom alone is far above this, so a mislabelled chunk cannot pass as React.
  expect(reactBytes).toBeGreaterThan(50 * 1024);
  const rest = loaded.filter((key) => !react.includes(key));
  const restBytes = rest.reduce((sum, key) => sum + gzipped(chunks[key]?.file as string), 0);
  console.log(
    `React example, first load: React ${(reactBytes / 1024).toFixed(1)} KB + app and library ${(restBytes / 1024).toFixed(1)} KB gzipped (${rest.length} file(s))`,
  );
  expect(restBytes).toBeLessThanOrEqual(BUDGET_BYTES);
});

test('every tag of the library is behind a dynamic import the bundler split off', () => {
  const chunks = manifest();
  const entry = Object.values(chunks).find((chunk) => chunk.isEntry);
  const lazy = (entry?.dynamicImports ?? []).map((key) => chunks[key]?.file ?? key);
  for (const tag of ['add-to-cart', 'cart-link', 'cart-sidebar', 'vehicle-picker', 'zip-code-entry']) {
    expect(lazy.some((file) => file.includes(`${tag}.element`))).toBe(true);
  }
  const loaded = firstLoad(chunks).map((key) => chunks[key]?.file ?? key);
  expect(loaded.filter((file) => file.includes('.element'))).toEqual([]);
});
