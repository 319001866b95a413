import { render } from '@testing-library/react';
import { useRef } from 'react';
import { BOTTOM_BAR_HEIGHT_PROPERTY, reportBottomBar, useBottomBar } from '../../../src/core/bottom-bar';
import { RESIZE_DEBOUNCE_MS } from '../../../src/core/resize';

/** jsdom lays nothing out: a bar's box is given here, its position by its inline style. */
function bar(position: string, box: { top: number; height: number }): HTMLElement {
  const element = document.createElement('div');
  element.style.position = position;
  element.getBoundingClientRect = () =>
    ({ top: box.top, height: box.height, bottom: box.top + box.height }) as DOMRect;
  document.body.append(element);
  return element;
}

const published = () => document.documentElement.style.getPropertyValue(BOTTOM_BAR_HEIGHT_PROPERTY);
const WINDOW_HEIGHT = 740;

beforeEach(() => {
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(WINDOW_HEIGHT);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('bars fixed at the bottom of the window (the cart page summary; the live chat keeps clear)', () => {
  it("publishes a fixed bottom bar's height, rounded up, and removes it when the bar stops reporting", () => {
    const stop = reportBottomBar(bar('fixed', { top: 630.4, height: 109.6 }));
    expect(published()).toBe('110px');
    stop();
    expect(published()).toBe('');
  });

  it('publishes the tallest of several bars, and the other one when the tallest stops', () => {
    const stopShort = reportBottomBar(bar('fixed', { top: 680, height: 60 }));
    const stopTall = reportBottomBar(bar('fixed', { top: 620, height: 120 }));
    expect(published()).toBe('120px');
    stopTall();
    expect(published()).toBe('60px');
    stopShort();
    expect(published()).toBe('');
  });

  it('publishes nothing for a bar in the flow, a fixed bar away from the bottom, or an empty one', () => {
    const stops = [
      reportBottomBar(bar('static', { top: 630, height: 110 })),
      reportBottomBar(bar('fixed', { top: 0, height: 110 })),
      reportBottomBar(bar('fixed', { top: WINDOW_HEIGHT, height: 0 })),
    ];
    expect(published()).toBe('');
    for (const stop of stops) stop();
  });

  it('measures again after the window is resized (the CSS took the bar out of its fixed place)', () => {
    vi.useFakeTimers();
    const summary = bar('fixed', { top: 630, height: 110 });
    const stop = reportBottomBar(summary);
    expect(published()).toBe('110px');
    summary.style.position = 'static';
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS.cartAndMenu - 1);
    expect(published()).toBe('110px');
    vi.advanceTimersByTime(1);
    expect(published()).toBe('');
    stop();
  });

  it('as a hook: reports while enabled and mounted', () => {
    function Summary({ enabled }: { enabled: boolean }) {
      const ref = useRef<HTMLDivElement>(null);
      useBottomBar(ref, enabled);
      return <div ref={ref} style={{ position: 'fixed' }} />;
    }
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 640,
      height: 100,
      bottom: 740,
    } as DOMRect);
    const { rerender, unmount } = render(<Summary enabled={false} />);
    expect(published()).toBe('');
    rerender(<Summary enabled />);
    expect(published()).toBe('100px');
    rerender(<Summary enabled={false} />);
    expect(published()).toBe('');
    rerender(<Summary enabled />);
    unmount();
    expect(published()).toBe('');
  });
});
