import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as z from 'zod/mini';
import { buildManifest, findElementFiles } from '../../../scripts/manifest/build-manifest';
import { attr } from '../../../src/core/attributes';
import { widget } from '../../../src/core/define-widget';
import { type AnyWidgetDefinition, widgetDefinitions } from '../../../src/elements/index';
import { widgetLoaders } from '../../../src/elements/loaders';

interface Declaration {
  tagName: string;
  attributes: { name: string; default: string; type: { text: string }; description: string }[];
  events: { name: string }[];
  cssProperties: { name: string }[];
}

const realSources = findElementFiles(join(process.cwd(), 'src/elements')).map((file) => ({
  path: relative(process.cwd(), file),
  source: readFileSync(file, 'utf8'),
}));

function declarations(manifest: unknown): Declaration[] {
  return (manifest as { modules: { declarations: Declaration[] }[] }).modules.flatMap(
    (module) => module.declarations,
  );
}

const probe = widget({
  tag: 'probe-widget',
  attributes: z.object({ 'data-size': attr.number(3), 'data-label': attr.string('Hi') }),
  events: ['shop:cart-open'],
  component: () => null,
}) as unknown as AnyWidgetDefinition;

const probeSource = (doc: string) => ({
  path: 'src/elements/probe/probe-widget.element.ts',
  source: `/**\n${doc}\n */\nexport const probeDefinition = widget({});\nexport const ProbeElement = createWidgetClass(probeDefinition);`,
});

describe('custom-elements manifest', () => {
  it('describes every widget with its attributes, types, defaults, events and CSS properties', () => {
    const { manifest, problems } = buildManifest(realSources, widgetDefinitions, widgetLoaders);
    expect(problems).toEqual([]);
    const tags = declarations(manifest).map((declaration) => declaration.tagName);
    expect(tags.sort()).toEqual(widgetDefinitions.map((definition) => definition.tag).sort());
    const cartLink = declarations(manifest).find((declaration) => declaration.tagName === 'cart-link');
    expect(cartLink?.attributes).toEqual([
      expect.objectContaining({ name: 'data-linkText', default: '"Cart"', type: { text: 'string' } }),
    ]);
    expect(cartLink?.events.map((event) => event.name)).toEqual(['shop:cart-open']);
    expect(cartLink?.cssProperties.map((property) => property.name)).toContain('--shop-cart-link-color');
  });

  it('fails when an attribute or an event has no JSDoc, or the JSDoc names one that does not exist', () => {
    const { problems } = buildManifest(
      [
        probeSource(
          ' * @summary A probe.\n * @tag probe-widget\n * @attr data-label - The label.\n * @attr data-colour - Gone.',
        ),
      ],
      [probe],
      { 'probe-widget': () => undefined },
    );
    expect(problems).toEqual([
      'src/elements/probe/probe-widget.element.ts: attribute data-size has no @attr',
      'src/elements/probe/probe-widget.element.ts: @attr data-colour is not an attribute of the schema',
      'src/elements/probe/probe-widget.element.ts: event shop:cart-open has no @fires',
    ]);
  });

  it('fails when a widget has no element file or no lazy loader', () => {
    const complete =
      ' * @summary A probe.\n * @tag probe-widget\n * @attr data-size - Size.\n * @attr data-label - Label.\n * @fires shop:cart-open - Opens.';
    expect(buildManifest([probeSource(complete)], [probe], {}).problems).toEqual([
      'src/elements/probe/probe-widget.element.ts: <probe-widget> has no entry in src/elements/loaders.ts',
    ]);
    expect(buildManifest([], [probe], { 'probe-widget': () => undefined }).problems).toEqual([
      '<probe-widget> has no *.element.ts file with its JSDoc',
    ]);
  });
});
