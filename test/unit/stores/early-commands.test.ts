import { rememberEarlySidebarCommands, takeEarlySidebarCommand } from '../../../src/core/early-commands';

// A fresh page: nothing listening, nothing taken (the store loaded by the test setup took over).
beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('shop-widgets.early-sidebar-command')];
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('shop-widgets.early-sidebar-listening')];
});

describe('side-bar commands sent before the side bar loads', () => {
  it('keeps the last command until the store takes it, then stops recording', () => {
    rememberEarlySidebarCommands();
    window.dispatchEvent(new CustomEvent('shop:sidebar-close'));
    window.dispatchEvent(
      new CustomEvent('shop:cart-open', { detail: { source: 'host', view: 'checkout-options' } }),
    );
    expect(takeEarlySidebarCommand()).toEqual({
      name: 'shop:cart-open',
      detail: { source: 'host', view: 'checkout-options' },
    });
    window.dispatchEvent(new CustomEvent('shop:cart-open'));
    expect(takeEarlySidebarCommand()).toBeNull();
  });

  it('remembers nothing when the store took over before the entry started', () => {
    takeEarlySidebarCommand();
    rememberEarlySidebarCommands();
    window.dispatchEvent(new CustomEvent('shop:cart-open'));
    expect(takeEarlySidebarCommand()).toBeNull();
  });

  it('opens the side-bar state when the store loads after the command', async () => {
    vi.resetModules();
    const early = await import('../../../src/core/early-commands');
    early.rememberEarlySidebarCommands();
    window.dispatchEvent(new CustomEvent('shop:cart-open', { detail: { view: 'checkout-options' } }));
    const { sidebarStore } = await import('../../../src/stores/sidebar');
    expect(sidebarStore.getState()).toMatchObject({ showSideBar: true, loadCheckoutOptions: true });
  });
});
