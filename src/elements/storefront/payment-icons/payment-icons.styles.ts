export const paymentIconsStyles = `
:host { display: block; }
.shop-payment-icons__title {
  margin: 0 0 var(--shop-space-2, 0.5rem);
  font-size: var(--shop-payment-icons-title-size, 0.875rem);
  color: var(--shop-color-text-muted, #4a4f55);
  text-align: var(--shop-payment-icons-align, center);
}
.shop-payment-icons__list {
  display: flex;
  flex-wrap: wrap;
  justify-content: var(--shop-payment-icons-justify, center);
  gap: var(--shop-space-1, 0.25rem);
  margin: 0;
  padding: 0;
  list-style: none;
}
.shop-payment-icons__item > span { display: block; }
.shop-payment-icons__badge { display: block; width: var(--shop-payment-icons-size, 48px); height: auto; }
`;
