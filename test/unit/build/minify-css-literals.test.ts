import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// esbuild (the build's CSS minifier) needs Node's Uint8Array, which the jsdom environment replaces with its own:
// Node's for this file (run in a worker of its own), restored at the end.
const jsdomUint8Array = globalThis.Uint8Array;
globalThis.Uint8Array = Object.getPrototypeOf(Buffer) as Uint8ArrayConstructor;
afterAll(() => {
  globalThis.Uint8Array = jsdomUint8Array;
});
let transform: typeof import('esbuild').transform;
let minifyCssLiterals: typeof import('../../../scripts/cdn-build/minify-css-literals').minifyCssLiterals;
let minifyCssTemplate: typeof import('../../../scripts/cdn-build/minify-css-literals').minifyCssTemplate;
beforeAll(async () => {
  ({ transform } = await import('esbuild'));
  ({ minifyCssLiterals, minifyCssTemplate } = await import('../../../scripts/cdn-build/minify-css-literals'));
});

/** Evaluates a module's exported constants (the minified source, compiled) with the given imports. */
async function exportsOf(
  code: string,
  imports: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const { code: js } = await transform(code, { loader: 'ts', format: 'cjs' });
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', js)(module, module.exports, () => imports);
  return module.exports;
}

/** The CSS as esbuild reads it: both texts minified alone must be the same rules. */
async function canonical(css: string): Promise<string> {
  return (await transform(css, { loader: 'css', minify: true })).code;
}

describe('minifying the CSS in template literals', () => {
  it('keeps the same rules, without whitespace and comments', async () => {
    const source = `export const fooStyles = \`
/* the box */
.shop-foo { display: grid;   gap: 0.75rem; }
.shop-foo__price:hover:not(:disabled) { color: var(--shop-color-text, #1f2328); }
\`;`;
    const out = await minifyCssLiterals(source, '/repo/src/ui/foo.styles.ts');
    expect(out).toBe(
      'export const fooStyles = `.shop-foo{display:grid;gap:.75rem}.shop-foo__price:hover:not(:disabled){color:var(--shop-color-text, #1f2328)}`;',
    );
  });

  it('splits at an interpolation between rules and keeps one inside a value', async () => {
    const source = `import { sharedStyles } from './shared.styles';
export const MAX = 400;
export const fooStyles = \`
:host { display: block; }
\${sharedStyles}
.shop-foo { max-width: \${MAX}px; }
@media (max-width: \${MAX + 1}px) { .shop-foo { display: none; } }
\`;`;
    const out = (await minifyCssLiterals(source, '/repo/src/ui/foo.styles.ts')) as string;
    expect(out).toContain(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the expected source text of the literal
      '`:host{display:block}${sharedStyles}.shop-foo{max-width:${MAX}px}@media(max-width:${MAX + 1}px){.shop-foo{display:none}}`',
    );
    const shared = '.shop-shared { color: red; }';
    const before = await exportsOf(source, { sharedStyles: shared });
    const after = await exportsOf(out, { sharedStyles: shared });
    expect(await canonical(after.fooStyles as string)).toBe(await canonical(before.fooStyles as string));
  });

  it('keeps escapes, quotes and backticks of the CSS text', async () => {
    const source =
      'export const quoteStyles = `.q::before { content: \'\\\\201C\'; } .r::after { content: "\\`"; }`;';
    const out = (await minifyCssLiterals(source, '/repo/src/ui/q.styles.ts')) as string;
    const before = await exportsOf(source);
    const after = await exportsOf(out);
    expect(await canonical(after.quoteStyles as string)).toBe(await canonical(before.quoteStyles as string));
  });

  it('outside *.styles.ts files, only minifies constants named *Styles', async () => {
    const source = 'const lazyPartStyles = `\n.a { color: red; }\n`;\nconst label = `  keep  me  `;';
    const out = await minifyCssLiterals(source, '/repo/src/ui/shared/lazy-part.tsx');
    expect(out).toBe('const lazyPartStyles = `.a{color:red}`;\nconst label = `  keep  me  `;');
    expect(await minifyCssLiterals('const label = `  a  `;', '/repo/src/x.ts')).toBeUndefined();
  });

  it('leaves a literal as written when an interpolation cannot be kept safely', async () => {
    // A declaration list from an interpolation inside a rule: esbuild would see an invalid declaration.
    expect(await minifyCssTemplate(['.a { ', ' color: red; }'], ['declarations'])).toBeUndefined();
    expect(await minifyCssTemplate(['.a { color: red; '], [])).toBeUndefined();
  });

  it('minifies every styles module of the library to the same rules', async () => {
    const path = resolve(__dirname, '../../../src/elements/storefront/add-to-cart/views/full.styles.ts');
    const source = readFileSync(path, 'utf8');
    const out = (await minifyCssLiterals(source, path)) as string;
    expect(out.length).toBeLessThan(source.length * 0.9);
    const before = await exportsOf(source);
    const after = await exportsOf(out);
    for (const name of Object.keys(before)) {
      expect(await canonical(after[name] as string)).toBe(await canonical(before[name] as string));
    }
  });
});
