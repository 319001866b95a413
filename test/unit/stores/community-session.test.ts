import { CONFIG_ELEMENT_ID } from '../../../src/core/config';
import { resetUserSession } from '../../../src/core/user-session';
import { injectFault, recordedRequests, setRole } from '../../../src/mocks/controls';
import { communitySessionStore, loadCommunitySession } from '../../../src/stores/community-session';

afterEach(() => {
  document.getElementById(CONFIG_ELEMENT_ID)?.remove();
  resetUserSession();
});

describe('community session key', () => {
  it("takes the page's userSession without asking the shop", async () => {
    const config = document.createElement('script');
    config.type = 'application/json';
    config.id = CONFIG_ELEMENT_ID;
    config.textContent = JSON.stringify({ userSession: 'page-session-77' });
    document.head.append(config);
    resetUserSession();
    expect(await loadCommunitySession()).toBe('page-session-77');
    expect(communitySessionStore.getState()).toEqual({ status: 'ready', userSession: 'page-session-77' });
    expect(recordedRequests({ path: '/api/contentreply/session' })).toHaveLength(0);
  });

  it('asks the shop once per page when the page has none', async () => {
    setRole('specialist');
    const [first, second] = await Promise.all([loadCommunitySession(), loadCommunitySession()]);
    expect(first).toBe('fake-session-specialist');
    expect(second).toBe(first);
    expect(recordedRequests({ path: '/api/contentreply/session' })).toHaveLength(1);
  });

  it('makes up no key when the shop cannot say, and asks again on the next call', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    injectFault({ path: '/api/contentreply/session', status: 500 });
    expect(await loadCommunitySession()).toBe('');
    expect(communitySessionStore.getState()).toEqual({ status: 'failed', userSession: '' });
    expect(await loadCommunitySession()).toBe('fake-session-shopper');
    expect(communitySessionStore.getState()).toEqual({
      status: 'ready',
      userSession: 'fake-session-shopper',
    });
    expect(recordedRequests({ path: '/api/contentreply/session' })).toHaveLength(2);
  });

  it('treats an empty key from the shop as no key', async () => {
    injectFault({ path: '/api/contentreply/session', body: { userSession: '  ' } });
    expect(await loadCommunitySession()).toBe('');
    expect(communitySessionStore.getState().status).toBe('failed');
  });
});
