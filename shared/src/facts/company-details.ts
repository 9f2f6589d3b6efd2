/**
 * The company's details as staff keep them in the database (`public.company_details`, one row).
 * The production server loads the row (anon key, render cache's lifetime), makes it current for
 * its renders and writes it into each page, where the browser reads it back before hydrating:
 * every app, from any bundle, sees the same values through `business` (docs/content.md).
 */

/** The row as the API returns it: every value a string, '' when not known yet. */
export interface CompanyDetailsRow {
  phone: string;
  whatsapp: string;
  email: string;
  head_office_street: string;
  head_office_postal_code: string;
  head_office_city: string;
  agencies: {
    label: string;
    city: string;
    street: string;
    postalCode: string;
    locality: string;
    phone: string;
  }[];
  opening_days: string;
  opens: string;
  closes: string;
  siret: string;
  rcs: string;
  vat_number: string;
  insurer_name: string;
  insurer_policy: string;
  insurer_area: string;
  publication_director: string;
  host_name: string;
  host_address: string;
  host_phone: string;
  mediator_name: string;
  mediator_address: string;
  mediator_website: string;
  main_site_url: string;
  facebook_url: string;
  youtube_url: string;
  linkedin_url: string;
  listing_url: string;
}

export const COMPANY_DETAILS_COLUMNS =
  'phone, whatsapp, email, head_office_street, head_office_postal_code, head_office_city, agencies, opening_days, opens, closes, siret, rcs, vat_number, insurer_name, insurer_policy, insurer_area, publication_director, host_name, host_address, host_phone, mediator_name, mediator_address, mediator_website, main_site_url, facebook_url, youtube_url, linkedin_url, listing_url';

/** Where a page carries the details for its scripts. */
export const COMPANY_DETAILS_ELEMENT_ID = '__COMPANY__';

/** Values a page must leave out: placeholders read as "not known yet". */
export const shown = (value: string | undefined | null): string =>
  value && !/^[0\s]+$/.test(value) && !/à compléter|\bfictif|\bfictive/i.test(value) ? value : '';

/** A link a page may show: entered, and not on a reserved domain that never resolves. */
export const shownUrl = (value: string): string => (/\.example(\/|$)/i.test(value) ? '' : shown(value));

const STORE = Symbol.for('parquet-alsace.company-details');
type Store = { [STORE]?: CompanyDetailsRow | null };

/** The server's renders from now on use `row` (null: the built-in values). */
export function setCompanyDetails(row: CompanyDetailsRow | null): void {
  (globalThis as Store)[STORE] = row;
}

/** The current details: set by the server, or read once from the page in a browser. */
export function currentCompanyDetails(): CompanyDetailsRow | null {
  const store = globalThis as Store;
  if (store[STORE] === undefined && typeof document !== 'undefined') {
    const element = document.getElementById(COMPANY_DETAILS_ELEMENT_ID);
    try {
      store[STORE] = element?.textContent ? (JSON.parse(element.textContent) as CompanyDetailsRow) : null;
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
