import type { Graph, Thing } from 'schema-dts';

/**
 * JSON-LD for the document head (ARCHITECTURE "Safety rules"): the script element is made with DOM
 * calls and its text is JSON in which `<`, `>`, `&`, U+2028 and U+2029 are written as `\uXXXX`, so no
 * text from the server can close the script element or start markup, even when the page is serialised
 * (server-side snapshot, `outerHTML`). The escapes are still the same JSON: a parser reads the
 * original characters back.
 */
export const JSON_LD_TYPE = 'application/ld+json';

/** Marks each script with the tag of the element that owns it (one script per element). */
export const JSON_LD_OWNER_ATTRIBUTE = 'data-shop-structured-data';

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/** `value` as JSON that is safe as the text of a `<script>` element. */
export function serializeJsonLd(value: Graph): string {
  return JSON.stringify(value).replace(
    UNSAFE_IN_SCRIPT,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** One document of several schema.org nodes. */
export function jsonLdGraph(nodes: readonly Thing[]): Graph {
  return { '@context': 'https://schema.org', '@graph': nodes };
}
