/**
 * The picker's hash routes live in `elements/shared/hash-routes.ts`: the mobile menu reads the same
 * routes (`hamburger`, `close`) from the cart family, and a module there lands in the shared platform
 * file instead of pulling the whole catalog family (the vehicle widgets and add-to-cart) onto every page with a header.
 */
export * from '../../shared/hash-routes';
