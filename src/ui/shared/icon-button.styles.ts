/**
 * A square, borderless button around an icon (close, back): shared by every widget that has one.
 * Widgets tune it with custom properties instead of copying the rule.
 */
export const iconButtonStyles = `
.shop-icon-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: var(--shop-icon-button-size, 40px);
  height: var(--shop-icon-button-size, 40px);
  padding: 0;
  border: 0;
  border-radius: var(--shop-icon-button-radius, var(--shop-radius-1, 4px));
  background: transparent;
  color: inherit;
  cursor: pointer;
}
.shop-icon-button:hover { background: var(--shop-icon-button-hover, rgba(0, 0, 0, 0.06)); }
`;
