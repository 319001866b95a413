import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { waitFor } from '@testing-library/react';
import * as z from 'zod/mini';
import { attr } from '../../src/core/attributes';
import { defineWidget, widget } from '../../src/core/define-widget';
import { sharedRootRenderer } from '../../src/core/renderer';
import { addToCartDefinition } from '../../src/elements/storefront/add-to-cart/add-to-cart.element';
import { mountElement, settle, waitForRender } from '../helpers/elements';

/**
 * Issue 8, target 5: per element, one render as it starts, each attribute parsed once per change,
 * and only the CSS of the view it shows.
 */

const parses: Record<string, unknown[]> = { count: [], label: [], mode: [], flag: [] };
let renders = 0;

/** An attribute schema that records each value it parses. */
function counted<T>(name: string, schema: z.ZodMiniType<T>) {
  return z.transform((value: unknown) => {
    parses[name]?.push(value);
    return schema.parse(value);
  });
}

const probe = widget({
  tag: 'render-once-probe',
  attributes: z.object({
    'data-count': counted('count', attr.number(0, { integer: true })),
    'data-label': counted('label', attr.string('none')),
    'data-mode': counted('mode', attr.oneOf(['a', 'b'], 'a')),
    'data-flag': counted('flag', attr.boolean(false)),
  }),
  component: ({ count, label, mode, flag }) => {
    renders += 1;
    return <p>{`${count}|${label}|${mode}|${flag}`}</p>;
  },
});
defineWidget(probe);
defineWidget(addToCartDefinition);

function resetCounts(): void {
  renders = 0;
  for (const list of Object.values(parses)) list.length = 0;
}

const text = (element: HTMLElement) => element.shadowRoot?.querySelector('p')?.textContent;

describe('an element renders once as it starts', () => {
  beforeEach(resetCounts);

  it('renders once with every attribute set, when created, given attributes, then connected', async () => {
    const mount = vi.spyOn(sharedRootRenderer, 'mount');
    const update = vi.spyOn(sharedRootRenderer, 'update');
    const element = await mountElement('render-once-probe', {
      'data-count': '3',
      'data-label': 'hitch',
      'data-mode': 'b',
      'data-flag': '',
    });
    await settle();
    expect(text(element)).toBe('3|hitch|b|true');
    expect(renders).toBe(1);
    expect(mount).toHaveBeenCalledTimes(1);
    expect(update).not.toHaveBeenCalled();
  });

  it('renders once when upgraded with its attributes already in the page (server-rendered markup)', async () => {
    const mount = vi.spyOn(sharedRootRenderer, 'mount');
    const update = vi.spyOn(sharedRootRenderer, 'update');
    const host = document.createElement('div');
    host.innerHTML =
      '<render-once-late data-count="7" data-label="rack" data-mode="b"></render-once-late>' +
      '<render-once-late data-count="8"></render-once-late>';
    document.body.append(host);
    // Defined after the markup is in the page: the elements upgrade with their attributes set.
    defineWidget({ ...probe, tag: 'render-once-late' });
    const [first, second] = Array.from(host.children) as HTMLElement[];
    await waitForRender(first as HTMLElement);
    await waitForRender(second as HTMLElement);
    await settle();
    expect(text(first as HTMLElement)).toBe('7|rack|b|false');
    expect(text(second as HTMLElement)).toBe('8|none|a|false');
    expect(renders).toBe(2);
    expect(mount).toHaveBeenCalledTimes(2);
    expect(update).not.toHaveBeenCalled();
    expect(parses.count).toEqual(['7', '8']);
    expect(parses.label).toEqual(['rack', undefined]);
  });

  it('coalesces the attribute changes of one task into one render', async () => {
    const element = await mountElement('render-once-probe', { 'data-count': '1' });
    await settle();
    resetCounts();
    const update = vi.spyOn(sharedRootRenderer, 'update');
    element.setAttribute('data-count', '2');
    element.setAttribute('data-label', 'wiring');
    element.setAttribute('data-mode', 'b');
    await waitFor(() => expect(text(element)).toBe('2|wiring|b|false'));
    await settle();
    expect(renders).toBe(1);
    expect(update).toHaveBeenCalledTimes(1);
  });
});

describe('each attribute is parsed once per change', () => {
  beforeEach(resetCounts);

  it('parses each attribute once as the element starts', async () => {
    await mountElement('render-once-probe', { 'data-count': '3', 'data-label': 'hitch' });
    await settle();
    expect(parses.count).toEqual(['3']);
    expect(parses.label).toEqual(['hitch']);
    expect(parses.mode).toEqual([undefined]);
    expect(parses.flag).toEqual([undefined]);
  });

  it('parses only the attribute that changed, and nothing when a value is set again unchanged', async () => {
    const element = await mountElement('render-once-probe', { 'data-count': '3', 'data-label': 'hitch' });
    await settle();
    resetCounts();
    element.setAttribute('data-count', '4');
    await waitFor(() => expect(text(element)).toBe('4|hitch|a|false'));
    await settle();
    expect(parses).toEqual({ count: ['4'], label: [], mode: [], flag: [] });
    expect(renders).toBe(1);

    resetCounts();
    element.setAttribute('data-count', '4');
    element.setAttribute('data-label', 'hitch');
    await settle();
    expect(parses).toEqual({ count: [], label: [], mode: [], flag: [] });
    expect(renders).toBe(0);
  });

  it('reads properties from the parsed values without parsing again', async () => {
    const element = await mountElement<HTMLElement & { count: number; label: string }>('render-once-probe', {
      'data-count': '5',
    });
    await settle();
    resetCounts();
    expect(element.count).toBe(5);
    expect(element.label).toBe('none');
    expect(parses).toEqual({ count: [], label: [], mode: [], flag: [] });
  });
});

/** The CSS text in an element's shadow root (adopted sheets in a browser, style elements in jsdom). */
function shadowCss(element: HTMLElement): string {
  const root = element.shadowRoot as ShadowRoot;
  const adopted = (root.adoptedStyleSheets ?? []).flatMap((sheet) =>
    Array.from(sheet.cssRules, (rule) => rule.cssText),
  );
  const inline = Array.from(root.querySelectorAll('style'), (style) => style.textContent ?? '');
  return [...adopted, ...inline].join('\n');
}

/** Rules in a CSS text: top-level blocks, nested ones (media, container) counted once each. */
function ruleCount(css: string): number {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet.cssRules.length;
}

describe("a view's shadow root has only its CSS", () => {
  it('the full view adopts its own rules and its quantity selector, not the other views, the modal or the shared UI', async () => {
    const element = await mountElement('add-to-cart', { 'data-view': 'full', 'data-websku': 'C13130' });
    const css = shadowCss(element);
    expect(css).toContain('.shop-atc-full {');
    expect(css).toContain('.shop-quantity');
    for (const other of [
      '.shop-atc-slim',
      '.shop-atc-modern',
      '.shop-atc-legacy',
      '.shop-atc-mini',
      '.shop-atc-multi',
      '.shop-atc__attributes',
      '.shop-atc__save',
      '.shop-modal',
      '.shop-star',
      '.shop-option',
      '.shop-info-bubble',
      '.shop-loading',
      '.shop-icon-button',
    ]) {
      expect(css, `${other} should not be in the full view's shadow root`).not.toContain(other);
    }
    // About 25 KB and 178 rules for every view before; what one view shows needs a fraction of it.
    expect(css.length).toBeLessThan(9_000);
    expect(ruleCount(css)).toBeLessThan(60);
  });

  it('adopts the CSS of a view it switches to, and of the attribute inputs only when it has attributes', async () => {
    const element = await mountElement('add-to-cart', { 'data-view': 'btn-mini', 'data-websku': 'C13130' });
    expect(shadowCss(element)).not.toContain('.shop-atc-full {');
    element.setAttribute('data-view', 'full');
    await waitFor(() => expect(shadowCss(element)).toContain('.shop-atc-full {'));
    expect(shadowCss(element)).not.toContain('.shop-atc__attributes');
    element.setAttribute(
      'data-attribute',
      JSON.stringify([{ attributeCode: 'NOTE', attributeType: 'text', prompt: 'Engraving', price: 0 }]),
    );
    await waitFor(() => expect(shadowCss(element)).toContain('.shop-atc__attributes'));
  });
});

/**
 * The modules an entry imports statically, followed through relative imports (`import type` and
 * dynamic `import()` left out: those load nothing at start); bare package names are collected.
 */
function staticImports(entry: string): { modules: string[]; packages: string[] } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const pattern = /^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gms;
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const base = resolve(dirname(file), specifier);
      const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
      const found = candidates.find((candidate) => existsSync(candidate) && candidate.match(/\.(ts|tsx)$/));
      if (found) visit(found);
    }
  };
  visit(entry);
  return { modules: [...modules], packages: [...packages] };
}

describe('code the full view does not need', () => {
  it('the add-to-cart element does not import focus-trap nor the modal', () => {
    const root = join(import.meta.dirname, '../..');
    const { modules, packages } = staticImports(
      join(root, 'src/elements/storefront/add-to-cart/add-to-cart.element.ts'),
    );
    expect(modules.some((path) => path.endsWith('views/full.tsx'))).toBe(true);
    expect(packages).toContain('react');
    expect(packages.filter((name) => name.startsWith('focus-trap') || name.startsWith('tabbable'))).toEqual(
      [],
    );
    expect(modules.filter((path) => /src\/ui\/(modal\/modal|index)\.tsx?$/.test(path))).toEqual([]);
  });
});
