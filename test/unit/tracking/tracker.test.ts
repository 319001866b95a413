import {
  INTERACTION_TRACKING_PATHS,
  interactionEventBatchSchema,
  performanceMetricBatchSchema,
  sendTrackingBatch,
  TRACKING_BATCH_LIMIT,
} from '../../../src/api/interaction-tracking';
import { domPath, elementText } from '../../../src/elements/community/interaction-tracking/event-details';
import {
  type RunningTracker,
  startTracker,
} from '../../../src/elements/community/interaction-tracking/tracker';

/**
 * The tracker's rules (community spec §4, §7, §9): which toggles gate what, the event names, the
 * details, and when batches go out (about 500 ms after load and after later events, at once on
 * pagehide and when the page becomes hidden).
 */

interface Sent {
  path: string;
  entries: { name: string; properties: Record<string, unknown> }[];
}

let sent: Sent[];
let tracker: RunningTracker | undefined;

function start({
  on = [
    'ClickTracking',
    'HoverTracking',
    'ScrollTracking',
    'ViewTracking',
    'PerformanceTimingTracking',
    'WebSplunkLogging',
  ],
  siteLabel = '',
  viewSelector = '[data-ref]',
}: {
  on?: string[];
  siteLabel?: string;
  viewSelector?: string;
} = {}) {
  const asked: string[] = [];
  tracker = startTracker({
    siteLabel,
    pageType: 'default',
    botScore: '0.1',
    viewSelector,
    loggingToggle: `${siteLabel}WebSplunkLogging`,
    isToggleOn: async (key) => {
      asked.push(key);
      return on.includes(key);
    },
    send: (path, body) => {
      sent.push({ path, entries: structuredClone(body.entries) as Sent['entries'] });
      return true;
    },
  });
  return { tracker, asked };
}

const eventBatches = () => sent.filter((batch) => batch.path === INTERACTION_TRACKING_PATHS.events);
const names = () => eventBatches().flatMap((batch) => batch.entries.map((entry) => entry.name));

beforeEach(() => {
  sent = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
  document.body.innerHTML = `
    <main id="main" class="page">
      <section id="offers" class="offers wide" data-ref="offers">
        <div class="card">
          <a id="deal" class="deal-link" href="/deals" data-ref="deal"><span>Hitch <b>deals</b></span></a>
          <button type="button" id="plain">Plain</button>
        </div>
      </section>
    </main>`;
});

afterEach(() => {
  tracker?.stop();
  tracker = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('interaction tracking', () => {
  it("asks each kind's toggle with the site label after it, and names events with the site label before", async () => {
    const { tracker, asked } = start({
      siteLabel: 'Etrailer',
      on: ['ClickTrackingEtrailer', 'EtrailerWebSplunkLogging'],
    });
    expect(await tracker.ready).toEqual({ kinds: ['Click'], performance: false });
    expect(asked.sort()).toEqual(
      [
        'EtrailerWebSplunkLogging',
        'ClickTrackingEtrailer',
        'HoverTrackingEtrailer',
        'ScrollTrackingEtrailer',
        'ViewTrackingEtrailer',
        'PerformanceTimingTrackingEtrailer',
      ].sort(),
    );
    document.getElementById('plain')?.click();
    await vi.advanceTimersByTimeAsync(600);
    expect(names()).toEqual(['EtrailerClickTracking']);
  });

  it('tracks nothing while the web logging toggle is off', async () => {
    const { tracker } = start({ on: ['ClickTracking'] });
    expect(await tracker.ready).toEqual({ kinds: [], performance: false });
    document.getElementById('plain')?.click();
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent).toEqual([]);
  });

  it('describes a click: the element, its parent and grandparent, DOM path, href, text, pointer, time on page, click count', async () => {
    const { tracker } = start();
    await tracker.ready;
    const bold = document.querySelector('b') as HTMLElement;
    bold.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: 12, clientY: 34 }));
    document.getElementById('plain')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(600);
    const [first, second] = eventBatches()[0]?.entries ?? [];
    expect(first?.name).toBe('ClickTracking');
    expect(first?.properties).toMatchObject({
      tagName: 'a',
      id: 'deal',
      className: 'deal-link',
      dataRef: 'deal',
      parentClass: 'card',
      grandparentId: 'offers',
      grandparentClass: 'offers wide',
      grandparentDataRef: 'offers',
      domPath: 'html > body > main#main.page > section#offers.offers.wide > div.card > a#deal.deal-link',
      href: `${location.origin}/deals`,
      text: 'Hitch deals',
      x: 12,
      y: 34,
      clickCount: 1,
      pageType: 'default',
      botScore: '0.1',
    });
    expect(typeof first?.properties.timeOnPage).toBe('number');
    expect(second?.properties).toMatchObject({ tagName: 'button', id: 'plain', clickCount: 2 });
    expect(interactionEventBatchSchema.safeParse({ entries: eventBatches()[0]?.entries }).success).toBe(true);
  });

  it("cuts the element text at 200 characters and never reads a form field's value", () => {
    const long = document.createElement('p');
    long.textContent = `${'word '.repeat(100)}`;
    expect(elementText(long)).toHaveLength(200);
    const input = document.createElement('input');
    input.value = 'secret typed text';
    expect(elementText(input)).toBe('');
  });

  it('writes a shadow boundary in the DOM path', () => {
    const host = document.createElement('cart-link');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const link = document.createElement('a');
    root.append(link);
    expect(domPath(link)).toBe('html > body > cart-link >> a');
  });

  it('collects events and sends them together about 500 ms later, not before', async () => {
    const { tracker } = start();
    await tracker.ready;
    const plain = document.getElementById('plain') as HTMLElement;
    plain.click();
    await vi.advanceTimersByTimeAsync(200);
    plain.click();
    await vi.advanceTimersByTimeAsync(200);
    expect(eventBatches()).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(eventBatches()).toHaveLength(1);
    expect(eventBatches()[0]?.entries).toHaveLength(2);
    plain.click();
    await vi.advanceTimersByTimeAsync(600);
    expect(eventBatches()).toHaveLength(2);
  });

  it('sends at once on pagehide and when the page becomes hidden', async () => {
    const { tracker } = start();
    await tracker.ready;
    document.getElementById('plain')?.click();
    window.dispatchEvent(new Event('pagehide'));
    expect(names()).toEqual(['ClickTracking']);

    document.getElementById('plain')?.click();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(names()).toEqual(['ClickTracking', 'ClickTracking']);
  });

  it('sends at most 40 entries per request', async () => {
    const { tracker } = start();
    await tracker.ready;
    for (let click = 0; click < TRACKING_BATCH_LIMIT + 5; click += 1)
      document.getElementById('plain')?.click();
    tracker.flush();
    expect(eventBatches().map((batch) => batch.entries.length)).toEqual([TRACKING_BATCH_LIMIT, 5]);
  });

  it('counts a hover only above 2.5 seconds, described when it ends', async () => {
    const { tracker } = start();
    await tracker.ready;
    const deal = document.getElementById('deal') as HTMLElement;
    const plain = document.getElementById('plain') as HTMLElement;
    const over = (target: HTMLElement) =>
      target.dispatchEvent(
        new PointerEvent('pointerover', { bubbles: true, composed: true, pointerType: 'mouse' }),
      );
    over(deal);
    await vi.advanceTimersByTimeAsync(2400);
    over(plain);
    await vi.advanceTimersByTimeAsync(2600);
    over(document.querySelector('main') as HTMLElement);
    await vi.advanceTimersByTimeAsync(600);
    const hovers = eventBatches().flatMap((batch) => batch.entries);
    expect(hovers.map((entry) => [entry.name, entry.properties.id])).toEqual([['HoverTracking', 'plain']]);
    expect(hovers[0]?.properties.hoverMs).toBeGreaterThan(2500);
  });

  it('reports a scroll once it has stopped for 500 ms', async () => {
    const { tracker } = start();
    await tracker.ready;
    for (let step = 0; step < 5; step += 1) {
      window.dispatchEvent(new Event('scroll'));
      await vi.advanceTimersByTimeAsync(300);
    }
    expect(names()).toEqual([]);
    await vi.advanceTimersByTimeAsync(300);
    await vi.advanceTimersByTimeAsync(600);
    expect(names()).toEqual(['ScrollTracking']);
  });

  it('reports a view at 25% visibility, once per element', async () => {
    const observed: Element[] = [];
    let callback: IntersectionObserverCallback = () => undefined;
    let options: IntersectionObserverInit | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback, init?: IntersectionObserverInit) {
          callback = cb;
          options = init;
        }
        observe(target: Element) {
          observed.push(target);
        }
        unobserve(target: Element) {
          observed.splice(observed.indexOf(target), 1);
        }
        disconnect() {}
      },
    );
    const { tracker } = start();
    await tracker.ready;
    expect(options?.threshold).toBe(0.25);
    expect(observed.map((element) => element.id)).toEqual(['offers', 'deal']);
    const offers = document.getElementById('offers') as HTMLElement;
    const seen = (ratio: number) =>
      callback(
        [
          {
            target: offers,
            isIntersecting: ratio > 0,
            intersectionRatio: ratio,
          } as unknown as IntersectionObserverEntry,
        ],
        {} as IntersectionObserver,
      );
    seen(0.1);
    seen(0.3);
    await vi.advanceTimersByTimeAsync(600);
    expect(eventBatches().flatMap((batch) => batch.entries.map((entry) => entry.properties.dataRef))).toEqual(
      ['offers'],
    );
    expect(observed.map((element) => element.id)).toEqual(['deal']);
  });

  it('sends the performance timing about 1001 ms after start, as metric entries', async () => {
    vi.spyOn(performance, 'getEntriesByType').mockImplementation((type: string) =>
      type === 'navigation'
        ? ([
            { responseStart: 50, domInteractive: 300, domContentLoadedEventEnd: 320, loadEventEnd: 500 },
          ] as unknown as PerformanceEntryList)
        : ([{ name: 'first-contentful-paint', startTime: 210 }] as unknown as PerformanceEntryList),
    );
    const { tracker } = start({
      siteLabel: 'Etrailer',
      on: ['PerformanceTimingTrackingEtrailer', 'EtrailerWebSplunkLogging'],
    });
    await tracker.ready;
    await vi.advanceTimersByTimeAsync(990);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(sent.map((batch) => batch.path)).toEqual([INTERACTION_TRACKING_PATHS.metrics]);
    const body = { entries: sent[0]?.entries };
    expect(performanceMetricBatchSchema.safeParse(body).success).toBe(true);
    expect(
      sent[0]?.entries.map((entry) => [entry.name, (entry as unknown as { value: number }).value]),
    ).toEqual([
      ['EtrailerPerformanceTiming', 50],
      ['EtrailerPerformanceTiming', 210],
      ['EtrailerPerformanceTiming', 300],
      ['EtrailerPerformanceTiming', 320],
      ['EtrailerPerformanceTiming', 500],
    ]);
  });

  it('stops listening when stopped, sending what it had collected', async () => {
    const { tracker } = start();
    await tracker.ready;
    document.getElementById('plain')?.click();
    tracker.stop();
    expect(names()).toEqual(['ClickTracking']);
    document.getElementById('plain')?.click();
    await vi.advanceTimersByTimeAsync(2000);
    expect(names()).toEqual(['ClickTracking']);
  });
});

describe('sendTrackingBatch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses navigator.sendBeacon where the browser has it, with a JSON body', async () => {
    const beacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(sendTrackingBatch(INTERACTION_TRACKING_PATHS.events, { entries: [{ name: 'x' }] })).toBe(true);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]?.[0]).toBe(`${location.origin}/api/logger/logevententry`);
    const blob = beacon.mock.calls[0]?.[1] as Blob;
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual({ entries: [{ name: 'x' }] });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('falls back to fetch with keepalive when there is no beacon or it is refused', () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => false });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    expect(sendTrackingBatch(INTERACTION_TRACKING_PATHS.metrics, { entries: [] })).toBe(true);
    expect(fetchSpy).toHaveBeenCalledWith(
      `${location.origin}/api/logger/v1/logmetricentries`,
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
  });
});
