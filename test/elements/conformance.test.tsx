/**
 * The element conformance suite: every guarantee of the element boundary, checked for every widget
 * in `src/elements/index.ts` (a new widget is covered by being listed there).
 */
import { waitFor, within } from '@testing-library/react';
import * as z from 'zod/mini';
import { type AttributeMeta, attr, attributeMeta } from '../../src/core/attributes';
import {
  defineWidget,
  LIBRARY_VERSION,
  resetVersionClashWarning,
  widget,
} from '../../src/core/define-widget';
import { mountedWidgetIn } from '../../src/core/renderer';
import { type AnyWidgetDefinition, widgetDefinitions } from '../../src/elements/index';
import { recordedRequests } from '../../src/mocks/controls';
import { mountElement, renderedNodes, settle } from '../helpers/elements';

let aliasCount = 0;
/** A fresh tag for the same widget, so each test can define it at the moment it needs. */
function alias(definition: AnyWidgetDefinition): AnyWidgetDefinition {
  aliasCount += 1;
  return { ...definition, tag: `${definition.tag}-conf${aliasCount}` };
}

function fields(definition: AnyWidgetDefinition) {
  return Object.entries(definition.attributes.shape).map(([name, schema]) => ({
    name,
    meta: attributeMeta(schema),
  }));
}

/** A value of the attribute's kind that is not its default, and one that is malformed (if any can be). */
function sampleValues(meta: AttributeMeta): { valid: string; parsed: unknown; malformed?: string } {
  const fallback = meta.default;
  switch (meta.kind) {
    case 'boolean':
      return fallback === true ? { valid: 'false', parsed: false } : { valid: '', parsed: true };
    case 'number': {
      const { min, max } = meta.rules ?? {};
      const fits = (n: number) =>
        n !== fallback && (min === undefined || n >= min) && (max === undefined || n <= max);
      const candidates = [7, min, max, 1, 0].filter((n): n is number => n !== undefined);
      const value = candidates.find(fits) ?? (fallback as number);
      return { valid: String(value), parsed: value, malformed: 'seven' };
    }
    case 'enum': {
      const value = meta.values?.find((candidate) => candidate !== fallback) ?? String(fallback);
      return { valid: value, parsed: value, malformed: 'not-one-of-them' };
    }
    case 'url':
      return { valid: '/somewhere/else', parsed: '/somewhere/else', malformed: 'javascript:alert(1)' };
    case 'json':
      return { valid: JSON.stringify(fallback), parsed: fallback, malformed: '{not json' };
    default:
      return { valid: 'conformance value', parsed: 'conformance value' };
  }
}

/**
 * Connects a widget with no attributes and waits until the shared root has mounted it. (Some
 * widgets render nothing visible in that state, e.g. a closed side bar, so this does not wait for
 * rendered nodes.)
 */
async function connected(tag: string, parent: HTMLElement = document.body): Promise<HTMLElement> {
  const element = document.createElement(tag);
  parent.append(element);
  await waitFor(() => expect(mountedWidgetIn(element.shadowRoot as ShadowRoot)).toBeDefined());
  return element;
}

const widgetsInFailure = (element: HTMLElement) =>
  within(element.shadowRoot as unknown as HTMLElement).queryByRole('alert');

describe.each(widgetDefinitions.map((definition) => [definition.tag, definition] as const))(
  '<%s>',
  (_tag, definition) => {
    it('is listed with a tag, a zod attribute schema built with attr.* and at most known events', () => {
      expect(definition.tag).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)+$/);
      for (const field of fields(definition)) expect(field.meta, `${field.name} uses attr.*`).toBeDefined();
    });

    it('mounts into its shadow root with its styles, without a failure state', async () => {
      const definition2 = alias(definition);
      defineWidget(definition2);
      const element = await connected(definition2.tag);
      await settle();
      expect(widgetsInFailure(element)).toBeNull();
      expect(element.dataset.state).not.toBe('failed');
      const styled =
        (element.shadowRoot?.adoptedStyleSheets?.length ?? 0) > 0 ||
        element.shadowRoot?.querySelector('style');
      expect(styled).toBeTruthy();
    });

    it('can be defined twice without error, and warns once about a different version', async () => {
      const definition2 = alias(definition);
      const first = defineWidget(definition2);
      expect(defineWidget(definition2)).toBe(first);

      resetVersionClashWarning();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const clashTag = `${definition2.tag}-clash`;
      customElements.define(
        clashTag,
        class extends HTMLElement {
          static shopWidgetsVersion = '0.0.0-other';
        },
      );
      defineWidget({ ...definition2, tag: clashTag });
      defineWidget({ ...definition2, tag: clashTag });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain(LIBRARY_VERSION);
    });

    it('keeps properties set before its definition loads', async () => {
      const definition2 = alias(definition);
      const [field] = fields(definition2);
      if (!field?.meta) return;
      const { parsed } = sampleValues(field.meta);
      const element = document.createElement(definition2.tag) as HTMLElement & Record<string, unknown>;
      const prop = field.name
        .replace(/^data-/, '')
        .replace(/-([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());
      element[prop] = parsed;
      document.body.append(element);
      defineWidget(definition2);
      await waitFor(() => expect(mountedWidgetIn(element.shadowRoot as ShadowRoot)).toBeDefined());
      expect(element[prop]).toEqual(parsed);
    });

    it('gives HTML boolean semantics and restores the default when an attribute is removed', async () => {
      const definition2 = alias(definition);
      defineWidget(definition2);
      const element = document.createElement(definition2.tag) as HTMLElement & Record<string, unknown>;
      document.body.append(element);
      for (const field of fields(definition2)) {
        if (!field.meta) continue;
        const prop = field.name
          .replace(/^data-/, '')
          .replace(/-([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());
        const { valid, parsed } = sampleValues(field.meta);
        element.setAttribute(field.name, valid);
        expect(element[prop], `${field.name}="${valid}"`).toEqual(parsed);
        if (field.meta.kind === 'boolean') {
          element.setAttribute(field.name, '');
          expect(element[prop], `bare ${field.name}`).toBe(true);
          element.setAttribute(field.name, 'false');
          expect(element[prop], `${field.name}="false"`).toBe(false);
        }
        element.removeAttribute(field.name);
        expect(element[prop], `${field.name} removed`).toEqual(field.meta.default);
      }
    });

    it('shows an accessible error state and logs once for a malformed attribute, without throwing', async () => {
      const definition2 = alias(definition);
      defineWidget(definition2);
      const malformed = fields(definition2).find((field) => field.meta && sampleValues(field.meta).malformed);
      if (!malformed?.meta) return;
      const badValue = sampleValues(malformed.meta).malformed as string;
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const element = await mountElement(definition2.tag, { [malformed.name]: badValue });
      await waitFor(() => expect(widgetsInFailure(element)).toHaveTextContent(malformed.name));
      element.setAttribute('class', 'rerender');
      element.setAttribute(malformed.name, badValue);
      await settle();
      // This element's own entries: an earlier test's late entry (its widget's pending work, on a loaded
      // machine) may land in this test's recording, under that widget's tag.
      const ownEntries = () =>
        recordedRequests({ path: '/api/logger/errors' }).filter(
          (request) => (request.body as { source?: string }).source === definition2.tag,
        );
      await waitFor(() => expect(ownEntries()).toHaveLength(1));
      expect(element.dataset.state).toBe('invalid');
      expect(errors).toHaveBeenCalled();
      element.removeAttribute(malformed.name);
      await waitFor(() => expect(widgetsInFailure(element)).toBeNull());
    });

    it('keeps its rendered state when moved in the DOM', async () => {
      const definition2 = alias(definition);
      defineWidget(definition2);
      const first = document.createElement('div');
      const second = document.createElement('div');
      document.body.append(first, second);
      const element = await connected(definition2.tag, first);
      await settle();
      const root = element.shadowRoot as ShadowRoot;
      const widgetBefore = mountedWidgetIn(root);
      const [renderedBefore] = renderedNodes(element);
      second.append(element);
      await settle();
      expect(mountedWidgetIn(root)).toBe(widgetBefore);
      expect(renderedNodes(element)[0]).toBe(renderedBefore);
      element.remove();
      await settle();
      expect(mountedWidgetIn(root)).toBeUndefined();
    });

    it('is not broken by a failing neighbour', async () => {
      const definition2 = alias(definition);
      defineWidget(definition2);
      const brokenTag = `${definition2.tag}-broken`;
      defineWidget(
        widget({
          tag: brokenTag,
          attributes: z.object({}),
          component: () => {
            throw new Error('conformance: deliberate failure');
          },
        }),
      );
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const broken = document.createElement(brokenTag);
      document.body.append(broken);
      const element = await connected(definition2.tag);
      await waitFor(() => expect(widgetsInFailure(broken)).toBeInTheDocument());
      expect(broken.dataset.state).toBe('failed');
      expect(mountedWidgetIn(element.shadowRoot as ShadowRoot)).toBeDefined();
      expect(widgetsInFailure(element)).toBeNull();
    });
  },
);

describe('the element boundary itself', () => {
  const probeAttributes = z.object({
    'data-count': attr.number(1, { integer: true, min: 0 }),
    'data-flag': attr.boolean(false),
    'data-default-on': attr.boolean(true),
    'data-mode': attr.oneOf(['a', 'b'], 'a'),
  });
  const probe = widget({
    tag: 'conformance-probe',
    attributes: probeAttributes,
    events: ['shop:cart-open'],
    component: ({ count, flag, defaultOn, mode, emit }) => (
      <button type="button" onClick={() => emit('shop:cart-open', { source: 'probe' })}>
        {`${count}|${flag}|${defaultOn}|${mode}`}
      </button>
    ),
  });
  defineWidget(probe);

  const text = (element: HTMLElement) => element.shadowRoot?.querySelector('button')?.textContent;

  it('passes typed props from attributes and re-renders on change', async () => {
    const element = await mountElement('conformance-probe', {
      'data-count': '3',
      'data-flag': '',
      'data-mode': 'b',
    });
    await waitFor(() => expect(text(element)).toBe('3|true|true|b'));
    element.removeAttribute('data-flag');
    element.setAttribute('data-default-on', 'false');
    await waitFor(() => expect(text(element)).toBe('3|false|false|b'));
  });

  it('names the attribute, the expectation and the value in the error state', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = await mountElement('conformance-probe', { 'data-count': 'many', 'data-mode': 'c' });
    const alert = await within(element.shadowRoot as unknown as HTMLElement).findByRole('alert');
    expect(alert).toHaveTextContent('data-count must be a whole number, got "many"');
    expect(alert).toHaveTextContent('data-mode must be one of a, b, got "c"');
  });

  it('dispatches events that bubble, are composed and reach window', async () => {
    const element = await mountElement('conformance-probe');
    const seen = vi.fn();
    window.addEventListener('shop:cart-open', seen);
    element.shadowRoot?.querySelector('button')?.click();
    window.removeEventListener('shop:cart-open', seen);
    expect(seen).toHaveBeenCalledTimes(1);
    const event = seen.mock.calls[0]?.[0] as CustomEvent;
    expect(event.bubbles).toBe(true);
    expect(event.composed).toBe(true);
    expect(event.detail).toEqual({ source: 'probe' });
  });

  it('does not render an element that was never connected', async () => {
    const element = document.createElement('conformance-probe');
    element.setAttribute('data-count', '2');
    await settle();
    expect(renderedNodes(element)).toHaveLength(0);
  });
});
