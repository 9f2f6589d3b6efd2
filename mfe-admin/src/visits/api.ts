import type { Tables } from '@parquet-alsace/shared/backend';
import type { StaffBackend } from '../backend';

/** Table and function names: docs/data-model.md, "Technical visits" (docs/adr-022-visit-booking.md). */

export type VisitSettings = Tables<'visit_settings'>;
export type VisitHours = Tables<'visit_hours'>;
export type VisitClosure = Tables<'visit_closures'>;
export type Visit = Tables<'visits'>;

export interface AgendaVisit {
  id: string;
  lead_id: string;
  agency: string;
  starts_at: string;
  ends_at: string;
  booked_by: string;
  form_submissions: { full_name: string; phone: string; address: string } | null;
}

const fail = (error: unknown): never => {
  throw error;
};

/** The booked visits from `fromIso` on, in time order (the « Agenda »). */
export async function fetchAgenda(backend: StaffBackend, fromIso: string): Promise<AgendaVisit[]> {
  const { data, error } = await backend
    .from('visits')
    .select('id, lead_id, agency, starts_at, ends_at, booked_by, form_submissions(full_name, phone, address)')
    .eq('status', 'booked')
    .gte('ends_at', fromIso)
    .order('starts_at')
    .limit(500);
  if (error) fail(error);
  return (data ?? []) as AgendaVisit[];
}

/** The lead's visit, booked or cancelled (null: none yet). */
export async function fetchLeadVisit(backend: StaffBackend, leadId: string): Promise<Visit | null> {
  const { data, error } = await backend.from('visits').select('*').eq('lead_id', leadId).maybeSingle();
  if (error) fail(error);
  return data ?? null;
}

/** The slots the rules offer this lead (its own visit's slot included). */
export async function fetchStaffSlots(backend: StaffBackend, leadId: string) {
  const { data, error } = await backend.rpc('staff_visit_slots', { p_lead_id: leadId });
  if (error) fail(error);
  return data ?? [];
}

/** Books or moves the lead's visit; the customer is mailed (a refusal carries a French message). */
export async function staffBookVisit(backend: StaffBackend, leadId: string, startsAt: string): Promise<void> {
  const { error } = await backend.rpc('staff_book_visit', { p_lead_id: leadId, p_starts_at: startsAt });
  if (error) fail(error);
}

export async function staffCancelVisit(backend: StaffBackend, leadId: string): Promise<void> {
  const { error } = await backend.rpc('staff_cancel_visit', { p_lead_id: leadId });
  if (error) fail(error);
}

export interface Availability {
  settings: VisitSettings[];
  hours: VisitHours[];
  closures: VisitClosure[];
}

/** Every agency's availability: its rules, opening hours and closed days. */
export async function fetchAvailability(backend: StaffBackend): Promise<Availability> {
  const [settings, hours, closures] = await Promise.all([
    backend.from('visit_settings').select('*').order('agency'),
    backend.from('visit_hours').select('*').order('weekday').order('opens'),
    backend.from('visit_closures').select('*').order('first_day'),
  ]);
  for (const result of [settings, hours, closures]) if (result.error) fail(result.error);
  return { settings: settings.data ?? [], hours: hours.data ?? [], closures: closures.data ?? [] };
}

export type SettingsChange = Pick<
  VisitSettings,
  | 'label'
  | 'visit_minutes'
  | 'buffer_minutes'
  | 'notice_days'
  | 'horizon_days'
  | 'max_per_day'
  | 'postal_prefixes'
>;

export async function saveSettings(
  backend: StaffBackend,
  agency: string,
  change: SettingsChange,
): Promise<void> {
  const { error } = await backend.from('visit_settings').update(change).eq('agency', agency);
  if (error) fail(error);
}

export async function addAgency(backend: StaffBackend, agency: string, label: string): Promise<void> {
  const { error } = await backend.from('visit_settings').insert({ agency, label });
  if (error) fail(error);
}

/**
 * Whether a refusal is the database's `visit_hours_no_overlap`: the new range overlaps another
 * range of the agency on that weekday (touching ranges, 9 h–12 h then 12 h–14 h, are accepted).
 */
export const overlapsOtherHours = (error: unknown): boolean => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '23P01' && typeof message === 'string' && message.includes('visit_hours_no_overlap');
};

export async function addHours(
  backend: StaffBackend,
  row: Pick<VisitHours, 'agency' | 'weekday' | 'opens' | 'closes'>,
): Promise<void> {
  const { error } = await backend.from('visit_hours').insert(row);
  if (error) fail(error);
}

export async function removeHours(backend: StaffBackend, id: string): Promise<void> {
  const { error } = await backend.from('visit_hours').delete().eq('id', id);
  if (error) fail(error);
}

export async function addClosure(
  backend: StaffBackend,
  row: Pick<VisitClosure, 'agency' | 'first_day' | 'last_day' | 'label'>,
): Promise<void> {
  const { error } = await backend.from('visit_closures').insert(row);
  if (error) fail(error);
}

export async function removeClosure(backend: StaffBackend, id: string): Promise<void> {
  const { error } = await backend.from('visit_closures').delete().eq('id', id);
  if (error) fail(error);
}
