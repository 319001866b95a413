import { Suspense, useId, useRef } from 'react';
import type { InstallerMetrics } from '../../../api/dealer-installers';
import { LoadingCircle } from '../../../ui/loading/loading';
import { lazyPart } from '../../../ui/shared/lazy-part';
import {
  formatResponseTime,
  METRICS_EMPTY_TEXT,
  METRICS_ERROR_TEXT,
  METRICS_SIGNED_OUT_TEXT,
  percent,
  plural,
} from './metrics-format';
import type { TrendProps } from './trend/trend';

export type MetricsStatus = 'signed-out' | 'loading' | 'error' | 'empty' | 'ready';

export interface DealerMetricsViewProps {
  status: MetricsStatus;
  /** Trimmed; empty: "Your metrics". */
  dealerName: string;
  metrics: InstallerMetrics | null;
  onRetry: () => void;
}

/** The trend chart and its table: their own file, loaded after the numbers. */
export const metricsTrend = lazyPart<TrendProps>(
  () => import('./trend/trend').then((module) => module.Trend),
  'the metrics chart',
);

interface Figure {
  label: string;
  value: string;
  detail?: string;
}

/** The numbers a dealer reads at a glance, in reading order. */
export function metricsFigures(metrics: InstallerMetrics): Figure[] {
  const answered = percent(metrics.requestsAnswered, metrics.requestsReceived);
  const conversion = percent(metrics.jobsWon, metrics.requestsReceived);
  return [
    { label: 'Requests received', value: metrics.requestsReceived.toLocaleString('en-US') },
    {
      label: 'Answered',
      value: answered === null ? 'None yet' : `${answered}%`,
      detail: plural(metrics.requestsAnswered, 'request', 'requests'),
    },
    { label: 'Average response time', value: formatResponseTime(metrics.averageResponseHours) },
    {
      label: 'Conversion to jobs',
      value: conversion === null ? 'None yet' : `${conversion}%`,
      detail: plural(metrics.jobsWon, 'job won', 'jobs won'),
    },
    {
      label: 'Review average',
      value:
        metrics.reviewAverage === null || metrics.reviewAverage === undefined || metrics.reviewCount === 0
          ? 'No reviews yet'
          : `${metrics.reviewAverage.toFixed(1)} of 5`,
      detail: plural(metrics.reviewCount, 'review', 'reviews'),
    },
  ];
}

/** The dealer's numbers first, then the trend chart (loaded as a part of its own). */
export function DealerMetricsView({ status, dealerName, metrics, onRetry }: DealerMetricsViewProps) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const heading = dealerName ? `Metrics for ${dealerName}` : 'Your metrics';
  const months = metrics?.periodMonths ?? 12;
  return (
    <section className="shop-metrics" part="metrics" data-state={status} aria-labelledby={`${id}-title`}>
      <div className="shop-metrics__head">
        {/* Takes focus on Try Again, so focus does not fall to the page while the button goes away. */}
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
          {heading}
        </h2>
        {metrics && status !== 'signed-out' && (
          <p className="shop-metrics__period">{months === 1 ? 'This month' : `Last ${months} months`}</p>
        )}
      </div>
      {status === 'loading' && <LoadingCircle label="Loading your metrics" />}
      {status === 'signed-out' && (
        <p className="shop-metrics__message" part="message">
          {METRICS_SIGNED_OUT_TEXT}
        </p>
      )}
      {status === 'error' && (
        <div className="shop-metrics__message" role="alert" part="message">
          <p>{METRICS_ERROR_TEXT}</p>
          <button
            type="button"
            className="shop-metrics__button"
            part="retry"
            onClick={() => {
              headingRef.current?.focus();
              onRetry();
            }}
          >
            Try Again
          </button>
        </div>
      )}
      {status === 'empty' && (
        <p className="shop-metrics__message" part="message">
          {METRICS_EMPTY_TEXT}
        </p>
      )}
      {status === 'ready' && metrics && (
        <>
          <dl className="shop-metrics__figures" part="figures">
            {metricsFigures(metrics).map((figure) => (
              <div key={figure.label} className="shop-metrics__figure">
                <dt>{figure.label}</dt>
                <dd>
                  <span className="shop-metrics__value">{figure.value}</span>
                  {figure.detail && <span className="shop-metrics__detail">{figure.detail}</span>}
                </dd>
              </div>
            ))}
          </dl>
          <Suspense fallback={<LoadingCircle label="Loading the chart" />}>
            <metricsTrend.Part months={metrics.months} />
          </Suspense>
        </>
      )}
    </section>
  );
}
