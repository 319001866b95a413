import { createStore } from 'zustand/vanilla';
import { type ChatOptions, defaultChatOptions, fetchChatOptions } from '../api/chat';

/** The chat options of the page: fetched once, shared by every `<live-chat>` on it. */
export interface ChatState {
  status: 'idle' | 'loading' | 'ready';
  /** The server's options, or the defaults (both chat toggles off) after a failed call. */
  options: ChatOptions | null;
  /** The options call failed and the defaults apply. */
  failed: boolean;
}

export const initialChatState: ChatState = { status: 'idle', options: null, failed: false };

export const chatStore = createStore<ChatState>()(() => ({ ...initialChatState }));

let loading: Promise<void> | undefined;

/**
 * Fetches the chat options once per page. Spec storefront §8 "Chat options fail": a console warning,
 * and the defaults with both chat toggles off (so chat stays hidden).
 */
export function loadChatOptions(): Promise<void> {
  loading ??= (async () => {
    chatStore.setState({ status: 'loading' });
    try {
      chatStore.setState({ status: 'ready', options: await fetchChatOptions(), failed: false });
    } catch (error) {
      console.warn('shop-widgets: the chat options could not be loaded; live chat stays off.', error);
      chatStore.setState({ status: 'ready', options: defaultChatOptions(), failed: true });
    }
  })();
  return loading;
}

export function resetChatStore(): void {
  loading = undefined;
  chatStore.setState({ ...initialChatState }, true);
}
