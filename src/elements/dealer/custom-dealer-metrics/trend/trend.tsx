import { useId, useState } from 'react';
import type { InstallerMetricsMonth } from '../../../../api/dealer-installers';
import { useComponentStyles } from '../../../../core/widget-context';
import { formatResponseTime, longMonth, METRICS_NOT_KNOWN_TEXT, shortMonth } from '../metrics-format';
import { trendStyles } from './trend.styles';

export interface TrendProps {
  months: readonly InstallerMetricsMonth[];
}

export type TrendSeries = 'requestsReceived' | 'jobsWon' | 'averageResponseHours';

export const TREND_SERIES: readonly { key: TrendSeries; label: string; caption: string }[] = [
  { key: 'requestsReceived', label: 'Requests received', caption: 'Requests received per month' },
  { key: 'jobsWon', label: 'Jobs won', caption: 'Jobs won per month' },
  {
    key: 'averageResponseHours',
    label: 'Response time',
    caption: 'Average response time per month, in hours',
  },
];

/** The smallest of 1, 2, 2.5, 5 times a power of ten that is at least `value` (1 for nothing). */
export function niceMax(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

function axisLabel(value: number): string {
  return Number.isInteger(value) ? value.toLocaleString('en-US') : value.toFixed(1);
}

function seriesValue(month: InstallerMetricsMonth, series: TrendSeries): number | null {
  const value = month[series];
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

const SLOT = 10;
const BAR = 6;

/**
 * One chart of the monthly trend, plain SVG (no chart library), with the series chosen by toggle
 * buttons; the same numbers as a table, which screen readers always get (the chart is hidden from
 * them) and anyone can show on screen with 'Show as table'.
 */
export function Trend({ months }: TrendProps) {
  useComponentStyles(trendStyles, 'dealer-metrics-trend');
  const id = useId();
  const [series, setSeries] = useState<TrendSeries>('requestsReceived');
  const [asTable, setAsTable] = useState(false);
  const ordered = [...months].sort((a, b) => a.month.localeCompare(b.month));
  const caption = TREND_SERIES.find((entry) => entry.key === series)?.caption ?? '';
  const values = ordered.map((month) => seriesValue(month, series));
  const max = niceMax(Math.max(0, ...values.map((value) => value ?? 0)));
  const width = Math.max(1, ordered.length) * SLOT;
  const periodText = ordered.length === 1 ? 'this month' : `the last ${ordered.length} months`;

  return (
    <div className="shop-metrics-trend" part="chart" data-view={asTable ? 'table' : 'chart'}>
      <div className="shop-metrics-trend__controls">
        {!asTable && (
          <fieldset className="shop-metrics-trend__series">
            <legend>Chart shows</legend>
            {TREND_SERIES.map((entry) => (
              <button
                key={entry.key}
                type="button"
                className="shop-metrics-trend__toggle"
                aria-pressed={entry.key === series}
                onClick={() => setSeries(entry.key)}
              >
                {entry.label}
              </button>
            ))}
          </fieldset>
        )}
        <button
          type="button"
          className="shop-metrics-trend__toggle shop-metrics-trend__table-toggle"
          aria-pressed={asTable}
          onClick={() => setAsTable((shown) => !shown)}
        >
          Show as table
        </button>
      </div>
      {!asTable && (
        <figure className="shop-metrics-trend__figure">
          <figcaption id={`${id}-caption`} className="shop-metrics-trend__caption">
            {caption}
          </figcaption>
          <div className="shop-metrics-trend__plot" aria-hidden="true">
            <div className="shop-metrics-trend__axis">
              <span>{axisLabel(max)}</span>
              <span>{axisLabel(max / 2)}</span>
              <span>0</span>
            </div>
            <div className="shop-metrics-trend__canvas">
              <svg
                className="shop-metrics-trend__svg"
                viewBox={`0 0 ${width} 100`}
                preserveAspectRatio="none"
                focusable="false"
                aria-hidden="true"
                data-series={series}
              >
                {[0, 50, 100].map((y) => (
                  <line
                    key={y}
                    className="shop-metrics-trend__grid"
                    x1={0}
                    x2={width}
                    y1={y}
                    y2={y}
                    vectorEffect="non-scaling-stroke"
                  />
                ))}
                {values.map((value, index) =>
                  value === null ? null : (
                    <rect
                      key={ordered[index]?.month ?? index}
                      className="shop-metrics-trend__bar"
                      data-month={ordered[index]?.month}
                      data-value={value}
                      x={index * SLOT + (SLOT - BAR) / 2}
                      width={BAR}
                      y={100 - (value / max) * 100}
                      height={(value / max) * 100}
                    />
                  ),
                )}
              </svg>
              <div className="shop-metrics-trend__months">
                {ordered.map((month) => (
                  <span key={month.month}>
                    <span className="shop-metrics-trend__month-long">{shortMonth(month.month)}</span>
                    <span className="shop-metrics-trend__month-short">
                      {shortMonth(month.month).slice(0, 1)}
                    </span>
                  </span>
                ))}
              </div>
            </div>
          </div>
        </figure>
      )}
      {/* A section (a named region) that takes focus when shown: it scrolls sideways at 320px. */}
      <section
        className={asTable ? 'shop-metrics-trend__scroll' : 'shop-visually-hidden'}
        tabIndex={asTable ? 0 : undefined}
        aria-labelledby={`${id}-table-caption`}
      >
        <table className="shop-metrics-trend__table">
          <caption id={`${id}-table-caption`}>Per month, {periodText}</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Requests received</th>
              <th scope="col">Answered</th>
              <th scope="col">Jobs won</th>
              <th scope="col">Average response time</th>
            </tr>
          </thead>
          <tbody>
            {ordered.map((month) => (
              <tr key={month.month}>
                <th scope="row">{longMonth(month.month)}</th>
                <td>{month.requestsReceived.toLocaleString('en-US')}</td>
                <td>{month.requestsAnswered.toLocaleString('en-US')}</td>
                <td>{month.jobsWon.toLocaleString('en-US')}</td>
                <td>
                  {month.averageResponseHours === null || month.averageResponseHours === undefined
                    ? METRICS_NOT_KNOWN_TEXT
                    : formatResponseTime(month.averageResponseHours)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
