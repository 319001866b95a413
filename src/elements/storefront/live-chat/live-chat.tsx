import type { KeyboardEvent, Ref } from 'react';
import { useId } from 'react';
import { telHref } from './chat-rules';

/** Spec storefront §2 "Live chat slide-out": the texts, word for word. */
export const LIVE_CHAT_TEXTS = {
  tab: 'LIVE CHAT',
  heading: 'Connect with a Product Expert now',
  online: 'ONLINE NOW',
  startChat: 'Start Chat',
  callUs: (phone: string) => `CALL US ${phone}`,
} as const;

export interface LiveChatViewProps {
  /** 'loading': the options are on their way (the host's own markup, if any, shows); 'off': nothing shows. */
  status: 'loading' | 'off' | 'on';
  /** Shown at narrow widths too (`WebChat_Queue_Mobile`); otherwise hidden below 768 px. */
  showOnMobile: boolean;
  open: boolean;
  representativeName: string;
  /** Already checked against the URL allow-list; '' shows no picture. */
  representativePictureUrl: string;
  /** The configured customer-service phone; '' hides the CALL US line. */
  phone: string;
  toggleRef?: Ref<HTMLInputElement>;
  onOpenChange: (open: boolean) => void;
  onStartChat: () => void;
  /** Escape inside the widget while open: close and give focus back to the tab. */
  onEscape: () => void;
}

export function LiveChatView({
  status,
  showOnMobile,
  open,
  representativeName,
  representativePictureUrl,
  phone,
  toggleRef,
  onOpenChange,
  onStartChat,
  onEscape,
}: LiveChatViewProps) {
  const id = useId();
  // While the options load, the host's progressive markup (light DOM) stays visible and usable.
  if (status === 'loading') return <slot />;
  if (status === 'off') return null;
  const panelId = `${id}-panel`;
  const headingId = `${id}-heading`;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      onEscape();
    }
  };
  const onToggleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A checkbox answers Space natively; the tab answers Enter too, like the button it looks like.
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpenChange(!open);
    }
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from anywhere inside the slide-out closes it
    <div
      className={showOnMobile ? 'shop-live-chat' : 'shop-live-chat shop-live-chat--desktop-only'}
      part="container"
      data-state={open ? 'open' : 'closed'}
      onKeyDown={onKeyDown}
    >
      <label className="shop-live-chat__tab" part="tab">
        <input
          ref={toggleRef}
          className="shop-live-chat__toggle"
          part="toggle"
          type="checkbox"
          checked={open}
          aria-expanded={open}
          aria-controls={panelId}
          onChange={(event) => onOpenChange(event.currentTarget.checked)}
          onKeyDown={onToggleKeyDown}
        />
        {LIVE_CHAT_TEXTS.tab}
      </label>
      <section id={panelId} className="shop-live-chat__panel" part="panel" aria-labelledby={headingId}>
        <h2 id={headingId} className="shop-live-chat__heading" part="heading">
          {LIVE_CHAT_TEXTS.heading}
        </h2>
        <div className="shop-live-chat__representative">
          {representativePictureUrl !== '' && (
            <img
              className="shop-live-chat__picture"
              part="picture"
              src={representativePictureUrl}
              alt=""
              width={56}
              height={56}
            />
          )}
          <p className="shop-live-chat__who">
            {representativeName !== '' && (
              <span className="shop-live-chat__name" part="name">
                {representativeName}
              </span>
            )}
            <span className="shop-live-chat__online" part="online">
              {LIVE_CHAT_TEXTS.online}
            </span>
          </p>
        </div>
        <button type="button" className="shop-live-chat__start" part="start" onClick={onStartChat}>
          {LIVE_CHAT_TEXTS.startChat}
        </button>
        {phone !== '' && (
          <a className="shop-live-chat__call" part="call" href={telHref(phone)}>
            {LIVE_CHAT_TEXTS.callUs(phone)}
          </a>
        )}
      </section>
    </div>
  );
}
