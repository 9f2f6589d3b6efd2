import type { Json } from '@parquet-alsace/shared/backend';
import { BUCKETS } from '@parquet-alsace/shared/buckets';
import type { DevisContent } from '@parquet-alsace/shared/devis';
import type { StaffBackend } from '../backend';
import { AdminError } from '../ui/admin-error';
import { type DevisRow, isDevisStatus, type LeadDevis } from './model';

/** Table and function names: docs/data-model.md, "Devis" (docs/adr-023-devis.md). */

const VERSION_COLUMNS = 'version, sent_at, expires_at, superseded_at, opened_at, pdf_sha256';
const ACCEPTANCE_COLUMNS =
  'version, accepted_at, signer_name, ip, user_agent, pdf_sha256, vat_certified, early_start, code_sent_at, code_sent_to';

function withContent(row: DevisRow): NonNullable<LeadDevis['devis']> {
  const status = isDevisStatus(row.status) ? row.status : 'brouillon';
  return { ...row, status, content: row.content as unknown as DevisContent };
}

/** The lead's devis (null: none prepared yet), its versions sent, newest first, and its acceptance. */
export async function fetchLeadDevis(backend: StaffBackend, leadId: string): Promise<LeadDevis> {
  const found = await backend.from('devis').select('*').eq('lead_id', leadId).maybeSingle();
  if (found.error) throw found.error;
  if (!found.data) return { devis: null, versions: [], acceptance: null };
  const row = found.data;
  const [versions, acceptance] = await Promise.all([
    backend
      .from('devis_versions')
      .select(VERSION_COLUMNS)
      .eq('devis_id', row.id)
      .order('version', { ascending: false }),
    backend
      .from('devis_acceptances')
      .select(ACCEPTANCE_COLUMNS)
      .eq('devis_id', row.id)
      .order('accepted_at', { ascending: false })
      .limit(1)
      .maybeSingle(),
  ]);
  if (versions.error) throw versions.error;
  if (acceptance.error) throw acceptance.error;
  return {
    devis: withContent(row),
    versions: versions.data ?? [],
    acceptance: acceptance.data ?? null,
  };
}

/** Creates the lead's draft with `content` (the prefilled one): staff write these two columns only. */
export async function createDevis(
  backend: StaffBackend,
  leadId: string,
  content: DevisContent,
): Promise<void> {
  const { error } = await backend
    .from('devis')
    .insert({ lead_id: leadId, content: content as unknown as Json });
  if (error) throw error;
}

/**
 * Saves the content; the database turns a sent devis back into a draft of the next version
 * (the link sent can then no longer be accepted).
 */
export async function saveDevisContent(
  backend: StaffBackend,
  id: string,
  content: DevisContent,
): Promise<void> {
  const { data, error } = await backend
    .from('devis')
    .update({ content: content as unknown as Json })
    .eq('id', id)
    .select('id');
  if (error) throw error;
  // No row changed: the account lost its staff rights, or the devis is gone.
  if (!data?.length) throw new AdminError('not-staff');
}

/** The keys of what blocks sending (`company.siret`, `devis.lines`…), none when it can be sent. */
export async function fetchDevisMissing(backend: StaffBackend, id: string): Promise<string[]> {
  const { data, error } = await backend.rpc('staff_devis_missing', { p_devis: id });
  if (error) throw error;
  return data ?? [];
}

/** Sends the devis (numbered at its first sending); the customer is mailed its link. */
export async function sendDevis(
  backend: StaffBackend,
  id: string,
): Promise<{ number: string; version: number }> {
  const { data, error } = await backend.rpc('staff_send_devis', { p_devis: id });
  if (error) throw error;
  const row = data?.[0];
  if (!row) throw new Error('no row');
  return { number: row.number, version: row.version };
}

/** How long the signed PDF's link works: a page left open a while, not a link to pass around. */
export const SIGNED_PDF_URL_SECONDS = 10 * 60;

/**
 * A link to the signed PDF of `version` (private bucket `devis`, `<devis id>/v<version>-signe.pdf`,
 * stored by the production server right after the acceptance), downloaded as `fileName`.
 */
export async function signedPdfUrl(
  backend: StaffBackend,
  devisId: string,
  version: number,
  fileName: string,
): Promise<string> {
  const { data, error } = await backend.storage
    .from(BUCKETS.devis)
    .createSignedUrl(`${devisId}/v${version}-signe.pdf`, SIGNED_PDF_URL_SECONDS, { download: fileName });
  if (error || !data?.signedUrl) throw error ?? new Error('no link');
  return data.signedUrl;
}
