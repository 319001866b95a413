export const starRatingStyles = `
.shop-stars,
.shop-star-input__stars {
  display: inline-flex;
  align-items: center;
  gap: var(--shop-star-gap, 2px);
  line-height: 0;
}
.shop-star {
  position: relative;
  display: inline-block;
  flex: none;
  width: var(--shop-star-size, 16px);
  height: var(--shop-star-size, 16px);
}
.shop-star svg {
  display: block;
  width: var(--shop-star-size, 16px);
  height: var(--shop-star-size, 16px);
}
.shop-star__empty {
  fill: var(--shop-color-star-empty, #d6d6d6);
}
.shop-star__filled {
  fill: var(--shop-color-star, #f5a623);
}
.shop-star__fill {
  position: absolute;
  inset: 0 auto 0 0;
  width: 100%;
  overflow: hidden;
}
.shop-star[data-fill='half'] .shop-star__fill {
  width: 50%;
}
.shop-star[data-fill='empty'] .shop-star__fill {
  width: 0;
}

.shop-star-input {
  /* Input stars are larger click targets; the \`size\` prop sets --shop-star-size inline and wins. */
  --shop-star-size: var(--shop-star-input-size, 28px);
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
}
.shop-star-input__legend {
  padding: 0;
  margin-bottom: var(--shop-space-xs, 4px);
  font-family: var(--shop-font-family, system-ui, sans-serif);
  color: var(--shop-color-text, #1a1a1a);
}
.shop-star-input__option {
  position: relative;
  display: inline-flex;
  padding: 2px;
  border-radius: var(--shop-radius-sm, 4px);
}
.shop-star-input[data-editable] .shop-star-input__option {
  cursor: pointer;
}
/* Hover preview: every star up to the hovered one fills. */
.shop-star-input[data-editable] .shop-star-input__stars:hover .shop-star__fill {
  width: 100%;
}
.shop-star-input[data-editable] .shop-star-input__option:hover ~ .shop-star-input__option .shop-star__fill {
  width: 0;
}
.shop-star-input__radio:focus-visible + .shop-star {
  outline: 2px solid var(--shop-color-focus, #1a73e8);
  outline-offset: 2px;
  border-radius: 2px;
}
`;
