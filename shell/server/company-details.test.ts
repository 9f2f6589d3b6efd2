/**
 * @jest-environment node
 */
import {
  business,
  COMPANY_DETAILS_COLUMNS,
  type CompanyDetailsRow,
  setCompanyDetails,
} from '@parquet-alsace/shared';
import type { SupabaseClient } from '@supabase/supabase-js';
import { CompanyDetails, typesetCompanyDetails } from './company-details';

const empty = Object.fromEntries(
  COMPANY_DETAILS_COLUMNS.split(', ').map((column) => [column, '']),
) as unknown as CompanyDetailsRow;
const row = (phone: string): CompanyDetailsRow => ({
  ...empty,
  agencies: [],
  phone,
  email: 'contact@entreprise.fr',
});

/** A backend whose read of company_details answers what `answer` gives, counting the reads. */
function backend(answer: () => Promise<{ data: unknown; error: unknown }>) {
  const reads = { count: 0 };
  const client = {
    from: () => ({
      select: () => ({
        abortSignal: () => ({
          maybeSingle: () => {
            reads.count++;
            return answer();
          },
        }),
      }),
    }),
  } as unknown as SupabaseClient;
  return { factory: async () => client, reads };
}

afterEach(() => setCompanyDetails(null));

it('renders with the stored details, read again once the lifetime is over', async () => {
  let phone = '03 89 00 11 22';
  const { factory, reads } = backend(async () => ({ data: row(phone), error: null }));
  const details = new CompanyDetails(factory, 60_000);
  await details.current(1_000);
  expect(business.phone.display).toBe('03 89 00 11 22');
  phone = '03 89 99 88 77';
  await details.current(30_000);
  expect(business.phone.display).toBe('03 89 00 11 22');
  await details.current(61_001);
  expect(business.phone.display).toBe('03 89 99 88 77');
  expect(reads.count).toBe(2);
  expect(details.placeholders()).toEqual(expect.arrayContaining(['siret', 'host_name']));
});

it('keeps the last details when the database fails, and names nothing as loaded before a first read', async () => {
  let fail = false;
  const { factory } = backend(async () =>
    fail ? { data: null, error: { message: 'injoignable' } } : { data: row('03 89 00 11 22'), error: null },
  );
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const details = new CompanyDetails(factory, 0);
  expect(details.placeholders()).toEqual(['company_details']);
  await details.current();
  fail = true;
  await details.current();
  expect(business.phone.display).toBe('03 89 00 11 22');
  expect(errors).toHaveBeenCalled();
  errors.mockRestore();
});

it('sets the written columns in French typography and leaves numbers, hours and addresses of sites alone', () => {
  const typeset = typesetCompanyDetails({
    ...row('03 89 00 11 22'),
    opening_days: 'Du lundi au vendredi ; samedi : sur rendez-vous',
    host_name: 'Hébergeur « exemple »',
    opens: '08:00',
    siret: '123 456 789 00012',
    main_site_url: 'https://www.parquet-alsace.fr/?ref=devis',
    agencies: [
      {
        label: 'Agence : Colmar',
        city: 'Colmar',
        street: '1 rue',
        postalCode: '68000',
        locality: 'Colmar',
        phone: '03 89 00 00 00',
      },
    ],
  });
  expect(typeset.opening_days).toBe('Du lundi au vendredi\u202f; samedi\u00a0: sur rendez-vous');
  expect(typeset.host_name).toBe('Hébergeur «\u202fexemple\u202f»');
  expect(typeset.agencies[0]?.label).toBe('Agence\u00a0: Colmar');
  expect([typeset.opens, typeset.siret, typeset.main_site_url, typeset.email, typeset.phone]).toEqual([
    '08:00',
    '123 456 789 00012',
    'https://www.parquet-alsace.fr/?ref=devis',
    'contact@entreprise.fr',
    '03 89 00 11 22',
  ]);
});
