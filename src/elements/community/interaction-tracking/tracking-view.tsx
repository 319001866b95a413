/** Interaction tracking shows nothing: no node, no layout, no focus stop; `data-tracking` says what it does. */
export function TrackingView(_props: Record<string, never>) {
  return null;
}
