/**
 * Sizes (gzip, level 9) of the script-tag build, from dist/cdn/bundle-info.json: the loader, the React file,
 * the platform, each family file, each widget's own initial code, the page totals at load of the demo's
 * budgeted pages, and the classic single-file bundle. Limits are in scripts/cdn-build/budgets.ts.
 *
 * Run after a build: npm run build && npm run bench:size   (add -- --json for machine-readable output,
 * -- --platform for the platform file module by module)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  PLATFORM_GZIP_LIMIT_AS_MEASURED,
  WIDGET_INITIAL_EXCEPTIONS,
  WIDGET_INITIAL_GZIP_LIMIT,
} from './cdn-build/budgets';
import { gzipSize } from './cdn-build/bundle-info';
import { ON_DEMAND_GROUPS } from './cdn-build/chunk-groups';
import { budgetedPageLoads } from './cdn-build/demo-pages';
import { CDN_DIR, readBundleInfo } from './cdn-build/read-bundle-info';
import { FAMILIES } from './cdn-build/widget-families';

interface Row {
  what: string;
  file: string;
  raw?: number;
  gzip: number;
  limit?: number;
}

const info = readBundleInfo();
const rows: Row[] = [];
const chunkRows = Object.entries(info.chunks).map(([file, chunk]) => ({ file, ...chunk }));
const order = (group: string) =>
  group === 'loader' ? 0 : group === 'react' ? 1 : group === 'platform' ? 2 : group.endsWith('-lazy') ? 4 : 3;
chunkRows.sort((a, b) => order(a.group) - order(b.group) || a.group.localeCompare(b.group));

for (const chunk of chunkRows) {
  const what =
    chunk.group === 'loader'
      ? 'loader (script-tag entry)'
      : chunk.group === 'react'
        ? 'React (react, react-dom, scheduler)'
        : chunk.group === 'platform'
          ? 'platform (core, api, stores, bus, ky, zustand, zod, shared UI)'
          : Object.values(ON_DEMAND_GROUPS).includes(chunk.group) &&
              !(FAMILIES as readonly string[]).includes(chunk.group)
            ? `${chunk.group}, loaded on demand`
            : chunk.group === 'shared-lazy'
              ? 'shared by several families, loaded on intent'
              : chunk.group.endsWith('-lazy')
                ? `${chunk.group.replace(/-lazy$/, '')} family, loaded on intent`
                : `${chunk.group} family`;
  rows.push({
    what,
    file: chunk.file,
    raw: chunk.bytes,
    gzip: chunk.gzip,
    ...(chunk.group === 'platform' ? { limit: PLATFORM_GZIP_LIMIT_AS_MEASURED } : {}),
  });
}
rows.push({
  what: 'inside the platform: core, api, stores, ky, zustand, zod, r2wc',
  file: '',
  gzip: info.platformGzip,
});
rows.push({
  what: 'of which the fixed libraries alone: zod/mini, ky, zustand, r2wc (the floor under the 15 KB target)',
  file: '',
  gzip: info.platformLibrariesGzip ?? 0,
});
rows.push({
  what: 'inside the platform: shared UI (loading, lazy parts, the closed modal, ...)',
  file: '',
  gzip: info.platformSharedUiGzip,
});
for (const [tag, tagInfo] of Object.entries(info.tags)) {
  rows.push({
    what: `<${tag}> initial code (in ${tagInfo.family})`,
    file: '',
    gzip: tagInfo.initialGzip,
    limit: WIDGET_INITIAL_EXCEPTIONS[tag]?.limit ?? WIDGET_INITIAL_GZIP_LIMIT,
  });
}
for (const { budget, load } of budgetedPageLoads(info)) {
  rows.push({
    what: `${budget.label} ${budget.path} at load: ${load.requests} JS files (${load.families.join(', ')})`,
    file: '',
    gzip: load.gzip,
    limit: budget.gzip,
  });
}
// Only the module build (`vite build -c vite.cdn.config.ts`) has run: no classic row.
const classicFile = join(CDN_DIR, 'shop-widgets.classic.js');
if (existsSync(classicFile)) {
  const classic = readFileSync(classicFile);
  rows.push({
    what: 'classic single-file bundle',
    file: 'shop-widgets.classic.js',
    raw: classic.length,
    gzip: gzipSize(classic),
  });
}

if (process.argv.includes('--platform')) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const platform = Object.values(info.chunks).find((chunk) => chunk.group === 'platform');
  console.log(`Platform file: ${kb(platform?.gzip ?? 0)} gzipped (each module gzipped alone below)\n`);
  console.log('| module | rendered, unminified | gzip alone (minified) |\n|---|---:|---:|');
  for (const [name, module] of Object.entries(info.platformModules ?? {})) {
    console.log(`| ${name} | ${kb(module.bytes)} | ${kb(module.gzip)} |`);
  }
} else if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const kb = (bytes: number | undefined) => (bytes === undefined ? '' : `${(bytes / 1024).toFixed(1)} KB`);
  console.log('| what | file | minified | gzip | limit |\n|---|---|---:|---:|---:|');
  for (const row of rows) {
    console.log(`| ${row.what} | ${row.file} | ${kb(row.raw)} | ${kb(row.gzip)} | ${kb(row.limit)} |`);
  }
}
