/** The host only; the cart view brings its own styles (see `../cart/cart.styles.ts`). */
export const cartPageStyles = `
:host { display: block; }
`;
