import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { repositoryManifest } from '../../../scripts/manifest/repository-manifest';
import {
  renderWidgetTable,
  widgetDeclarations,
  withWidgetTable,
} from '../../../scripts/manifest/widget-page';
import { SHOP_EVENT_NAMES } from '../../../src/core/events';

const root = process.cwd();
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const README_LIMIT_BYTES = 15_000;

/**
 * Pages other engineers' branches bring (network, accessibility, embedding, performance). Until those
 * branches are merged a link to them may point nowhere; once a page exists it is checked like any
 * other. Remove each name here when its page is on main.
 */

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

/** Relative links of a markdown file (no URLs, no in-page anchors), resolved from the repository root. */
function relativeLinks(file: string, markdown = readFileSync(file, 'utf8')): string[] {
  const text = markdown.replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => (match[1] ?? '').split('#')[0] ?? '')
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target))
    .map((target) => relative(root, join(dirname(file), target)));
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Links with a `#fragment` to a markdown file whose headings have no such anchor. */
function brokenAnchors(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/\]\(([^)\s#]*\.md)#([^)\s]+)\)/g)].flatMap(([, target = '', anchor = '']) => {
    const path = join(dirname(file), target);
    if (!existsSync(path)) return [];
    const anchors = [...readFileSync(path, 'utf8').matchAll(/^#{1,6} (.+)$/gm)].map((m) =>
      anchorOf(m[1] ?? ''),
    );
    return anchors.includes(anchor) ? [] : [`${relative(root, file)} -> ${target}#${anchor}`];
  });
}

describe('README.md, the front door', () => {
  it(`stays under ${README_LIMIT_BYTES} bytes`, () => {
    expect(Buffer.byteLength(readme, 'utf8')).toBeLessThan(README_LIMIT_BYTES);
  });

  it('keeps the two commands at the top', () => {
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(readme.indexOf('```sh')).toBeLessThan(readme.indexOf('## '));
    expect(firstBlock).toContain('npm ci && npm start');
    expect(firstBlock).toContain('npm run test:all');
  });

  it('has a widget table with one row per tag, each linking its existing page', () => {
    const { manifest } = repositoryManifest();
    const widgets = widgetDeclarations(manifest).map(({ declaration }) => declaration);
    expect(withWidgetTable(readme, renderWidgetTable(widgets))).toBe(readme);
    const rows = [...readme.matchAll(/^\| \[`<([a-z0-9-]+)>`\]\((docs\/widgets\/[a-z0-9-]+\.md)\) \|/gm)];
    expect(rows.map((row) => row[1]).sort()).toEqual(widgets.map((widget) => widget.tagName).sort());
    for (const [, tag, page] of rows) {
      expect(page).toBe(`docs/widgets/${tag}.md`);
      expect(existsSync(join(root, page ?? '')), `${page} exists`).toBe(true);
    }
  });

  it('has the sections a newcomer looks for', () => {
    for (const heading of [
      '## What it is',
      '## Embedding',
      '## Configuration',
      '## Events',
      '## Theming',
      '## The element boundary',
      '## Widgets',
      '## Performance',
      '## Resilience',
      '## Accessibility',
      '## Developing',
    ])
      expect(readme).toContain(`\n${heading}\n`);
    for (const command of ['npm run bench:size', 'npm run bench:pages', 'npm run bench:render'])
      expect(readme).toContain(command);
  });

  it('names every event of the catalogue, and docs/events.md has a row for each', () => {
    const eventsPage = readFileSync(join(root, 'docs/events.md'), 'utf8');
    for (const name of SHOP_EVENT_NAMES) {
      expect(readme, `README names ${name}`).toContain(`\`${name}\``);
      expect(eventsPage, `docs/events.md has a row for ${name}`).toMatch(
        new RegExp(`^\\| \`${name}\` `, 'm'),
      );
    }
  });

  it('links only files that exist, from the README and from every page under docs/', () => {
    const files = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))];
    const broken = files.flatMap((file) =>
      relativeLinks(file)
        .filter((target) => !existsSync(join(root, target)))
        .map((target) => `${relative(root, file)} -> ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('links only headings that exist in the page linked to', () => {
    const files = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))];
    expect(files.flatMap(brokenAnchors)).toEqual([]);
    expect(anchorOf('Delivery, ZIP codes and pickup')).toBe('delivery-zip-codes-and-pickup');
  });

  it('reads relative links from a page, resolved from its folder, leaving out URLs, anchors and code', () => {
    const page = [
      '[a](missing.md) [b](https://example.com/x.md) [c](#calls) [d](widgets/cart-link.md#calls)',
      '```md\n[e](in-code.md)\n```',
      '[f](../README.md)',
    ].join('\n');
    const links = relativeLinks(join(root, 'docs/example.md'), page);
    expect(links).toEqual(['docs/missing.md', 'docs/widgets/cart-link.md', 'README.md']);
    expect(links.filter((target) => !existsSync(join(root, target)))).toEqual(['docs/missing.md']);
  });
});
