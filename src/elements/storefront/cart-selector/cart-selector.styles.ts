export const cartSelectorStyles = `
:host { display: inline-block; }
.shop-cart-selector {
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  color: var(--shop-cart-selector-color, var(--shop-color-text, #1f2328));
  border-radius: var(--shop-radius-1, 4px);
}
.shop-cart-selector__icon { width: var(--shop-cart-selector-icon-size, 28px); height: var(--shop-cart-selector-icon-size, 28px); }
.shop-cart-selector__badge {
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: var(--shop-cart-selector-badge-color, var(--shop-color-primary, #c8102e));
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
}
`;
