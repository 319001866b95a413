export const cartLinkStyles = `
:host { display: inline-block; }
.shop-cart-link {
  display: inline-flex;
  align-items: center;
  gap: 0.25em;
  min-height: 24px;
  padding: var(--shop-space-1, 0.25rem) var(--shop-space-2, 0.5rem);
  color: var(--shop-cart-link-color, var(--shop-color-link, #0b57d0));
  font-weight: 600;
  text-decoration: none;
  border-radius: var(--shop-radius-1, 4px);
}
.shop-cart-link:hover .shop-cart-link__text { text-decoration: underline; }
.shop-cart-link__count { font-variant-numeric: tabular-nums; }
`;
