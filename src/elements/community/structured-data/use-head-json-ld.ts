import { useEffect, useRef } from 'react';
import type { Graph } from 'schema-dts';
import { trustedScript } from '../../../core/trusted-types';
import { JSON_LD_OWNER_ATTRIBUTE, JSON_LD_TYPE, serializeJsonLd } from './json-ld';

/**
 * Keeps one `<script type="application/ld+json">` in the document head for the calling element:
 * written when there is a document, its text replaced (never a second script) when the document
 * changes, removed when the document becomes null or the element goes away. (Moving the element in
 * the DOM keeps it: the renderer does not unmount a moved element.)
 */
export function useHeadJsonLd(owner: string, document: Graph | null): void {
  const json = document ? serializeJsonLd(document) : null;
  const scriptRef = useRef<HTMLScriptElement | null>(null);

  useEffect(() => {
    if (json === null) {
      scriptRef.current?.remove();
      return;
    }
    let script = scriptRef.current;
    if (!script) {
      script = window.document.createElement('script');
      script.type = JSON_LD_TYPE;
      script.setAttribute(JSON_LD_OWNER_ATTRIBUTE, owner);
      scriptRef.current = script;
    }
    if (script.textContent !== json) script.textContent = trustedScript(json);
    if (!script.isConnected) window.document.head.append(script);
  }, [json, owner]);

  useEffect(
    () => () => {
      scriptRef.current?.remove();
      scriptRef.current = null;
    },
    [],
  );
}
