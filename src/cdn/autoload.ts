import type { AttributeShape, WidgetDefinition } from '../core/define-widget';
import type { ShopEventName } from '../core/events';

type Loader = () => Promise<WidgetDefinition<AttributeShape, ShopEventName>>;

/** Everything but this file loads on demand, so a page without widgets loads no React at all. */
const loadPlatform = () => import('../core/define-widget');

async function reportLoadFailure(tag: string, error: unknown): Promise<void> {
  const message = `Could not load <${tag}>: ${error instanceof Error ? error.message : String(error)}`;
  try {
    const { logger } = await import('../core/logger');
    logger.error(message, { source: 'autoloader' });
  } catch {
    console.error(`shop-widgets: ${message}`);
  }
}

/**
 * Watches the page for the library's tags and loads each widget's code the first time its tag
 * appears (present at start or added later). A tag whose code fails to load is logged and tried
 * again the next time such an element is added.
 */
export function startAutoloader(loaders: Record<string, Loader>, root: Document = document): () => void {
  const requested = new Set<string>();
  const selector = Object.keys(loaders).join(',');

  function load(tag: string): void {
    const loader = loaders[tag];
    if (!loader || requested.has(tag) || customElements.get(tag)) return;
    requested.add(tag);
    Promise.all([loader(), loadPlatform()])
      .then(([definition, { defineWidget }]) => {
        defineWidget(definition);
      })
      .catch((error: unknown) => {
        requested.delete(tag);
        void reportLoadFailure(tag, error);
      });
  }

  function scan(node: ParentNode): void {
    if (node instanceof Element && node.localName in loaders) load(node.localName);
    for (const element of node.querySelectorAll(selector)) load(element.localName);
  }

  scan(root);
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const added of mutation.addedNodes) {
        if (added instanceof Element) scan(added);
      }
    }
  });
  observer.observe(root.documentElement, { childList: true, subtree: true });
  return () => observer.disconnect();
}
