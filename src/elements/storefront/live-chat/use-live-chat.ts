import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { CHAT_PATHS } from '../../../api/chat';
import { isSafeUrl } from '../../../core/attributes';
import { getConfig } from '../../../core/config';
import { useWidgetHost } from '../../../core/widget-context';
import { chatStore, loadChatOptions } from '../../../stores/chat';
import { chatAvailability, chatWindowUrl } from './chat-rules';
import type { LiveChatViewProps } from './live-chat';

export interface LiveChatProps {
  /** `data-chat-url`: the external chat window's address ('' = `CHAT_PATHS.chatWindow` under the site root). */
  chatUrl: string;
}

/** What the host page's own markup (light DOM, shown until the widget takes over) says when it does. */
interface Handoff {
  open: boolean;
  focused: boolean;
}

/**
 * The progressive markup: a host page may render its own checkbox-driven slide-out inside the element,
 * working by CSS alone before the code and the options arrive. When the widget takes over, it keeps the
 * shopper's state: open if that checkbox was checked, focus on the tab if it was inside.
 */
function readHandoff(host: HTMLElement): Handoff {
  const checkbox = host.querySelector<HTMLInputElement>('input[type="checkbox"]');
  const active = document.activeElement;
  return { open: checkbox?.checked ?? false, focused: active !== null && host.contains(active) };
}

/** Opens the external chat window: allow-listed http(s) address only, with no handle back to the shop. */
export function openChatWindow(address: string): boolean {
  const url = chatWindowUrl(address, document.baseURI);
  if (!url) {
    console.warn(
      `shop-widgets: <live-chat> did not open the chat window: "${address}" is not a web address.`,
    );
    return false;
  }
  window.open(url, '_blank', CHAT_PATHS.chatWindowFeatures);
  return true;
}

export function useLiveChat({ chatUrl }: LiveChatProps): LiveChatViewProps {
  const { host } = useWidgetHost();
  const status = useStore(chatStore, (state) => state.status);
  const options = useStore(chatStore, (state) => state.options);
  useEffect(() => {
    void loadChatOptions();
  }, []);

  const availability = status === 'ready' && options ? chatAvailability(options) : null;
  const viewStatus = availability === null ? 'loading' : availability.on ? 'on' : 'off';

  // Read in the render that takes over, while the host's markup is still the one shown (and focused).
  const handoff = useRef<Handoff | null>(null);
  if (viewStatus === 'on' && handoff.current === null) handoff.current = readHandoff(host);

  const [openChoice, setOpenChoice] = useState<boolean | null>(null);
  const open = openChoice ?? handoff.current?.open ?? false;
  const toggleRef = useRef<HTMLInputElement>(null);

  useLayoutEffect(() => {
    if (viewStatus === 'on' && handoff.current?.focused) {
      handoff.current.focused = false;
      toggleRef.current?.focus();
    }
  }, [viewStatus]);

  const onEscape = useCallback(() => {
    setOpenChoice(false);
    toggleRef.current?.focus();
  }, []);

  const representative = options?.chatServiceRepresentative;
  const picture = representative?.chatUserDisplayUrl.trim() ?? '';
  return {
    status: viewStatus,
    showOnMobile: availability?.mobile ?? false,
    open,
    representativeName: representative?.chatUserName.trim() ?? '',
    representativePictureUrl: picture !== '' && isSafeUrl(picture) ? picture : '',
    phone: getConfig().customerServicePhone.trim(),
    toggleRef,
    onOpenChange: setOpenChoice,
    onStartChat: () => {
      openChatWindow(chatUrl !== '' ? chatUrl : `${getConfig().siteRoot}${CHAT_PATHS.chatWindow}`);
    },
    onEscape,
  };
}
