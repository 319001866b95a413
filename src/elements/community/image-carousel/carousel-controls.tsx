import { CAROUSEL_TEXT, counterText, dotLabel } from './carousel-options';

export interface CarouselControlsProps {
  slidesId: string;
  autoplay: boolean;
  stopped: boolean;
  onToggleRotation: () => void;
  arrows: boolean;
  atStart: boolean;
  atEnd: boolean;
  onPrevious: () => void;
  onNext: () => void;
  dots: boolean;
  positions: number;
  current: number;
  onDot: (index: number) => void;
  counter: boolean;
}

/**
 * The carousel's controls in the order the WAI-ARIA pattern gives: the rotation control first, then
 * previous and next, then the slide picker (dots) and the counter. Ends without loop are marked
 * aria-disabled rather than disabled, so a keyboard user's focus stays on the button.
 */
export function CarouselControls(props: CarouselControlsProps) {
  return (
    <div className="shop-carousel__controls" part="controls">
      {props.autoplay && (
        <button
          type="button"
          className="shop-carousel__button shop-carousel__rotation"
          part="rotation"
          data-rotation-control=""
          aria-label={props.stopped ? CAROUSEL_TEXT.play : CAROUSEL_TEXT.pause}
          onClick={props.onToggleRotation}
        >
          <span aria-hidden="true">{props.stopped ? '▶' : '❚❚'}</span>
        </button>
      )}
      {props.arrows && (
        <>
          <button
            type="button"
            className="shop-carousel__button shop-carousel__previous"
            part="previous"
            aria-controls={props.slidesId}
            aria-label={CAROUSEL_TEXT.previous}
            aria-disabled={props.atStart || undefined}
            onClick={() => !props.atStart && props.onPrevious()}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="shop-carousel__button shop-carousel__next"
            part="next"
            aria-controls={props.slidesId}
            aria-label={CAROUSEL_TEXT.next}
            aria-disabled={props.atEnd || undefined}
            onClick={() => !props.atEnd && props.onNext()}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
      {props.dots && (
        // biome-ignore lint/a11y/useSemanticElements: buttons of a carousel, not a form, so not a fieldset
        <div className="shop-carousel__dots" part="dots" role="group" aria-label={CAROUSEL_TEXT.dots}>
          {Array.from({ length: props.positions }, (_, position) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per position
              key={position}
              type="button"
              className="shop-carousel__dot"
              part="dot"
              aria-controls={props.slidesId}
              aria-label={dotLabel(position + 1, props.positions)}
              aria-current={position === props.current || undefined}
              onClick={() => props.onDot(position)}
            />
          ))}
        </div>
      )}
      {props.counter && (
        <p className="shop-carousel__counter" part="counter">
          {counterText(props.current + 1, props.positions)}
        </p>
      )}
    </div>
  );
}
