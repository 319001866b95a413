import { createContext, useCallback, useContext, useInsertionEffect } from 'react';
import { createShopEvent } from './bus';
import type { ShopEventMap, ShopEventName } from './events';
import { adoptStylesOnce } from './styles';

/**
 * What a widget's React tree knows about its element. Kept apart from `define-widget` (and from r2wc)
 * so that the UI primitives can bring their own CSS without importing the element machinery.
 */
export interface WidgetContextValue {
  tag: string;
  host: HTMLElement;
  /** Where the widget renders: portals (modals, bubbles) go here so the widget's styles reach them. */
  renderRoot: ShadowRoot;
}

export type Emit<E extends ShopEventName> = <N extends E>(name: N, detail: ShopEventMap[N]) => void;

export const WidgetContext = createContext<WidgetContextValue | null>(null);

/** The element a widget renders for, and its shadow root. */
export function useWidgetHost(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('useWidgetHost() is only available inside a widget');
  return value;
}

/**
 * A component adds its CSS to the shadow root it renders in, before the first paint, once per root:
 * a shadow root holds only the CSS of what it shows (a view, the UI primitives it uses). Outside a
 * widget (a story or a host's own React tree rendering a view) the page provides the CSS; nothing
 * happens. An empty `css` adopts nothing (for parts that render nothing).
 */
export function useComponentStyles(css: string, name: string): void {
  const renderRoot = useContext(WidgetContext)?.renderRoot;
  useInsertionEffect(() => {
    if (renderRoot && css !== '') adoptStylesOnce(renderRoot, css, name);
  }, [renderRoot, css, name]);
}

/** Inside a widget: dispatches a bus event from the widget's element (it bubbles to window). */
export function useEmit<E extends ShopEventName>(): Emit<E> {
  const { host } = useWidgetHost();
  return useCallback<Emit<E>>(
    (name, detail) => {
      host.dispatchEvent(createShopEvent(name, detail));
    },
    [host],
  );
}
