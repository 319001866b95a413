import type { ReactNode } from 'react';

/** Storefront §1: the text and the icons, in this order. */
export const PAYMENT_OPTIONS_TEXT = 'Payment options in checkout';
export const PAYMENT_METHODS = [
  'Apple Pay',
  'Google Pay',
  'PayPal',
  'Mastercard',
  'Visa',
  'American Express',
  'Discover',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const MORE_OPTIONS_LABEL = 'More payment options';

function Badge({
  background,
  border,
  children,
}: {
  background: string;
  border?: string;
  children: ReactNode;
}) {
  return (
    <svg viewBox="0 0 48 30" className="shop-payment-icons__badge" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="47" height="29" rx="4" fill={background} stroke={border ?? background} />
      {children}
    </svg>
  );
}

const TEXT = { fontFamily: 'Arial, Helvetica, sans-serif', textAnchor: 'middle' } as const;

const ICONS: Record<PaymentMethod | 'more', () => ReactNode> = {
  'Apple Pay': () => (
    <Badge background="#000">
      <path
        fill="#fff"
        d="M12.6 11.2c.5-.6.8-1.3.7-2.1-.7 0-1.5.5-2 1-.4.5-.8 1.3-.7 2 .8.1 1.5-.4 2-.9Zm.7 1.1c-1.1-.1-2 .6-2.5.6s-1.3-.6-2.2-.6c-1.1 0-2.1.7-2.7 1.7-1.2 2-.3 5 .8 6.7.6.8 1.2 1.7 2.1 1.7.8 0 1.1-.5 2.1-.5s1.2.5 2.1.5c.9 0 1.5-.8 2-1.7.6-.9.9-1.8.9-1.9 0 0-1.8-.7-1.8-2.7 0-1.7 1.4-2.5 1.4-2.5-.8-1.2-2-1.3-2.4-1.3Z"
      />
      <text x="30" y="19.5" fill="#fff" fontSize="10" {...TEXT}>
        Pay
      </text>
    </Badge>
  ),
  'Google Pay': () => (
    <Badge background="#fff" border="#c4c7c5">
      <text x="14" y="19.5" fill="#4285f4" fontSize="11" fontWeight="700" {...TEXT}>
        G
      </text>
      <text x="30" y="19.5" fill="#3c4043" fontSize="10" {...TEXT}>
        Pay
      </text>
    </Badge>
  ),
  PayPal: () => (
    <Badge background="#fff" border="#c4c7c5">
      <text x="24" y="19" fontSize="10" fontWeight="700" fontStyle="italic" {...TEXT}>
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#009cde">Pal</tspan>
      </text>
    </Badge>
  ),
  Mastercard: () => (
    <Badge background="#fff" border="#c4c7c5">
      <circle cx="19.5" cy="15" r="8" fill="#eb001b" />
      <circle cx="28.5" cy="15" r="8" fill="#f79e1b" fillOpacity="0.9" />
    </Badge>
  ),
  Visa: () => (
    <Badge background="#fff" border="#c4c7c5">
      <text x="24" y="19.5" fill="#1a1f71" fontSize="12" fontWeight="900" fontStyle="italic" {...TEXT}>
        VISA
      </text>
    </Badge>
  ),
  'American Express': () => (
    <Badge background="#2e77bc">
      <text x="24" y="19" fill="#fff" fontSize="9.5" fontWeight="700" {...TEXT}>
        AMEX
      </text>
    </Badge>
  ),
  Discover: () => (
    <Badge background="#fff" border="#c4c7c5">
      <text x="21" y="18" fill="#231f20" fontSize="6.5" fontWeight="700" {...TEXT}>
        DISC
      </text>
      <circle cx="32" cy="15.8" r="3.6" fill="#f58220" />
      <text x="40.5" y="18" fill="#231f20" fontSize="6.5" fontWeight="700" {...TEXT}>
        VER
      </text>
    </Badge>
  ),
  more: () => (
    <Badge background="#f1f3f4" border="#c4c7c5">
      <circle cx="16" cy="15" r="2.2" fill="#5f6368" />
      <circle cx="24" cy="15" r="2.2" fill="#5f6368" />
      <circle cx="32" cy="15" r="2.2" fill="#5f6368" />
    </Badge>
  ),
};

export interface PaymentIconsViewProps {
  hidden: boolean;
}

export function PaymentIconsView({ hidden }: PaymentIconsViewProps) {
  if (hidden) return null;
  return (
    <section className="shop-payment-icons" part="strip" aria-labelledby="shop-payment-icons-title">
      <p className="shop-payment-icons__title" id="shop-payment-icons-title" part="title">
        {PAYMENT_OPTIONS_TEXT}
      </p>
      <ul className="shop-payment-icons__list" part="list">
        {PAYMENT_METHODS.map((method) => (
          <li key={method} className="shop-payment-icons__item">
            <span role="img" aria-label={method} title={method}>
              {ICONS[method]()}
            </span>
          </li>
        ))}
        <li className="shop-payment-icons__item">
          <span role="img" aria-label={MORE_OPTIONS_LABEL} title={MORE_OPTIONS_LABEL}>
            {ICONS.more()}
          </span>
        </li>
      </ul>
    </section>
  );
}
