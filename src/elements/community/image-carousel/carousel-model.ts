import { CAROUSEL } from './carousel-options';

/**
 * The carousel's positions without any layout: where each snap starts, which cells it shows and
 * which images are loaded. Embla works out the same positions from measured sizes (align 'start',
 * `slidesToScroll`, `containScroll: 'trimSnaps'`); before Embla has loaded, and where it cannot run,
 * these drive the strip on their own.
 */
export interface CarouselLayout {
  cellCount: number;
  cellsToShow: number;
  cellsToScroll: number;
  loop: boolean;
}

/** The first cell of each position (snap). */
export function snapStarts({ cellCount, cellsToShow, cellsToScroll, loop }: CarouselLayout): number[] {
  if (cellCount <= 0) return [];
  const step = Math.max(1, cellsToScroll);
  if (loop) {
    const starts: number[] = [];
    for (let start = 0; start < cellCount; start += step) starts.push(start);
    return starts;
  }
  const lastStart = Math.max(0, cellCount - cellsToShow);
  const starts: number[] = [];
  for (let start = 0; start < lastStart; start += step) starts.push(start);
  starts.push(lastStart);
  return starts;
}

/** The position after (or before) `index`: wraps around with loop, stops at the ends without. */
export function stepIndex(index: number, delta: 1 | -1, count: number, loop: boolean): number {
  if (count <= 0) return 0;
  const next = index + delta;
  if (loop) return (next + count) % count;
  return Math.min(Math.max(next, 0), count - 1);
}

/** The position the slide show goes to next: it starts over after the last one, loop or not. */
export function autoplayIndex(index: number, count: number): number {
  return count <= 0 ? 0 : (index + 1) % count;
}

/** The position that brings `cell` into place: the one starting at it, else the last one starting before it. */
export function snapOfCell(cell: number, starts: readonly number[]): number {
  let found = 0;
  starts.forEach((start, index) => {
    if (start <= cell) found = index;
  });
  return found;
}

/** The cells shown at a position. */
export function visibleCells(start: number, layout: CarouselLayout): number[] {
  const cells: number[] = [];
  for (let offset = 0; offset < Math.min(layout.cellsToShow, layout.cellCount); offset += 1) {
    const cell = start + offset;
    if (layout.loop) cells.push(cell % layout.cellCount);
    else if (cell < layout.cellCount) cells.push(cell);
  }
  return cells;
}

/**
 * The cells whose images load now: the visible ones and at most `overflowCellsLimit` (3) beyond
 * them on each side (around the ends too with loop). The rest load when they come near.
 */
export function cellsToLoad(
  start: number,
  layout: CarouselLayout,
  limit: number = CAROUSEL.overflowCellsLimit,
): Set<number> {
  const cells = new Set<number>();
  const { cellCount } = layout;
  const first = start - limit;
  const last = start + Math.min(layout.cellsToShow, cellCount) - 1 + limit;
  for (let cell = first; cell <= last; cell += 1) {
    if (layout.loop) cells.add(((cell % cellCount) + cellCount) % cellCount);
    else if (cell >= 0 && cell < cellCount) cells.add(cell);
  }
  return cells;
}
