import { companyGroups } from '../company/texts';
import { finitionLabel, frenchDateTime, statusLabel } from '../leads/model';
import type { AuditEntry } from './api';
import { journalTexts as t } from './texts';

/** One changed field of an entry, in French: « Statut : Nouvelle → Contactée ». */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

type Row = Record<string, unknown> | null;

const asRow = (value: unknown): Row =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** Columns that say nothing to staff (keys, clocks, who did it: the entry says it already). */
const HIDDEN = new Set([
  'id',
  'request_id',
  'lead_id',
  'created_at',
  'updated_at',
  'author_id',
  'author_email',
  'moderated_by',
  'search',
  'consent_ip',
  'user_agent',
]);

/** The lead an entry is about: the lead itself, a note on it, a delivery re-sent for it. */
export function entryLeadId(entry: AuditEntry): string | null {
  if (entry.table_name === 'form_submissions') return entry.row_id;
  const row = asRow(entry.after) ?? asRow(entry.before);
  const lead = row?.lead_id;
  return (entry.table_name === 'lead_notes' || entry.table_name === 'outbox_jobs') && typeof lead === 'string'
    ? lead
    : null;
}

/** The lead's name as the entry itself kept it (a lead's own rows carry `full_name`). */
export function entryLeadName(entry: AuditEntry): string | null {
  if (entry.table_name !== 'form_submissions') return null;
  const name = (asRow(entry.after) ?? asRow(entry.before))?.full_name;
  return typeof name === 'string' && name.trim() ? name : null;
}

const MAX_VALUE = 120;

/** A value as staff read it: French labels for statuses and finishes, dates in Paris, short. */
export function valueText(table: string, field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  let text: string;
  if (field === 'status' && typeof value === 'string') {
    text = table === 'reviews' ? (t.reviewStatuses[value] ?? value) : statusLabel(value);
  } else if (field === 'finition' && typeof value === 'string') text = finitionLabel(value);
  else if (typeof value === 'boolean') text = value ? t.yes : t.no;
  else if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value))
    text = frenchDateTime(value);
  else if (typeof value === 'string') text = value;
  else if (typeof value === 'number') text = new Intl.NumberFormat('fr-FR').format(value);
  else text = JSON.stringify(value);
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX_VALUE ? `${line.slice(0, MAX_VALUE - 1)}…` : line;
}

/** The company screen's own labels for its fields (`Téléphone principal`, `SIRET`…). */
const companyLabels: Record<string, string> = Object.fromEntries(
  companyGroups.flatMap((group) => group.fields.map((field) => [field.key, field.label])),
);

const fieldLabel = (table: string, field: string) =>
  (table === 'company_details' ? companyLabels[field] : undefined) ??
  t.fields[field] ??
  field.replace(/_/g, ' ');

/**
 * What an entry changed, field by field: for a change, the fields whose value differs; for an
 * addition, the fields it set; for a deletion that kept the row (staff's own writing), what was
 * deleted; nothing for an entry whose data were erased, an export or an erasure.
 */
export function fieldChanges(entry: AuditEntry): FieldChange[] {
  const before = asRow(entry.before);
  const after = asRow(entry.after);
  if (entry.redacted) return [];
  const deleted = entry.action === 'delete';
  if (!(deleted ? before : after) || !['insert', 'update', 'delete'].includes(entry.action)) return [];
  const row = (deleted ? before : after) as Record<string, unknown>;
  const changes: FieldChange[] = [];
  for (const field of Object.keys(row).filter((name) => !HIDDEN.has(name))) {
    if (
      entry.action === 'update' &&
      (!before || JSON.stringify(before[field]) === JSON.stringify(row[field]))
    )
      continue;
    const was = entry.action === 'insert' ? null : valueText(entry.table_name, field, before?.[field]);
    const now = deleted ? null : valueText(entry.table_name, field, row[field]);
    if (was === null && now === null) continue;
    changes.push({ field: fieldLabel(entry.table_name, field), before: was, after: now });
  }
  return changes;
}
