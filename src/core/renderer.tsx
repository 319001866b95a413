import type { R2WCRenderer } from '@r2wc/core';
import { type ComponentType, memo, useInsertionEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { closeStyleBatch, openStyleBatch } from './styles';
import { WidgetBoundary } from './widget-boundary';

/**
 * One React root for every widget on the page; each element renders through a portal into its
 * own shadow root. Measured (TOOLCHAIN.md) about twice as fast as a root per element, and it keeps
 * a widget's state when its element is moved: unmounting waits a microtask, and a reconnect within
 * that time finds its entry again.
 */
export interface MountedWidget {
  id: number;
  container: Element | ShadowRoot;
  Component: ComponentType<WidgetHostProps>;
  props: WidgetHostProps;
  leaving: boolean;
}

/** What the element passes to the renderer; a new object on every render. */
export interface WidgetHostProps {
  tag: string;
  host: HTMLElement;
  [key: string]: unknown;
}

type ListenerArgs = Parameters<EventTarget['addEventListener']>;

/**
 * React attaches about 140 native listeners to every portal container as it first commits into it:
 * for 200 elements that is 28,000 `addEventListener` calls, a quarter of the time to render them.
 * Where the browser has idle callbacks, a container's listeners are recorded as React asks for them
 * and attached right after, when the browser is idle (within 200 ms), or at once when an event
 * heading into that container is seen at the document (in its capture phase, before it reaches the
 * container), whichever comes first. Events that do not cross shadow boundaries (`change`, `submit`,
 * and any `input` a script dispatches) never reach the document: an autofill or a host page's script
 * can fire them with no click, key or focus first. The container itself listens for those few types
 * in its capture phase and attaches React's listeners before the event reaches their bubble phase.
 *
 * A widget that leaves before then has its container's listeners parked, not attached: 140 listeners
 * for a shadow root nobody can reach are wasted work (a page or a test that mounts and removes hundreds
 * of widgets). React never asks again for a container it has listened to, so a widget that mounts into
 * a parked container later takes the parked listeners back.
 */
const deferredListeners = new Map<EventTarget, ListenerArgs[]>();
const parkedListeners = new WeakMap<EventTarget, ListenerArgs[]>();
/** The types React handles at its container that stay inside a shadow root (`composed: false`). */
const CONTAINED_EVENT_TYPES = 'change input submit reset select'.split(' ');
const watchedTypes = new Set<string>();
let idleFlushScheduled = false;

function canDeferListeners(): boolean {
  return typeof requestIdleCallback === 'function' && typeof document !== 'undefined';
}

function attachListeners(target: EventTarget): void {
  const pending = deferredListeners.get(target);
  if (!pending) return;
  deferredListeners.delete(target);
  delete (target as { addEventListener?: unknown }).addEventListener;
  for (const args of pending) target.addEventListener(...args);
  if (deferredListeners.size === 0) stopWatching();
}

function attachListenersOnPath(event: Event): void {
  for (const target of event.composedPath()) {
    if (deferredListeners.has(target)) attachListeners(target);
  }
}

function stopWatching(): void {
  for (const type of watchedTypes) document.removeEventListener(type, attachListenersOnPath, true);
  watchedTypes.clear();
}

/** Attaches React's listeners for this event type as soon as such an event heads into a deferred container. */
function watchType(type: string): void {
  if (watchedTypes.has(type)) return;
  watchedTypes.add(type);
  document.addEventListener(type, attachListenersOnPath, { capture: true, passive: true });
}

/** The container's widget left: its listeners wait for the next widget mounted there, if any. */
function parkListeners(container: EventTarget): void {
  const pending = deferredListeners.get(container);
  if (!pending) return;
  deferredListeners.delete(container);
  parkedListeners.set(container, pending);
  if (deferredListeners.size === 0) stopWatching();
}

function attachAllWhenIdle(): void {
  if (idleFlushScheduled) return;
  idleFlushScheduled = true;
  requestIdleCallback(
    (deadline) => {
      idleFlushScheduled = false;
      for (const target of [...deferredListeners.keys()]) {
        if (deadline.timeRemaining() <= 0 && !deadline.didTimeout) break;
        attachListeners(target);
      }
      if (deferredListeners.size > 0) attachAllWhenIdle();
    },
    { timeout: 200 },
  );
}

/**
 * Records the listeners React attaches to a new portal container instead of attaching them now; a container
 * whose listeners were parked gets those back.
 */
function deferListenersOf(container: Element | ShadowRoot): void {
  if (!canDeferListeners() || deferredListeners.has(container)) return;
  const parked = parkedListeners.get(container);
  if (parked) {
    parkedListeners.delete(container);
    deferredListeners.set(container, parked);
    for (const [type] of parked) watchType(type);
  } else {
    const pending: ListenerArgs[] = [];
    deferredListeners.set(container, pending);
    // They stay after that: a map lookup per such event costs less than removing them would weigh.
    for (const type of CONTAINED_EVENT_TYPES)
      container.addEventListener(type, () => attachListeners(container), true);
    Object.defineProperty(container, 'addEventListener', {
      configurable: true,
      value(...args: ListenerArgs) {
        pending.push(args);
        watchType(args[0]);
      },
    });
  }
  attachAllWhenIdle();
}

const mounted = new Map<Element | ShadowRoot, MountedWidget>();
const listeners = new Set<() => void>();
let version = 0;
let notifyScheduled = false;
let root: Root | undefined;
let nextId = 1;

function notify(): void {
  if (notifyScheduled) return;
  notifyScheduled = true;
  queueMicrotask(() => {
    notifyScheduled = false;
    version += 1;
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getVersion = () => version;

const WidgetPortal = memo(function WidgetPortal({
  widget,
  props,
}: {
  widget: MountedWidget;
  props: WidgetHostProps;
}) {
  const { Component } = widget;
  return createPortal(
    <WidgetBoundary tag={props.tag} host={props.host}>
      <Component {...props} />
    </WidgetBoundary>,
    widget.container,
  );
});

/**
 * The shell's first child: its insertion effect runs before those of the widgets in the same commit
 * and its layout effect before theirs, so the CSS the widgets adopt while mounting is applied in one
 * assignment per shadow root, before anything reads a layout.
 */
function StyleBatch() {
  useInsertionEffect(openStyleBatch);
  useLayoutEffect(closeStyleBatch);
  return null;
}

// The shell reads the live map instead of receiving it as props, so a removed widget is not kept
// alive by the previous render's props.
function Shell() {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  return (
    <>
      <StyleBatch />
      {Array.from(mounted.values(), (widget) => (
        <WidgetPortal key={widget.id} widget={widget} props={widget.props} />
      ))}
    </>
  );
}

function ensureRoot(): void {
  if (root) return;
  root = createRoot(document.createElement('div'), {
    onUncaughtError: (error) => console.error('shop-widgets: uncaught render error', error),
  });
  root.render(<Shell />);
}

export const sharedRootRenderer: R2WCRenderer<WidgetHostProps, MountedWidget> = {
  mount(container, Component, props) {
    const existing = mounted.get(container);
    if (existing) {
      existing.leaving = false;
      existing.props = props;
      notify();
      return existing;
    }
    ensureRoot();
    deferListenersOf(container);
    const widget: MountedWidget = { id: nextId++, container, Component, props, leaving: false };
    mounted.set(container, widget);
    notify();
    return widget;
  },
  update(widget, props) {
    widget.props = props;
    notify();
  },
  unmount(widget) {
    widget.leaving = true;
    queueMicrotask(() => {
      if (!widget.leaving) return;
      mounted.delete(widget.container);
      parkListeners(widget.container);
      notify();
    });
  },
};

/** The mounted widget of a render root, if any (the conformance suite checks it survives a move). */
export function mountedWidgetIn(container: Element | ShadowRoot): MountedWidget | undefined {
  return mounted.get(container);
}

/** How many widgets are mounted now (tests and the benchmark). */
export function mountedWidgetCount(): number {
  return mounted.size;
}
