/**
 * What the script-tag build made, written to `dist/cdn/bundle-info.json` for the budgets check and
 * `npm run bench:size`: each file with its group, imports and gzipped size; each tag with the whole set
 * of files the loader requests at once for it, and the gzipped size of the widget's own initial code.
 */
import { gzipSync } from 'node:zlib';
import type { OutputBundle, OutputChunk } from 'rollup';
import { PLATFORM_GROUP } from './chunk-groups';
import { tagOfElementFile, WIDGET_FAMILIES } from './widget-families';

export const BUNDLE_INFO_FILE = 'bundle-info.json';

export interface ChunkInfo {
  /** `react`, `platform`, a family, `<family>-lazy`, or `loader` for the entry. */
  group: string;
  imports: string[];
  dynamicImports: string[];
  bytes: number;
  gzip: number;
  /** The packages or source folders that make up most of the file, largest first (minified bytes). */
  sources: Record<string, number>;
}

export interface TagInfo {
  family: string;
  /** Every file the tag needs before it can render (its family's file and all it imports), loader excluded. */
  files: string[];
  /** The widget's own initial code: its element file and what it imports inside its family's file. */
  initialGzip: number;
}

export interface BundleInfo {
  entry: string;
  chunks: Record<string, ChunkInfo>;
  tags: Record<string, TagInfo>;
  /** Inside the platform file: core, the API edge, stores, ky, zustand, zod, r2wc (gzipped together). */
  platformGzip: number;
  /** Inside the platform file: what else more than one family shares (shared UI primitives, focus-trap). */
  platformSharedUiGzip: number;
  /**
   * Inside the platform file, module by module (a package counts as one): its rendered bytes and the gzipped
   * size of that code alone (a module gzips better next to the others, so these add up to more than the file).
   */
  platformModules?: Record<string, { bytes: number; gzip: number }>;
  /**
   * Of the platform file, the fixed libraries alone (zod/mini, ky, zustand, r2wc), as shipped: the floor
   * under the platform's 15 KB target before any code of ours.
   */
  platformLibrariesGzip?: number;
}

export const gzipSize = (code: string | Uint8Array): number => gzipSync(code, { level: 9 }).length;

/** Files a chunk needs loaded before it runs: itself and its static imports, depth first, no duplicates. */
export function staticClosure(
  file: string,
  importsOf: (file: string) => readonly string[],
  skip: ReadonlySet<string>,
): string[] {
  const seen: string[] = [];
  const visit = (current: string) => {
    if (seen.includes(current) || skip.has(current)) return;
    seen.push(current);
    for (const imported of importsOf(current)) visit(imported);
  };
  visit(file);
  return seen;
}

const PLATFORM_SOURCES = /\/src\/(core|api|stores)\/|\/node_modules\/(ky|zustand|zod|@r2wc)\//;

export function isPlatformSource(id: string): boolean {
  return PLATFORM_SOURCES.test(id.replaceAll('\\', '/'));
}

/** The libraries the design card fixes for the platform: zod (mini), ky, zustand and r2wc's core. */
const FIXED_LIBRARIES = /\/node_modules\/(ky|zustand|zod|@r2wc)\//;

export function isFixedLibrary(id: string): boolean {
  return FIXED_LIBRARIES.test(id.replaceAll('\\', '/'));
}

/** `zod`, `react-dom`, `src/core`, `src/elements/storefront/cart-sidebar`: where a module comes from. */
export function sourceOf(id: string): string {
  const path = id.replaceAll('\\', '/').replace(/^\0/, '');
  const inPackage = path.split('/node_modules/').pop() ?? path;
  if (path.includes('/node_modules/')) {
    const parts = inPackage.split('/');
    return (inPackage.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
  }
  const inSource = /\/src\/(elements\/[^/]+\/[^/]+|[^/]+)\//.exec(path);
  return inSource ? `src/${inSource[1]}` : (path.split('/').pop() ?? path);
}

/** `src/core/http.ts`, or the package (`zod`, `@r2wc/core`) for code from node_modules. */
export function moduleName(id: string): string {
  const path = id.replaceAll('\\', '/').replace(/^\0/, '');
  if (path.includes('/node_modules/')) return sourceOf(id);
  const inSource = /\/(src\/.*)$/.exec(path);
  return inSource?.[1] ?? path.split('/').pop() ?? path;
}

async function modulesOf(
  chunk: OutputChunk | undefined,
  shippedGzipSize: MeasureCode,
): Promise<Record<string, { bytes: number; gzip: number }>> {
  const byName = new Map<string, string[]>();
  for (const [id, module] of Object.entries(chunk?.modules ?? {})) {
    if (!module.code) continue;
    byName.set(moduleName(id), [...(byName.get(moduleName(id)) ?? []), module.code]);
  }
  const rows = await Promise.all(
    [...byName].map(async ([name, codes]) => {
      const code = codes.join('\n');
      const minified = await shippedGzipSize(code);
      return [name, { bytes: Buffer.byteLength(code), gzip: minified }] as const;
    }),
  );
  return Object.fromEntries(rows.sort((a, b) => b[1].gzip - a[1].gzip));
}

function mainSources(chunk: OutputChunk): Record<string, number> {
  const bySource = new Map<string, number>();
  for (const [id, module] of Object.entries(chunk.modules)) {
    bySource.set(sourceOf(id), (bySource.get(sourceOf(id)) ?? 0) + module.renderedLength);
  }
  return Object.fromEntries([...bySource].filter(([, bytes]) => bytes >= 200).sort((a, b) => b[1] - a[1]));
}

type ModuleImports = (id: string) => readonly string[];

function groupOf(chunk: OutputChunk): string {
  return chunk.isEntry ? 'loader' : chunk.name;
}

/** Gzipped size of some modules' code as it ships (see bundle-info-plugin.ts). */
export type MeasureCode = (code: string) => Promise<number>;

export async function describeBundle(
  bundle: OutputBundle,
  importedIdsOf: ModuleImports,
  shippedGzipSize: MeasureCode,
): Promise<BundleInfo> {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The script-tag build has no entry chunk.');
  if (entry.imports.length > 0) {
    throw new Error(
      `The loader ${entry.fileName} imports ${entry.imports.join(', ')} statically: that adds a round trip before any widget loads.`,
    );
  }
  const chunkOfModule = new Map<string, OutputChunk>();
  for (const chunk of chunks) for (const id of Object.keys(chunk.modules)) chunkOfModule.set(id, chunk);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const importsOf = (file: string) => byFile.get(file)?.imports ?? [];

  const tags: Record<string, TagInfo> = {};
  for (const [id, chunk] of chunkOfModule) {
    const tag = tagOfElementFile(id);
    if (!tag) continue;
    const family = WIDGET_FAMILIES[tag];
    if (!family) throw new Error(`<${tag}> has no family in scripts/cdn-build/widget-families.ts.`);
    const own = new Set<string>();
    const collect = (moduleId: string) => {
      if (own.has(moduleId) || chunkOfModule.get(moduleId) !== chunk) return;
      own.add(moduleId);
      for (const imported of importedIdsOf(moduleId)) collect(imported);
    };
    collect(id);
    const code = [...own].map((moduleId) => chunk.modules[moduleId]?.code ?? '').join('\n');
    tags[tag] = {
      family,
      files: staticClosure(chunk.fileName, importsOf, new Set([entry.fileName])),
      initialGzip: await shippedGzipSize(code),
    };
  }

  const platform = chunks.find((chunk) => chunk.name === PLATFORM_GROUP && !chunk.isEntry);
  const platformModules = Object.entries(platform?.modules ?? {});
  const codeOf = (modules: typeof platformModules) =>
    modules.map(([, module]) => module.code ?? '').join('\n');
  return {
    entry: entry.fileName,
    chunks: Object.fromEntries(
      chunks.map((chunk) => [
        chunk.fileName,
        {
          group: groupOf(chunk),
          imports: [...chunk.imports],
          dynamicImports: [...new Set(chunk.dynamicImports)],
          bytes: Buffer.byteLength(chunk.code),
          gzip: gzipSize(chunk.code),
          sources: mainSources(chunk),
        },
      ]),
    ),
    tags: Object.fromEntries(Object.entries(tags).sort(([a], [b]) => a.localeCompare(b))),
    platformGzip: await shippedGzipSize(codeOf(platformModules.filter(([id]) => isPlatformSource(id)))),
    platformSharedUiGzip: await shippedGzipSize(
      codeOf(platformModules.filter(([id]) => !isPlatformSource(id))),
    ),
    platformLibrariesGzip: await shippedGzipSize(
      codeOf(platformModules.filter(([id]) => isFixedLibrary(id))),
    ),
    platformModules: await modulesOf(platform, shippedGzipSize),
  };
}
