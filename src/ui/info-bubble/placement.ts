/** Spec: "Info bubble (default width 300px; ... flips to the bottom when under 100px; hide delay 100 ms)". */
export const INFO_BUBBLE_DEFAULT_WIDTH = 300;
export const INFO_BUBBLE_FLIP_THRESHOLD = 100;
export const INFO_BUBBLE_HIDE_DELAY_MS = 100;

export type InfoBubblePlacement = 'top' | 'bottom';

/** Above the trigger, unless fewer than 100 px are left above it. */
export function choosePlacement(spaceAbove: number): InfoBubblePlacement {
  return spaceAbove < INFO_BUBBLE_FLIP_THRESHOLD ? 'bottom' : 'top';
}
