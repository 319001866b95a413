import { CAROUSEL } from './carousel-options';
import type { ImageCarouselViewProps } from './image-carousel';
import { useMediaQuery } from './use-media-query';

/** The element's settings: the view's props without what the window and the visitor decide. */
export type ImageCarouselProps = Omit<ImageCarouselViewProps, 'wideWindow' | 'reducedMotion'> & {
  cellWidth: number;
};

export const WIDE_WINDOW_QUERY = `(min-width: ${CAROUSEL.arrowsMinWindowWidthExclusive + 1}px)`;
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The window's width and the visitor's motion preference, added to the element's settings. */
export function useImageCarousel(props: ImageCarouselProps): ImageCarouselViewProps {
  const wideWindow = useMediaQuery(
    WIDE_WINDOW_QUERY,
    () => window.innerWidth > CAROUSEL.arrowsMinWindowWidthExclusive,
  );
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, () => false);
  return { ...props, wideWindow, reducedMotion };
}
