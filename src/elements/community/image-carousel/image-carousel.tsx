import type { EmblaOptionsType } from 'embla-carousel';
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { CarouselControls } from './carousel-controls';
import {
  autoplayIndex,
  type CarouselLayout,
  cellsToLoad,
  snapOfCell,
  snapStarts,
  stepIndex,
  visibleCells,
} from './carousel-model';
import { CAROUSEL, CAROUSEL_TEXT, EMBLA_DURATION_FOR_TRANSITION, slideLabel } from './carousel-options';
import { createTapTracker } from './taps';
import { useEmblaEngine } from './use-embla-engine';

export interface CarouselImage {
  src: string;
  alt: string;
  /** Where a double tap (touch) or a click (mouse, keyboard) on the cell goes. */
  href?: string | undefined;
}

export interface ImageCarouselViewProps {
  images: readonly CarouselImage[];
  label: string;
  autoplay: boolean;
  autoplayInterval: number;
  dots: boolean;
  arrows: boolean;
  counter: boolean;
  loop: boolean;
  freeScroll: boolean;
  cellsToShow: number;
  cellsToScroll: number;
  margin: number;
  cellWidth?: number;
  cellHeight: number;
  /** The window is wider than 768 px (arrows show only then). */
  wideWindow: boolean;
  /** The visitor prefers reduced motion: no automatic start, instant moves. */
  reducedMotion: boolean;
}

type Layout = CarouselLayout & { starts: number[] };

/**
 * The WAI-ARIA carousel pattern: a region with aria-roledescription "carousel", each cell a group
 * with aria-roledescription "slide" labelled "n of m", previous/next buttons, a rotation control
 * first when it plays by itself, and a polite live region whenever it is not rotating.
 */
export function ImageCarouselView(props: ImageCarouselViewProps) {
  const { images, cellsToShow, cellsToScroll, loop } = props;
  const cellWidth = props.cellWidth ?? CAROUSEL.defaultCellWidth;
  const layout = useMemo<Layout>(() => {
    const base = { cellCount: images.length, cellsToShow, cellsToScroll, loop };
    return { ...base, starts: snapStarts(base) };
  }, [images.length, cellsToShow, cellsToScroll, loop]);
  const positions = layout.starts.length;

  const [index, setIndex] = useState(0);
  const current = Math.min(index, Math.max(positions - 1, 0));
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(props.reducedMotion);
  const viewportRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const slidesId = useId();

  const emblaOptions = useMemo<EmblaOptionsType>(
    () => ({
      align: 'start',
      loop,
      dragFree: props.freeScroll,
      slidesToScroll: Math.max(1, cellsToScroll),
      containScroll: 'trimSnaps',
      dragThreshold: CAROUSEL.swipeMinimum,
      duration: props.reducedMotion ? 0 : EMBLA_DURATION_FOR_TRANSITION,
    }),
    [loop, props.freeScroll, cellsToScroll, props.reducedMotion],
  );
  const engine = useEmblaEngine(viewportRef, emblaOptions, current, setIndex, images.length > 0);

  // Without the engine (before its file arrives, or where it cannot run) the strip is placed here.
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (engine || !container) return;
    const start = layout.starts[current] ?? 0;
    container.style.transform = start === 0 ? '' : `translateX(${-start * (cellWidth + props.margin)}px)`;
  }, [engine, layout, current, cellWidth, props.margin]);

  const goTo = useCallback(
    (target: number) => {
      if (engine) engine.scrollTo(target);
      else setIndex(target);
    },
    [engine],
  );
  const goBy = useCallback(
    (delta: 1 | -1) => {
      if (engine) {
        if (delta === 1) engine.scrollNext();
        else engine.scrollPrev();
        return;
      }
      setIndex((value) => stepIndex(Math.min(value, positions - 1), delta, positions, loop));
    },
    [engine, positions, loop],
  );

  const rotating = props.autoplay && !stopped && !hovered && !focused && positions > 1;
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => {
      const next = autoplayIndex(current, positions);
      if (engine && next === current + 1) engine.scrollNext();
      else goTo(next);
    }, props.autoplayInterval);
    return () => clearTimeout(timer);
  }, [rotating, current, positions, props.autoplayInterval, engine, goTo]);

  const start = layout.starts[current] ?? 0;
  const shown = useMemo(() => new Set(visibleCells(start, layout)), [start, layout]);
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => cellsToLoad(0, layout));
  useEffect(() => {
    setLoaded((before) => {
      const wanted = cellsToLoad(start, layout);
      if ([...wanted].every((cell) => before.has(cell))) return before;
      return new Set([...before, ...wanted]);
    });
  }, [start, layout]);

  const taps = useRef(createTapTracker());
  const suppressClick = useRef(false);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'touch') return;
    taps.current.down({ time: event.timeStamp, x: event.clientX, y: event.clientY });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'touch') return;
    const cell = cellOf(event.target);
    if (cell === null) return;
    const kind = taps.current.up({ time: event.timeStamp, x: event.clientX, y: event.clientY }, cell);
    if (kind === 'tap') {
      // A tap brings its cell into place; the browser's click that follows must not open its link.
      suppressClick.current = true;
      goTo(snapOfCell(cell, layout.starts));
    } else if (kind === 'double-tap') {
      suppressClick.current = false;
    }
  };
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (!suppressClick.current) return;
    suppressClick.current = false;
    event.preventDefault();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    goBy(event.key === 'ArrowRight' ? 1 : -1);
  };

  if (images.length === 0) {
    return (
      <p className="shop-carousel__empty" part="empty" data-state="empty">
        {CAROUSEL_TEXT.empty}
      </p>
    );
  }

  const viewportWidth = Math.min(cellsToShow, images.length) * (cellWidth + props.margin) - props.margin;
  return (
    <section
      className="shop-carousel"
      part="carousel"
      aria-roledescription={CAROUSEL_TEXT.roleDescription}
      aria-label={props.label}
      data-state={rotating ? 'rotating' : 'still'}
      data-engine={engine ? 'embla' : 'static'}
      style={{
        ['--shop-carousel-cell-width' as string]: `${cellWidth}px`,
        ['--shop-carousel-cell-height' as string]: `${props.cellHeight}px`,
        ['--shop-carousel-margin' as string]: `${props.margin}px`,
        ['--shop-carousel-viewport-width' as string]: `${viewportWidth}px`,
        ['--shop-carousel-transition' as string]: props.reducedMotion ? '0ms' : `${CAROUSEL.transitionMs}ms`,
      }}
      onKeyDown={onKeyDown}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      // Focus pauses the slide show, except on the rotation control itself (its own state says what it does).
      onFocus={(event) => setFocused(!isRotationControl(event.target))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <CarouselControls
        slidesId={slidesId}
        autoplay={props.autoplay && positions > 1}
        stopped={stopped}
        onToggleRotation={() => setStopped((value) => !value)}
        arrows={props.arrows && props.wideWindow && positions > 1}
        atStart={!loop && current === 0}
        atEnd={!loop && current === positions - 1}
        onPrevious={() => goBy(-1)}
        onNext={() => goBy(1)}
        dots={props.dots && images.length > CAROUSEL.dotsMinCellsExclusive}
        positions={positions}
        current={current}
        onDot={goTo}
        counter={props.counter}
      />
      <div
        ref={viewportRef}
        className="shop-carousel__viewport"
        part="viewport"
        id={slidesId}
        aria-live={rotating ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onClickCapture={onClickCapture}
      >
        <div ref={containerRef} className="shop-carousel__cells">
          {images.map((image, cell) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel's slide is a group, not a form fieldset
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional (the same image twice is two cells)
              key={cell}
              className="shop-carousel__cell"
              part="cell"
              role="group"
              aria-roledescription={CAROUSEL_TEXT.slideRoleDescription}
              aria-label={slideLabel(cell + 1, images.length)}
              data-cell-index={cell}
              inert={!shown.has(cell)}
            >
              <CellImage image={image} load={loaded.has(cell)} width={cellWidth} height={props.cellHeight} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function CellImage({
  image,
  load,
  width,
  height,
}: {
  image: CarouselImage;
  load: boolean;
  width: number;
  height: number;
}) {
  // A decorative picture (empty alt) has nothing to say before it loads either.
  const placeholder = image.alt ? (
    <span className="shop-carousel__placeholder" role="img" aria-label={image.alt} />
  ) : (
    <span className="shop-carousel__placeholder" />
  );
  const picture = load ? (
    <img
      className="shop-carousel__image"
      part="image"
      src={image.src}
      alt={image.alt}
      width={width}
      height={height}
      decoding="async"
      draggable={false}
    />
  ) : (
    // Not loaded yet (beyond the overflow limit): the cell keeps its size and its name.
    placeholder
  );
  if (!image.href) return picture;
  return (
    <a className="shop-carousel__link" part="link" href={image.href} draggable={false}>
      {picture}
    </a>
  );
}

function isRotationControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[data-rotation-control]') !== null;
}

function cellOf(target: EventTarget | null): number | null {
  if (!(target instanceof Element)) return null;
  const cell = target.closest('[data-cell-index]');
  const value = cell ? Number(cell.getAttribute('data-cell-index')) : Number.NaN;
  return Number.isInteger(value) ? value : null;
}
