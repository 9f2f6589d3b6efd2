import { Constants, type Enums, type Tables } from '@parquet-alsace/shared/backend';
import { finitionLabel } from '@parquet-alsace/shared/quote';
import { visitDay } from '@parquet-alsace/shared/visit-label';

/** The pipeline of a lead, in order: the database's `lead_status` type (docs/data-model.md, "Staff back office"). */
export const leadStatuses = Constants.public.Enums.lead_status;
export type LeadStatus = Enums<'lead_status'>;

export const statusLabels: Record<LeadStatus, string> = {
  nouveau: 'Nouveau',
  contacte: 'Contacté',
  visite_planifiee: 'Visite planifiée',
  devis_envoye: 'Devis envoyé',
  gagne: 'Gagné',
  perdu: 'Perdu',
};

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === 'string' && (leadStatuses as readonly string[]).includes(value);

export const statusLabel = (value: string): string => (isLeadStatus(value) ? statusLabels[value] : value);

/** A lead as the inbox lists it: the columns `fetchLeads` reads, typed by the generated schema. */
export type LeadRow = Pick<
  Tables<'form_submissions'>,
  | 'id'
  | 'created_at'
  | 'full_name'
  | 'email'
  | 'phone'
  | 'postal_code'
  | 'city'
  | 'surface'
  | 'finition'
  | 'estimated_price'
  | 'status'
>;

/** Everything the visitor sent, as the lead's page shows it: the whole row, as the schema types it. */
export type Lead = Tables<'form_submissions'>;

/** A dated note on a lead: the columns the lead's page reads, typed by the generated schema. */
export type LeadNote = Pick<
  Tables<'lead_notes'>,
  'id' | 'lead_id' | 'body' | 'status' | 'author_email' | 'created_at'
>;

/** One delivery of a lead (e-mail to the business, sheet row, copy to the visitor). */
export type Delivery = Pick<
  Tables<'outbox_jobs'>,
  'id' | 'kind' | 'status' | 'attempts' | 'last_error' | 'next_attempt_at' | 'done_at' | 'created_at'
>;

export const deliveryKindLabels: Record<string, string> = {
  quote_email: 'E-mail à l’entreprise',
  quote_sheet: 'Tableur',
  quote_copy: 'Copie au client',
  quote_alert: 'Alerte',
  visit_invitation: 'Visite\u00a0: invitation au client',
  visit_notice: 'Visite\u00a0: avis à l’entreprise',
  visit_reminder: 'Visite\u00a0: rappel au client',
  devis_link: 'Devis\u00a0: lien au client',
  devis_code: 'Devis\u00a0: code de signature',
  devis_reminder: 'Devis\u00a0: relance du client',
  devis_signed: 'Devis\u00a0: exemplaire signé',
  devis_staff_notice: 'Devis\u00a0: avis à l’entreprise',
  devis_pdf_removal: 'Devis\u00a0: suppression des PDF',
};

export type DeliveryState = 'delivered' | 'retrying' | 'failed' | 'waiting';

/** done → delivered; failed → failed; pending after an attempt → retrying; else waiting. */
export function deliveryState(job: Pick<Delivery, 'status' | 'attempts'>): DeliveryState {
  if (job.status === 'done') return 'delivered';
  if (job.status === 'failed') return 'failed';
  return job.attempts > 0 ? 'retrying' : 'waiting';
}

export const deliveryStateLabels: Record<DeliveryState, string> = {
  delivered: 'Remis',
  retrying: 'Nouvel essai prévu',
  failed: 'Échec',
  waiting: 'En attente',
};

/**
 * A failed delivery, or one that failed and waits for its next try, can be sent again now; one
 * never tried (held for the photos) or whose first try is under way leaves by itself
 * (`resend_outbox_job` refuses it too).
 */
export const canResend = (job: Pick<Delivery, 'status' | 'attempts' | 'last_error'>): boolean =>
  job.status === 'failed' || (job.status === 'pending' && job.attempts > 0 && job.last_error !== null);

export { finitionLabel };

/** The filters of the inbox, as the address keeps them (`?q=…&statut=…`). */
export interface LeadFilters {
  q: string;
  status: LeadStatus | '';
  from: string;
  to: string;
  finish: string;
  page: number;
}

/** Leads shown at first, and added by each « Afficher … de plus ». */
export const PAGE_SIZE = 50;

/** How many filters narrow the list (the search counts as one). */
export const activeFilterCount = (filters: LeadFilters): number =>
  [filters.q, filters.status, filters.finish, filters.from, filters.to].filter(Boolean).length;

export function filtersFromSearch(search: string): LeadFilters {
  const params = new URLSearchParams(search);
  const date = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');
  const status = params.get('statut');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    status: isLeadStatus(status) ? status : '',
    from: date(params.get('du')),
    to: date(params.get('au')),
    finish: params.get('finition') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function searchFromFilters(filters: LeadFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('statut', filters.status);
  if (filters.from) params.set('du', filters.from);
  if (filters.to) params.set('au', filters.to);
  if (filters.finish) params.set('finition', filters.finish);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The start of a calendar day in Paris as an instant (`2026-11-26` → `2026-11-25T23:00:00.000Z`):
 * the business's dates are French ones, whatever the browser's time zone. Paris is one or two
 * hours ahead of UTC, and on the nights the clocks change the day begins in the other offset
 * than its noon: the first of 22:00 and 23:00 UTC the day before that is already `day` there.
 */
export function parisDayStart(day: string): string {
  let start = Date.parse(`${day}T00:00:00Z`) - 2 * 3600_000;
  while (visitDay(new Date(start).toISOString()) !== day) start += 3600_000;
  return new Date(start).toISOString();
}

/** The day after `day` (`2026-02-28` → `2026-03-01`). */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

const parisDateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const parisDate = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** `26/11/2026 09:05`, Paris time: how French Excel reads a date and time. */
export const frenchDateTime = (iso: string): string => parisDateTime.format(new Date(iso)).replace(',', '');
/** `26/11/2026`, Paris time. */
export const frenchDate = (iso: string): string => parisDate.format(new Date(iso));
