import { waitFor } from '@testing-library/react';

/** Creates an element with attributes, connects it, and waits until its widget has rendered. */
export async function mountElement<T extends HTMLElement = HTMLElement>(
  tag: string,
  attributes: Record<string, string> = {},
  parent: HTMLElement = document.body,
): Promise<T> {
  const element = document.createElement(tag) as T;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  parent.append(element);
  await waitForRender(element);
  return element;
}

/** The rendered content of a widget (its shadow root, without the style elements jsdom needs). */
export function renderedNodes(element: HTMLElement): Element[] {
  return Array.from(element.shadowRoot?.children ?? []).filter((child) => child.localName !== 'style');
}

export async function waitForRender(element: HTMLElement): Promise<void> {
  await waitFor(() => {
    if (renderedNodes(element).length === 0) throw new Error(`<${element.localName}> has not rendered`);
  });
}

/** Lets queued microtasks and React's scheduled work run. */
export function settle(ms = 20): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
