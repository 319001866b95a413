import {
  autoplayIndex,
  cellsToLoad,
  snapOfCell,
  snapStarts,
  stepIndex,
} from '../../../src/elements/community/image-carousel/carousel-model';
import { createTapTracker } from '../../../src/elements/community/image-carousel/taps';

describe('carousel positions', () => {
  it('start at every cells-to-scroll step and end where the last cell is the last one shown', () => {
    expect(snapStarts({ cellCount: 8, cellsToShow: 3, cellsToScroll: 1, loop: false })).toEqual([
      0, 1, 2, 3, 4, 5,
    ]);
    expect(snapStarts({ cellCount: 8, cellsToShow: 3, cellsToScroll: 2, loop: false })).toEqual([0, 2, 4, 5]);
    expect(snapStarts({ cellCount: 2, cellsToShow: 3, cellsToScroll: 1, loop: false })).toEqual([0]);
    expect(snapStarts({ cellCount: 5, cellsToShow: 3, cellsToScroll: 2, loop: true })).toEqual([0, 2, 4]);
    expect(snapStarts({ cellCount: 0, cellsToShow: 1, cellsToScroll: 1, loop: false })).toEqual([]);
  });

  it('step within the ends without loop, around them with it; the slide show starts over', () => {
    expect(stepIndex(3, 1, 4, false)).toBe(3);
    expect(stepIndex(0, -1, 4, false)).toBe(0);
    expect(stepIndex(3, 1, 4, true)).toBe(0);
    expect(stepIndex(0, -1, 4, true)).toBe(3);
    expect(autoplayIndex(3, 4)).toBe(0);
  });

  it('bring a cell into place from its left edge where they can', () => {
    const starts = [0, 1, 2, 3];
    expect(snapOfCell(2, starts)).toBe(2);
    expect(snapOfCell(5, starts)).toBe(3);
    expect(snapOfCell(3, [0, 2, 4, 5])).toBe(1);
  });

  it('load the visible cells and 3 beyond on each side, around the ends with loop', () => {
    const layout = { cellCount: 10, cellsToShow: 2, cellsToScroll: 1, loop: false };
    expect([...cellsToLoad(0, layout)]).toEqual([0, 1, 2, 3, 4]);
    expect([...cellsToLoad(5, layout)]).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect([...cellsToLoad(0, { ...layout, loop: true })].sort((a, b) => a - b)).toEqual([
      0, 1, 2, 3, 4, 7, 8, 9,
    ]);
  });
});

describe('taps', () => {
  it('a tap is under 200 ms and under 10 px; a second tap on the same cell within 300 ms is a double tap', () => {
    const taps = createTapTracker();
    taps.down({ time: 0, x: 0, y: 0 });
    expect(taps.up({ time: 199, x: 9, y: 0 }, 1)).toBe('tap');
    taps.down({ time: 250, x: 0, y: 0 });
    expect(taps.up({ time: 290, x: 0, y: 0 }, 1)).toBe('double-tap');
    taps.down({ time: 1000, x: 0, y: 0 });
    expect(taps.up({ time: 1200, x: 0, y: 0 }, 1)).toBeNull();
    taps.down({ time: 2000, x: 0, y: 0 });
    expect(taps.up({ time: 2050, x: 10, y: 0 }, 1)).toBeNull();
    taps.down({ time: 3000, x: 0, y: 0 });
    expect(taps.up({ time: 3050, x: 0, y: 0 }, 1)).toBe('tap');
    taps.down({ time: 3100, x: 0, y: 0 });
    expect(taps.up({ time: 3150, x: 0, y: 0 }, 2)).toBe('tap');
    taps.down({ time: 3500, x: 0, y: 0 });
    expect(taps.up({ time: 3549, x: 0, y: 0 }, 2)).toBe('tap');
  });
});
