import { COMPANY_DETAILS_COLUMNS, type CompanyDetailsRow } from '@parquet-alsace/shared/company-details';
import type { StaffBackend } from '../backend';
import { AdminError } from '../ui/admin-error';

/** One agency as stored (the head office first); every value text, '' when not known yet. */
export type Agency = CompanyDetailsRow['agencies'][number];
/** The one-line details this screen edits beside the agencies. */
export type CompanyFields = Omit<CompanyDetailsRow, 'agencies'>;

export async function fetchCompanyDetails(backend: StaffBackend): Promise<CompanyDetailsRow> {
  const { data, error } = await backend.from('company_details').select(COMPANY_DETAILS_COLUMNS).single();
  if (error) throw error;
  // The column is `jsonb`; its shape is the database's to enforce (company_details_check).
  return { ...data, agencies: data.agencies as Agency[] };
}

/** Saves the details and the agencies in one change; the database checks them again and logs it. */
export async function saveCompanyDetails(backend: StaffBackend, details: CompanyDetailsRow): Promise<void> {
  const { data, error } = await backend
    .from('company_details')
    .update(details)
    .eq('id', 'entreprise')
    .select('id');
  if (error) throw error;
  // No row changed: the account lost its staff rights meanwhile.
  if (!data?.length) throw new AdminError('not-staff');
}
