import { useState } from 'react';
import * as z from 'zod/mini';
import { defineWidget, widget } from '../../src/core/define-widget';
import { mountElement, settle } from '../helpers/elements';

/**
 * The shared renderer attaches React's listeners to a widget's shadow root when the browser is idle,
 * or when an event heading into it is seen first. Here the browser is never idle, so only the second
 * way can attach them: events that stay inside the shadow root (`composed: false`) must not be lost.
 */

const idleCallbacks: IdleRequestCallback[] = [];

const probe = widget({
  tag: 'deferred-listeners-probe',
  attributes: z.object({}),
  component: () => {
    const [typed, setTyped] = useState('');
    const [submitted, setSubmitted] = useState('');
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(typed);
        }}
      >
        <input aria-label="Account" value={typed} onChange={(event) => setTyped(event.target.value)} />
        <output>{`typed:${typed} submitted:${submitted}`}</output>
      </form>
    );
  },
});
defineWidget(probe);

const setNativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/** Sets a field's value as a script or an autofill does, then fires its event inside the shadow root only. */
function fill(field: HTMLInputElement, value: string, type: 'input' | 'change'): void {
  setNativeValue?.call(field, value);
  field.dispatchEvent(new Event(type, { bubbles: true, composed: false }));
}

async function freshProbe() {
  const element = await mountElement('deferred-listeners-probe');
  const root = element.shadowRoot as ShadowRoot;
  return {
    element,
    root,
    field: root.querySelector('input') as HTMLInputElement,
    form: root.querySelector('form') as HTMLFormElement,
    shown: () => root.querySelector('output')?.textContent,
  };
}

describe("a widget's events before its listeners are attached", () => {
  beforeEach(() => {
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idleCallbacks.push(callback));
  });
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('is still waiting for the idle time (the case under test)', async () => {
    await freshProbe();
    expect(idleCallbacks.length).toBeGreaterThan(0);
  });

  it('hears a change that stays inside the shadow root, with no click, key or focus first', async () => {
    const { field, shown } = await freshProbe();
    fill(field, '705231', 'change');
    await settle();
    expect(shown()).toBe('typed:705231 submitted:');
    expect(field.value).toBe('705231');
  });

  it('hears an input event a script dispatches', async () => {
    const { field, shown } = await freshProbe();
    fill(field, '4711', 'input');
    await settle();
    expect(shown()).toBe('typed:4711 submitted:');
  });

  it('hears a submit that stays inside the shadow root', async () => {
    const { field, form, shown } = await freshProbe();
    fill(field, '5230', 'change');
    form.requestSubmit();
    await settle();
    expect(shown()).toBe('typed:5230 submitted:5230');
  });

  describe('a widget that left before the idle time', () => {
    /** Runs the idle callbacks queued so far; returns the containers that got listeners, and how many. */
    function runIdleTime(): Map<EventTarget, number> {
      const attached = new Map<EventTarget, number>();
      const add = EventTarget.prototype.addEventListener;
      const spy = vi.spyOn(EventTarget.prototype, 'addEventListener').mockImplementation(function (
        this: EventTarget,
        ...args: Parameters<EventTarget['addEventListener']>
      ) {
        attached.set(this, (attached.get(this) ?? 0) + 1);
        add.apply(this, args);
      });
      for (const callback of idleCallbacks.splice(0))
        callback({ didTimeout: true, timeRemaining: () => 0 } as IdleDeadline);
      spy.mockRestore();
      return attached;
    }

    it('gets no listeners on its shadow root, while a widget still on the page gets them', async () => {
      const kept = await freshProbe();
      const left = await freshProbe();
      left.element.remove();
      await settle();
      const attached = runIdleTime();
      expect(attached.get(kept.root)).toBeGreaterThan(0);
      expect(attached.get(left.root)).toBeUndefined();
    });

    it('takes the parked listeners back when it returns, and hears its events', async () => {
      const { element, root, shown } = await freshProbe();
      element.remove();
      await settle();
      runIdleTime();
      document.body.append(element);
      await settle();
      expect(runIdleTime().get(root)).toBeGreaterThan(0);
      // Mounted anew: the field is a new one.
      fill(root.querySelector('input') as HTMLInputElement, '81', 'input');
      await settle();
      expect(shown()).toBe('typed:81 submitted:');
    });
  });
});
