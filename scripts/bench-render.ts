/**
 * Benchmark (not a test): render speed of 200 `add-to-cart` elements (data-view full) against its
 * two references, side by side in one run, in Chromium.
 *
 *   npm run bench:render                 # 7 interleaved runs
 *   npx tsx scripts/bench-render.ts --runs 15 --count 200
 *
 * It bundles three small pages with esbuild (production, minified, one file each, no CDN) into
 * node_modules/.cache/bench-render and serves them on 127.0.0.1:
 * - library: the add-to-cart element as the script tag ships it (src/, React inside);
 * - plain React: one React root rendering the same view component from the same props (what the
 *   element's attributes parse to), light DOM, the same CSS in the document;
 * - Shoelace: 200 bundled `sl-input` + `sl-button` pairs (@shoelace-style/shoelace, light theme).
 *
 * Measured, each in a fresh browser context, the scenarios interleaved run by run:
 * - warm: the library (or React) is loaded and has rendered once; the time from inserting 200
 *   elements (or calling `root.render` with 200 items) until all 200 have rendered;
 * - cold: from navigation start until all 200 elements of the page have rendered (Shoelace: until
 *   every element's first update completed).
 * Targets (issue 8, target 5): warm ≤ 1.5x plain React; cold ≤ 1.0x Shoelace.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { build } from 'esbuild';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../playwright.config';
import { median, table } from './bench-stats';

const ROOT = join(import.meta.dirname, '..');
const OUT = join(ROOT, 'node_modules/.cache/bench-render');

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

const RUNS = option('runs', 7);
const COUNT = option('count', 200);

/** The attributes of listing item `index`: the same for the elements and the React reference. */
function itemAttributes(index: number): Record<string, string> {
  return {
    'data-view': 'full',
    'data-websku': `BENCH${String(index).padStart(4, '0')}`,
    'data-qty': '1',
    price: (19.99 + index).toFixed(2),
  };
}

const ITEMS = Array.from({ length: COUNT }, (_, index) => itemAttributes(index));

function attributeText(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');
}

const elementMarkup = ITEMS.map((item) => `<add-to-cart ${attributeText(item)}></add-to-cart>`).join('\n');
const shoelaceMarkup = ITEMS.map(
  (_, index) =>
    `<div class="pair"><sl-input type="number" label="Quantity" value="1" name="qty-${index}"></sl-input>` +
    `<sl-button variant="primary">Add to Cart</sl-button></div>`,
).join('\n');

const CONFIG =
  '<script type="application/json" id="shop-widgets-config">{"siteRoot":"/","imageBaseUrl":"/images/"}</script>';

/** Entry of the library page: the element defined as the script-tag build defines it. */
const LIBRARY_ENTRY = `
import { defineWidget } from './src/core/define-widget';
import { addToCartDefinition } from './src/elements/storefront/add-to-cart/add-to-cart.element';
import { rendered, watchRendered } from './scripts/bench-render-watch';
defineWidget(addToCartDefinition);
window.__bench = { watchRendered, rendered };
`;

/**
 * Entry of the plain React page: the element's own component (view and controller hook) with the
 * props its attributes parse to, all in one root, the element's CSS in the document.
 */
const REACT_ENTRY = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { addToCartDefinition } from './src/elements/storefront/add-to-cart/add-to-cart.element';
import { baseStyles } from './src/core/styles';
import { uiStyles } from './src/ui/ui.styles';
import * as atc from './src/elements/storefront/add-to-cart/add-to-cart.styles';
import * as full from './src/elements/storefront/add-to-cart/views/full.styles';
const sheet = new CSSStyleSheet();
// The full view's CSS (and all the shared UI's) once in the document; ':host' becomes the list.
sheet.replaceSync([baseStyles, uiStyles, ...Object.values(atc), ...Object.values(full)].join('\\n').replace(/:host/g, '#list'));
document.adoptedStyleSheets = [sheet];
const Component = addToCartDefinition.component;
const emit = () => {};
function propsOf(attributes) {
  const props = {};
  for (const [name, schema] of Object.entries(addToCartDefinition.attributes.shape)) {
    const key = name.replace(/^data-/, '').replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    props[key] = schema.parse(attributes[name]);
  }
  return { ...props, emit };
}
const List = ({ items }) => items.map((item, index) => createElement(Component, { key: index, ...propsOf(item) }));
const container = document.getElementById('list');
const root = createRoot(container);
function renderAll(items) {
  return new Promise((resolve) => {
    const start = performance.now();
    const done = () => container.querySelectorAll('[part="root"]').length >= items.length;
    const observer = new MutationObserver(() => {
      if (done()) { observer.disconnect(); resolve(performance.now() - start); }
    });
    observer.observe(container, { childList: true, subtree: true });
    root.render(createElement(List, { items }));
  });
}
window.__bench = {
  async warmUp(items) { await renderAll(items.slice(0, 1)); root.render(null); await new Promise((r) => setTimeout(r, 50)); },
  renderAll,
};
`;

const SHOELACE_ENTRY = `
import '@shoelace-style/shoelace/dist/components/input/input.js';
import '@shoelace-style/shoelace/dist/components/button/button.js';
Promise.all([customElements.whenDefined('sl-input'), customElements.whenDefined('sl-button')]).then(async () => {
  const elements = [...document.querySelectorAll('sl-input, sl-button')];
  await Promise.all(elements.map((element) => element.updateComplete));
  window.__benchCold = performance.now();
});
`;

function htmlPage(title: string, head: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title><link rel="icon" href="data:,">${head}</head>
<body><main id="list">${body}</main></body></html>`;
}

/** Runs in the library pages: resolves `__benchCold` when every element of the page rendered. */
const LIBRARY_COLD_WATCH = `<script type="module">
customElements.whenDefined('add-to-cart').then(() =>
  window.__bench.watchRendered([...document.querySelectorAll('add-to-cart')]).then(() => {
    window.__benchCold = performance.now();
  }));
</script>`;

async function buildPages(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const common = {
    bundle: true,
    format: 'esm' as const,
    minify: true,
    target: 'es2022',
    platform: 'browser' as const,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning' as const,
    legalComments: 'none' as const,
  };
  const entries: [string, string][] = [
    ['library', LIBRARY_ENTRY],
    ['react', REACT_ENTRY],
    ['shoelace', SHOELACE_ENTRY],
  ];
  await Promise.all(
    entries.map(([name, contents]) =>
      build({
        ...common,
        stdin: { contents, resolveDir: ROOT, loader: 'tsx', sourcefile: `${name}-entry.tsx` },
        outfile: join(OUT, `${name}.js`),
      }),
    ),
  );
  writeFileSync(
    join(OUT, 'shoelace-light.css'),
    readFileSync(join(ROOT, 'node_modules/@shoelace-style/shoelace/dist/themes/light.css')),
  );
  const pages: Record<string, string> = {
    'library-cold.html': htmlPage(
      'library cold',
      `${CONFIG}<script type="module" src="/library.js"></script>${LIBRARY_COLD_WATCH}`,
      elementMarkup,
    ),
    'library-warm.html': htmlPage(
      'library warm',
      `${CONFIG}<script type="module" src="/library.js"></script>`,
      '',
    ),
    'react-warm.html': htmlPage('react warm', `${CONFIG}<script type="module" src="/react.js"></script>`, ''),
    'shoelace-cold.html': htmlPage(
      'shoelace cold',
      '<link rel="stylesheet" href="/shoelace-light.css"><script type="module" src="/shoelace.js"></script>',
      shoelaceMarkup,
    ),
  };
  for (const [name, text] of Object.entries(pages)) writeFileSync(join(OUT, name), text);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** Serves the bench pages; anything else (the shop's API, images) answers 404 and is counted. */
function serve(): Promise<{ server: Server; url: string; unexpected: string[] }> {
  const unexpected: string[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const file = join(OUT, path.replace(/^\/+/, ''));
    const type = TYPES[extname(file)];
    if (!file.startsWith(OUT) || !type) {
      unexpected.push(`${request.method} ${path}`);
      response.writeHead(404).end();
      return;
    }
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    } catch {
      unexpected.push(`${request.method} ${path}`);
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, unexpected });
    });
  });
}

type Scenario = 'library warm' | 'React warm' | 'library cold' | 'Shoelace cold';

async function inFreshPage<T>(browser: Browser, run: (page: import('playwright-core').Page) => Promise<T>) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  let timer: NodeJS.Timeout | undefined;
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('A bench page did not finish within 60 s')), 60_000);
    });
    return await Promise.race([run(page), timeout]);
  } finally {
    clearTimeout(timer);
    await context.close();
  }
}

async function coldTime(page: import('playwright-core').Page, url: string): Promise<number> {
  await page.goto(url);
  await page.waitForFunction(
    () => typeof (window as { __benchCold?: number }).__benchCold === 'number',
    undefined,
    {
      timeout: 60_000,
    },
  );
  return page.evaluate(() => (window as unknown as { __benchCold: number }).__benchCold);
}

const measureScenario: Record<Scenario, (browser: Browser, url: string) => Promise<number>> = {
  'library warm': (browser, url) =>
    inFreshPage(browser, async (page) => {
      await page.goto(`${url}/library-warm.html`);
      await page.waitForFunction(() => customElements.get('add-to-cart') !== undefined);
      return page.evaluate(
        async ({ markup, first }) => {
          const bench = (
            window as unknown as {
              __bench: { watchRendered: (elements: Element[]) => Promise<void> };
            }
          ).__bench;
          const list = document.getElementById('list') as HTMLElement;
          // Warm up: the library has rendered one element (its React root exists), then it is removed.
          list.innerHTML = first;
          await bench.watchRendered([...list.children]);
          list.replaceChildren();
          await new Promise((resolve) => setTimeout(resolve, 50));
          const start = performance.now();
          list.innerHTML = markup;
          await bench.watchRendered([...list.children]);
          return performance.now() - start;
        },
        { markup: elementMarkup, first: elementMarkup.split('\n')[0] ?? '' },
      );
    }),
  'React warm': (browser, url) =>
    inFreshPage(browser, async (page) => {
      await page.goto(`${url}/react-warm.html`);
      await page.waitForFunction(() => '__bench' in window);
      return page.evaluate(async (items) => {
        const bench = (
          window as unknown as {
            __bench: {
              warmUp: (items: unknown[]) => Promise<void>;
              renderAll: (items: unknown[]) => Promise<number>;
            };
          }
        ).__bench;
        await bench.warmUp(items);
        return bench.renderAll(items);
      }, ITEMS);
    }),
  'library cold': (browser, url) =>
    inFreshPage(browser, (page) => coldTime(page, `${url}/library-cold.html`)),
  'Shoelace cold': (browser, url) =>
    inFreshPage(browser, (page) => coldTime(page, `${url}/shoelace-cold.html`)),
};

async function main(): Promise<void> {
  await buildPages();
  const { server, url, unexpected } = await serve();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const scenarios = Object.keys(measureScenario) as Scenario[];
  const samples = new Map<Scenario, number[]>(scenarios.map((scenario) => [scenario, []]));
  try {
    // One warm-up pass (not counted): the browser's own caches and the server are primed.
    for (const scenario of scenarios) await measureScenario[scenario](browser, url);
    for (let run = 0; run < RUNS; run += 1) {
      for (const scenario of scenarios)
        samples.get(scenario)?.push(await measureScenario[scenario](browser, url));
    }
  } finally {
    await browser.close();
    server.close();
  }

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const med = (scenario: Scenario) => median(samples.get(scenario) ?? []);
  const rows: [string, Scenario, Scenario, number][] = [
    ['warm: insert and render all', 'library warm', 'React warm', 1.5],
    ['cold: navigation to all rendered', 'library cold', 'Shoelace cold', 1.0],
  ];
  console.log(
    `\n${COUNT} add-to-cart (data-view full) against its references; medians of ${RUNS} interleaved runs, fresh contexts\n`,
  );
  console.log(
    table([
      ['measure', 'shop-widgets', 'reference', 'reference ms', 'ratio', 'target', 'met'],
      ...rows.map(([label, ours, reference, target]) => {
        const ratio = med(ours) / med(reference);
        return [
          label,
          ms(med(ours)),
          reference,
          ms(med(reference)),
          `${ratio.toFixed(2)}x`,
          `≤ ${target.toFixed(1)}x`,
          ratio <= target ? 'yes' : 'no',
        ];
      }),
    ]),
  );
  console.log('\nSamples (ms):');
  for (const scenario of scenarios) {
    console.log(
      `  ${scenario.padEnd(14)} ${(samples.get(scenario) ?? []).map((value) => value.toFixed(0)).join(' ')}`,
    );
  }
  if (unexpected.length > 0) {
    const distinct = [...new Set(unexpected)];
    console.log(`\nRequests outside the bench pages (answered 404): ${distinct.join(', ')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
