/**
 * Watches a page's JavaScript requests through the DevTools protocol: each request's address and its body
 * size gzipped. Chromium names no initiator for module requests ("about:client"), so the chain of dependent
 * requests is read from timing, on the page's own clock: a file counts as asked for when the page asked for
 * it (the run of script that inserted its `<link rel="modulepreload">` began, else the fetch's start in
 * Resource Timing) and
 * as done at its response's end; a file asked for only after another had finished may have waited on it.
 * The loader is 1; the files it preloads at once are 2; a file found only when a preloaded file ran would be
 * 3. (The network's start time is not used: Chromium may start a preload that was asked for at once only
 * after another file arrived, when its main thread was busy, which is no dependency.) Shared by
 * `npm run bench:pages` and test/e2e/network.spec.ts.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface JsRequest {
  url: string;
  /** In seconds: on the page's clock where it could say for every file, else the DevTools protocol's. */
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
  await page.addInitScript(() => {
    const askedAt: Record<string, number> = {};
    (window as unknown as { __jsAskedAt: Record<string, number> }).__jsAskedAt = askedAt;
    const note = (node: unknown, at: number) => {
      if (node instanceof HTMLLinkElement && node.rel === 'modulepreload' && !(node.href in askedAt))
        askedAt[node.href] = at;
    };
    // Links appended in one run of script were asked for at once: each counts from the run's first append
    // (a busy or descheduled main thread can spread one loop's appends over milliseconds, in which a file
    // from the local server may already have arrived). A mutation record comes only after the whole run.
    let runStartedAt: number | undefined;
    const appendChild = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      if (runStartedAt === undefined) {
        runStartedAt = performance.now();
        queueMicrotask(() => {
          runStartedAt = undefined;
        });
      }
      note(node, runStartedAt);
      return appendChild.call(this, node) as T;
    };
    new MutationObserver((records) => {
      const now = performance.now();
      for (const record of records) for (const node of record.addedNodes) note(node, now);
    }).observe(document, { childList: true, subtree: true });
  });
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
    const requests = await onThePagesClock(
      page,
      (await Promise.all(pending)).filter((request): request is JsRequest => !!request),
    );
    return {
      requests,
      gzip: requests.reduce((sum, request) => sum + request.gzip, 0),
      chain: longestChain(requests),
    };
  };
}

/**
 * The requests with `started` and `finished` read on the page's clock (see the file's comment); unchanged
 * when the page cannot say for every one of them (the protocol's clock is not to be mixed with the page's).
 */
async function onThePagesClock(page: Page, requests: JsRequest[]): Promise<JsRequest[]> {
  const seen = await page
    .evaluate(() => ({
      askedAt: (window as unknown as { __jsAskedAt?: Record<string, number> }).__jsAskedAt ?? {},
      entries: performance.getEntriesByType('resource').map((entry) => ({
        url: entry.name,
        fetchStart: entry.startTime,
        responseEnd: (entry as PerformanceResourceTiming).responseEnd,
      })),
    }))
    .catch(() => undefined);
  if (!seen) return requests;
  const timed = requests.map((request) => {
    const entry = seen.entries.find((candidate) => candidate.url === request.url);
    if (!entry) return undefined;
    const askedAt = seen.askedAt[request.url];
    return {
      ...request,
      started: (askedAt === undefined ? entry.fetchStart : Math.min(askedAt, entry.fetchStart)) / 1000,
      finished: entry.responseEnd / 1000,
    };
  });
  return timed.every((request) => !!request) ? (timed as JsRequest[]) : requests;
}
