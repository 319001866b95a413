import { CAROUSEL } from './carousel-options';

/**
 * Touch taps on the cells (community spec §2: "Tap is under 200 ms, double tap under 300 ms"). A
 * touch that lifts within 200 ms having moved less than the swipe minimum (10 px) is a tap; a
 * second tap on the same cell within 300 ms of the first is a double tap. Longer presses and
 * swipes are neither (a long press keeps the browser's own menu; a swipe belongs to the engine).
 */
export type TapKind = 'tap' | 'double-tap';

export interface TapPoint {
  time: number;
  x: number;
  y: number;
}

export interface TapTracker {
  down(point: TapPoint): void;
  /** The kind of tap this release completes on `cell`, or null when it is not a tap. */
  up(point: TapPoint, cell: number): TapKind | null;
}

export function createTapTracker(): TapTracker {
  let pressed: TapPoint | null = null;
  let lastTap: { time: number; cell: number } | null = null;
  return {
    down(point) {
      pressed = point;
    },
    up(point, cell) {
      const start = pressed;
      pressed = null;
      if (!start) return null;
      const moved = Math.hypot(point.x - start.x, point.y - start.y);
      if (point.time - start.time >= CAROUSEL.tapMaxMs || moved >= CAROUSEL.swipeMinimum) return null;
      if (lastTap && lastTap.cell === cell && point.time - lastTap.time < CAROUSEL.doubleTapMaxMs) {
        lastTap = null;
        return 'double-tap';
      }
      lastTap = { time: point.time, cell };
      return 'tap';
    },
  };
}
