import type { Tables } from '@parquet-alsace/shared/backend';
import type { StaffBackend } from '../backend';

/** The window the screen summarises, as CrUX does: the last 28 days. */
export const PERFORMANCE_DAYS = 28;
/** How many of the slowest interactions are listed. */
export const SLOWEST_INTERACTIONS = 10;

type Shares = { good: number; needsImprovement: number; poor: number };

/** One page type over the window: views, p75 of each Core Web Vital, and how the views rate. */
export interface PageTypeSummary {
  pageType: string;
  views: number;
  /** The 75th percentile of the views that reported the metric (null: none did). */
  p75: { lcp: number | null; inp: number | null; cls: number | null };
  /** Views rated good / needs improvement / poor, per metric (counts). */
  ratings: { lcp: Shares; inp: Shares; cls: Shares };
}

export type SlowInteraction = Pick<
  Tables<'web_vitals'>,
  | 'id'
  | 'recorded_at'
  | 'page_type'
  | 'device'
  | 'inp_ms'
  | 'inp_target'
  | 'inp_input_delay_ms'
  | 'inp_processing_ms'
  | 'inp_presentation_ms'
>;

/** A figure the database sent (a count may come as a string): a number, or null. */
const figure = (value: unknown): number | null => {
  if (value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};
const count = (value: unknown) => figure(value) ?? 0;

/**
 * Per page type, over the last `days` days: the p75 the database computes
 * (`web_vitals_summary`, percentile_disc as CrUX, docs/adr-021-field-speed.md) and the ratings.
 */
export async function fetchPerformanceSummary(
  backend: StaffBackend,
  days = PERFORMANCE_DAYS,
): Promise<PageTypeSummary[]> {
  const { data, error } = await backend.rpc('web_vitals_summary', { days });
  if (error) throw error;
  return (data ?? []).map((row) => ({
    pageType: row.page_type,
    views: count(row.views),
    p75: { lcp: figure(row.lcp_p75), inp: figure(row.inp_p75), cls: figure(row.cls_p75) },
    ratings: {
      lcp: {
        good: count(row.lcp_good),
        needsImprovement: count(row.lcp_needs_improvement),
        poor: count(row.lcp_poor),
      },
      inp: {
        good: count(row.inp_good),
        needsImprovement: count(row.inp_needs_improvement),
        poor: count(row.inp_poor),
      },
      cls: {
        good: count(row.cls_good),
        needsImprovement: count(row.cls_needs_improvement),
        poor: count(row.cls_poor),
      },
    },
  }));
}

/** The slowest interactions of the window (INP), slowest first, with the element they were on. */
export async function fetchSlowestInteractions(
  backend: StaffBackend,
  days = PERFORMANCE_DAYS,
  now = new Date(),
): Promise<SlowInteraction[]> {
  const since = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  const { data, error } = await backend
    .from('web_vitals')
    .select(
      'id, recorded_at, page_type, device, inp_ms, inp_target, inp_input_delay_ms, inp_processing_ms, inp_presentation_ms',
    )
    .gte('recorded_at', since)
    .not('inp_ms', 'is', null)
    .order('inp_ms', { ascending: false })
    .order('id', { ascending: false })
    .limit(SLOWEST_INTERACTIONS);
  if (error) throw error;
  return data ?? [];
}
