import type { FitResult } from './fit-rule';

export interface VehicleFitBadgeViewProps {
  result: FitResult | 'none';
  text: string;
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M7 7l10 10M17 7L7 17" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** A pill saying whether the product fits the page's vehicle; nothing shows when that is not known. */
export function VehicleFitBadgeView({ result, text }: VehicleFitBadgeViewProps) {
  if (result === 'none' || result === 'unknown') {
    return <span className="shop-fit-badge" part="badge" data-state={result} hidden />;
  }
  return (
    <span className="shop-fit-badge" part="badge" data-state={result}>
      {result === 'fits' ? <CheckIcon /> : <CrossIcon />}
      <span>{text}</span>
    </span>
  );
}
