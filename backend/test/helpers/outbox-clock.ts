import type { SupabaseClient } from '@supabase/supabase-js';

const LEAD_JOB_KINDS = ['quote_email', 'quote_sheet', 'quote_copy', 'quote_alert'];

interface JobTimes {
  id: number;
  created_at: string;
  retry_from: string;
  next_attempt_at: string;
}

const earlier = (timestamp: string, seconds: number) =>
  new Date(Date.parse(timestamp) - seconds * 1000).toISOString();

/**
 * Lets `seconds` pass for one lead's outbox jobs without waiting: every time the outbox reasons
 * from (submission, start of the retry window, next attempt) moves that much into the past, as
 * if the clock had moved forward. Hours and days of an outage then take milliseconds.
 */
export async function advanceLeadClock(
  service: SupabaseClient,
  leadId: string,
  seconds: number,
): Promise<void> {
  const { data, error } = await service
    .from('outbox_jobs')
    .select('id, created_at, retry_from, next_attempt_at')
    .in(
      'dedupe_key',
      LEAD_JOB_KINDS.map((kind) => `${kind}:${leadId}`),
    );
  if (error) throw new Error(`outbox_jobs: ${error.message}`);
  for (const job of data as JobTimes[]) {
    const moved = await service
      .from('outbox_jobs')
      .update({
        created_at: earlier(job.created_at, seconds),
        retry_from: earlier(job.retry_from, seconds),
        next_attempt_at: earlier(job.next_attempt_at, seconds),
      })
      .eq('id', job.id);
    if (moved.error) throw new Error(`outbox_jobs: ${moved.error.message}`);
  }
}
