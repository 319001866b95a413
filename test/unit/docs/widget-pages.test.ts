import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryManifest } from '../../../scripts/manifest/repository-manifest';
import {
  GENERATED_END,
  GENERATED_START,
  handWrittenPart,
  pageProblems,
  renderReference,
  widgetDeclarations,
  withReference,
} from '../../../scripts/manifest/widget-page';
import { widgetDefinitions } from '../../../src/elements/index';

const pagesDir = join(process.cwd(), 'docs/widgets');
const { manifest, problems: manifestProblems } = repositoryManifest();
const widgets = widgetDeclarations(manifest);
const pageOf = (tag: string) => {
  const file = join(pagesDir, `${tag}.md`);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};

describe('widget pages (docs/widgets/<tag>.md)', () => {
  it('has one page per tag of the manifest, and no page for a tag that does not exist', () => {
    expect(manifestProblems).toEqual([]);
    const tags = widgets.map(({ declaration }) => declaration.tagName).sort();
    expect(tags).toEqual(widgetDefinitions.map((definition) => definition.tag).sort());
    const pages = readdirSync(pagesDir)
      .filter((name) => name.endsWith('.md'))
      .map((name) => name.slice(0, -3))
      .sort();
    expect(pages).toEqual(tags);
  });

  it.each(widgets.map(({ path, declaration }) => [declaration.tagName, path, declaration] as const))(
    '<%s>: the generated section agrees with the manifest and the hand-written part is written',
    (tag, path, declaration) => {
      expect(pageProblems(tag, pageOf(tag), renderReference(path, declaration))).toEqual([]);
    },
  );

  it('shows every attribute with its type and default, every event with its detail type, every part and property', () => {
    const cartLink = widgets.find(({ declaration }) => declaration.tagName === 'cart-link');
    if (!cartLink) throw new Error('no <cart-link> in the manifest');
    const reference = renderReference(cartLink.path, cartLink.declaration);
    expect(reference).toContain('| `data-linkText` | `linkText` | `string` | `"Cart"` |');
    expect(reference).toContain('| `shop:cart-open` | `{ source?: string; view?: string;');
    expect(reference).toContain('| `--shop-cart-link-color` |');
    expect(reference).toContain('| `count` | The bracketed item count. |');
  });
});

describe('the page check', () => {
  const { path, declaration } = widgets[0] ?? { path: '', declaration: undefined };
  if (!declaration) throw new Error('the manifest has no widget');
  const reference = renderReference(path, declaration);
  const written =
    '## What it is for\n\nA.\n\n## Spec rules it follows\n\nB.\n\n## Decisions where the spec is silent\n\nC.\n\n## Calls\n\nNone.\n';
  const tag = declaration.tagName;

  it('accepts a page with the current reference and every hand-written section', () => {
    expect(pageProblems(tag, `${reference}\n${written}`, reference)).toEqual([]);
  });

  it('fails when the page is missing, its markers are gone, or the reference is stale', () => {
    expect(pageProblems(tag, undefined, reference)).toEqual([
      `docs/widgets/${tag}.md is missing (run npm run docs:widgets, then write its hand-written part)`,
    ]);
    expect(pageProblems(tag, written, reference)).toEqual([
      `docs/widgets/${tag}.md has no generated section (the markers are missing)`,
    ]);
    const stale = reference.replace('## Attributes', '## Attributes\n\n| `data-gone` | |');
    expect(pageProblems(tag, `${stale}\n${written}`, reference)).toEqual([
      `docs/widgets/${tag}.md: the generated section disagrees with custom-elements.json (run npm run docs:widgets)`,
    ]);
  });

  it('fails when an attribute is added to the manifest but not to the page', () => {
    const grown = {
      ...declaration,
      attributes: [
        ...declaration.attributes,
        { name: 'data-new', fieldName: 'new', description: 'New.', type: { text: 'string' }, default: '""' },
      ],
    };
    expect(pageProblems(tag, `${reference}\n${written}`, renderReference(path, grown))).toHaveLength(1);
  });

  it('fails when a hand-written section is missing or holds only the comment of a new page', () => {
    const withoutCalls = written.replace('## Calls\n\nNone.\n', '');
    expect(pageProblems(tag, `${reference}\n${withoutCalls}`, reference)).toEqual([
      `docs/widgets/${tag}.md: the hand-written section "## Calls" is missing`,
    ]);
    const empty = written.replace('C.', '<!-- write this section -->');
    expect(pageProblems(tag, `${reference}\n${empty}`, reference)).toEqual([
      `docs/widgets/${tag}.md: the hand-written section "## Decisions where the spec is silent" is empty`,
    ]);
  });

  it('keeps a < in prose from starting an HTML tag, but not inside code', () => {
    const text = renderReference(path, {
      ...declaration,
      summary: "Reads 'Select <provider> partnered store'.",
      attributes: [
        {
          name: 'data-x',
          fieldName: 'x',
          description: 'A `<tag>` or <b>.',
          type: { text: 'Array<string>' },
          default: '[]',
        },
      ],
    });
    expect(text).toContain("> Reads 'Select &lt;provider> partnered store'.");
    expect(text).toContain('| `data-x` | `x` | `Array<string>` | `[]` | A `<tag>` or &lt;b>. |');
  });

  it('rewrites the generated section and keeps the hand-written part', () => {
    const old = `${GENERATED_START}\n\n# old\n\n${GENERATED_END}\n\n${written}`;
    const next = withReference(old, reference);
    expect(next).toBe(`${reference}\n${written}`);
    expect(handWrittenPart(next).trim()).toBe(written.trim());
  });
});
