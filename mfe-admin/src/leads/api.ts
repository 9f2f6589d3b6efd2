import type { StaffBackend } from '../backend';
import {
  type Delivery,
  type Lead,
  type LeadFilters,
  type LeadNote,
  type LeadRow,
  type LeadStatus,
  nextDay,
  PAGE_SIZE,
  parisDayStart,
} from './model';

/** Table and function names: docs/data-model.md, "Staff back office". */
const LIST_COLUMNS =
  'id, created_at, full_name, email, phone, postal_code, city, surface, finition, estimated_price, status';

/** A search term inside a PostgREST `or=(…)` list: quoted, its own wildcards and quotes removed. */
export function searchCondition(term: string): string | null {
  const cleaned = term.replace(/[*%"\\]/g, ' ').trim();
  if (!cleaned) return null;
  const pattern = `"*${cleaned}*"`;
  const digits = cleaned.replace(/[\s.]/g, '');
  const phone = /^\+?\d{2,}$/.test(digits) ? `"*${digits.replace(/^0/, '')}*"` : pattern;
  return [
    `full_name.ilike.${pattern}`,
    `email.ilike.${pattern}`,
    `phone.ilike.${phone}`,
    `postal_code.ilike.${pattern}`,
  ].join(',');
}

function filtered(backend: StaffBackend, filters: LeadFilters, count: boolean) {
  let query = backend
    .from('form_submissions')
    .select(LIST_COLUMNS, count ? { count: 'exact' } : undefined)
    // The id breaks ties: read in parts, no lead is skipped or listed twice.
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (filters.status) query = query.eq('status', filters.status);
  if (filters.finish) query = query.eq('finition', filters.finish);
  if (filters.from) query = query.gte('created_at', parisDayStart(filters.from));
  if (filters.to) query = query.lt('created_at', parisDayStart(nextDay(filters.to)));
  const search = searchCondition(filters.q);
  if (search) query = query.or(search);
  return query;
}

/** Rows asked at once: the server sends at most 1 000 (PostgREST's `max_rows`). */
const CHUNK = 500;

/**
 * The first `page × PAGE_SIZE` leads of the filters (the list grows with « Afficher plus »),
 * read in parts of 500, so that the list goes on past the server's 1 000 rows at once.
 */
export async function fetchLeads(
  backend: StaffBackend,
  filters: LeadFilters,
): Promise<{ rows: LeadRow[]; total: number }> {
  const wanted = filters.page * PAGE_SIZE;
  const rows: LeadRow[] = [];
  let total = 0;
  for (let start = 0; start < wanted; start += CHUNK) {
    const end = Math.min(start + CHUNK, wanted) - 1;
    const { data, error, count } = await filtered(backend, filters, start === 0).range(start, end);
    if (error) throw error;
    if (start === 0) total = count ?? 0;
    rows.push(...(data ?? []));
    if (!data || data.length < end - start + 1) break;
  }
  return { rows, total };
}

/** Every lead of the filters, page after page (the server sends at most 1 000 rows at once). */
export async function fetchAllLeads(backend: StaffBackend, filters: LeadFilters): Promise<LeadRow[]> {
  const rows: LeadRow[] = [];
  for (let start = 0; ; start += CHUNK) {
    const { data, error } = await filtered(backend, filters, false).range(start, start + CHUNK - 1);
    if (error) throw error;
    rows.push(...(data ?? []));
    if (!data || data.length < CHUNK) return rows;
  }
}

export async function countNewLeads(backend: StaffBackend): Promise<number> {
  const { count, error } = await backend
    .from('form_submissions')
    .select('id', { count: 'exact', head: true })
    .eq('status', 'nouveau');
  if (error) throw error;
  return count ?? 0;
}

export async function fetchLead(
  backend: StaffBackend,
  id: string,
): Promise<{ lead: Lead | null; notes: LeadNote[]; deliveries: Delivery[] }> {
  const [lead, notes, deliveries] = await Promise.all([
    backend.from('form_submissions').select('*').eq('id', id).maybeSingle(),
    backend
      .from('lead_notes')
      .select('id, lead_id, body, status, author_email, created_at')
      .eq('lead_id', id)
      .order('created_at', { ascending: false }),
    backend
      .from('outbox_jobs')
      .select('id, kind, status, attempts, last_error, next_attempt_at, done_at, created_at')
      .eq('lead_id', id)
      .order('id', { ascending: true }),
  ]);
  for (const result of [lead, notes, deliveries]) if (result.error) throw result.error;
  return {
    lead: lead.data ?? null,
    notes: notes.data ?? [],
    deliveries: deliveries.data ?? [],
  };
}

/**
 * A dated note, which may move the lead to `status` (the database moves it with the note).
 * `seenStatus`, the status the page showed: the database refuses the move (PT409) when another
 * member of staff changed it meanwhile.
 */
export async function addNote(
  backend: StaffBackend,
  leadId: string,
  body: string,
  status: LeadStatus | null,
  seenStatus: LeadStatus,
): Promise<void> {
  const { error } = await backend
    .from('lead_notes')
    .insert({ lead_id: leadId, body, status, seen_status: status ? seenStatus : null });
  if (error) throw error;
}

export async function resendDelivery(backend: StaffBackend, jobId: number): Promise<void> {
  const { error } = await backend.rpc('resend_outbox_job', { job_id: jobId });
  if (error) throw error;
}

export async function exportPerson(backend: StaffBackend, email: string): Promise<unknown> {
  const { data, error } = await backend.rpc('export_person', { person_email: email });
  if (error) throw error;
  return data;
}

export async function erasePerson(backend: StaffBackend, email: string): Promise<Record<string, number>> {
  const { data, error } = await backend.rpc('erase_person', { person_email: email });
  if (error) throw error;
  return (data ?? {}) as Record<string, number>;
}
