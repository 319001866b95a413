/**
 * Bundle sizes (gzip, level 9) of the script-tag build: the module entry, the shared runtime chunk
 * that carries React, each widget chunk, and the classic single-file bundle.
 *
 * Run after a build: npm run build && npm run bench:size   (add -- --json for machine-readable output)
 */
import { readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Metafile {
  outputs: Record<string, { entryPoint?: string; inputs: Record<string, { bytesInOutput: number }> }>;
}

const cdn = resolve(process.cwd(), process.env.SHOP_WIDGETS_OUT_DIR ?? 'dist', 'cdn');
const meta = JSON.parse(readFileSync(join(cdn, 'metafile-esm.json'), 'utf8')) as Metafile;

function gzipBytes(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The packages (or our own folders) that make up most of a chunk. */
function mainSources(info: Metafile['outputs'][string]): string[] {
  const bySource = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(info.inputs)) {
    const source = input.includes('node_modules/')
      ? (input.split('node_modules/').pop()?.split('/')[0] ?? input)
      : input.split('/').slice(0, 2).join('/');
    bySource.set(source, (bySource.get(source) ?? 0) + bytesInOutput);
  }
  return [...bySource]
    .sort((a, b) => b[1] - a[1])
    .filter(([, bytes]) => bytes > 100)
    .slice(0, 4)
    .map(([source]) => source);
}

function kindOf(info: Metafile['outputs'][string]): string {
  const inputs = Object.keys(info.inputs);
  if (info.entryPoint?.endsWith('src/cdn/shop-widgets.ts')) return 'script-tag entry';
  if (info.entryPoint?.includes('.element.'))
    return `widget <${basename(info.entryPoint).replace(/\.element\.tsx?$/, '')}>`;
  if (inputs.some((input) => input.includes('node_modules/react-dom/')))
    return 'React chunk (react, react-dom, scheduler)';
  if (info.entryPoint) return `on-demand module ${basename(info.entryPoint)}`;
  return `shared chunk: ${mainSources(info).join(', ') || 'bundler runtime'}`;
}

const rows = Object.entries(meta.outputs)
  .filter(([output]) => output.endsWith('.js'))
  .map(([output, info]) => {
    const file = resolve(process.cwd(), output);
    return {
      kind: kindOf(info),
      file: basename(output),
      raw: readFileSync(file).length,
      gzip: gzipBytes(file),
    };
  })
  .sort((a, b) => a.kind.localeCompare(b.kind));

const classic = join(cdn, 'shop-widgets.classic.js');
rows.push({
  kind: 'classic single-file bundle',
  file: 'shop-widgets.classic.js',
  raw: readFileSync(classic).length,
  gzip: gzipBytes(classic),
});

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('| file | what | minified | gzip |\n|---|---|---:|---:|');
  for (const row of rows) console.log(`| ${row.file} | ${row.kind} | ${kb(row.raw)} | ${kb(row.gzip)} |`);
}
