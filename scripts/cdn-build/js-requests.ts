/**
 * Watches a page's JavaScript requests through the DevTools protocol: each request's address, when it
 * started and finished, and its body size gzipped. Chromium names no initiator for module requests
 * ("about:client"), so the chain of dependent requests is read from timing: a request that started only
 * after another had finished may have waited on it. The loader is 1; the files it preloads at once are 2;
 * a file found only when a preloaded file ran would be 3. Shared by `npm run bench:pages` and
 * test/e2e/network.spec.ts.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface JsRequest {
  url: string;
  /** DevTools protocol timestamps, in seconds. */
  started: number;
  finished: number;
  gzip: number;
}

export interface JsRequestSummary {
  requests: JsRequest[];
  gzip: number;
  /** Longest chain of requests each of which started after the previous one had finished. */
  chain: number;
}

export function longestChain(requests: readonly Pick<JsRequest, 'started' | 'finished'>[]): number {
  const byStart = [...requests].sort((a, b) => a.started - b.started);
  const depth: number[] = [];
  byStart.forEach((request, index) => {
    const before = byStart
      .slice(0, index)
      .map((earlier, earlierIndex) => (earlier.finished <= request.started ? (depth[earlierIndex] ?? 0) : 0));
    depth.push(1 + Math.max(0, ...before));
  });
  return Math.max(0, ...depth);
}

/**
 * Starts recording before navigation; the returned function waits for the bodies and sums up. `include`
 * picks the files that count (the library's, not the host page's own script).
 */
export async function recordJsRequests(
  page: Page,
  include: (url: string) => boolean = () => true,
): Promise<() => Promise<JsRequestSummary>> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  const pending: Promise<JsRequest | undefined>[] = [];
  const starts = new Map<string, number>();
  session.on('Network.requestWillBeSent', (event) => {
    starts.set(event.requestId, event.timestamp);
  });
  const scripts = new Map<string, string>();
  session.on('Network.responseReceived', (event) => {
    const url = event.response.url;
    if ((event.type === 'Script' || /\.m?js(\?|$)/.test(url)) && include(url))
      scripts.set(event.requestId, url);
  });
  session.on('Network.loadingFinished', (event) => {
    const url = scripts.get(event.requestId);
    if (!url) return;
    pending.push(
      session
        .send('Network.getResponseBody', { requestId: event.requestId })
        .then(({ body, base64Encoded }) => ({
          url,
          started: starts.get(event.requestId) ?? event.timestamp,
          finished: event.timestamp,
          gzip: gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8'), { level: 9 }).length,
        }))
        .catch(() => undefined),
    );
  });
  return async () => {
    const requests = (await Promise.all(pending)).filter((request): request is JsRequest => !!request);
    return {
      requests,
      gzip: requests.reduce((sum, request) => sum + request.gzip, 0),
      chain: longestChain(requests),
    };
  };
}
