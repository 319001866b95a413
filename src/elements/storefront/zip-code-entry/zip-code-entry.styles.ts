export const zipCodeEntryStyles = `
:host { display: block; max-width: var(--shop-zip-code-entry-max-width, 343px); }
.shop-zip-code-entry {
  padding: var(--shop-space-3, 0.75rem);
  border: 1px solid var(--shop-color-border, #d9d9d9);
  border-radius: var(--shop-radius-2, 8px);
  background: var(--shop-color-surface, #ffffff);
}
`;
