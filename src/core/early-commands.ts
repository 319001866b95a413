import type { ShopEventMap } from './events';

/**
 * Side-bar commands a host page sends before the side bar's code has loaded (the script-tag entry
 * loads it only when a tag appears) would otherwise be lost. The entry remembers the last one here;
 * the side-bar store applies it when it loads.
 */
type SidebarCommand =
  | { name: 'shop:cart-open'; detail: ShopEventMap['shop:cart-open'] }
  | { name: 'shop:sidebar-close'; detail: ShopEventMap['shop:sidebar-close'] };

/** `null` while recording with nothing yet, a command, or `undefined` once the store has taken over. */
const KEY = Symbol.for('shop-widgets.early-sidebar-command');
const LISTENING = Symbol.for('shop-widgets.early-sidebar-listening');

type WithEarlyCommand = typeof globalThis & { [KEY]?: SidebarCommand | null; [LISTENING]?: true };

/** Starts remembering side-bar commands until the side-bar store takes them over. */
export function rememberEarlySidebarCommands(): void {
  const global = globalThis as WithEarlyCommand;
  if (global[LISTENING]) return;
  global[LISTENING] = true;
  // The store may already be loaded (it took over): then there is nothing to remember.
  if (!(KEY in global)) global[KEY] = null;
  for (const name of ['shop:cart-open', 'shop:sidebar-close'] as const) {
    window.addEventListener(name, (event) => {
      if (global[KEY] !== undefined)
        global[KEY] = { name, detail: (event as CustomEvent).detail ?? {} } as SidebarCommand;
    });
  }
}

/** The command sent before the store loaded, if any; later commands reach the store directly. */
export function takeEarlySidebarCommand(): SidebarCommand | null {
  const global = globalThis as WithEarlyCommand;
  const command = global[KEY] ?? null;
  global[KEY] = undefined;
  return command;
}
