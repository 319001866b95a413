/** Mobile: below 768 px (storefront §9); `.shop-live-chat--desktop-only` is chat without `WebChat_Queue_Mobile`. */
export const liveChatStyles = `
:host {
  position: var(--shop-live-chat-position, fixed);
  right: var(--shop-live-chat-right, 1rem);
  /* Above a bar another widget fixes at the bottom of the window (src/core/bottom-bar.ts). */
  bottom: var(--shop-live-chat-bottom, var(--shop-bottom-bar-height, 0px));
  z-index: var(--shop-live-chat-z-index, 800);
  display: block;
  font-family: var(--shop-font-family, system-ui, sans-serif);
}
.shop-live-chat { display: flex; flex-direction: column-reverse; align-items: flex-end; }
@media (max-width: 767.98px) {
  .shop-live-chat--desktop-only { display: none; }
}
/* The tab is the checkbox's label; the checkbox covers it (its own focus ring, the tab's whole size). */
.shop-live-chat__tab {
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0 var(--shop-space-3, 1rem);
  border-radius: var(--shop-radius-1, 4px) var(--shop-radius-1, 4px) 0 0;
  background: var(--shop-live-chat-tab-background, var(--shop-color-primary, #c8102e));
  color: var(--shop-live-chat-tab-color, #fff);
  font-weight: 700;
  letter-spacing: 0.04em;
  user-select: none;
}
.shop-live-chat__toggle {
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  border: 0;
  border-radius: inherit;
  background: transparent;
  appearance: none;
  cursor: pointer;
}
.shop-live-chat__toggle:focus-visible {
  outline: 3px solid var(--shop-color-focus, #1a73e8);
  outline-offset: 2px;
}
/* Open or closed by the checkbox alone (data-state, which mirrors it, for browsers without :has). */
.shop-live-chat__panel { display: none; }
.shop-live-chat:has(.shop-live-chat__toggle:checked) .shop-live-chat__panel,
.shop-live-chat[data-state='open'] .shop-live-chat__panel { display: block; }
.shop-live-chat__panel { display: none; }
.shop-live-chat__panel {
  box-sizing: border-box;
  width: var(--shop-live-chat-width, 300px);
  max-width: calc(100vw - 2rem);
  padding: var(--shop-space-3, 1rem);
  border: 1px solid var(--shop-color-border, #c4c7c5);
  border-radius: var(--shop-radius-1, 4px) var(--shop-radius-1, 4px) 0 0;
  background: var(--shop-color-surface, #fff);
  color: var(--shop-color-text, #1f2328);
  box-shadow: 0 -4px 16px rgb(0 0 0 / 0.15);
  animation: shop-live-chat-slide 0.25s ease-out;
}
/* Transform only: an opacity fade would make the texts fail a contrast check while it runs. */
@keyframes shop-live-chat-slide { from { transform: translateY(1rem); } }
@media (prefers-reduced-motion: reduce) { .shop-live-chat__panel { animation: none; } }
.shop-live-chat__heading { margin: 0 0 var(--shop-space-2, 0.5rem); font-size: 1rem; }
.shop-live-chat__representative { display: flex; align-items: center; gap: var(--shop-space-2, 0.5rem); }
.shop-live-chat__picture { border-radius: 50%; object-fit: cover; }
.shop-live-chat__who { display: flex; flex-direction: column; margin: 0; }
.shop-live-chat__name { font-weight: 600; }
.shop-live-chat__online { color: var(--shop-live-chat-online-color, #146c2e); font-size: 0.8125rem; font-weight: 700; }
.shop-live-chat__start {
  display: block;
  width: 100%;
  min-height: 2.75rem;
  margin: var(--shop-space-3, 1rem) 0 var(--shop-space-2, 0.5rem);
  border: 0;
  border-radius: var(--shop-radius-1, 4px);
  background: var(--shop-color-primary, #c8102e);
  color: #fff;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
}
.shop-live-chat__start:focus-visible, .shop-live-chat__call:focus-visible {
  outline: 3px solid var(--shop-color-focus, #1a73e8);
  outline-offset: 2px;
}
.shop-live-chat__call {
  display: inline-block;
  padding: var(--shop-space-1, 0.25rem) 0;
  color: var(--shop-color-link, #0b57d0);
  font-weight: 600;
}
`;
