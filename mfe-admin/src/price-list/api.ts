import { COMPANY_PRICE_LIST_COLUMNS, type CompanyPriceListRow } from '@parquet-alsace/shared/company-details';
import type { StaffBackend } from '../backend';
import { AdminError } from '../ui/admin-error';

/** The price list, business figures and external rating of the company details' one row. */
export async function fetchPriceList(backend: StaffBackend): Promise<CompanyPriceListRow> {
  const { data, error } = await backend.from('company_details').select(COMPANY_PRICE_LIST_COLUMNS).single();
  if (error) throw error;
  return data;
}

/** Saves them in one change; the database checks them again and the audit log records it. */
export async function savePriceList(backend: StaffBackend, values: CompanyPriceListRow): Promise<void> {
  const { data, error } = await backend
    .from('company_details')
    .update(values)
    .eq('id', 'entreprise')
    .select('id');
  if (error) throw error;
  // No row changed: the account lost its staff rights meanwhile.
  if (!data?.length) throw new AdminError('not-staff');
}
