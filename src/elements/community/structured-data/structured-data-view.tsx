/**
 * The structured-data elements show nothing: what they make goes into the document head. The view
 * renders no node (no layout, no focus stop); the element's `data-state` says what it did.
 */
export function StructuredDataView(_props: Record<string, never>) {
  return null;
}
