import { useComponentStyles } from '../../core/widget-context';
import { loadingStyles } from './loading.styles';
export interface LoadingBarProps {
  /** Accessible name of the progress bar. */
  label?: string;
  className?: string;
}

/** Indeterminate progress bar: no value is announced, only that something is in progress. */
export function LoadingBar({ label = 'Loading', className }: LoadingBarProps) {
  useComponentStyles(loadingStyles, 'loading');
  return (
    <div role="progressbar" aria-label={label} className={joinClasses('shop-loading-bar', className)}>
      <div className="shop-loading-bar__indicator" />
    </div>
  );
}

export interface LoadingCircleProps {
  /** Text announced to screen readers (visually hidden). */
  label?: string;
  /** Diameter in px; default 32. */
  size?: number;
  className?: string;
}

export function LoadingCircle({ label = 'Loading', size, className }: LoadingCircleProps) {
  useComponentStyles(loadingStyles, 'loading');
  return (
    <span role="status" className={joinClasses('shop-loading-circle', className)}>
      <span
        className="shop-loading-circle__spinner"
        aria-hidden="true"
        style={size ? { width: `${size}px`, height: `${size}px` } : undefined}
      />
      <span className="shop-visually-hidden">{label}</span>
    </span>
  );
}

export interface LoadingBubblesProps {
  /** Text announced to screen readers (visually hidden). */
  label?: string;
  /**
   * A polite status (default). Off where the loading is a side effect of a change that has its own
   * message (a cart change reloads the cart's delivery dates): the label stays readable, unannounced.
   */
  announce?: boolean;
  className?: string;
}

export function LoadingBubbles({ label = 'Loading', announce = true, className }: LoadingBubblesProps) {
  useComponentStyles(loadingStyles, 'loading');
  return (
    <span role={announce ? 'status' : undefined} className={joinClasses('shop-loading-bubbles', className)}>
      <span className="shop-loading-bubbles__dot" aria-hidden="true" />
      <span className="shop-loading-bubbles__dot" aria-hidden="true" />
      <span className="shop-loading-bubbles__dot" aria-hidden="true" />
      <span className="shop-visually-hidden">{label}</span>
    </span>
  );
}

function joinClasses(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}
