/**
 * Minifies the CSS the widgets hold in template literals (`*.styles.ts` files, and `*Styles` constants
 * elsewhere) at build time, with esbuild's own CSS minifier: the same rules, without the indentation,
 * comments and long spellings. Shared by the script-tag build (a Vite plugin), the classic bundle and the
 * npm build (an esbuild plugin for tsup). Sources and unit tests keep the readable CSS.
 *
 * An interpolation that stands between rules (`${visuallyHiddenStyles}`, shared CSS of another module) splits
 * the literal: each piece is minified alone. One inside a rule or a value (`${MAX_WIDTH}px`) is a placeholder
 * identifier while esbuild minifies, then the expression again. A literal whose minified text does not keep
 * every placeholder once, or that esbuild warns about, is left as written.
 */
import { readFile } from 'node:fs/promises';
import { type Plugin as EsbuildPlugin, transform } from 'esbuild';
import ts from 'typescript';
import type { Plugin } from 'vite';

/** Files whose every untagged template literal bound to a name is CSS. */
const STYLES_FILE = /\.styles\.ts$/;
/** Elsewhere, a CSS literal is the initializer of a name ending in `Styles`. */
const STYLES_NAME = /Styles$/;
/** Modules that may hold such names (checked before parsing: a cheap filter). */
const SOURCE_FILE = /[\\/]src[\\/].*\.tsx?$/;

const placeholder = (index: number) => `shopcssph${index}x`;

/** Brace depth of `css` at its end, outside comments and strings. */
function depthAtEnd(css: string): number {
  let depth = 0;
  let quote: string | undefined;
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = undefined;
    } else if (char === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 1;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth++;
    else if (char === '}') depth--;
  }
  return depth;
}

async function minifyCss(css: string): Promise<string | undefined> {
  if (css.trim() === '') return '';
  const result = await transform(css, { loader: 'css', minify: true, logLevel: 'silent' });
  if (result.warnings.length > 0) return undefined;
  return result.code.replace(/\n$/, '');
}

/** A template literal's text, escaped again for the source (backslashes, backticks and `${`). */
const escapeTemplate = (text: string) =>
  text.replaceAll('\\', '\\\\').replaceAll('`', '\\`').replaceAll('${', '\\${');

/**
 * The minified template literal for CSS split into `quasis` (cooked text) around `expressions` (their source
 * text), or undefined when it cannot be minified safely.
 */
export async function minifyCssTemplate(
  quasis: readonly string[],
  expressions: readonly string[],
): Promise<string | undefined> {
  // Pieces of whole CSS separated by rule-level interpolations; inline ones become placeholders.
  const pieces: { css: string; inline: number[] }[] = [{ css: '', inline: [] }];
  const between: number[] = [];
  for (let i = 0; i < quasis.length; i++) {
    const piece = pieces[pieces.length - 1] as { css: string; inline: number[] };
    piece.css += quasis[i];
    if (i === expressions.length) break;
    const before = piece.css;
    const after = quasis[i + 1] ?? '';
    const ruleLevel =
      depthAtEnd(before) === 0 && /(^|[;}]|\*\/)\s*$/.test(before) && /^\s*($|[\n.#:@[*a-z])/i.test(after);
    if (ruleLevel) {
      between.push(i);
      pieces.push({ css: '', inline: [] });
    } else {
      piece.css += placeholder(i);
      piece.inline.push(i);
    }
  }
  let out = '';
  for (const [index, piece] of pieces.entries()) {
    const minified = await minifyCss(piece.css);
    if (minified === undefined) return undefined;
    let text = escapeTemplate(minified);
    for (const expression of piece.inline) {
      const parts = text.split(placeholder(expression));
      if (parts.length !== 2) return undefined;
      text = parts.join(`\${${expressions[expression]}}`);
    }
    out += text;
    const expression = between[index];
    if (expression !== undefined) out += `\${${expressions[expression]}}`;
  }
  return `\`${out}\``;
}

type CssTemplate = ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression;

function isCssTemplate(node: ts.Node, stylesFile: boolean): node is CssTemplate {
  if (!ts.isNoSubstitutionTemplateLiteral(node) && !ts.isTemplateExpression(node)) return false;
  const parent = node.parent;
  if (!parent || !ts.isVariableDeclaration(parent) || parent.initializer !== node) return false;
  return stylesFile || (ts.isIdentifier(parent.name) && STYLES_NAME.test(parent.name.text));
}

/** `code` with its CSS template literals minified, or undefined when it has none (or none changed). */
export async function minifyCssLiterals(code: string, id: string): Promise<string | undefined> {
  const stylesFile = STYLES_FILE.test(id);
  if (!stylesFile && !/Styles\s*=\s*`/.test(code)) return undefined;
  const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: CssTemplate[] = [];
  const visit = (node: ts.Node) => {
    if (isCssTemplate(node, stylesFile)) found.push(node);
    else ts.forEachChild(node, visit);
  };
  visit(source);
  if (found.length === 0) return undefined;
  const replacements: { start: number; end: number; text: string }[] = [];
  for (const node of found) {
    const quasis = ts.isNoSubstitutionTemplateLiteral(node)
      ? [node.text]
      : [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
    const expressions = ts.isNoSubstitutionTemplateLiteral(node)
      ? []
      : node.templateSpans.map((span) => span.expression.getText(source));
    const text = await minifyCssTemplate(quasis, expressions);
    if (text !== undefined) replacements.push({ start: node.getStart(source), end: node.end, text });
  }
  if (replacements.length === 0) return undefined;
  let out = code;
  for (const { start, end, text } of replacements.reverse())
    out = out.slice(0, start) + text + out.slice(end);
  return out;
}

/** The Vite (Rollup) plugin: runs before TypeScript is compiled, on the library's own sources. */
export function minifyCssLiteralsPlugin(): Plugin {
  return {
    name: 'shop-widgets:minify-css-literals',
    enforce: 'pre',
    async transform(code, id) {
      if (!SOURCE_FILE.test(id) || id.includes('node_modules')) return null;
      const out = await minifyCssLiterals(code, id);
      return out === undefined ? null : { code: out, map: null };
    },
  };
}

/** The same for tsup (esbuild): loads the library's sources with their CSS minified. */
export function minifyCssLiteralsEsbuildPlugin(): EsbuildPlugin {
  return {
    name: 'shop-widgets:minify-css-literals',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
        if (args.path.includes('node_modules')) return undefined;
        const code = await readFile(args.path, 'utf8');
        const out = await minifyCssLiterals(code, args.path);
        if (out === undefined) return undefined;
        return { contents: out, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
      });
    },
  };
}
