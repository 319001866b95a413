import { type ComponentType, createElement, type ReactElement } from 'react';

/**
 * Joins a view (props in, callbacks out) and its controller hook (stores, api, events) into the
 * component an element renders. Keeps views free of data access, so stories and tests can render
 * them with any props.
 */
export function connect<WidgetProps extends object, ViewProps extends object>(
  View: ComponentType<ViewProps>,
  useController: (props: WidgetProps) => ViewProps,
  displayName = View.displayName ?? View.name,
): (props: WidgetProps) => ReactElement {
  function Connected(props: WidgetProps) {
    return createElement(View, useController(props));
  }
  Connected.displayName = `Connected(${displayName})`;
  return Connected;
}
