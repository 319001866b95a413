/**
 * The custom-elements manifest of this repository, built in-process from the element sources the
 * same way `npm run build` writes dist/custom-elements.json (no build needed).
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { widgetDefinitions } from '../../src/elements/index';
import { widgetLoaders } from '../../src/elements/loaders';
import { buildManifest, findElementFiles } from './build-manifest';

export const repositoryRoot = join(import.meta.dirname, '../..');

export function repositoryManifest(root = repositoryRoot): { manifest: unknown; problems: string[] } {
  const sources = findElementFiles(join(root, 'src/elements')).map((file) => ({
    path: relative(root, file),
    source: readFileSync(file, 'utf8'),
  }));
  return buildManifest(sources, widgetDefinitions, widgetLoaders);
}
