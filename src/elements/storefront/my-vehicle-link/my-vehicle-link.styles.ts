export const myVehicleLinkStyles = `
:host { display: inline-block; }
.shop-my-vehicle {
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 0.25em 0.4em;
  min-height: 24px;
  padding: var(--shop-space-1, 0.25rem) var(--shop-space-2, 0.5rem);
  border-radius: var(--shop-radius-1, 4px);
  color: var(--shop-my-vehicle-color, var(--shop-color-link, #0b57d0));
  font-weight: 600;
  text-decoration: none;
}
.shop-my-vehicle:hover .shop-my-vehicle__text { text-decoration: underline; }
.shop-my-vehicle__vehicle { color: var(--shop-color-text, #1f2328); font-weight: 400; }
`;
