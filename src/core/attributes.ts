import './zod';
import * as z from 'zod/mini';

/**
 * Attribute field builders for `defineWidget`. Each returns a zod schema that takes what an
 * attribute can hold (a string, or `undefined` when absent) or a typed property value, and gives
 * the typed prop. Its metadata (kind, default, allowed values) feeds the custom-elements manifest.
 */
export type AttributeKind = 'string' | 'boolean' | 'number' | 'enum' | 'json' | 'url';

export interface AttributeMeta {
  kind: AttributeKind;
  default: unknown;
  values?: readonly string[];
  /** The TypeScript type shown in the manifest. */
  type: string;
  /** Number rules (whole numbers, bounds), for docs and the conformance suite. */
  rules?: NumberRules;
}

const metaBySchema = new WeakMap<z.ZodMiniType, AttributeMeta>();

export function attributeMeta(schema: z.ZodMiniType): AttributeMeta | undefined {
  return metaBySchema.get(schema);
}

function field<T>(meta: AttributeMeta, parse: (value: unknown) => { value: T } | { problem: string }) {
  const schema = z.transform((value: unknown, ctx): T => {
    if (value === undefined || value === null) return meta.default as T;
    const result = parse(value);
    if ('problem' in result) {
      ctx.issues.push({ code: 'custom', message: result.problem, input: value });
      return z.NEVER;
    }
    return result.value;
  });
  metaBySchema.set(schema, meta);
  return schema;
}

function quoted(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;
}

/** A text attribute. */
function string(defaultValue = '') {
  return field<string>({ kind: 'string', default: defaultValue, type: 'string' }, (value) =>
    typeof value === 'string' ? { value } : { problem: `must be text, got ${quoted(value)}` },
  );
}

/**
 * HTML boolean semantics: a present attribute is true (`<x flag>`, `flag="flag"`, `flag="true"`),
 * except the values "false" and "0", which server templates write to mean false; absent gives the default.
 */
function boolean(defaultValue = false) {
  return field<boolean>({ kind: 'boolean', default: defaultValue, type: 'boolean' }, (value) => {
    if (typeof value === 'boolean') return { value };
    if (typeof value !== 'string') return { problem: `must be true or false, got ${quoted(value)}` };
    const text = value.trim().toLowerCase();
    return { value: text !== 'false' && text !== '0' };
  });
}

interface NumberRules {
  integer?: boolean;
  min?: number;
  max?: number;
}

function number(defaultValue: number, rules: NumberRules = {}) {
  const noun = rules.integer ? 'a whole number' : 'a number';
  return field<number>({ kind: 'number', default: defaultValue, type: 'number', rules }, (value) => {
    const parsed =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && value.trim() !== ''
          ? Number(value)
          : Number.NaN;
    if (!Number.isFinite(parsed)) return { problem: `must be ${noun}, got ${quoted(value)}` };
    if (rules.integer && !Number.isInteger(parsed))
      return { problem: `must be ${noun}, got ${quoted(value)}` };
    if (rules.min !== undefined && parsed < rules.min)
      return { problem: `must be at least ${rules.min}, got ${quoted(value)}` };
    if (rules.max !== undefined && parsed > rules.max)
      return { problem: `must be at most ${rules.max}, got ${quoted(value)}` };
    return { value: parsed };
  });
}

function oneOf<const V extends readonly [string, ...string[]]>(values: V, defaultValue: V[number]) {
  return field<V[number]>(
    { kind: 'enum', default: defaultValue, values, type: values.map((v) => `'${v}'`).join(' | ') },
    (value) =>
      typeof value === 'string' && (values as readonly string[]).includes(value)
        ? { value: value as V[number] }
        : { problem: `must be one of ${values.join(', ')}, got ${quoted(value)}` },
  );
}

/** A JSON attribute, parsed safely and checked with its schema (never r2wc's bare JSON.parse). */
function json<S extends z.ZodMiniType>(schema: S, defaultValue: z.output<S>, typeName = 'object') {
  return field<z.output<S>>({ kind: 'json', default: defaultValue, type: typeName }, (value) => {
    let data: unknown = value;
    if (typeof value === 'string') {
      if (value.trim() === '') return { value: defaultValue };
      try {
        data = JSON.parse(value);
      } catch {
        return { problem: `must be valid JSON, got ${quoted(value)}` };
      }
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
      return { problem: `has an unexpected shape${where}: ${issue?.message ?? 'invalid'}` };
    }
    return { value: parsed.data };
  });
}

/** A link: relative paths, http(s), mailto and tel only (javascript:, data:, vbscript: are refused). */
function url(defaultValue = '') {
  return field<string>({ kind: 'url', default: defaultValue, type: 'string' }, (value) => {
    if (typeof value !== 'string') return { problem: `must be a link, got ${quoted(value)}` };
    return isSafeUrl(value)
      ? { value: value.trim() }
      : { problem: `must be a relative, http(s), mailto or tel link, got ${quoted(value)}` };
  });
}

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** The one URL check for links from attributes and content. */
export function isSafeUrl(value: string): boolean {
  const text = value.trim();
  if (text === '') return true;
  // Control characters and whitespace inside a scheme are a classic way to sneak past checks.
  const compact = Array.from(text)
    .filter((char) => char.charCodeAt(0) > 0x20 && char.charCodeAt(0) !== 0x7f && !/\s/.test(char))
    .join('');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!scheme) return true;
  return SAFE_PROTOCOLS.has(`${scheme[1]?.toLowerCase()}:`);
}

export const attr = { string, boolean, number, oneOf, json, url };

/** `data-linkText` → `linkText`, `multi-item-add-btn` → `multiItemAddBtn`, `imageBaseUrl` stays. */
export function propNameOf(attributeName: string): string {
  return attributeName
    .replace(/^data-/, '')
    .replace(/-([a-zA-Z0-9])/g, (_, char: string) => char.toUpperCase());
}

type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;
export type PropNameOf<K extends string> = K extends `data-${infer Rest}` ? CamelCase<Rest> : CamelCase<K>;
