import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESIZE_DEBOUNCE_MS } from '../../../src/core/resize';
import {
  choosePlacement,
  INFO_BUBBLE_DEFAULT_WIDTH,
  INFO_BUBBLE_EDGE_MARGIN,
  INFO_BUBBLE_FLIP_THRESHOLD,
  INFO_BUBBLE_HIDE_DELAY_MS,
  InfoBubble,
  sidewaysShift,
} from '../../../src/ui';

function renderBubble(props: { width?: number; triggerTop?: number } = {}) {
  if (props.triggerTop !== undefined) {
    vi.spyOn(HTMLButtonElement.prototype, 'getBoundingClientRect').mockReturnValue(
      new DOMRect(100, props.triggerTop, 24, 24),
    );
  }
  render(
    <InfoBubble
      label="About delivery dates"
      content="Dates are estimates from the carrier."
      width={props.width}
    />,
  );
  const trigger = screen.getByRole('button', { name: 'About delivery dates' });
  const bubble = screen.getByRole('tooltip', { hidden: true });
  return { trigger, bubble };
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('choosePlacement', () => {
  it('places the bubble above, and below when less than 100 px are left above', () => {
    expect(INFO_BUBBLE_FLIP_THRESHOLD).toBe(100);
    expect(choosePlacement(0)).toBe('bottom');
    expect(choosePlacement(99)).toBe('bottom');
    expect(choosePlacement(100)).toBe('top');
    expect(choosePlacement(640)).toBe('top');
  });
});

describe('sidewaysShift', () => {
  it('leaves a bubble that fits centred on its trigger where it is', () => {
    expect(sidewaysShift(640, 300, 1280)).toBe(0);
    expect(sidewaysShift(160, 300, 320)).toBe(0);
  });

  it('moves it left or right until it is 8 px from the edge of the window', () => {
    expect(INFO_BUBBLE_EDGE_MARGIN).toBe(8);
    // A trigger at 234 px of a 320 px window: centred, the bubble would end at 384 px.
    expect(sidewaysShift(234, 300, 320)).toBe(-72);
    expect(sidewaysShift(20, 300, 1280)).toBe(138);
  });

  it('narrows the bubble to the window first (its CSS max-width), then places that width', () => {
    expect(sidewaysShift(234, 400, 320)).toBe(-74);
    expect(sidewaysShift(160, 400, 320)).toBe(0);
  });
});

describe('InfoBubble', () => {
  it('moves sideways to stay inside a narrow window, measured when it opens', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(320);
    vi.spyOn(HTMLButtonElement.prototype, 'getBoundingClientRect').mockReturnValue(
      new DOMRect(222, 400, 24, 24),
    );
    const { trigger, bubble } = renderBubble();
    expect(bubble.style.getPropertyValue('--shop-info-bubble-shift')).toBe('0px');
    await userEvent.click(trigger);
    expect(bubble).toBeVisible();
    expect(bubble.style.getPropertyValue('--shop-info-bubble-shift')).toBe('-72px');
  });

  it('is hidden until asked for, and describes its trigger', () => {
    const { trigger, bubble } = renderBubble();
    expect(bubble).not.toBeVisible();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('aria-describedby', bubble.id);
    expect(bubble).toHaveTextContent('Dates are estimates from the carrier.');
  });

  it('is 300 px wide by default', () => {
    expect(INFO_BUBBLE_DEFAULT_WIDTH).toBe(300);
    const { bubble } = renderBubble();
    expect(bubble).toHaveStyle({ width: '300px' });
  });

  it('takes another width', () => {
    const { bubble } = renderBubble({ width: 220 });
    expect(bubble).toHaveStyle({ width: '220px' });
  });

  it('opens above a trigger with room above it', async () => {
    const user = userEvent.setup();
    const { trigger, bubble } = renderBubble({ triggerTop: 400 });
    await user.hover(trigger);
    expect(bubble).toBeVisible();
    expect(bubble).toHaveAttribute('data-placement', 'top');
  });

  it('flips below a trigger with less than 100 px above it', async () => {
    const user = userEvent.setup();
    const { trigger, bubble } = renderBubble({ triggerTop: 99 });
    await user.hover(trigger);
    expect(bubble).toHaveAttribute('data-placement', 'bottom');
  });

  it('shows on focus and hides on Escape', async () => {
    const user = userEvent.setup();
    const { trigger, bubble } = renderBubble();
    await user.tab();
    expect(trigger).toHaveFocus();
    expect(bubble).toBeVisible();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(bubble).not.toBeVisible();
  });

  it('hides on Escape when only hovered', async () => {
    const user = userEvent.setup();
    const { trigger, bubble } = renderBubble();
    await user.hover(trigger);
    await user.keyboard('{Escape}');
    expect(bubble).not.toBeVisible();
  });

  it('toggles on click and stays while pinned', async () => {
    const user = userEvent.setup();
    const { trigger, bubble } = renderBubble();
    await user.click(trigger);
    expect(bubble).toBeVisible();

    await user.unhover(trigger);
    expect(bubble).toBeVisible();

    await user.click(trigger);
    expect(bubble).not.toBeVisible();
  });

  it('hides when pressing elsewhere', async () => {
    const user = userEvent.setup();
    const { trigger, bubble } = renderBubble();
    await user.click(trigger);
    await user.click(document.body);
    expect(bubble).not.toBeVisible();
  });

  // fireEvent, not user-event, under fake timers: testing-library's async wrapper waits on a real
  // setTimeout it only advances under Jest, so user-event calls never settle with vitest's fake timers.
  describe('hide delay', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('waits 100 ms after the pointer leaves', () => {
      expect(INFO_BUBBLE_HIDE_DELAY_MS).toBe(100);
      const { trigger, bubble } = renderBubble();
      fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
      expect(bubble).toBeVisible();
      fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });

      advance(99);
      expect(bubble).toBeVisible();
      advance(1);
      expect(bubble).not.toBeVisible();
    });

    it('stays open when the pointer moves from the trigger onto the bubble', () => {
      const { trigger, bubble } = renderBubble();
      fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
      fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
      advance(50);
      fireEvent.pointerEnter(bubble, { pointerType: 'mouse' });

      advance(500);
      expect(bubble).toBeVisible();
    });

    it('measures its side again 200 ms after the window stops resizing (spec §9: shared widgets)', () => {
      expect(RESIZE_DEBOUNCE_MS.sharedWidgets).toBe(200);
      const rect = vi
        .spyOn(HTMLButtonElement.prototype, 'getBoundingClientRect')
        .mockReturnValue(new DOMRect(100, 400, 24, 24));
      const { trigger, bubble } = renderBubble();
      act(() => trigger.focus());
      expect(bubble).toHaveAttribute('data-placement', 'top');

      // The page reflows: the trigger is now 60 px from the top of the window.
      rect.mockReturnValue(new DOMRect(100, 60, 24, 24));
      fireEvent(window, new Event('resize'));
      advance(150);
      fireEvent(window, new Event('resize'));
      advance(199);
      expect(bubble).toHaveAttribute('data-placement', 'top');
      advance(1);
      expect(bubble).toHaveAttribute('data-placement', 'bottom');
      expect(bubble).toBeVisible();
    });

    it('listens to resizing only while open', () => {
      const listen = vi.spyOn(window, 'addEventListener');
      const { trigger } = renderBubble();
      expect(listen.mock.calls.filter(([type]) => type === 'resize')).toHaveLength(0);
      act(() => trigger.focus());
      expect(listen.mock.calls.filter(([type]) => type === 'resize')).toHaveLength(1);
    });

    it('waits 100 ms after focus leaves', () => {
      const { trigger, bubble } = renderBubble();
      act(() => trigger.focus());
      expect(bubble).toBeVisible();
      act(() => trigger.blur());

      advance(99);
      expect(bubble).toBeVisible();
      advance(1);
      expect(bubble).not.toBeVisible();
    });
  });
});
