/** The radio group's own look (an invalid group, its notice), apart from the star styles every page's file carries. */
export const starRadioGroupStyles = `
.shop-star-input[data-invalid] .shop-star__empty {
  fill: var(--shop-color-star-invalid, #f3c7c4);
}
.shop-star-radio-group__notice {
  margin: var(--shop-space-xs, 4px) 0 0;
  color: var(--shop-color-danger, #b3261e);
  font-family: var(--shop-font-family, system-ui, sans-serif);
  font-size: 0.875rem;
  font-weight: 600;
}
/* Hidden while empty but kept in the accessibility tree, so the text written into it is announced. */
.shop-star-radio-group__notice:empty {
  margin: 0;
}
`;
