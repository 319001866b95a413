/** Spec storefront §2 / §9: "Fast pay button height 42 px". */
export const FAST_PAY_BUTTON_HEIGHT_PX = 42;

export const fastPayButtonsStyles = `
:host { display: block; }
.shop-fast-pay { display: grid; gap: var(--shop-space-2, 0.5rem); }
.shop-fast-pay__placeholder { display: flex; align-items: center; justify-content: center; min-height: ${FAST_PAY_BUTTON_HEIGHT_PX}px; }
.shop-fast-pay__buttons { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr)); gap: var(--shop-space-2, 0.5rem); margin: 0; padding: 0; list-style: none; }
.shop-fast-pay__button, .shop-fast-pay__paypal { box-sizing: border-box; width: 100%; height: ${FAST_PAY_BUTTON_HEIGHT_PX}px; }
.shop-fast-pay__button { display: flex; align-items: center; justify-content: center; border: 0; border-radius: var(--shop-fast-pay-radius, var(--shop-radius-1, 4px)); background: #000; color: #fff; font: 600 1.05rem/1 var(--shop-font-body, system-ui, sans-serif); cursor: pointer; }
.shop-fast-pay__button:focus-visible { outline: 3px solid var(--shop-color-focus, #1a5fb4); outline-offset: 2px; }
.shop-fast-pay__button:disabled { cursor: progress; opacity: 0.7; }
@supports (-webkit-appearance: -apple-pay-button) {
  .shop-fast-pay__apple { -webkit-appearance: -apple-pay-button; -apple-pay-button-type: plain; -apple-pay-button-style: black; }
  .shop-fast-pay__apple > span { display: none; }
}
.shop-fast-pay__paypal { overflow: hidden; }
.shop-fast-pay__error { margin: 0; color: var(--shop-color-danger, #b3261e); }
.shop-fast-pay__overlay { position: fixed; inset: 0; z-index: var(--shop-fast-pay-overlay-z, 10000); display: flex; align-items: center; justify-content: center; background: rgb(255 255 255 / 0.75); }
`;
