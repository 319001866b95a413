import { resetConfig } from '../../../src/core/config';
import { injectFault, recordedRequests, setRole } from '../../../src/mocks/controls';
import { loadSession, resetSessionStore, sessionStore } from '../../../src/stores/session';

beforeEach(() => resetSessionStore());

describe('session store', () => {
  it('knows a shopper', async () => {
    setRole('shopper');
    expect(await loadSession()).toMatchObject({ status: 'known', role: 'shopper', dealerInstallerId: 0 });
  });

  it('knows a dealer installer from the logged-in installer call', async () => {
    setRole('dealer');
    const seen = vi.fn();
    window.addEventListener('shop:session-changed', seen);
    const session = await loadSession();
    window.removeEventListener('shop:session-changed', seen);
    expect(session.role).toBe('dealer');
    expect(session.dealerInstallerId).toBeGreaterThan(0);
    expect((seen.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual({
      role: 'dealer',
      dealerInstallerId: session.dealerInstallerId,
    });
  });

  it('knows internal staff from the page configuration', async () => {
    setRole('shopper');
    resetConfig({ internalStaff: true });
    expect((await loadSession()).role).toBe('staff');
  });

  it('looks the session up once and treats a failure as a shopper', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setRole('dealer');
    injectFault({ path: '/api/installers/login', status: 500 });
    await Promise.all([loadSession(), loadSession()]);
    expect(sessionStore.getState().role).toBe('shopper');
    expect(recordedRequests({ path: '/api/installers/login' })).toHaveLength(1);
  });
});
