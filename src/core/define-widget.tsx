import r2wc from '@r2wc/core';
import { type ComponentType, type ReactNode, useMemo } from 'react';
import type * as z from 'zod/mini';
import { version } from '../../package.json';
import { type PropNameOf, propNameOf } from './attributes';
import { createShopEvent, publish } from './bus';
import type { ShopEventName } from './events';
import { installGlobalErrorHandler } from './global-errors';
import { logger } from './logger';
import { mountedWidgetIn, sharedRootRenderer, type WidgetHostProps } from './renderer';
import { adoptWidgetStyles } from './styles';
import { WidgetFailure } from './widget-boundary';
import { type Emit, WidgetContext } from './widget-context';

export {
  type Emit,
  useComponentStyles,
  useEmit,
  useWidgetHost,
  type WidgetContextValue,
} from './widget-context';

/**
 * The only module that calls r2wc. A widget definition (tag, zod schema of its attributes, React
 * component, events, styles) becomes a custom element class with the guarantees every widget needs
 * (README "The element boundary"); the conformance suite in test/elements checks them for every tag.
 *
 * Creating a class has no global effect; `defineWidget` registers it. So `shop-widgets` can be
 * imported without defining anything, and `shop-widgets/register` defines every tag.
 */

/** This copy's version (package.json): a string in its declaration, which then needs no package.json. */
export const LIBRARY_VERSION: string = version;

export type AttributeShape = Record<string, z.ZodMiniType>;

/** The props a widget component receives: one per attribute (camelCase, `data-` dropped), plus `emit`. */
export type WidgetProps<S extends AttributeShape, E extends ShopEventName = never> = {
  [K in keyof S & string as PropNameOf<K>]: z.output<S[K]>;
} & { emit: Emit<E> };

export interface WidgetDefinition<S extends AttributeShape, E extends ShopEventName> {
  /** The custom element name. */
  tag: string;
  /** Attribute names exactly as the spec writes them (HTML lower-cases them when observing). */
  attributes: z.ZodMiniObject<S>;
  component: (props: WidgetProps<S, E>) => ReactNode;
  /** Events the element dispatches (they bubble and are composed, so they reach `window`). */
  events?: readonly E[];
  /** The widget's own CSS, added to its shadow root. */
  styles?: string;
}

/** Typed element instances: a property per attribute. */
export type WidgetElement<S extends AttributeShape> = HTMLElement & {
  -readonly [K in keyof S & string as PropNameOf<K>]: z.output<S[K]>;
};

export interface WidgetConstructor<S extends AttributeShape> {
  new (): WidgetElement<S>;
  readonly tagName: string;
  readonly shopWidgetsVersion: string;
}

type AttributeResult = { ok: true; props: Record<string, unknown> } | { ok: false; problems: string[] };

interface HostProps extends WidgetHostProps {
  renderRoot: ShadowRoot;
  result: AttributeResult;
  Component: ComponentType<Record<string, unknown>>;
  emit: Emit<ShopEventName>;
}

function WidgetHost({ tag, host, renderRoot, result, Component, emit }: HostProps) {
  const context = useMemo(() => ({ tag, host, renderRoot }), [tag, host, renderRoot]);
  if (!result.ok) {
    return (
      <WidgetFailure tag={tag} message={`This ${tag} could not start: ${result.problems.join('; ')}.`} />
    );
  }
  return (
    <WidgetContext.Provider value={context}>
      <Component {...result.props} emit={emit} />
    </WidgetContext.Provider>
  );
}

// r2wc keeps its per-element state under these global symbols.
const R2WC_RENDER: unique symbol = Symbol.for('r2wc.render') as never;
const R2WC_PROPS: unique symbol = Symbol.for('r2wc.props') as never;
const R2WC_CONTEXT: unique symbol = Symbol.for('r2wc.context') as never;

interface R2wcElement extends HTMLElement {
  [R2WC_RENDER](): void;
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_CONTEXT]?: unknown;
  connectedCallback(): void;
  disconnectedCallback(): void;
}

type R2wcFactory = (
  component: ComponentType<WidgetHostProps>,
  options: { shadow: 'open'; props: string[]; events: string[] },
  renderer: typeof sharedRootRenderer,
) => new () => R2wcElement;

interface FieldPlan {
  attribute: string;
  observed: string;
  prop: string;
  schema: z.ZodMiniType;
}

/** The last parse of one field: redone only when its raw value (attribute text or property) changes. */
type FieldParse = { raw: unknown } & ({ ok: true; value: unknown } | { ok: false; problem: string });

/**
 * Renders are coalesced: an element starting with its attributes set (the parser, `innerHTML`, a
 * framework setting attributes one by one, then connecting) renders once, in the microtask after,
 * and every element that changed in one task renders in the same batch.
 */
interface PendingRender {
  renderPending(): void;
}

const pendingRenders = new Set<PendingRender>();
let flushScheduled = false;

function flushRenders(): void {
  flushScheduled = false;
  const batch = [...pendingRenders];
  pendingRenders.clear();
  for (const element of batch) element.renderPending();
}

function scheduleRender(element: PendingRender): void {
  pendingRenders.add(element);
  if (flushScheduled) return;
  flushScheduled = true;
  queueMicrotask(flushRenders);
}

let versionClashWarned = false;

function warnVersionClash(tag: string, other: unknown): void {
  if (versionClashWarned) return;
  versionClashWarned = true;
  console.warn(
    `shop-widgets ${LIBRARY_VERSION}: <${tag}> is already defined by shop-widgets ${String(other ?? 'unknown')}; ` +
      'the first definition stays in use. Load one version of the library per page.',
  );
}

/** Declares a widget; a typed identity that keeps the definition's types together. */
export function widget<S extends AttributeShape, E extends ShopEventName = never>(
  definition: WidgetDefinition<S, E>,
): WidgetDefinition<S, E> {
  return definition;
}

const classes = new WeakMap<object, unknown>();

/**
 * The element class of a widget (one per definition). Without a DOM (server-side rendering of the
 * React views) it gives a class that explains itself instead of failing at import time.
 */
export function createWidgetClass<S extends AttributeShape, E extends ShopEventName>(
  definition: WidgetDefinition<S, E>,
): WidgetConstructor<S> {
  if (typeof HTMLElement === 'undefined') {
    return class {
      static readonly tagName = definition.tag;
      static readonly shopWidgetsVersion = LIBRARY_VERSION;
      constructor() {
        throw new Error(`<${definition.tag}> needs a browser (custom elements)`);
      }
    } as unknown as WidgetConstructor<S>;
  }
  let elementClass = classes.get(definition) as WidgetConstructor<S> | undefined;
  if (!elementClass) {
    elementClass = buildElementClass(definition) as unknown as WidgetConstructor<S>;
    classes.set(definition, elementClass);
  }
  return elementClass;
}

function buildElementClass<S extends AttributeShape, E extends ShopEventName>(
  definition: WidgetDefinition<S, E>,
) {
  const fields: FieldPlan[] = Object.entries(definition.attributes.shape).map(([attribute, schema]) => ({
    attribute,
    observed: attribute.toLowerCase(),
    prop: propNameOf(attribute),
    schema,
  }));
  const fieldByObserved = new Map(fields.map((field) => [field.observed, field]));
  const Base = (r2wc as unknown as R2wcFactory)(
    WidgetHost as ComponentType<WidgetHostProps>,
    {
      shadow: 'open',
      props: [],
      events: [],
    },
    sharedRootRenderer,
  );

  class ShopWidgetElement extends Base implements PendingRender {
    static readonly tagName = definition.tag;
    static readonly shopWidgetsVersion = LIBRARY_VERSION;
    static get observedAttributes() {
      return fields.map((field) => field.observed);
    }

    #overrides = new Map<string, unknown>();
    #parsed = new Map<string, FieldParse>();
    #hostPropsCache: HostProps | undefined;
    #reported = new Set<string>();
    #emit: Emit<ShopEventName> = (name, detail) => {
      this.dispatchEvent(createShopEvent(name, detail));
    };

    constructor() {
      super();
      adoptWidgetStyles(this.shadowRoot as ShadowRoot, definition.styles);
      // A property set on the element before its definition loaded shadows the accessor; re-apply it.
      for (const field of fields) {
        if (Object.hasOwn(this, field.prop)) {
          const value = (this as unknown as Record<string, unknown>)[field.prop];
          delete (this as unknown as Record<string, unknown>)[field.prop];
          this.#overrides.set(field.prop, value);
        }
      }
    }

    attributeChangedCallback(name: string) {
      const field = fieldByObserved.get(name);
      if (field) this.#overrides.delete(field.prop);
      this[R2WC_RENDER]();
    }

    override [R2WC_RENDER]() {
      // Moved within one task: take the widget back now, before its deferred unmount lets it go.
      if (
        !this[R2WC_CONTEXT] &&
        this.isConnected &&
        mountedWidgetIn(this.shadowRoot as ShadowRoot)?.leaving
      ) {
        this.renderPending();
        return;
      }
      scheduleRender(this);
    }

    renderPending() {
      // r2wc would render elements that were never connected; those would never be collected.
      if (!this.isConnected) return;
      this[R2WC_PROPS] = this.#hostProps();
      super[R2WC_RENDER]();
    }

    /** The current typed value of a prop (what the widget renders with). */
    readProp(prop: string): unknown {
      const field = fields.find((candidate) => candidate.prop === prop);
      if (!field) return undefined;
      const parsed = this.#parseField(field);
      return parsed.ok ? parsed.value : field.schema.safeParse(undefined).data;
    }

    writeProp(prop: string, value: unknown) {
      this.#overrides.set(prop, value);
      this[R2WC_RENDER]();
    }

    #rawValue(field: FieldPlan): unknown {
      if (this.#overrides.has(field.prop)) return this.#overrides.get(field.prop);
      return this.getAttribute(field.observed) ?? undefined;
    }

    /** Parses a field when its raw value changed since the last parse; the cached result otherwise. */
    #parseField(field: FieldPlan): FieldParse {
      const raw = this.#rawValue(field);
      const previous = this.#parsed.get(field.prop);
      if (previous && Object.is(previous.raw, raw)) return previous;
      const parsed = field.schema.safeParse(raw);
      const next: FieldParse = parsed.success
        ? { raw, ok: true, value: parsed.data }
        : {
            raw,
            ok: false,
            problem: `${field.attribute} ${parsed.error.issues[0]?.message ?? 'is invalid'}`,
          };
      this.#parsed.set(field.prop, next);
      return next;
    }

    /** The attribute result; the previous one (same object) when no field changed. */
    #parse(previous: AttributeResult | undefined): AttributeResult {
      const before = new Map(this.#parsed);
      const results = fields.map((field) => this.#parseField(field));
      const unchanged =
        previous !== undefined &&
        fields.every((field) => before.get(field.prop) === this.#parsed.get(field.prop));
      if (unchanged) return previous;
      const problems = results.flatMap((result) => (result.ok ? [] : [result.problem]));
      if (problems.length === 0) {
        delete this.dataset.state;
        const props: Record<string, unknown> = {};
        fields.forEach((field, index) => {
          props[field.prop] = (results[index] as { value: unknown }).value;
        });
        return { ok: true, props };
      }
      this.#report(problems);
      return { ok: false, problems };
    }

    #report(problems: string[]) {
      this.dataset.state = 'invalid';
      const key = problems.join('; ');
      if (this.#reported.has(key)) return;
      this.#reported.add(key);
      logger.error(`<${definition.tag}> has invalid attributes: ${key}`, { source: definition.tag });
      publish('shop:widget-failed', { tag: definition.tag, message: key }, this);
    }

    /** The renderer's props; the same object while nothing changed, so the widget does not re-render. */
    #hostProps(): HostProps {
      const previous = this.#hostPropsCache;
      const result = this.#parse(previous?.result);
      if (previous && previous.result === result) return previous;
      this.#hostPropsCache = {
        tag: definition.tag,
        host: this,
        renderRoot: this.shadowRoot as ShadowRoot,
        result,
        Component: definition.component as unknown as ComponentType<Record<string, unknown>>,
        emit: this.#emit,
      };
      return this.#hostPropsCache;
    }
  }

  for (const field of fields) {
    Object.defineProperty(ShopWidgetElement.prototype, field.prop, {
      configurable: true,
      enumerable: true,
      get(this: ShopWidgetElement) {
        return this.readProp(field.prop);
      },
      set(this: ShopWidgetElement, value: unknown) {
        this.writeProp(field.prop, value);
      },
    });
  }
  return ShopWidgetElement;
}

/**
 * Defines a widget's custom element. Safe to call twice for one tag (two bundles on one page): the
 * first definition stays, and a different library version is warned about once.
 */
export function defineWidget<S extends AttributeShape, E extends ShopEventName = never>(
  definition: WidgetDefinition<S, E>,
): WidgetConstructor<S> {
  installGlobalErrorHandler();
  const existing = customElements.get(definition.tag) as
    | (CustomElementConstructor & { shopWidgetsVersion?: string })
    | undefined;
  if (existing) {
    if (existing.shopWidgetsVersion !== LIBRARY_VERSION)
      warnVersionClash(definition.tag, existing.shopWidgetsVersion);
    return existing as unknown as WidgetConstructor<S>;
  }
  const elementClass = createWidgetClass(definition);
  customElements.define(definition.tag, elementClass);
  return elementClass;
}

/** Tests: allow the version-clash warning again. */
export function resetVersionClashWarning(): void {
  versionClashWarned = false;
}
