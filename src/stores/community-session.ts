import { createStore } from 'zustand/vanilla';
import { fetchUserSession } from '../api/contentreply';
import { newIdempotencyKey } from '../core/http';
import { getUserSession } from '../core/user-session';

/**
 * The shop's session key, which the specialist comment payload carries (`userSession`) and media
 * upload guids start with (staff §9: session + '-comment-' or '-reply-' + id). The page's
 * configuration block gives it (`userSession`, see `core/user-session.ts`); a page without one is
 * asked once (GET /api/contentreply/session). When that fails too, a key made for this page stands
 * in, so uploads still group together.
 */
export interface CommunitySessionState {
  status: 'idle' | 'loading' | 'ready' | 'fallback';
  userSession: string;
}

export const initialCommunitySessionState: CommunitySessionState = { status: 'idle', userSession: '' };

export const communitySessionStore = createStore<CommunitySessionState>()(() => ({
  ...initialCommunitySessionState,
}));

let loading: Promise<string> | undefined;

export function loadCommunitySession(): Promise<string> {
  loading ??= (async () => {
    const fromPage = getUserSession();
    if (fromPage) {
      communitySessionStore.setState({ status: 'ready', userSession: fromPage });
      return fromPage;
    }
    communitySessionStore.setState({ status: 'loading' });
    try {
      const { userSession } = await fetchUserSession();
      if (userSession.trim() !== '') {
        communitySessionStore.setState({ status: 'ready', userSession });
        return userSession;
      }
    } catch {
      // Logged by the http layer; a page-local key stands in.
    }
    const userSession = `page-${newIdempotencyKey()}`;
    communitySessionStore.setState({ status: 'fallback', userSession });
    return userSession;
  })();
  return loading;
}

export function resetCommunitySessionStore(): void {
  loading = undefined;
  communitySessionStore.setState({ ...initialCommunitySessionState }, true);
}
