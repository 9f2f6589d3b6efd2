import { formatNumber, formatPercent, NBSP } from '@parquet-alsace/shared/format';
import type { PageTypeSummary } from './api';
import { performanceTexts as t } from './texts';

export type CoreVital = 'lcp' | 'inp' | 'cls';
export type Rating = 'good' | 'needs-improvement' | 'poor';

/**
 * web.dev's thresholds (as web-vitals and the database's `private.web_vital_rating` rate): up to
 * the first good, up to the second needs improvement, above it poor.
 */
export const THRESHOLDS: Record<CoreVital, readonly [number, number]> = {
  lcp: [2500, 4000],
  inp: [200, 500],
  cls: [0.1, 0.25],
};

export function rate(metric: CoreVital, value: number): Rating {
  const [good, poor] = THRESHOLDS[metric];
  return value > poor ? 'poor' : value > good ? 'needs-improvement' : 'good';
}

/**
 * How many decimals `value` needs (from `base`) so that it never reads as a threshold it is not:
 * 2 501 ms is « 2,501 s », not « 2,50 s » beside « au-delà de 2,5 s ».
 */
function decimalsFor(value: number, thresholds: readonly number[], base: number): number {
  for (let decimals = base; decimals < base + 3; decimals += 1) {
    const shown = Number(value.toFixed(decimals));
    if (!thresholds.some((threshold) => shown === threshold && value !== threshold)) return decimals;
  }
  return base + 3;
}

/**
 * LCP in seconds (2 decimals), INP in milliseconds, CLS without unit (2 decimals); one more
 * where fewer would show a value equal to a threshold it is not.
 */
export function formatVital(metric: CoreVital, value: number | null): string {
  if (value === null) return '–';
  if (metric === 'lcp') {
    const seconds = value / 1000;
    const decimals = decimalsFor(
      seconds,
      THRESHOLDS.lcp.map((t) => t / 1000),
      2,
    );
    return `${formatNumber(seconds, decimals)}${NBSP}s`;
  }
  if (metric === 'inp') return `${formatNumber(value, decimalsFor(value, THRESHOLDS.inp, 0))}${NBSP}ms`;
  return formatNumber(value, decimalsFor(value, THRESHOLDS.cls, 2));
}

/** A threshold as the screen writes it: 2,5 s, 4 s, 200 ms, 0,1, 0,25. */
export function formatThreshold(metric: CoreVital, value: number): string {
  const decimals = (n: number) => (Number.isInteger(n) ? 0 : Number.isInteger(n * 10) ? 1 : 2);
  if (metric === 'lcp') return `${formatNumber(value / 1000, decimals(value / 1000))}${NBSP}s`;
  if (metric === 'inp') return `${formatNumber(value)}${NBSP}ms`;
  return formatNumber(value, decimals(value));
}

/** The shares of good / needs-improvement / poor views among those that reported the metric, in %. */
export function shares(counts: PageTypeSummary['ratings'][CoreVital]): {
  rated: number;
  good: number;
  needsImprovement: number;
  poor: number;
} {
  const rated = counts.good + counts.needsImprovement + counts.poor;
  const share = (n: number) => (rated === 0 ? 0 : (100 * n) / rated);
  return {
    rated,
    good: share(counts.good),
    needsImprovement: share(counts.needsImprovement),
    poor: share(counts.poor),
  };
}

export const formatShare = (percent: number) => formatPercent(percent);

/**
 * Below this many measurements of a metric on a page type, its p75 is shown but raises no line:
 * one slow tap among a thousand views without any is no trend (INP is measured only on the views
 * with an interaction).
 */
export const MIN_MEASURES_FOR_ALERT = 20;

/**
 * One line per page type and metric whose p75 is above web.dev's « good » threshold, over
 * enough measurements, the worst first: what the business should look at.
 */
export function thresholdAlerts(summary: PageTypeSummary[]): string[] {
  const alerts: { line: string; poor: boolean }[] = [];
  for (const row of summary) {
    for (const metric of ['lcp', 'inp', 'cls'] as const) {
      const value = row.p75[metric];
      if (value === null || shares(row.ratings[metric]).rated < MIN_MEASURES_FOR_ALERT) continue;
      const rating = rate(metric, value);
      if (rating === 'good') continue;
      const [good, poor] = THRESHOLDS[metric];
      alerts.push({
        poor: rating === 'poor',
        line: t.alert({
          page: t.pageTypes[row.pageType] ?? row.pageType,
          metric: t.metrics[metric],
          value: formatVital(metric, value),
          threshold: formatThreshold(metric, rating === 'poor' ? poor : good),
          rating: t.ratings[rating],
        }),
      });
    }
  }
  return alerts.sort((a, b) => Number(b.poor) - Number(a.poor)).map((a) => a.line);
}
