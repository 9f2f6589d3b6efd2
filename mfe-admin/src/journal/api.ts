import type { Tables } from '@parquet-alsace/shared/backend';
import type { StaffBackend } from '../backend';

/** One entry of the audit log (docs/data-model.md, "Staff back office"): written by the database only. */
export type AuditEntry = Pick<
  Tables<'audit_log'>,
  | 'id'
  | 'at'
  | 'actor_email'
  | 'actor_role'
  | 'table_name'
  | 'row_id'
  | 'action'
  | 'redacted'
  | 'before'
  | 'after'
>;

export const JOURNAL_PAGE_SIZE = 50;

export async function fetchJournal(
  backend: StaffBackend,
  page: number,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const start = (page - 1) * JOURNAL_PAGE_SIZE;
  const { data, error, count } = await backend
    .from('audit_log')
    .select('id, at, actor_email, actor_role, table_name, row_id, action, redacted, before, after', {
      count: 'exact',
    })
    .order('at', { ascending: false })
    .order('id', { ascending: false })
    .range(start, start + JOURNAL_PAGE_SIZE - 1);
  if (error?.code === 'PGRST103') return { entries: [], total: 0 };
  if (error) throw error;
  return { entries: data ?? [], total: count ?? 0 };
}

/** The names of the leads that still exist among `ids` (an erased lead is not found). */
export async function fetchLeadNames(backend: StaffBackend, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { data, error } = await backend.from('form_submissions').select('id, full_name').in('id', ids);
  if (error) throw error;
  return new Map((data ?? []).map((lead) => [lead.id, lead.full_name]));
}
