import { visuallyHiddenStyles } from '../ui/shared/visually-hidden.styles';

/**
 * Widgets render into open shadow roots; their CSS goes in through `adoptedStyleSheets`
 * (strict-CSP safe, one sheet per CSS text shared between all instances). `--shop-*` custom
 * properties inherit through the shadow boundary, which is how a host page themes every widget at once.
 *
 * A shadow root holds only what it shows: these base rules and the widget's own CSS from the start;
 * each view and each UI primitive adds its CSS when it first renders there (`useComponentStyles`).
 * So a root never parses or matches the rules of the eleven views and the modal it does not show.
 */
export const baseStyles = `
:host {
  font-family: var(--shop-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
  font-size: var(--shop-font-size, 1rem);
  color: var(--shop-color-text, #1f2328);
  line-height: 1.4;
}
:host([hidden]) { display: none !important; }
*, *::before, *::after { box-sizing: border-box; }
button { font: inherit; }
:focus-visible { outline: 3px solid var(--shop-color-focus, #1a73e8); outline-offset: 2px; }
.shop-widget-failure {
  display: block;
  padding: var(--shop-space-2, 0.5rem) var(--shop-space-3, 0.75rem);
  border: 1px solid var(--shop-color-danger, #b3261e);
  border-radius: var(--shop-radius-1, 4px);
  background: var(--shop-color-danger-surface, #fdecea);
  color: var(--shop-color-danger, #b3261e);
  font-size: 0.875rem;
}
${visuallyHiddenStyles}`;

const sheetCache = new Map<string, CSSStyleSheet>();

/** Every browser with `adoptedStyleSheets` has constructable sheets and `replaceSync` (jsdom has neither). */
function supportsAdoptedSheets(root: ShadowRoot | Document): boolean {
  return 'adoptedStyleSheets' in root;
}

function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheetCache.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheetCache.set(css, sheet);
  }
  return sheet;
}

/** Gives a widget's shadow root the base styles and its own. */
export function adoptWidgetStyles(root: ShadowRoot, widgetStyles = ''): void {
  const layers = [baseStyles, widgetStyles].filter((css) => css.trim() !== '');
  if (supportsAdoptedSheets(root)) {
    root.adoptedStyleSheets = layers.map(sheetFor);
    return;
  }
  // Environments without constructable stylesheets (jsdom in unit tests).
  for (const css of layers) {
    const style = document.createElement('style');
    style.textContent = css;
    root.append(style);
  }
}

/**
 * The sheets components asked for during one commit of the shared React root, by shadow root; null
 * outside one. The renderer opens the batch before the commit's insertion effects and
 * closes it in its first layout effect (before any widget's layout effect reads a layout), so 200
 * elements mounting at once each get one `adoptedStyleSheets` assignment instead of one per view
 * and UI primitive (every assignment re-reads the root's list and invalidates its styles).
 */
let styleBatch: Map<ShadowRoot, CSSStyleSheet[]> | undefined;

/** Starts collecting `adoptStylesOnce` calls; they apply at `closeStyleBatch`. */
export function openStyleBatch(): void {
  styleBatch ??= new Map();
}

/** Applies the collected sheets: one assignment per shadow root, after what it already has. */
export function closeStyleBatch(): void {
  styleBatch?.forEach((sheets, root) => {
    root.adoptedStyleSheets = [...new Set([...root.adoptedStyleSheets, ...sheets])];
  });
  styleBatch = undefined;
}

/**
 * Adds `css` to a shadow root once, next to what it already has. For a component shown inside other
 * widgets (the cart view in the cart page and in the side bar): it brings its own styles along.
 */
export function adoptStylesOnce(root: ShadowRoot, css: string, name: string): void {
  if (supportsAdoptedSheets(root)) {
    const sheet = sheetFor(css);
    if (styleBatch) {
      styleBatch.set(root, [...(styleBatch.get(root) ?? []), sheet]);
      return;
    }
    if (!root.adoptedStyleSheets.includes(sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  if (root.querySelector(`style[data-shop-styles="${name}"]`)) return;
  const style = document.createElement('style');
  style.dataset.shopStyles = name;
  style.textContent = css;
  root.append(style);
}

const documentSheets = new Set<string>();

/**
 * Page-level rules a widget needs outside its shadow root (the scroll lock of open modals and side
 * bars), added once, by the code that needs them, when it first does.
 */
export function adoptDocumentStyles(css: string): void {
  if (documentSheets.has(css) || typeof document === 'undefined') return;
  documentSheets.add(css);
  if (supportsAdoptedSheets(document)) {
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheetFor(css)];
  } else {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
  }
}
