import { jsonLdGraph, serializeJsonLd } from '../../../src/elements/community/structured-data/json-ld';
import { isoDate } from '../../../src/elements/community/structured-data/values';

describe('JSON-LD text for a script element', () => {
  const hostile = '</script><!--<script>&amp; \u2028 \u2029 >';
  const document = jsonLdGraph([{ '@type': 'Comment', text: hostile }]);

  it('writes <, >, &, U+2028 and U+2029 as \\u escapes, and nothing else differs from JSON', () => {
    const text = serializeJsonLd(document);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain(
      '\\u003c/script\\u003e\\u003c!--\\u003cscript\\u003e\\u0026amp; \\u2028 \\u2029 \\u003e',
    );
    expect(JSON.parse(text)).toEqual(document);
    expect(text.replace(/\\u00(3c|3e|26)|\\u202[89]/g, '')).toBe(
      JSON.stringify(document).replace(/[<>&\u2028\u2029]/g, ''),
    );
  });

  it('reads dates as ISO 8601 and leaves out what is not a date', () => {
    expect(isoDate('2025-01-15T16:00:00Z')).toBe('2025-01-15T16:00:00.000Z');
    expect(isoDate('2025-01-15')).toBe('2025-01-15T00:00:00.000Z');
    expect(isoDate('')).toBeUndefined();
    expect(isoDate('soon</script>')).toBeUndefined();
  });
});
