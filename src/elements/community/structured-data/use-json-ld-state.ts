import { useEffect } from 'react';
import { useWidgetHost } from '../../../core/widget-context';

/**
 * What the element did, as `data-json-ld` on the host (for hosts, tests and the demo panel):
 * 'loading' while its call runs, 'written' when its script is in the head, 'none' when the call
 * failed or had nothing to describe (silent, spec §8), 'skipped' on a page it does not serve.
 */
export type JsonLdState = 'loading' | 'written' | 'none' | 'skipped';

export function useJsonLdState(state: JsonLdState): void {
  const { host } = useWidgetHost();
  useEffect(() => {
    host.dataset.jsonLd = state;
  }, [host, state]);
  useEffect(
    () => () => {
      delete host.dataset.jsonLd;
    },
    [host],
  );
}
