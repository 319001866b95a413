import { createStore } from 'zustand/vanilla';
import { fetchUserSession } from '../api/contentreply';
import { getUserSession } from '../core/user-session';

/**
 * The shop's session key, which the specialist comment payload carries (`userSession`) and media
 * upload guids start with (community §7: session + '-comment-' or '-reply-' + id). The page's
 * configuration block gives it (`userSession`, see `core/user-session.ts`); a page without one asks
 * the shop (GET /api/contentreply/session).
 *
 * When the shop cannot say (the call fails or answers an empty key), the status is `failed` and the
 * key stays empty: no key is ever made up, since files uploaded under an invented guid could never be
 * found by the shop. The forms say so; the next call asks the shop again.
 */
export interface CommunitySessionState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  userSession: string;
}

export const initialCommunitySessionState: CommunitySessionState = { status: 'idle', userSession: '' };

export const communitySessionStore = createStore<CommunitySessionState>()(() => ({
  ...initialCommunitySessionState,
}));

let loading: Promise<string> | undefined;

async function lookUpSession(): Promise<string> {
  const fromPage = getUserSession();
  if (fromPage) {
    communitySessionStore.setState({ status: 'ready', userSession: fromPage });
    return fromPage;
  }
  communitySessionStore.setState({ status: 'loading', userSession: '' });
  try {
    const { userSession } = await fetchUserSession();
    if (userSession.trim() !== '') {
      communitySessionStore.setState({ status: 'ready', userSession });
      return userSession;
    }
  } catch {
    // Logged by the http layer; the forms tell the shopper.
  }
  communitySessionStore.setState({ status: 'failed', userSession: '' });
  // Forgotten, so the next call (the shopper's "Try again", a later submit) asks the shop again.
  loading = undefined;
  return '';
}

/** The session key, asked for once per page while it is known; '' (status `failed`) when the shop cannot say. */
export function loadCommunitySession(): Promise<string> {
  loading ??= lookUpSession();
  return loading;
}

export function resetCommunitySessionStore(): void {
  loading = undefined;
  communitySessionStore.setState({ ...initialCommunitySessionState }, true);
}
