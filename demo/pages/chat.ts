import { html } from '../layout';
import type { DemoPage } from './types';

const PHONE = '1-800-555-0142';

/**
 * The `<live-chat>` of the demo header, with the host's own markup that works before the widget's code
 * loads (open or closed by its checkbox, styled by /demo/live-chat-fallback.css).
 */
export function liveChatHeaderMarkup(): string {
  return `<live-chat>
        <label class="live-chat-fallback__tab"><input type="checkbox" class="live-chat-fallback__toggle">LIVE CHAT</label>
        <div class="live-chat-fallback__panel">
          <p><strong>Connect with a Product Expert now</strong></p>
          <a href="/live-chat" target="_blank" rel="noopener noreferrer">Start Chat</a><br>
          <a href="tel:${html(PHONE)}">CALL US ${html(PHONE)}</a>
        </div>
      </live-chat>`;
}

/** The demo's stand-in for the external chat window that Start Chat opens (`CHAT_PATHS.chatWindow`). */
export const chatPages: Record<string, DemoPage> = {
  '/live-chat': {
    title: 'Live chat',
    pageType: 'default',
    description:
      "the demo's stand-in for the external chat window that the LIVE CHAT tab's Start Chat button opens (the tab itself is in every page's header)",
    body: () => `<p>A real shop's chat provider would show its chat here. The shop page that opened this window has no handle on it (noopener).</p>
      <p>The chat tab's toggles and representative come from <code>GET /api/chat/options</code> (docs/widgets/live-chat.md).</p>`,
  },
};
