import type { PageTypeSummary } from './api';
import { formatVital, rate, shares, thresholdAlerts } from './model';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

const row = (
  over: Partial<PageTypeSummary> & Pick<PageTypeSummary, 'pageType' | 'p75'>,
): PageTypeSummary => ({
  views: 4,
  ratings: {
    lcp: { good: 0, needsImprovement: 0, poor: 0 },
    inp: { good: 0, needsImprovement: 0, poor: 0 },
    cls: { good: 0, needsImprovement: 0, poor: 0 },
  },
  ...over,
});

it('rates a value with web.dev’s thresholds, a value on the threshold still on the better side', () => {
  expect([rate('lcp', 2500), rate('lcp', 2501), rate('lcp', 4000), rate('lcp', 4001)]).toEqual([
    'good',
    'needs-improvement',
    'needs-improvement',
    'poor',
  ]);
  expect([rate('inp', 200), rate('inp', 201), rate('inp', 501)]).toEqual([
    'good',
    'needs-improvement',
    'poor',
  ]);
  expect([rate('cls', 0.1), rate('cls', 0.11), rate('cls', 0.26)]).toEqual([
    'good',
    'needs-improvement',
    'poor',
  ]);
});

it('gives the shares of 3 good, 1 to improve and 4 poor views as 37,5 / 12,5 / 50 %', () => {
  expect(shares({ good: 3, needsImprovement: 1, poor: 4 })).toEqual({
    rated: 8,
    good: 37.5,
    needsImprovement: 12.5,
    poor: 50,
  });
  expect(shares({ good: 0, needsImprovement: 0, poor: 0 }).rated).toBe(0);
});

it('writes figures the French way: decimal comma, grouped thousands, a no-break space before the unit', () => {
  expect(formatVital('lcp', 12_345)).toBe(`12,35${NBSP}s`);
  expect(formatVital('inp', 1_250)).toBe(`1${NNBSP}250${NBSP}ms`);
  expect(formatVital('cls', 0.083)).toBe('0,08');
  expect(formatVital('inp', null)).toBe('–');
});

/** 40 views, each of which measured the three metrics. */
const measured = { good: 10, needsImprovement: 10, poor: 20 };
const everyMetric = { lcp: measured, inp: measured, cls: measured };

it('never writes a value equal to a threshold it is not, so that figure and rating agree', () => {
  expect(formatVital('lcp', 2501)).toBe(`2,501${NBSP}s`);
  expect(formatVital('lcp', 2500)).toBe(`2,50${NBSP}s`);
  expect(formatVital('lcp', 2504)).toBe(`2,504${NBSP}s`);
  expect(formatVital('lcp', 2520)).toBe(`2,52${NBSP}s`);
  expect(formatVital('cls', 0.1004)).toBe('0,1004');
  expect(formatVital('cls', 0.25)).toBe('0,25');
  expect(formatVital('inp', 200.4)).toBe(`200,4${NBSP}ms`);
});

it('raises no line on too few measurements: one slow tap among a thousand views is no trend', () => {
  const lonelyTap = row({
    pageType: 'home',
    views: 1001,
    p75: { lcp: 1200, inp: 600, cls: 0 },
    ratings: {
      lcp: { good: 1001, needsImprovement: 0, poor: 0 },
      inp: { good: 0, needsImprovement: 0, poor: 1 },
      cls: { good: 1001, needsImprovement: 0, poor: 0 },
    },
  });
  expect(thresholdAlerts([lonelyTap])).toEqual([]);
  const twenty = {
    ...lonelyTap,
    ratings: { ...lonelyTap.ratings, inp: { good: 5, needsImprovement: 0, poor: 15 } },
  };
  expect(thresholdAlerts([twenty])).toHaveLength(1);
});

it('writes one line per page type and metric over a threshold, the poor ones first', () => {
  const lines = thresholdAlerts([
    row({ pageType: 'home', p75: { lcp: 2400, inp: 180, cls: 0.02 }, ratings: everyMetric }),
    row({ pageType: 'article', p75: { lcp: 3100, inp: null, cls: 0.3 }, ratings: everyMetric }),
  ]);
  expect(lines).toEqual([
    `Articles du blog${NBSP}: CLS au p75 de 0,30, au-delà de 0,25 («${NNBSP}mauvais${NNBSP}»).`,
    `Articles du blog${NBSP}: LCP au p75 de 3,10${NBSP}s, au-delà de 2,5${NBSP}s («${NNBSP}à améliorer${NNBSP}»).`,
  ]);
});
