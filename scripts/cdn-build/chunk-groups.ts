/**
 * Rollup `manualChunks` for the script-tag build: every module goes into one of a few meaningful files.
 *
 * - `react`: react, react-dom, scheduler (and what only they import);
 * - `shop-widgets` (the loader): the entry and what it imports statically, so it never waits on a second
 *   file (named explicitly: Rollup would otherwise pull such a module into a manual chunk that imports it);
 * - `platform`: what more than one family needs (core, the API edge, stores, the bus, ky, zustand, zod,
 *   r2wc, shared UI primitives), and what the loader imports on demand (define-widget, the logger);
 * - a widget's own folder that other families use too stays in its home family's file (the delivery
 *   panel's dates, used by the cart side bar, stay in `delivery`), so no widget code lands in the platform;
 * - `<family>`: what only that family's widgets need to render (see widget-families.ts);
 * - `<family>-lazy`: what only that family needs later, behind a dynamic `import()` (loaded on intent);
 * - `shared-lazy`: what several families need only behind `import()` (never at start).
 */
import {
  FAMILY_BASES,
  LAZY_PART_IMPORTS,
  sharedFolderFamily,
  tagOfElementFile,
  tagOfWidgetFolder,
  WIDGET_FAMILIES,
  type WidgetFamily,
} from './widget-families';

/** The part of Rollup's module info the grouping reads (Rollup's `getModuleInfo` satisfies it). */
export interface ModuleGraphNode {
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
}
export type ModuleGraph = (id: string) => ModuleGraphNode | null;

export const REACT_GROUP = 'react';
export const PLATFORM_GROUP = 'platform';
export const LOADER_GROUP = 'shop-widgets';
export const lazyGroup = (family: WidgetFamily) => `${family}-lazy`;
/** What several families import only with `import()` (a modal and its focus trap): loaded on intent. */
export const SHARED_LAZY_GROUP = 'shared-lazy';

/**
 * Modules loaded only when an event asks for them (from the loader or from any family), each in a file
 * of its own, so that neither the platform nor a family carries them: path suffix → file name.
 */
export const ON_DEMAND_GROUPS: Record<string, string> = {
  // Only the cart's reports import it (stores/cart-analytics.ts): the cart page reports view_cart at load, and
  // a file of its own made that page's seventh request. With the cart page's widgets it costs the cart page no
  // request; elsewhere it loads on the first report (an add to cart, whose side bar loads this file anyway).
  '/src/core/analytics.ts': 'cart-pages',
  // DOMPurify (about 9 KB gzipped), for the bios and content widgets only: not with the dialog and the
  // focus trap that every storefront page may load on intent (shared-lazy).
  '/node_modules/dompurify/dist/purify.es.mjs': 'dompurify',
};

const REACT_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

type Owner = 'entry' | 'platform' | { family: WidgetFamily; lazy: boolean };

function ownerKey(owner: Owner): string {
  return typeof owner === 'string' ? owner : `${owner.family}${owner.lazy ? '-lazy' : ''}`;
}

function familyOfTag(tag: string): WidgetFamily {
  const family = WIDGET_FAMILIES[tag];
  if (!family) {
    throw new Error(
      `<${tag}> has no family in scripts/cdn-build/widget-families.ts: add it to WIDGET_FAMILIES.`,
    );
  }
  return family;
}

/**
 * A module only a family and its base need (FAMILY_BASES): in the base's file when the base needs it at
 * start, else in the family's file when that needs it at start (the base's lazy part then imports it),
 * else in the base's lazy part.
 */
function withinBase(owners: readonly Owner[]): string | undefined {
  const families = owners.flatMap((owner) => (typeof owner === 'string' ? [] : [owner]));
  const names = new Set(families.map((owner) => owner.family));
  if (names.size !== 2) return undefined;
  const [first, second] = [...names] as [WidgetFamily, WidgetFamily];
  const [family, base] = FAMILY_BASES[first] === second ? [first, second] : [second, first];
  if (FAMILY_BASES[family] !== base) return undefined;
  const initial = (name: WidgetFamily) => families.some((owner) => owner.family === name && !owner.lazy);
  if (initial(base)) return base;
  if (initial(family)) return family;
  return lazyGroup(base);
}

/**
 * A family whose base (FAMILY_BASES) needs the module at start counts as that base: its pages load the base's
 * file anyway (the shipping dates selector shares the delivery store with the delivery widgets and the side bar's
 * contents; without this, three families would send it to the platform that every page loads).
 */
function withBasesAtStart(owners: readonly Owner[]): Owner[] {
  const atStart = new Set(
    owners.flatMap((owner) => (typeof owner !== 'string' && !owner.lazy ? [owner.family] : [])),
  );
  const merged = new Map<string, Owner>();
  for (const owner of owners) {
    const base = typeof owner === 'string' ? undefined : FAMILY_BASES[owner.family];
    const counted: Owner = base && atStart.has(base) ? { family: base, lazy: false } : owner;
    merged.set(ownerKey(counted), counted);
  }
  return [...merged.values()];
}

/** Returns a `manualChunks` function; it remembers what it has worked out for the whole build. */
export function createChunkGrouping(): (id: string, graph: ModuleGraph) => string | undefined {
  const ownersCache = new Map<string, Map<string, Owner>>();

  /**
   * Who needs this module: the loader, the platform, or (a lazy part of) one or more families. `seen`
   * belongs to one top-level question: inside an import cycle a partial answer is fine for it, but only
   * the complete top-level answer is kept for later questions.
   */
  function ownersOf(
    id: string,
    graph: ModuleGraph,
    seen: Map<string, Map<string, Owner>>,
  ): Map<string, Owner> {
    const known = ownersCache.get(id) ?? seen.get(id);
    if (known) return known;
    const owners = new Map<string, Owner>();
    seen.set(id, owners);
    const add = (owner: Owner) => owners.set(ownerKey(owner), owner);
    const info = graph(id);
    const tag = tagOfElementFile(id);
    if (info?.isEntry) add('entry');
    if (tag && info && info.dynamicImporters.length > 0) {
      // A widget's element file: the loader imports it when the tag appears.
      add({ family: familyOfTag(tag), lazy: false });
    } else {
      for (const importer of info?.dynamicImporters ?? []) {
        for (const owner of ownersOf(importer, graph, seen).values()) {
          // Imported on demand by the loader: the platform; by a family's code: that family's lazy part.
          add(typeof owner === 'string' ? 'platform' : { family: owner.family, lazy: true });
        }
      }
    }
    for (const importer of info?.importers ?? []) {
      for (const owner of ownersOf(importer, graph, seen).values()) add(owner);
    }
    return owners;
  }

  return (id, graph) => {
    if (REACT_PACKAGES.test(id)) return REACT_GROUP;
    const onDemand = Object.entries(ON_DEMAND_GROUPS).find(([suffix]) => id.endsWith(suffix));
    if (onDemand) return onDemand[1];
    const info = graph(id);
    // Helpers that only React's CommonJS files import (e.g. Rollup's commonjsHelpers) go with React.
    if (
      info &&
      info.importers.length > 0 &&
      info.importers.every((importer) => REACT_PACKAGES.test(importer))
    )
      return REACT_GROUP;
    // Rollup's own helpers (`\0commonjsHelpers.js`) that React's files need too stay with React even when a
    // later CommonJS package (the card provider's client) shares them: React's file never waits on another.
    if (id.startsWith('\0') && info?.importers.some((importer) => REACT_PACKAGES.test(importer)))
      return REACT_GROUP;
    const ownerMap = ownersOf(id, graph, new Map());
    ownersCache.set(id, ownerMap);
    const owners = withBasesAtStart([...ownerMap.values()]);
    if (owners.includes('entry')) return LOADER_GROUP;
    if (owners.length === 0) return undefined;
    const families = new Set(owners.flatMap((owner) => (typeof owner === 'string' ? [] : [owner.family])));
    const initial = owners.some((owner) => typeof owner !== 'string' && !owner.lazy);
    const homeTag = tagOfWidgetFolder(id);
    const homeFamily = homeTag ? WIDGET_FAMILIES[homeTag] : sharedFolderFamily(id);
    // A home whose base needs the module at start: the base's file (the ZIP form's CSS, in the delivery panel's).
    const homeBase = homeFamily ? FAMILY_BASES[homeFamily] : undefined;
    const home =
      homeBase &&
      owners.some((owner) => typeof owner !== 'string' && owner.family === homeBase && !owner.lazy)
        ? homeBase
        : homeFamily;
    if (families.size > 1 && home) return initial || owners.includes('platform') ? home : lazyGroup(home);
    if (owners.includes('platform')) return PLATFORM_GROUP;
    const based = withinBase(owners);
    if (based) return based;
    // Needed at start by one family only, and on intent by lazy parts that import that family's file anyway
    // (LAZY_PART_IMPORTS): in that family's file, not in the platform that every page loads (the delivery
    // store and calls, which the side bar's contents show).
    const atStart = new Set(
      owners.flatMap((owner) => (typeof owner !== 'string' && !owner.lazy ? [owner.family] : [])),
    );
    const [only] = [...atStart];
    if (
      families.size > 1 &&
      atStart.size === 1 &&
      only &&
      [...families].every((family) => family === only || LAZY_PART_IMPORTS[family]?.includes(only))
    )
      return only;
    if (families.size > 1) return initial ? PLATFORM_GROUP : SHARED_LAZY_GROUP;
    const [family] = [...families] as [WidgetFamily];
    return initial ? family : lazyGroup(family);
  };
}
