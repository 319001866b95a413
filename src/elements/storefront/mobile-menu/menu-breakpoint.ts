/**
 * Spec storefront §9: breakpoints 320, 576, 768, 991; "Mobile means small or extra-small width". The
 * medium width starts at 768 px: from there on the menu closes and its toggle is hidden.
 */
export const MEDIUM_MIN_WIDTH_PX = 768;
