/**
 * The package's type declarations: one `dist/<entry>.d.ts` per entry of package-entries.ts, the parts
 * entries share in chunks beside them. TypeScript checks src/ and emits a declaration per module into a
 * temporary folder (with src/'s type errors reported, as tsc reports them); rollup-plugin-dts, the bundler
 * tsup's own `dts` option runs, then bundles them per entry. tsup's option did both in one pass that took
 * 42 CPU-s and 30 s here; these two steps take about 21 CPU-s and 14 s.
 *
 *   tsx scripts/package-types.ts    after tsup (whose `clean` empties dist/); SHOP_WIDGETS_OUT_DIR as tsup
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';
import ts from 'typescript';
import { PACKAGE_ENTRIES } from './package-entries';

const ROOT = resolve(import.meta.dirname, '..');
const OUT_DIR = resolve(ROOT, process.env.SHOP_WIDGETS_OUT_DIR ?? 'dist');

/** Emits a declaration per module of src/ into `outDir`; false (errors printed) when src/ has type errors. */
function emitDeclarations(outDir: string): boolean {
  const { config } = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent({ ...config, include: ['src'] }, ts.sys, ROOT, {
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    rootDir: join(ROOT, 'src'),
    outDir,
  });
  const program = ts.createProgram(parsed.fileNames, parsed.options);
  const emitted = program.emit();
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics];
  if (diagnostics.length === 0) return true;
  const host: ts.FormatDiagnosticsHost = {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => ROOT,
    getNewLine: () => '\n',
  };
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  return false;
}

/** Bundles the declarations of each entry; packages (react, zod, msw…) stay imports. */
async function bundleDeclarations(declarationsDir: string): Promise<void> {
  const input = Object.fromEntries(
    Object.entries(PACKAGE_ENTRIES).map(([name, source]) => [
      name,
      join(declarationsDir, source.replace(/^src\//, '').replace(/\.tsx?$/, '.d.ts')),
    ]),
  );
  const bundle = await rollup({
    input,
    external: (id) => !id.startsWith('.') && !isAbsolute(id),
    plugins: [dts()],
    onwarn(warning, warn) {
      // register and autoload are side-effect entries: their declarations are empty on purpose.
      if (warning.code !== 'EMPTY_BUNDLE') warn(warning);
    },
  });
  await bundle.write({ dir: OUT_DIR, format: 'es' });
  await bundle.close();
}

const declarationsDir = mkdtempSync(join(tmpdir(), 'shop-widgets-types-'));
try {
  if (!emitDeclarations(declarationsDir)) process.exitCode = 1;
  else await bundleDeclarations(declarationsDir);
} finally {
  rmSync(declarationsDir, { recursive: true, force: true });
}
