/**
 * The platform beyond React (issue 8, target 2): everything in src/core, src/api and src/stores with
 * ky, zustand, zod and r2wc, bundled as one minified production file with React external, gzipped.
 * Prints the total and what each part costs (its minified bytes, and its share of the gzip).
 *
 *   npm run bench:platform            (this checkout)
 *   npm run bench:platform -- ../main (another checkout, for a before/after)
 *
 * `src/core/sanitize.ts` (DOMPurify) is counted apart: only content widgets use it.
 */
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = resolve(process.argv[2] ?? process.cwd());
const APART = new Set(['sanitize.ts']);

function modules(folder: string): string[] {
  return readdirSync(join(root, 'src', folder))
    .filter((name) => /\.tsx?$/.test(name) && !APART.has(name))
    .map((name) => `./src/${folder}/${name.replace(/\.tsx?$/, '')}`);
}

const entry = [...modules('core'), ...modules('api'), ...modules('stores')]
  .map((path, index) => `export * as m${index} from '${path}';`)
  .join('\n');

const result = await build({
  stdin: { contents: entry, resolveDir: root, loader: 'ts' },
  absWorkingDir: root,
  bundle: true,
  write: false,
  minify: true,
  format: 'esm',
  target: 'es2022',
  platform: 'browser',
  metafile: true,
  logLevel: 'error',
  define: { 'process.env.NODE_ENV': '"production"' },
  external: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'scheduler'],
});

const code = result.outputFiles[0]?.contents ?? new Uint8Array();
const gzip = gzipSync(code, { level: 9 }).length;
const output = Object.values(result.metafile.outputs)[0];
const byPart = new Map<string, number>();
for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
  const path = relative(root, resolve(root, input));
  const part = path.includes('node_modules/')
    ? (path
        .split('node_modules/')
        .pop()
        ?.split('/')
        .slice(0, path.includes('node_modules/@') ? 2 : 1)
        .join('/') ?? path)
    : path.split('/').slice(0, 2).join('/');
  byPart.set(part, (byPart.get(part) ?? 0) + bytesInOutput);
}
const total = [...byPart.values()].reduce((sum, bytes) => sum + bytes, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`Platform beyond React (${root}): ${kb(code.length)} minified, ${kb(gzip)} gzip\n`);
console.log('| part | minified | share of gzip (estimate) |\n|---|---:|---:|');
for (const [part, bytes] of [...byPart].sort((a, b) => b[1] - a[1])) {
  console.log(`| ${part} | ${kb(bytes)} | ${kb((gzip * bytes) / total)} |`);
}
