import { COMPANY_DETAILS_COLUMNS, type CompanyDetailsRow } from '@parquet-alsace/shared';
import type { SupabaseClient } from '@supabase/supabase-js';

/** The details this screen edits (the agencies' list is kept as it is). */
export type CompanyFields = Omit<CompanyDetailsRow, 'agencies'>;

export async function fetchCompanyDetails(backend: SupabaseClient): Promise<CompanyFields> {
  const { data, error } = await backend.from('company_details').select(COMPANY_DETAILS_COLUMNS).single();
  if (error) throw error;
  const { agencies: _agencies, ...fields } = data as unknown as CompanyDetailsRow;
  return fields;
}

/** Saves the details; the database checks them again and logs the change. */
export async function saveCompanyDetails(backend: SupabaseClient, fields: CompanyFields): Promise<void> {
  const { data, error } = await backend
    .from('company_details')
    .update(fields)
    .eq('id', 'entreprise')
    .select('id');
  if (error) throw error;
  // No row changed: the account lost its staff rights meanwhile.
  if (!data?.length) throw new Error('not-staff');
}
