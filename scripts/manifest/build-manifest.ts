/**
 * The custom-elements manifest from the element sources: tags, attributes (types and defaults from
 * each zod attribute schema, descriptions from the JSDoc), events (detail types from the catalogue
 * `src/core/events.ts`), CSS properties and parts, slots; and
 * every disagreement between the JSDoc, the definitions and the lazy loaders.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { attributeMeta, propNameOf } from '../../src/core/attributes';
import type { AnyWidgetDefinition } from '../../src/elements/index';
import { repositoryEventDetailTypes } from './event-details';

interface DocTags {
  description: string;
  summary: string;
  tag: string;
  attrs: Map<string, string>;
  fires: Map<string, string>;
  cssprops: Map<string, string>;
  cssparts: Map<string, string>;
  slots: Map<string, string>;
}

function parseDoc(source: string, file: string): { doc: DocTags; definitionName: string; className: string } {
  const match = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export const (\w+Definition) = widget\(/.exec(source);
  if (!match?.[1] || !match[2])
    throw new Error(`${file}: no JSDoc block directly above "export const xDefinition = widget(".`);
  const classMatch = /export const (\w+Element) = /.exec(source);
  if (!classMatch?.[1]) throw new Error(`${file}: no "export const XElement = createWidgetClass(...)".`);
  const lines = match[1].split('\n').map((line) => line.replace(/^\s*\* ?/, '').trimEnd());
  const doc: DocTags = {
    description: '',
    summary: '',
    tag: '',
    attrs: new Map(),
    fires: new Map(),
    cssprops: new Map(),
    cssparts: new Map(),
    slots: new Map(),
  };
  const description: string[] = [];
  for (const line of lines) {
    const tagged = /^@(\w+)\s*(.*)$/.exec(line.trim());
    if (!tagged) {
      if (doc.summary === '' && doc.tag === '') description.push(line);
      continue;
    }
    const [, kind, rest = ''] = tagged;
    const named = /^(\S+)\s*(?:-\s*)?(.*)$/.exec(rest);
    const name = named?.[1] ?? '';
    const text = named?.[2] ?? '';
    if (kind === 'summary') doc.summary = rest;
    else if (kind === 'tag') doc.tag = rest;
    else if (kind === 'attr') doc.attrs.set(name, text);
    else if (kind === 'fires') doc.fires.set(name, text);
    else if (kind === 'cssprop') doc.cssprops.set(name, text);
    else if (kind === 'csspart') doc.cssparts.set(name, text);
    else if (kind === 'slot') doc.slots.set(name === '-' ? '' : name, text);
  }
  doc.description = markdownDescription(description);
  return { doc, definitionName: match[2], className: classMatch[1] };
}

/**
 * The JSDoc description as markdown: wrapped lines joined, paragraphs and `- ` list items kept apart
 * (a list item's indented continuation lines belong to it).
 */
function markdownDescription(lines: readonly string[]): string {
  const blocks: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length > 0) blocks.push(current.join(' ').replace(/\s+/g, ' ').trim());
    current = [];
  };
  for (const line of lines) {
    if (line.trim() === '') {
      flush();
    } else if (/^\s*- /.test(line)) {
      flush();
      current.push(line.trim());
    } else current.push(line.trim());
  }
  flush();
  // List items of one list are joined by single newlines; paragraphs by a blank line.
  return blocks
    .reduce<string[]>((joined, block) => {
      const previous = joined[joined.length - 1];
      if (previous !== undefined && block.startsWith('- ') && /(^|\n)- [^\n]*$/.test(previous))
        joined[joined.length - 1] = `${previous}\n${block}`;
      else joined.push(block);
      return joined;
    }, [])
    .join('\n\n');
}

function difference(a: Iterable<string>, b: Set<string>): string[] {
  return [...a].filter((item) => !b.has(item));
}

export interface ElementSource {
  /** Path relative to the repository root. */
  path: string;
  source: string;
}

/**
 * The manifest for the given element sources, and every disagreement between their JSDoc, the
 * widget definitions and the lazy loaders (an empty list means the manifest is complete).
 */
export function buildManifest(
  sources: readonly ElementSource[],
  definitions: readonly AnyWidgetDefinition[],
  loaders: Readonly<Record<string, unknown>>,
  eventDetails: Readonly<Record<string, string>> = repositoryEventDetailTypes(),
): { manifest: unknown; problems: string[] } {
  const problems: string[] = [];
  const modules: unknown[] = [];
  const seenTags = new Set<string>();

  for (const { path, source } of sources) {
    const { doc, definitionName, className } = parseDoc(source, path);
    const definition = definitions.find((candidate) => candidate.tag === doc.tag);
    if (!definition) {
      problems.push(`${path}: @tag ${doc.tag || '(missing)'} is not in src/elements/index.ts definitions`);
      continue;
    }
    seenTags.add(definition.tag);
    if (!doc.summary) problems.push(`${path}: @summary is missing`);
    if (!(definition.tag in loaders))
      problems.push(`${path}: <${definition.tag}> has no entry in src/elements/loaders.ts`);
    const attributeNames = Object.keys(definition.attributes.shape);
    for (const name of difference(attributeNames, new Set(doc.attrs.keys())))
      problems.push(`${path}: attribute ${name} has no @attr`);
    for (const name of difference(doc.attrs.keys(), new Set(attributeNames)))
      problems.push(`${path}: @attr ${name} is not an attribute of the schema`);
    const events = [...(definition.events ?? [])];
    for (const name of difference(events, new Set(doc.fires.keys())))
      problems.push(`${path}: event ${name} has no @fires`);
    for (const name of difference(doc.fires.keys(), new Set(events)))
      problems.push(`${path}: @fires ${name} is not in the definition's events`);
    for (const name of events.filter((event) => !(event in eventDetails)))
      problems.push(`${path}: event ${name} is not in the catalogue src/core/events.ts`);

    const attributes = attributeNames.map((name) => {
      const meta = attributeMeta(definition.attributes.shape[name] as never);
      if (!meta) problems.push(`${path}: attribute ${name} is not built with attr.*`);
      return {
        name,
        fieldName: propNameOf(name),
        description: doc.attrs.get(name) ?? '',
        type: { text: meta?.type ?? 'string' },
        default: JSON.stringify(meta?.default ?? ''),
      };
    });
    modules.push({
      kind: 'javascript-module',
      path,
      declarations: [
        {
          kind: 'class',
          name: className,
          tagName: definition.tag,
          customElement: true,
          summary: doc.summary,
          description: doc.description,
          superclass: { name: 'HTMLElement' },
          attributes,
          members: attributes.map((attribute) => ({
            kind: 'field',
            name: attribute.fieldName,
            type: attribute.type,
            default: attribute.default,
            attribute: attribute.name,
            description: attribute.description,
          })),
          events: events.map((name) => ({
            name,
            type: { text: `CustomEvent<${eventDetails[name] ?? 'unknown'}>` },
            description: doc.fires.get(name) ?? '',
          })),
          cssProperties: [...doc.cssprops].map(([name, description]) => ({ name, description })),
          cssParts: [...doc.cssparts].map(([name, description]) => ({ name, description })),
          slots: [...doc.slots].map(([name, description]) => ({ name, description })),
        },
      ],
      exports: [
        { kind: 'js', name: className, declaration: { name: className, module: path } },
        { kind: 'js', name: definitionName, declaration: { name: definitionName, module: path } },
        {
          kind: 'custom-element-definition',
          name: definition.tag,
          declaration: { name: className, module: path },
        },
      ],
    });
  }

  for (const definition of definitions) {
    if (!seenTags.has(definition.tag))
      problems.push(`<${definition.tag}> has no *.element.ts file with its JSDoc`);
  }
  for (const tag of Object.keys(loaders)) {
    if (!definitions.some((definition) => definition.tag === tag))
      problems.push(`loaders.ts has <${tag}>, which is not a widget definition`);
  }

  return { manifest: { schemaVersion: '1.0.0', readme: 'README.md', modules }, problems };
}

/** Every `*.element.ts` file under a folder. */
export function findElementFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return findElementFiles(path);
    return name.endsWith('.element.ts') ? [path] : [];
  });
}
