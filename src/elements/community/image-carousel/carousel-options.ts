/**
 * The carousel values of community spec §2 ("Carousel widget") and §9 ("Carousel values as in
 * section 2"), in one place: the view, the element's attribute defaults, the stories and the tests
 * read them from here.
 */
export const CAROUSEL = {
  /** The image cells of this carousel: 115 wide and 175 high, cover fit. */
  imageCellWidth: 115,
  imageCellHeight: 175,
  /** "Default cell width elsewhere is 150": the view's default when no width is given. */
  defaultCellWidth: 150,
  /** Arrows only when the window is wider than 768. */
  arrowsMinWindowWidthExclusive: 768,
  /** Autoplay: default interval 5000 ms, pause on hover. */
  autoplayIntervalMs: 5000,
  /** Dots are shown only with more than 2 cells. */
  dotsMinCellsExclusive: 2,
  /** The counter's separator. */
  counterSeparator: ' / ',
  /** Cells to show and to scroll (default 1). */
  cellsToShow: 1,
  cellsToScroll: 1,
  /** Margin between cells, px. */
  margin: 10,
  /** Swipe minimum, px: a pointer that moves less is not a swipe. */
  swipeMinimum: 10,
  /** Transition, ms. */
  transitionMs: 200,
  /** Overflow cells limit: at most 3 cells beyond the visible ones are loaded ahead, on each side. */
  overflowCellsLimit: 3,
  /** A tap is under 200 ms; a double tap is two taps under 300 ms apart. */
  tapMaxMs: 200,
  doubleTapMaxMs: 300,
} as const;

/**
 * Embla's `duration` is not in milliseconds: it is the stiffness of a spring integrated at a fixed
 * 60 steps per second with friction 0.68 (embla-carousel 8 `ScrollBody`). 12 covers 98% of the way
 * in 12 steps, 200 ms, which is the spec's transition (it overshoots by at most 3% and settles
 * after); with reduced motion the duration is 0, an instant move.
 */
export const EMBLA_DURATION_FOR_TRANSITION = 12;

/** Texts where the spec gives none (docs/widgets/image-carousel.md). */
export const CAROUSEL_TEXT = {
  defaultLabel: 'Images',
  roleDescription: 'carousel',
  slideRoleDescription: 'slide',
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause automatic slide show',
  play: 'Start automatic slide show',
  dots: 'Choose a slide',
  empty: 'No images to show.',
} as const;

/** A slide's label, "n of m" (the WAI-ARIA carousel pattern). */
export function slideLabel(position: number, count: number): string {
  return `${position} of ${count}`;
}

/** A dot's label: the slide position it goes to. */
export function dotLabel(position: number, count: number): string {
  return `Slide ${position} of ${count}`;
}

/** The counter, "{current} / {total}". */
export function counterText(current: number, total: number): string {
  return `${current}${CAROUSEL.counterSeparator}${total}`;
}
