/**
 * Writes dist/custom-elements.json from the element sources (see manifest/build-manifest.ts) and
 * fails the build when an element, attribute or event is missing from it.
 *
 * Run: npx tsx scripts/custom-elements-manifest.ts [--out dist/custom-elements.json]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { widgetDefinitions } from '../src/elements/index';
import { widgetLoaders } from '../src/elements/loaders';
import { buildManifest, findElementFiles } from './manifest/build-manifest';

const root = join(import.meta.dirname, '..');
const outFile = process.argv.includes('--out')
  ? (process.argv[process.argv.indexOf('--out') + 1] ?? '')
  : join(root, 'dist/custom-elements.json');

const sources = findElementFiles(join(root, 'src/elements')).map((file) => ({
  path: relative(root, file),
  source: readFileSync(file, 'utf8'),
}));
const { manifest, problems } = buildManifest(sources, widgetDefinitions, widgetLoaders);
if (problems.length > 0) {
  console.error(`custom-elements.json not written; fix these:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`custom-elements.json: ${sources.length} elements -> ${relative(root, outFile)}`);
