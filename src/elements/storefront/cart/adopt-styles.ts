import { useInsertionEffect } from 'react';
import { useWidgetHost } from '../../../core/define-widget';

const sheets = new Map<string, CSSStyleSheet>();

function supportsAdoptedSheets(root: ShadowRoot): boolean {
  return (
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype
  );
}

/** Adds `css` to a shadow root once (adoptedStyleSheets; a `<style>` where those are missing, as in jsdom). */
export function adoptStylesOnce(root: ShadowRoot, css: string, name: string): void {
  if (supportsAdoptedSheets(root)) {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
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

/**
 * A component shown inside other widgets (the cart view in the cart page and in the cart side bar)
 * brings its own CSS into whichever shadow root it renders in, before the first paint. Only inside a widget.
 */
export function useComponentStyles(css: string, name: string): void {
  const { renderRoot } = useWidgetHost();
  useInsertionEffect(() => {
    adoptStylesOnce(renderRoot, css, name);
  }, [renderRoot, css, name]);
}
