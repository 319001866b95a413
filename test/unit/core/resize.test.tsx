import { act, render } from '@testing-library/react';
import { onWindowResized, RESIZE_DEBOUNCE_MS, useWindowResized } from '../../../src/core/resize';

const resize = () => window.dispatchEvent(new Event('resize'));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the debounced window resize (spec storefront §9, community §9)', () => {
  it("has the spec's values: 300 ms in the cart and the menu, 200 ms in shared widgets", () => {
    expect(RESIZE_DEBOUNCE_MS).toEqual({ cartAndMenu: 300, sharedWidgets: 200 });
  });

  it('calls once the window has not been resized for the given time', () => {
    const listener = vi.fn();
    const stop = onWindowResized(listener, 300);
    resize();
    vi.advanceTimersByTime(250);
    resize();
    vi.advanceTimersByTime(299);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
    resize();
    vi.advanceTimersByTime(300);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stops listening, and drops a pending call, when stopped', () => {
    const listener = vi.fn();
    const stop = onWindowResized(listener, 200);
    resize();
    stop();
    vi.advanceTimersByTime(1000);
    resize();
    vi.advanceTimersByTime(1000);
    expect(listener).not.toHaveBeenCalled();
  });

  it('as a hook: listens while enabled and mounted, always calling the latest listener', () => {
    const calls: string[] = [];
    function Probe({ name, enabled }: { name: string; enabled: boolean }) {
      useWindowResized(() => calls.push(name), RESIZE_DEBOUNCE_MS.sharedWidgets, enabled);
      return null;
    }
    const { rerender, unmount } = render(<Probe name="first" enabled={false} />);
    resize();
    act(() => vi.advanceTimersByTime(200));
    expect(calls).toEqual([]);

    rerender(<Probe name="first" enabled />);
    rerender(<Probe name="second" enabled />);
    resize();
    act(() => vi.advanceTimersByTime(199));
    expect(calls).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(calls).toEqual(['second']);

    unmount();
    resize();
    act(() => vi.advanceTimersByTime(200));
    expect(calls).toEqual(['second']);
  });
});
