import * as z from 'zod/mini';
import { attr } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { LiveChatView } from './live-chat';
import { liveChatStyles } from './live-chat.styles';
import { useLiveChat } from './use-live-chat';

export const liveChatAttributes = z.object({
  'data-chat-url': attr.url(''),
});

/**
 * The live chat slide-out: a tab reading LIVE CHAT opens a panel with 'Connect with a Product Expert
 * now', the representative's picture and name, ONLINE NOW, a Start Chat button that opens the external
 * chat window, and 'CALL US {phone}' (the page's configured phone, as a `tel:` link). The panel is open
 * or closed by a checkbox (the tab is its label; CSS shows the panel while it is checked); Escape
 * closes it and gives focus back to the tab.
 *
 * Shown only when chat is on: the options (`GET /api/chat/options`, retried twice, once per page) return
 * at least 2 toggles with `WebChat_Queue_OnlineSales` on. Below 768 px it shows only while
 * `WebChat_Queue_Mobile` is on too. A failed call is a console warning and the defaults (both toggles off).
 * While the options load, the element shows its own light-DOM children: a host page may render a
 * checkbox-driven fallback there that works before the code loads; the widget keeps its open state and focus.
 *
 * @summary Live chat tab and slide-out panel with the representative, Start Chat and the phone.
 * @tag live-chat
 * @attr data-chat-url - Address of the external chat window (http or https, or relative to the page); empty means `live-chat` under the page's siteRoot (`CHAT_PATHS.chatWindow`).
 * @cssprop --shop-live-chat-position - How the element is placed (fixed, at the bottom right of the window; `absolute` places it in a positioned box).
 * @cssprop --shop-live-chat-bottom - Distance of the tab from the bottom of the window (the height of a bar another widget fixes at the bottom, such as the cart page's summary below 576 px, which the library sets as --shop-bottom-bar-height; else 0).
 * @cssprop --shop-live-chat-right - Distance of the tab from the right edge of the window (1rem).
 * @cssprop --shop-live-chat-z-index - Stacking level (800, under the cart side bar and modals).
 * @cssprop --shop-live-chat-width - Width of the panel (300px).
 * @cssprop --shop-live-chat-tab-background - Background of the tab (defaults to --shop-color-primary).
 * @cssprop --shop-live-chat-tab-color - Text colour of the tab (#fff).
 * @cssprop --shop-live-chat-online-color - Colour of ONLINE NOW (#146c2e).
 * @csspart container - The tab and the panel; `data-state` is `open` or `closed`.
 * @csspart tab - The LIVE CHAT tab (the label around the checkbox).
 * @csspart toggle - The checkbox that opens and closes the panel (it covers the tab).
 * @csspart panel - The slide-out panel.
 * @csspart heading - 'Connect with a Product Expert now'.
 * @csspart picture - The representative's picture.
 * @csspart name - The representative's name.
 * @csspart online - ONLINE NOW.
 * @csspart start - The Start Chat button.
 * @csspart call - The CALL US phone link.
 * @slot - Shown only while the chat options load: the host page's own fallback markup (optional).
 */
export const liveChatDefinition = widget({
  tag: 'live-chat',
  attributes: liveChatAttributes,
  component: connect(LiveChatView, useLiveChat),
  styles: liveChatStyles,
});

export const LiveChatElement = /* @__PURE__ */ createWidgetClass(liveChatDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'live-chat': InstanceType<typeof LiveChatElement>;
  }
}
