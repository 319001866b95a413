/** Spec: "Info bubble (default width 300px; ... flips to the bottom when under 100px; hide delay 100 ms)". */
export const INFO_BUBBLE_DEFAULT_WIDTH = 300;
export const INFO_BUBBLE_FLIP_THRESHOLD = 100;
export const INFO_BUBBLE_HIDE_DELAY_MS = 100;

export type InfoBubblePlacement = 'top' | 'bottom';

/** Above the trigger, unless fewer than 100 px are left above it. */
export function choosePlacement(spaceAbove: number): InfoBubblePlacement {
  return spaceAbove < INFO_BUBBLE_FLIP_THRESHOLD ? 'bottom' : 'top';
}

/** The least room the bubble leaves between itself and the window's edges (its CSS max-width is 100vw - 16px). */
export const INFO_BUBBLE_EDGE_MARGIN = 8;

/**
 * How far the bubble moves sideways from centred on its trigger so that it stays inside the window: a
 * 300 px bubble centred on a trigger near the right edge of a 320 px window passed it by 52 px, and the
 * page scrolled sideways (WCAG reflow). 0 when centred fits; the arrow still points at the trigger.
 */
export function sidewaysShift(triggerCentre: number, bubbleWidth: number, windowWidth: number): number {
  const width = Math.min(bubbleWidth, windowWidth - 2 * INFO_BUBBLE_EDGE_MARGIN);
  const left = triggerCentre - width / 2;
  if (left < INFO_BUBBLE_EDGE_MARGIN) return INFO_BUBBLE_EDGE_MARGIN - left;
  const overRight = left + width - (windowWidth - INFO_BUBBLE_EDGE_MARGIN);
  return overRight > 0 ? -overRight : 0;
}
