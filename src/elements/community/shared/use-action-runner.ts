import { useCallback, useEffect, useRef, useState } from 'react';

/** What an action ends with: 'navigating' keeps the form busy while the page goes away. */
export type ActionOutcome = 'done' | 'navigating';

/**
 * Runs one user action at a time: a second click while one runs (a double click, another button)
 * is ignored, and the form shows which action is busy.
 */
export function useActionRunner<Name extends string>() {
  const running = useRef(false);
  const [busy, setBusy] = useState<Name | null>(null);
  const run = useCallback(async (name: Name, action: () => Promise<ActionOutcome>) => {
    if (running.current) return;
    running.current = true;
    setBusy(name);
    let outcome: ActionOutcome = 'done';
    try {
      outcome = await action();
    } finally {
      if (outcome !== 'navigating') {
        running.current = false;
        setBusy(null);
      }
    }
  }, []);
  return { busy, run };
}

/** A focus request for the view: the target's name and a counter, so asking twice focuses twice. */
export interface FocusRequest<Target extends string> {
  target: Target;
  nonce: number;
}

export function useFocusRequest<Target extends string>() {
  const [focus, setFocus] = useState<FocusRequest<Target> | null>(null);
  const requestFocus = useCallback(
    (target: Target) => setFocus((previous) => ({ target, nonce: (previous?.nonce ?? 0) + 1 })),
    [],
  );
  return { focus, requestFocus };
}

/** What a form's view can focus, by target name. */
export type FocusTargets<Target extends string> = Record<Target, () => HTMLElement | null | undefined>;

/** Moves focus to the requested target, once per request (its nonce). */
export function useFocusTargets<Target extends string>(
  focus: FocusRequest<Target> | null,
  targets: FocusTargets<Target>,
): void {
  const latest = useRef(targets);
  latest.current = targets;
  useEffect(() => {
    if (focus) latest.current[focus.target]()?.focus();
  }, [focus]);
}

/** The first invalid Link URL of a form's part and link rows. */
export function firstInvalidLink(form: HTMLElement | null): HTMLElement | null | undefined {
  return form?.querySelector<HTMLElement>('.shop-part-links [aria-invalid="true"]');
}
