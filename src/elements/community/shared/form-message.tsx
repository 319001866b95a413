import type { Ref } from 'react';

/** What a form tells its user after an action: an outcome, optionally a list (invalid links) or a link. */
export interface FormMessage {
  tone: 'success' | 'error' | 'info';
  text: string;
  items?: readonly string[];
  link?: { href: string; text: string };
}

function MessageBody({ message }: { message: FormMessage }) {
  return (
    <>
      {message.text}
      {message.items && message.items.length > 0 && (
        <ul className="shop-message__list">
          {message.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {message.link && (
        <>
          {' '}
          <a href={message.link.href} target="_blank" rel="noopener noreferrer">
            {message.link.text}
          </a>
        </>
      )}
    </>
  );
}

/**
 * Outcomes are announced: successes and notes through a polite status region that is always present
 * (so screen readers hear the change), errors in an alert that appears with the error.
 */
export function FormMessageArea({
  message,
  messageRef,
}: {
  message: FormMessage | null;
  messageRef?: Ref<HTMLDivElement>;
}) {
  const polite = message && message.tone !== 'error' ? message : null;
  return (
    <>
      <div
        ref={polite ? messageRef : undefined}
        role="status"
        tabIndex={polite ? -1 : undefined}
        className={polite ? `shop-message shop-message--${polite.tone}` : 'shop-message'}
        part="message"
      >
        {polite && <MessageBody message={polite} />}
      </div>
      {message?.tone === 'error' && (
        <div
          ref={messageRef}
          role="alert"
          tabIndex={-1}
          className="shop-message shop-message--error"
          part="error"
        >
          <MessageBody message={message} />
        </div>
      )}
    </>
  );
}
