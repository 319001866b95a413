/** The store chooser's list: added by the chooser when it first renders (it loads on intent, with its dialog). */
export const storeChooserStyles = `
.shop-store-list { display: flex; flex-direction: column; gap: var(--shop-space-2, 0.5rem); margin: 0; padding: 0; list-style: none; }
.shop-store-list__item {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--shop-space-2, 0.5rem);
  padding: var(--shop-space-2, 0.5rem) 0;
  border-bottom: 1px solid var(--shop-color-border, #d9d9d9);
}
.shop-store-list__item > button { flex: none; white-space: nowrap; }
.shop-store-list__text { display: flex; flex-direction: column; min-width: 0; font-size: 0.875rem; }
.shop-store-list__name { font-weight: 700; font-size: 1rem; }
.shop-store-list__same-day { color: var(--shop-pickup-accent, #1e7e34); font-weight: 600; }
.shop-store-list__message { margin: 0; }
`;
