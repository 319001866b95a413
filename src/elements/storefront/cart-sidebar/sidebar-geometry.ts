/**
 * The panel's width and animation (storefront §2 and §9, staff §9): 400 px wide, 100% at 576 px or
 * narrower, animated in 0.25 s.
 */
export const SIDEBAR_WIDTH_PX = 400;
/** At this viewport width or narrower the panel takes the whole width. */
export const SIDEBAR_FULL_WIDTH_BREAKPOINT_PX = 576;
export const SIDEBAR_DEFAULT_WIDTH = 30;
export const SIDEBAR_DEFAULT_WIDTH_TYPE = 'percent';
export const SIDEBAR_DEFAULT_DURATION = '0.25s';

export type SidebarWidthType = 'percent' | 'px';

/**
 * The panel width as CSS. The attribute defaults (30, percent) stand for the spec's 400 px panel;
 * any other value sets the width itself (`data-width="480" data-widthtype="px"`, or a percentage of
 * the viewport). Narrow screens always get the full width (in the styles).
 */
export function panelWidth(width: number, widthType: SidebarWidthType): string {
  if (width === SIDEBAR_DEFAULT_WIDTH && widthType === SIDEBAR_DEFAULT_WIDTH_TYPE)
    return `${SIDEBAR_WIDTH_PX}px`;
  return widthType === 'percent' ? `${width}%` : `${width}px`;
}

const CSS_TIME = /^(\d+(?:\.\d+)?|\.\d+)(ms|s)$/i;

export interface SidebarDuration {
  /** For the `transition-duration` of the panel and overlay. */
  css: string;
  /** How long the content stays mounted after closing, so it slides out instead of vanishing. */
  ms: number;
}

/** Reads a CSS time ('0.25s', '250ms'); anything else is null (the caller falls back to 0.25s). */
export function parseDuration(value: string): SidebarDuration | null {
  const match = CSS_TIME.exec(value.trim());
  if (!match?.[1] || !match[2]) return null;
  const amount = Number(match[1]);
  const ms = match[2].toLowerCase() === 'ms' ? amount : amount * 1000;
  return { css: `${ms}ms`, ms };
}

export const DEFAULT_SIDEBAR_DURATION = parseDuration(SIDEBAR_DEFAULT_DURATION) as SidebarDuration;
