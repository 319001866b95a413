import { paymentIconsStyles } from '../../payment-icons/payment-icons.styles';

/**
 * The CSS of the side bar's contents (header, views, lines, forms, the payment icons of the checkout view): added to
 * the side bar's shadow root by the contents when they first render, so the closed side bar (in the header of every
 * page) carries only its frame's CSS.
 */
const contentStyles = `
.shop-cart-sidebar__header {
  display: flex;
  align-items: center;
  gap: var(--shop-space-2, 0.5rem);
  padding: var(--shop-space-3, 0.75rem) var(--shop-space-3, 0.75rem) var(--shop-space-2, 0.5rem) 1rem;
  border-bottom: 1px solid var(--shop-color-border, #d0d4d9);
}
.shop-cart-sidebar__title { flex: 1; margin: 0; font-size: 1.25rem; line-height: 1.3; }
.shop-cart-sidebar__body {
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 1rem;
}
.shop-cart-sidebar__actions {
  display: flex;
  flex-direction: column;
  gap: var(--shop-space-2, 0.5rem);
  padding: var(--shop-space-3, 0.75rem) 1rem 1rem;
  border-top: 1px solid var(--shop-color-border, #d0d4d9);
}
.shop-cart-sidebar__button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0.5rem 1rem;
  border: 2px solid var(--shop-color-primary, #c8102e);
  border-radius: var(--shop-radius-1, 4px);
  background: #ffffff;
  color: var(--shop-color-primary, #c8102e);
  font-weight: 700;
  text-decoration: none;
  text-align: center;
  cursor: pointer;
}
.shop-cart-sidebar__button[data-variant='primary'] {
  background: var(--shop-color-primary, #c8102e);
  color: #ffffff;
}
.shop-cart-sidebar__button:hover { filter: brightness(0.92); }
.shop-cart-sidebar__button:disabled { opacity: 0.6; cursor: progress; }
.shop-cart-sidebar__muted { color: var(--shop-color-text-muted, #4a4f55); font-size: 0.875rem; }
.shop-cart-sidebar__badge {
  display: inline-block;
  margin-left: 0.5em;
  padding: 0 0.45em;
  border-radius: 999px;
  background: var(--shop-color-primary, #c8102e);
  color: #ffffff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.5;
  vertical-align: middle;
}
.shop-cart-sidebar__confirmation {
  display: flex;
  align-items: center;
  gap: var(--shop-space-2, 0.5rem);
  margin: 0 0 1rem;
  color: var(--shop-color-success, #1e6b34);
  font-weight: 700;
}
.shop-cart-sidebar__notice {
  margin: var(--shop-space-3, 0.75rem) 1rem 0;
  padding: var(--shop-space-2, 0.5rem) var(--shop-space-3, 0.75rem);
  border-left: 4px solid var(--shop-color-success, #1e6b34);
  background: var(--shop-color-success-surface, #e8f4ec);
  color: var(--shop-color-success, #1e6b34);
  font-weight: 600;
}
.shop-cart-sidebar__message { margin: 0 0 1rem; }
.shop-cart-sidebar__message > p { margin: 0 0 var(--shop-space-3, 0.75rem); }
.shop-cart-sidebar__error,
.shop-cart-sidebar__field-error {
  margin: var(--shop-space-2, 0.5rem) 0;
  color: var(--shop-color-danger, #b3261e);
  font-weight: 600;
}
.shop-cart-sidebar__error {
  padding: var(--shop-space-2, 0.5rem) var(--shop-space-3, 0.75rem);
  border-radius: var(--shop-radius-1, 4px);
  background: var(--shop-color-danger-surface, #fdecea);
}
.shop-cart-sidebar__loading { display: flex; justify-content: center; padding: 1rem; }

/* Added to cart */
.shop-cart-sidebar__lines { display: grid; gap: var(--shop-space-3, 0.75rem); margin: 0; padding: 0; list-style: none; }
.shop-cart-sidebar__line { display: grid; grid-template-columns: 64px 1fr auto; gap: var(--shop-space-3, 0.75rem); align-items: start; }
.shop-cart-sidebar__thumb { display: block; width: 64px; height: 64px; object-fit: contain; border: 1px solid var(--shop-color-border, #d0d4d9); border-radius: var(--shop-radius-1, 4px); background: #fff; }
.shop-cart-sidebar__line-text { display: grid; gap: 0.125rem; min-width: 0; }
.shop-cart-sidebar__line-name { color: var(--shop-color-link, #0b57d0); font-weight: 600; overflow-wrap: anywhere; }
span.shop-cart-sidebar__line-name { color: inherit; }
.shop-cart-sidebar__price { font-weight: 700; white-space: nowrap; }
.shop-cart-sidebar__subtotal {
  display: flex;
  justify-content: space-between;
  gap: var(--shop-space-2, 0.5rem);
  margin: 1rem 0 0;
  padding-top: var(--shop-space-3, 0.75rem);
  border-top: 1px solid var(--shop-color-border, #d0d4d9);
}
.shop-cart-sidebar__subtotal:first-child { margin-top: 0; padding-top: 0; border-top: 0; }

/* Cart with tabs */
.shop-cart-sidebar__tabs {
  display: flex;
  gap: var(--shop-space-1, 0.25rem);
  padding: var(--shop-space-2, 0.5rem) 1rem 0;
  border-bottom: 1px solid var(--shop-color-border, #d0d4d9);
}
.shop-cart-sidebar__tab {
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: var(--shop-color-text-muted, #4a4f55);
  font-weight: 700;
  cursor: pointer;
}
.shop-cart-sidebar__tab[aria-selected='true'] {
  border-bottom-color: var(--shop-color-primary, #c8102e);
  color: var(--shop-color-text, #1f2328);
}
.shop-cart-sidebar__tabpanel { display: flex; flex-direction: column; flex: 1; min-height: 0; }
.shop-cart-sidebar__tabpanel[data-tab='cart'] { padding: 1rem; }
.shop-cart-sidebar__tab-content { display: flex; flex-direction: column; flex: 1; min-height: 0; }
.shop-cart-sidebar__tab-content > .shop-cart { flex: 1; }

/* Install requests */
.shop-cart-sidebar__requests { display: grid; gap: var(--shop-space-3, 0.75rem); margin: 0; padding: 0; list-style: none; }
.shop-cart-sidebar__request {
  padding: var(--shop-space-3, 0.75rem);
  border: 1px solid var(--shop-color-border, #d0d4d9);
  border-radius: var(--shop-radius-1, 4px);
  scroll-margin: 1rem;
}
.shop-cart-sidebar__request[data-highlighted] {
  border: 2px solid var(--shop-color-primary, #c8102e);
  background: #fff8f8;
}
.shop-cart-sidebar__request-title { margin: 0 0 var(--shop-space-2, 0.5rem); font-size: 1rem; }
.shop-cart-sidebar__facts { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 0.75rem; margin: 0; font-size: 0.875rem; }
.shop-cart-sidebar__facts dt { color: var(--shop-color-text-muted, #4a4f55); }
.shop-cart-sidebar__facts dd { margin: 0; overflow-wrap: anywhere; }
.shop-cart-sidebar__facts a { color: var(--shop-color-link, #0b57d0); display: inline-block; min-height: 24px; }

/* Saved lists */
.shop-cart-sidebar__saving {
  margin: 0 0 1rem;
  padding: var(--shop-space-3, 0.75rem);
  border-radius: var(--shop-radius-1, 4px);
  background: var(--shop-color-surface-muted, #f4f5f7);
}
.shop-cart-sidebar__saving-title { margin: 0 0 var(--shop-space-1, 0.25rem); font-weight: 700; }
.shop-cart-sidebar__saving-list { margin: 0; padding-left: 1.25rem; }
.shop-cart-sidebar__form { display: grid; gap: var(--shop-space-3, 0.75rem); }
.shop-cart-sidebar__choices { display: grid; gap: var(--shop-space-2, 0.5rem); margin: 0; padding: 0; border: 0; min-width: 0; }
.shop-cart-sidebar__choices legend { padding: 0; margin-bottom: var(--shop-space-2, 0.5rem); font-weight: 700; }
.shop-cart-sidebar__choice {
  display: flex;
  align-items: flex-start;
  gap: var(--shop-space-3, 0.75rem);
  min-height: 44px;
  padding: var(--shop-space-2, 0.5rem) var(--shop-space-3, 0.75rem);
  border: 1px solid var(--shop-color-border, #d0d4d9);
  border-radius: var(--shop-radius-1, 4px);
  cursor: pointer;
}
.shop-cart-sidebar__choice:has(input:checked) { border-color: var(--shop-color-primary, #c8102e); box-shadow: inset 0 0 0 1px var(--shop-color-primary, #c8102e); }
.shop-cart-sidebar__choice input { width: 20px; height: 20px; margin: 0.125rem 0 0; flex: none; accent-color: var(--shop-color-primary, #c8102e); }
.shop-cart-sidebar__choice-text { display: grid; gap: 0.125rem; min-width: 0; }
.shop-cart-sidebar__choice-name { font-weight: 600; overflow-wrap: anywhere; }
.shop-cart-sidebar__form-actions { display: flex; flex-direction: column; gap: var(--shop-space-2, 0.5rem); }
.shop-cart-sidebar__field { display: grid; gap: var(--shop-space-1, 0.25rem); }
.shop-cart-sidebar__field label { font-weight: 600; }
.shop-cart-sidebar__field input,
.shop-cart-sidebar__field textarea {
  width: 100%;
  min-height: 44px;
  padding: 0.5rem 0.625rem;
  border: 1px solid #6b7178;
  border-radius: var(--shop-radius-1, 4px);
  font: inherit;
  color: inherit;
  background: #fff;
}
.shop-cart-sidebar__field textarea { resize: vertical; }
.shop-cart-sidebar__field [aria-invalid='true'] { border: 2px solid var(--shop-color-danger, #b3261e); }
.shop-cart-sidebar__field-error { margin: 0; font-size: 0.875rem; }
.shop-cart-sidebar__checkbox { display: flex; align-items: center; gap: var(--shop-space-2, 0.5rem); min-height: 44px; cursor: pointer; }
.shop-cart-sidebar__checkbox input { width: 20px; height: 20px; margin: 0; accent-color: var(--shop-color-primary, #c8102e); }

/* Checkout options */
.shop-cart-sidebar__option {
  display: grid;
  gap: var(--shop-space-2, 0.5rem);
  margin: 1rem 0 0;
  padding: 1rem;
  border: 1px solid var(--shop-color-border, #d0d4d9);
  border-radius: var(--shop-radius-1, 4px);
}
.shop-cart-sidebar__option > p { margin: 0; }
.shop-cart-sidebar__option-title { margin: 0; font-size: 1rem; }
.shop-cart-sidebar__payments { margin-top: 1.25rem; }
`;

export const sidebarContentStyles = [paymentIconsStyles, contentStyles].join('\n');
