// What the server warns about (start-up log, /__ready); not part of the browser's shared client.
import { type CompanyDetailsRow, isPlaceholder } from './company-details';

export { isPlaceholder };
/** The legal details still missing or standing in for real ones, by column (for the warning). */
export function placeholderFields(row: CompanyDetailsRow): string[] {
  const required: (keyof CompanyDetailsRow)[] = [
    'phone',
    'email',
    'siret',
    'rcs',
    'vat_number',
    'insurer_name',
    'insurer_policy',
    'publication_director',
    'host_name',
    'host_address',
    'mediator_name',
    'mediator_website',
  ];
  return (Object.keys(row) as (keyof CompanyDetailsRow)[]).filter((key) => {
    const value = row[key];
    if (typeof value !== 'string') return false;
    return value.trim() === '' ? required.includes(key) : isPlaceholder(value);
  });
}
