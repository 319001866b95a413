import * as z from 'zod/mini';
import { attr, isSafeUrl } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { CAROUSEL, CAROUSEL_TEXT } from './carousel-options';
import { ImageCarouselView } from './image-carousel';
import { imageCarouselStyles } from './image-carousel.styles';
import { useImageCarousel } from './use-image-carousel';

const link = z.string().check(z.refine(isSafeUrl, 'must be a relative, http(s), mailto or tel link'));

/** One cell: the picture, its text alternative (empty for a decorative picture) and an optional link. */
export const carouselImageSchema = z.object({
  src: link.check(z.minLength(1, 'needs a picture address')),
  alt: z.string(),
  href: z.optional(link),
});

const whole = (defaultValue: number, min: number, max: number) =>
  attr.number(defaultValue, { integer: true, min, max });

export const imageCarouselAttributes = z.object({
  'data-images': attr.json(z.array(carouselImageSchema), [], 'CarouselImage[]'),
  'data-label': attr.string(CAROUSEL_TEXT.defaultLabel),
  'data-autoplay': attr.boolean(false),
  'data-autoplay-interval': whole(CAROUSEL.autoplayIntervalMs, 1000, 600_000),
  'data-dots': attr.boolean(true),
  'data-arrows': attr.boolean(true),
  'data-counter': attr.boolean(false),
  'data-loop': attr.boolean(false),
  'data-free-scroll': attr.boolean(false),
  'data-cells-to-show': whole(CAROUSEL.cellsToShow, 1, 12),
  'data-cells-to-scroll': whole(CAROUSEL.cellsToScroll, 1, 12),
  'data-margin': whole(CAROUSEL.margin, 0, 100),
  'data-cell-width': whole(CAROUSEL.imageCellWidth, 40, 1200),
  'data-cell-height': whole(CAROUSEL.imageCellHeight, 40, 1200),
});

/**
 * A carousel of image cells (community spec §2 "Carousel widget"): cells 115 wide and 175 high,
 * cover fit; previous/next arrows only when the window is wider than 768; dots only with more than
 * 2 cells; a counter "n / m"; loop, free scroll, cells to show and to scroll (default 1), margin 10;
 * a swipe starts after 10 px, a move takes 200 ms; at most 3 cells beyond the visible ones load
 * ahead. Autoplay (every 5000 ms) pauses on hover and while focus is inside, and has a visible
 * pause control (WCAG 2.2.2); with `prefers-reduced-motion` it does not start by itself and moves
 * are instant. On touch, a tap (under 200 ms) brings its cell into place and a double tap (two taps
 * under 300 ms apart) opens the cell's link; a mouse click or Enter opens it at once.
 *
 * The WAI-ARIA carousel pattern: a region with aria-roledescription "carousel", slides as groups
 * "n of m", the rotation control first, a polite live region while it is not rotating; ArrowLeft
 * and ArrowRight move while focus is inside. The engine is Embla (embla-carousel), loaded after
 * the first paint. State in `data-state` on the region: rotating or still; empty without images.
 *
 * @summary Image carousel with arrows, dots, counter, autoplay and touch swipe (WAI-ARIA carousel).
 * @tag image-carousel
 * @attr data-images - The cells as JSON: `[{ "src": "...", "alt": "...", "href": "..." }]` (href optional).
 * @attr data-label - The carousel's accessible name (default 'Images').
 * @attr data-autoplay - Plays by itself, one move every autoplay interval; pauses on hover and focus.
 * @attr data-autoplay-interval - Milliseconds between automatic moves (default 5000).
 * @attr data-dots - Shows a dot per position when there are more than 2 cells (default on).
 * @attr data-arrows - Shows previous/next buttons when the window is wider than 768 px (default on).
 * @attr data-counter - Shows the position as "n / m".
 * @attr data-loop - Wraps around at both ends.
 * @attr data-free-scroll - A swipe glides freely instead of snapping to a cell.
 * @attr data-cells-to-show - Cells visible at once (default 1).
 * @attr data-cells-to-scroll - Cells one move advances (default 1).
 * @attr data-margin - Space between cells in px (default 10).
 * @attr data-cell-width - Cell width in px (default 115).
 * @attr data-cell-height - Cell height in px (default 175).
 * @cssprop --shop-carousel-cell-radius - Corner radius of a cell (defaults to --shop-radius-1).
 * @cssprop --shop-carousel-button-background - Background of the arrow and rotation buttons.
 * @cssprop --shop-carousel-button-border - Border colour of the arrow and rotation buttons.
 * @cssprop --shop-carousel-dot-color - Colour of the dots.
 * @csspart carousel - The region.
 * @csspart controls - The wrapper of the buttons, dots and counter.
 * @csspart rotation - The pause/play button.
 * @csspart previous - The previous button.
 * @csspart next - The next button.
 * @csspart dots - The group of dots.
 * @csspart dot - One dot.
 * @csspart counter - The "n / m" counter.
 * @csspart viewport - The visible strip (the live region).
 * @csspart cell - One slide.
 * @csspart image - A cell's picture.
 * @csspart link - A cell's link.
 * @csspart empty - The text shown without images.
 */
export const imageCarouselDefinition = widget({
  tag: 'image-carousel',
  attributes: imageCarouselAttributes,
  component: connect(ImageCarouselView, useImageCarousel),
  styles: imageCarouselStyles,
});

export const ImageCarouselElement = /* @__PURE__ */ createWidgetClass(imageCarouselDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'image-carousel': InstanceType<typeof ImageCarouselElement>;
  }
}
