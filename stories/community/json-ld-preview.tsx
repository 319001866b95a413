import { useEffect, useState } from 'react';
import { JSON_LD_OWNER_ATTRIBUTE } from '../../src/elements/community/structured-data/json-ld';

interface Written {
  state: string;
  scripts: string[];
}

function read(tag: string): Written {
  const element = document.querySelector<HTMLElement>(tag);
  const scripts = Array.from(
    document.head.querySelectorAll(`script[type="application/ld+json"][${JSON_LD_OWNER_ATTRIBUTE}="${tag}"]`),
    (script) => script.textContent ?? '',
  );
  return { state: element?.dataset.jsonLd ?? 'not started', scripts };
}

function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * What a structured-data element wrote into the document head, as a designer or a reviewer wants to
 * see it: the element's `data-json-ld` state and its script, parsed and indented (or, with `raw`,
 * exactly as written, escapes included). Follows the head and the element as they change.
 */
export function JsonLdPreview({ tag, raw = false }: { tag: string; raw?: boolean }) {
  const [written, setWritten] = useState<Written>(() => read(tag));
  useEffect(() => {
    const update = () => setWritten(read(tag));
    const observer = new MutationObserver(update);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    observer.observe(document.body, { attributes: true, subtree: true, attributeFilter: ['data-json-ld'] });
    update();
    return () => observer.disconnect();
  }, [tag]);
  return (
    <section aria-labelledby="json-ld-preview-title" style={{ fontFamily: 'system-ui, sans-serif' }}>
      <h2 id="json-ld-preview-title" style={{ fontSize: '1rem' }}>
        JSON-LD written by &lt;{tag}&gt; into the document head
      </h2>
      <p>
        <code>data-json-ld</code>: <strong data-testid="json-ld-state">{written.state}</strong>;{' '}
        {written.scripts.length === 1 ? '1 script' : `${written.scripts.length} scripts`}
        {raw ? ' (as written, escapes included)' : ''}.
      </p>
      {written.scripts.map((text, index) => (
        <pre
          // biome-ignore lint/suspicious/noArrayIndexKey: the scripts have no identity beyond their order.
          key={index}
          style={{
            padding: '0.75rem',
            background: '#f6f8fa',
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
          }}
        >
          {raw ? text : pretty(text)}
        </pre>
      ))}
    </section>
  );
}
