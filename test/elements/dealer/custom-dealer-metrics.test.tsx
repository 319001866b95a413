import { fireEvent, waitFor, within } from '@testing-library/react';
import { defineWidget } from '../../../src/core/define-widget';
import { dealerDashboardDefinition } from '../../../src/elements/dealer/custom-dealer-dashboard/custom-dealer-dashboard.element';
import { dealerMetricsDefinition } from '../../../src/elements/dealer/custom-dealer-metrics/custom-dealer-metrics.element';
import {
  formatResponseTime,
  METRICS_EMPTY_TEXT,
  METRICS_ERROR_TEXT,
  METRICS_SIGNED_OUT_TEXT,
} from '../../../src/elements/dealer/custom-dealer-metrics/metrics-format';
import { niceMax } from '../../../src/elements/dealer/custom-dealer-metrics/trend/trend';
import {
  BUSY_DEALER,
  clearFaults,
  injectFault,
  recordedRequests,
  seedFakeShop,
  setRole,
} from '../../../src/mocks';
import { monthKey } from '../../../src/mocks/data/dealer-metrics';
import { newInstallRequest } from '../../../src/mocks/data/install-requests';
import { mountElement, settle } from '../../helpers/elements';

defineWidget(dealerMetricsDefinition);
defineWidget(dealerDashboardDefinition);

const view = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);
const BUSY = String(BUSY_DEALER.dealerInstallerId);
const METRICS_PATH = `/api/installers/${BUSY}/metrics`;

function review(id: number, rating: number, createdOn: string) {
  return {
    dealerInstallerReviewId: id,
    dealerInstallerId: BUSY_DEALER.dealerInstallerId,
    rating,
    reviewText: 'Good work.',
    name: 'Pat Q.',
    email: 'pat@example.com',
    webSKU: null,
    dealerInstallRequestId: null,
    createdOn,
  };
}

/** Known figures: last month 10 received, 9 answered in 27 hours, 4 won; this month one open and one completed request; two reviews. */
function seedKnownMetrics() {
  const now = new Date();
  seedFakeShop({
    installRequests: {
      requests: [
        newInstallRequest(1, BUSY_DEALER.dealerInstallerId, { status: 'Open' }),
        newInstallRequest(2, BUSY_DEALER.dealerInstallerId, { status: 'Completed', seen: true }),
      ],
    },
    dealerShop: { reviews: [review(1, 5, now.toISOString()), review(2, 4, now.toISOString())] },
    dealerMetrics: {
      history: {
        [BUSY_DEALER.dealerInstallerId]: [
          {
            month: monthKey(now, 1),
            requestsReceived: 10,
            requestsAnswered: 9,
            jobsWon: 4,
            responseHoursTotal: 27,
          },
        ],
      },
    },
  });
}

async function mountMetrics(attributes: Record<string, string> = {}) {
  return mountElement('custom-dealer-metrics', {
    'data-dealer-installer-id': BUSY,
    'data-dealer-name': 'Tow Masters',
    ...attributes,
  });
}

function figure(element: HTMLElement, label: string): string {
  const term = view(element).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  setRole('busy-dealer');
});

describe('<custom-dealer-metrics>', () => {
  it('shows the numbers at a glance first, from GET /api/installers/{id}/metrics', async () => {
    seedKnownMetrics();
    const element = await mountMetrics();
    const ui = view(element);
    expect(await ui.findByRole('heading', { level: 2, name: 'Metrics for Tow Masters' })).toBeInTheDocument();
    await ui.findByText('Requests received', { selector: 'dt' });
    expect(ui.getByText('Last 12 months')).toBeInTheDocument();
    expect(figure(element, 'Requests received')).toBe('12');
    expect(figure(element, 'Answered')).toBe('83%10 requests');
    expect(figure(element, 'Average response time')).toBe('3 hours');
    expect(figure(element, 'Conversion to jobs')).toBe('42%5 jobs won');
    expect(figure(element, 'Review average')).toBe('4.5 of 5' + '2 reviews');
    expect(element.shadowRoot?.querySelector('[part="metrics"]')).toHaveAttribute('data-state', 'ready');
    // The figures come before the chart in reading order.
    const figures = element.shadowRoot?.querySelector('[part="figures"]');
    const chart = await waitFor(() => {
      const found = element.shadowRoot?.querySelector('[part="chart"]');
      if (!found) throw new Error('no chart yet');
      return found;
    });
    expect(figures?.compareDocumentPosition(chart) ?? 0).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(recordedRequests({ method: 'GET', path: METRICS_PATH })).toHaveLength(1);
  });

  it('draws one bar chart of the monthly trend, with the series chosen by toggle buttons and a table of the same numbers', async () => {
    seedKnownMetrics();
    const element = await mountMetrics();
    const ui = view(element);
    const received = await ui.findByRole('button', { name: 'Requests received' }, { timeout: 5000 });
    expect(received).toHaveAttribute('aria-pressed', 'true');
    expect(ui.getByText('Requests received per month')).toBeInTheDocument();
    const svg = element.shadowRoot?.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    const bars = () => [...(element.shadowRoot?.querySelectorAll('rect') ?? [])];
    expect(bars().map((bar) => bar.getAttribute('data-value'))).toEqual([
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '10',
      '2',
    ]);
    // The scale: 10 is the top, drawn to the full height of the plot.
    expect(bars()[10]).toHaveAttribute('height', '100');

    // Screen readers get the table (visually hidden until 'Show as table').
    const table = ui.getByRole('table', { name: 'Per month, the last 12 months' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    const lastMonthName = lastMonth.toLocaleString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(rows[11]?.textContent).toBe(`${lastMonthName}10943 hours`);
    expect(rows[12]).toHaveTextContent(/211Not known yet$/);
    expect(table.closest('section')).toHaveClass('shop-visually-hidden');

    fireEvent.click(ui.getByRole('button', { name: 'Response time' }));
    expect(ui.getByRole('button', { name: 'Response time' })).toHaveAttribute('aria-pressed', 'true');
    expect(received).toHaveAttribute('aria-pressed', 'false');
    expect(ui.getByText('Average response time per month, in hours')).toBeInTheDocument();
    // Only last month has a known response time.
    expect(bars().map((bar) => bar.getAttribute('data-value'))).toEqual(['3']);

    fireEvent.click(ui.getByRole('button', { name: 'Jobs won' }));
    expect(
      bars()
        .map((bar) => bar.getAttribute('data-value'))
        .slice(-2),
    ).toEqual(['4', '1']);

    const asTable = ui.getByRole('button', { name: 'Show as table' });
    fireEvent.click(asTable);
    expect(asTable).toHaveAttribute('aria-pressed', 'true');
    expect(element.shadowRoot?.querySelector('svg')).toBeNull();
    const shown = ui.getByRole('region', { name: 'Per month, the last 12 months' });
    expect(shown).not.toHaveClass('shop-visually-hidden');
    expect(shown).toHaveAttribute('tabindex', '0');
    fireEvent.click(asTable);
    expect(element.shadowRoot?.querySelector('svg')).not.toBeNull();
  });

  it('says there are no metrics yet for an installer without requests or reviews in the period', async () => {
    setRole('dealer');
    const element = await mountMetrics({
      'data-dealer-installer-id': '4711',
      'data-dealer-name': 'Hitch Pros',
    });
    expect(await view(element).findByText(METRICS_EMPTY_TEXT)).toBeInTheDocument();
    expect(METRICS_EMPTY_TEXT).toBe(
      'No metrics yet. Your numbers show here once shoppers send you install requests.',
    );
    expect(element.shadowRoot?.querySelector('[part="metrics"]')).toHaveAttribute('data-state', 'empty');
    expect(element.shadowRoot?.querySelector('svg')).toBeNull();
  });

  it('tells a visitor who is not that dealer to sign in, and calls nothing without an installer id', async () => {
    setRole('shopper');
    const shopper = await mountMetrics();
    expect(await view(shopper).findByText(METRICS_SIGNED_OUT_TEXT)).toBeInTheDocument();
    expect(METRICS_SIGNED_OUT_TEXT).toBe('Sign in as a dealer installer to see your metrics.');
    shopper.remove();

    setRole('dealer');
    const other = await mountMetrics();
    expect(await view(other).findByText(METRICS_SIGNED_OUT_TEXT)).toBeInTheDocument();
    other.remove();
    expect(recordedRequests({ path: METRICS_PATH })).toHaveLength(2);

    const none = await mountElement('custom-dealer-metrics', {});
    expect(await view(none).findByRole('heading', { name: 'Your metrics' })).toBeInTheDocument();
    expect(view(none).getByText(METRICS_SIGNED_OUT_TEXT)).toBeInTheDocument();
    await settle(50);
    expect(recordedRequests({ path: '/api/installers/*' })).toHaveLength(2);
  });

  it('says when the metrics could not load, and Try Again loads them', async () => {
    injectFault({ method: 'GET', path: METRICS_PATH, status: 500, times: 5 });
    const element = await mountMetrics();
    const ui = view(element);
    const alert = await ui.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent(METRICS_ERROR_TEXT);
    expect(METRICS_ERROR_TEXT).toBe('We could not load your metrics.');
    expect(ui.queryByText('Requests received', { selector: 'dt' })).toBeNull();

    clearFaults();
    fireEvent.click(ui.getByRole('button', { name: 'Try Again' }));
    expect(element.shadowRoot?.activeElement).toBe(
      ui.getByRole('heading', { name: 'Metrics for Tow Masters' }),
    );
    expect(
      await ui.findByText('Requests received', { selector: 'dt' }, { timeout: 8000 }),
    ).toBeInTheDocument();
  }, 20_000);

  it('shows a malformed response as the error, not as empty numbers', async () => {
    injectFault({ method: 'GET', path: METRICS_PATH, malformedBody: true, times: 5 });
    const element = await mountMetrics();
    expect(await view(element).findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      METRICS_ERROR_TEXT,
    );
  }, 20_000);

  it('gives a malformed installer id a clear error in place of the widget and calls nothing', async () => {
    const element = await mountMetrics({ 'data-dealer-installer-id': 'dealer-5230' });
    await waitFor(() => expect(element.dataset.state).toBe('invalid'));
    expect(await view(element).findByRole('alert')).toHaveTextContent(/data-dealer-installer-id/);
    await settle(50);
    // Only the one log entry of the platform (POST), no call of the widget.
    expect(recordedRequests({ method: 'GET', path: '/api/*' })).toHaveLength(0);
  });

  it('counts a new install request at once (the fake shop is stateful)', async () => {
    seedKnownMetrics();
    const first = await mountMetrics();
    await view(first).findByText('Requests received', { selector: 'dt' });
    expect(figure(first, 'Requests received')).toBe('12');
    first.remove();
    seedFakeShop({
      installRequests: {
        requests: [
          newInstallRequest(1, BUSY_DEALER.dealerInstallerId, { status: 'Open' }),
          newInstallRequest(2, BUSY_DEALER.dealerInstallerId, { status: 'Completed', seen: true }),
          newInstallRequest(3, BUSY_DEALER.dealerInstallerId, { status: 'Scheduled', seen: true }),
        ],
      },
    });
    const second = await mountMetrics();
    await view(second).findByText('Requests received', { selector: 'dt' });
    expect(figure(second, 'Requests received')).toBe('13');
    expect(figure(second, 'Conversion to jobs')).toBe('46%6 jobs won');
  });

  it('is the Metrics section of the dealer dashboard, for the same installer and its name', async () => {
    const dashboard = await mountElement('custom-dealer-dashboard', { 'data-dealer-installer-id': BUSY });
    const metrics = await waitFor(
      () => {
        const found = dashboard.shadowRoot?.querySelector('custom-dealer-metrics');
        if (found?.getAttribute('data-dealer-name') !== 'Tow Masters') throw new Error('not yet');
        return found as HTMLElement;
      },
      { timeout: 8000 },
    );
    expect(metrics).toHaveAttribute('data-dealer-installer-id', BUSY);
    expect(metrics.closest('section')).toHaveAccessibleName('Metrics');
    expect(
      await view(metrics).findByRole('heading', { name: 'Metrics for Tow Masters' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    await view(metrics).findByText('Requests received', { selector: 'dt' }, { timeout: 8000 });
    expect(recordedRequests({ method: 'GET', path: METRICS_PATH })).toHaveLength(1);
  }, 20_000);
});

describe('metrics formats', () => {
  it('writes response times as a dealer reads them', () => {
    expect(formatResponseTime(null)).toBe('Not known yet');
    expect(formatResponseTime(0.4)).toBe('24 minutes');
    expect(formatResponseTime(1)).toBe('1 hour');
    expect(formatResponseTime(4.25)).toBe('4.3 hours');
    expect(formatResponseTime(60)).toBe('2.5 days');
  });

  it('rounds the chart scale up to a readable top', () => {
    expect([0, 3, 10, 12, 23, 180].map(niceMax)).toEqual([1, 5, 10, 20, 25, 200]);
  });
});
