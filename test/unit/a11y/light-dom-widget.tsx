import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { WidgetContext } from '../../../src/core/widget-context';

/**
 * The virtual screen reader does not enter shadow roots, so the phrase-log tests render a widget's
 * connected component (its view with its controller hook, on the fake shop) straight into the light
 * DOM, inside the widget context a real element gives: its host element, and a render root that here
 * only receives the adopted CSS (no portal is opened by these logs).
 */
export function renderInLightDom<P extends object>(tag: string, Component: ComponentType<P>, props: P) {
  const host = document.createElement(tag);
  document.body.append(host);
  const renderRoot = document.createElement('div').attachShadow({ mode: 'open' });
  return render(
    <WidgetContext.Provider value={{ tag, host, renderRoot }}>
      <Component {...props} />
    </WidgetContext.Provider>,
    { container: host },
  );
}
