/**
 * The company's details as staff keep them in the database (`public.company_details`, one row).
 * The production server loads the row (anon key, render cache's lifetime), makes it current for
 * its renders and writes it into each page, where the browser reads it back before hydrating:
 * every app, from any bundle, sees the same values through `business` (docs/content.md).
 */

import type { Tables } from '../backend/database.types';
import { isPlaceholder, known } from '../names/placeholder';

export { isPlaceholder };

/** One agency as stored in the row's `agencies` list (the head office first); '' when not known yet. */
// A type, not an interface: the generated `Json` takes it (a type has an implicit index signature).
export type CompanyAgency = {
  label: string;
  city: string;
  street: string;
  postalCode: string;
  locality: string;
  phone: string;
};

/**
 * The row as the API returns it: every value a string, '' when not known yet. Its columns are the
 * generated schema's, so a renamed column fails the type-check; `agencies` (`jsonb`) gets its
 * shape, which the database's check holds.
 */
export type CompanyDetailsRow = Omit<
  Tables<'company_details'>,
  'id' | 'updated_at' | 'agencies' | keyof CompanyPriceListRow
> & {
  agencies: CompanyAgency[];
};

/** The row as the pages read it: the details, and the price list when it was read with them. */
export type CompanyRow = CompanyDetailsRow & Partial<CompanyPriceListRow>;

/**
 * The price list, business figures and external rating of the row (docs/content.md, "Company
 * details"): read with the details by the server, edited in their own section of the back
 * office. Numbers and dates are `null` while not known; text '' — the pages leave them out.
 */
export type CompanyPriceListRow = Pick<
  Tables<'company_details'>,
  | 'hourly_rate_ht'
  | 'hourly_rate_counting'
  | 'travel_free_km'
  | 'travel_per_km_ht'
  | 'quote_price_ht'
  | 'price_list_date'
  | 'figure_years'
  | 'figure_floors'
  | 'figure_staircases'
  | 'figure_satisfaction'
  | 'external_rating_source'
  | 'external_rating_value'
  | 'external_rating_count'
  | 'external_rating_date'
  | 'external_rating_url'
>;

export const COMPANY_PRICE_LIST_COLUMNS =
  'hourly_rate_ht, hourly_rate_counting, travel_free_km, travel_per_km_ht, quote_price_ht, price_list_date, figure_years, figure_floors, figure_staircases, figure_satisfaction, external_rating_source, external_rating_value, external_rating_count, external_rating_date, external_rating_url';

export const COMPANY_DETAILS_COLUMNS =
  'phone, whatsapp, email, head_office_street, head_office_postal_code, head_office_city, agencies, opening_days, opens, closes, siret, rcs, vat_number, insurer_name, insurer_policy, insurer_area, publication_director, host_name, host_address, host_phone, mediator_name, mediator_address, mediator_website, main_site_url, facebook_url, youtube_url, linkedin_url, listing_url, reply_delay, legal_name, legal_form';

/** Where a page carries the details for its scripts. */
export const COMPANY_DETAILS_ELEMENT_ID = '__COMPANY__';

/**
 * A value a page may show or use: '' when not entered or a placeholder ("000…", « à compléter »,
 * a reserved `.example` domain): the one rule of shared/src/names/placeholder.ts, which
 * the back office and the outbox worker apply too.
 */
export const shown = (value: string | undefined | null): string => known(value);

const STORE = Symbol.for('parquet-alsace.company-details');
type Store = { [STORE]?: CompanyRow | null };

/** The server's renders from now on use `row` (null: the built-in values). */
export function setCompanyDetails(row: CompanyRow | null): void {
  (globalThis as Store)[STORE] = row;
}

/** The current details: set by the server, or read once from the page in a browser. */
export function currentCompanyDetails(): CompanyRow | null {
  const store = globalThis as Store;
  if (store[STORE] === undefined && typeof document !== 'undefined') {
    const element = document.getElementById(COMPANY_DETAILS_ELEMENT_ID);
    try {
      store[STORE] = element?.textContent ? (JSON.parse(element.textContent) as CompanyRow) : null;
    } catch {
      store[STORE] = null;
    }
  }
  return store[STORE] ?? null;
}

/** "03 89 00 11 22" → "+33389001122" (a French number; others as typed, spaces removed). */
export function e164(display: string): string {
  const digits = display.replace(/[^\d+]/g, '');
  return digits.startsWith('0') ? `+33${digits.slice(1)}` : digits;
}

/** Every column the pages read: the details and the price list (the production server's select). */
export const COMPANY_ROW_COLUMNS = `${COMPANY_DETAILS_COLUMNS}, ${COMPANY_PRICE_LIST_COLUMNS}` as const;
