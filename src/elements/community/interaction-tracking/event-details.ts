import type { InteractionEventProperties } from '../../../api/interaction-tracking';
import { TRACKED_ELEMENT_SELECTOR, TRACKING } from './tracking-rules';

/**
 * The element part of community spec §3 "Analytics event details": tag name, id, class, data-ref,
 * parent and grandparent class/id/data-ref, DOM path, src and alt for images, href for links, and
 * the element text cut to 200 characters. Every read here is of attributes and text nodes: nothing
 * asks for layout (no innerText, no sizes), and the text walk stops at the limit, so the cost is
 * bounded however large the element is. Form fields' values are never read.
 */
export type ElementDetails = Pick<
  InteractionEventProperties,
  | 'tagName'
  | 'id'
  | 'className'
  | 'dataRef'
  | 'parentId'
  | 'parentClass'
  | 'parentDataRef'
  | 'grandparentId'
  | 'grandparentClass'
  | 'grandparentDataRef'
  | 'domPath'
  | 'src'
  | 'alt'
  | 'href'
  | 'text'
>;

/** The DOM path stops after this many levels (the nearest ones are kept). */
const PATH_DEPTH_LIMIT = 24;

/** The parent element, crossing out of a shadow root to its host. */
function parentOf(element: Element): Element | null {
  if (element.parentElement) return element.parentElement;
  const root = element.parentNode;
  return root instanceof ShadowRoot ? root.host : null;
}

function classOf(element: Element | null): string | undefined {
  const value = element?.getAttribute('class')?.trim();
  return value ? value.replace(/\s+/g, ' ') : undefined;
}

function attribute(element: Element | null, name: string): string | undefined {
  return element?.getAttribute(name) ?? undefined;
}

function pathStep(element: Element): string {
  const id = element.id ? `#${element.id}` : '';
  const classes = (element.getAttribute('class') ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 2);
  return `${element.localName}${id}${classes.map((name) => `.${name}`).join('')}`;
}

/** "html > body > main#main > a.demo-link"; a shadow boundary is written " >> ". */
export function domPath(element: Element): string {
  const steps: string[] = [];
  let current: Element | null = element;
  while (current && steps.length < PATH_DEPTH_LIMIT) {
    steps.unshift(pathStep(current));
    const parent: Element | null = current.parentElement;
    if (parent) {
      current = parent;
      continue;
    }
    const root: ParentNode | null = current.parentNode;
    if (root instanceof ShadowRoot) {
      steps.unshift('>>');
      current = root.host;
    } else current = null;
  }
  return steps.join(' > ').replaceAll('> >> >', '>>');
}

const FORM_FIELDS = new Set(['input', 'textarea', 'select']);

/** The element's text, whitespace collapsed, cut at 200 characters; read node by node up to the limit. */
export function elementText(element: Element, limit: number = TRACKING.textLimit): string {
  if (FORM_FIELDS.has(element.localName)) return '';
  if (element.localName === 'img') return (element.getAttribute('alt') ?? '').slice(0, limit);
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let text = '';
  // Collapsing can only shorten, so twice the limit of raw text is always enough.
  while (text.length < limit * 2) {
    const node = walker.nextNode();
    if (!node) break;
    const parent = node.parentElement?.localName;
    if (parent === 'script' || parent === 'style') continue;
    text += ` ${node.nodeValue ?? ''}`;
  }
  return text.replace(/\s+/g, ' ').trim().slice(0, limit);
}

/** The element a click or hover is about: the nearest tracked element on the event's path, else the target. */
export function trackedElementOf(event: Event, requireTracked: boolean): Element | null {
  const path = event.composedPath();
  for (const node of path) {
    if (node instanceof Element && node.matches(TRACKED_ELEMENT_SELECTOR)) return node;
    if (node === document.body) break;
  }
  if (requireTracked) return null;
  const first = path[0];
  return first instanceof Element ? first : null;
}

export function elementDetails(element: Element): ElementDetails {
  const parent = parentOf(element);
  const grandparent = parent ? parentOf(parent) : null;
  const details: ElementDetails = {
    tagName: element.localName,
    id: element.id || undefined,
    className: classOf(element),
    dataRef: attribute(element, 'data-ref'),
    parentId: parent?.id || undefined,
    parentClass: classOf(parent),
    parentDataRef: attribute(parent, 'data-ref'),
    grandparentId: grandparent?.id || undefined,
    grandparentClass: classOf(grandparent),
    grandparentDataRef: attribute(grandparent, 'data-ref'),
    domPath: domPath(element),
    text: elementText(element),
  };
  if (element.localName === 'img') {
    details.src = attribute(element, 'src');
    details.alt = attribute(element, 'alt');
  }
  const link = element.closest('a[href]');
  if (link) details.href = (link as HTMLAnchorElement).href;
  return details;
}
