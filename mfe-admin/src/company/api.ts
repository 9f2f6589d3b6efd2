import { COMPANY_DETAILS_COLUMNS, type CompanyDetailsRow } from '@parquet-alsace/shared';
import type { StaffBackend } from '../backend';

/** The details this screen edits (the agencies' list is kept as it is). */
export type CompanyFields = Omit<CompanyDetailsRow, 'agencies'>;

export async function fetchCompanyDetails(backend: StaffBackend): Promise<CompanyFields> {
  const { data, error } = await backend.from('company_details').select(COMPANY_DETAILS_COLUMNS).single();
  if (error) throw error;
  const { agencies: _agencies, ...fields } = data;
  return fields;
}

/** Saves the details; the database checks them again and logs the change. */
export async function saveCompanyDetails(backend: StaffBackend, fields: CompanyFields): Promise<void> {
  const { data, error } = await backend
    .from('company_details')
    .update(fields)
    .eq('id', 'entreprise')
    .select('id');
  if (error) throw error;
  // No row changed: the account lost its staff rights meanwhile.
  if (!data?.length) throw new Error('not-staff');
}
