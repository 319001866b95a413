export const vehicleFitBadgeStyles = `
:host { display: inline-block; }
.shop-fit-badge {
  display: inline-flex;
  align-items: center;
  gap: var(--shop-space-1, 0.25rem);
  padding: 2px var(--shop-space-2, 0.5rem);
  border-radius: 12px;
  font-size: 0.8125rem;
  font-weight: 700;
  line-height: 1.4;
}
.shop-fit-badge[hidden] { display: none; }
.shop-fit-badge[data-state='fits'] {
  background: var(--shop-fit-badge-fits-background, #e6f4ea);
  color: var(--shop-fit-badge-fits-color, #146c2e);
}
.shop-fit-badge[data-state='does-not-fit'] {
  background: var(--shop-fit-badge-no-fit-background, #f1f3f4);
  color: var(--shop-fit-badge-no-fit-color, #4a4f55);
}
`;
