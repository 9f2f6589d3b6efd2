// The company's details as the e-mails show them (the outbox worker's, the sign-in links'): read
// from `public.company_details` (the row staff edit in the back office), never written here
// (docs/adr-014-company-details.md).
import { BRAND } from '../../../shared/src/names/brand.ts';
import { known } from '../../../shared/src/names/placeholder.ts';
import type { Tables } from './database.ts';
import type { ProjectClient } from './project-client.ts';

/** The brand is not a company detail staff edit: the site's built-in one (shared business facts). */
export { BRAND };

export interface Company {
  brand: string;
  phone: string;
  /** The business's mailbox as a visitor may see it: sender and reply-to ('' if not entered or a placeholder). */
  email: string;
  /** The mailbox as stored, where the business's own notifications go (a placeholder included). */
  mailbox: string;
  /** The head office on one line, without the parts not entered. */
  address: string;
  siret: string;
  /** The reply delay the site promises, after « sous » ('' : not entered). */
  replyDelay: string;
}

export type CompanyRow = Pick<
  Tables<'company_details'>,
  'phone' | 'email' | 'head_office_street' | 'head_office_postal_code' | 'head_office_city' | 'siret'
> & {
  /** Absent from an older database: the site's built-in delay. */
  reply_delay?: string;
};

const COLUMNS = 'phone,email,head_office_street,head_office_postal_code,head_office_city,siret,reply_delay';

export function companyFromRow(row: CompanyRow): Company {
  const town = [known(row.head_office_postal_code), known(row.head_office_city)].filter(Boolean).join(' ');
  return {
    brand: BRAND,
    phone: known(row.phone),
    email: known(row.email),
    mailbox: (row.email ?? '').trim(),
    address: [known(row.head_office_street), town].filter(Boolean).join(', '),
    siret: known(row.siret),
    replyDelay: row.reply_delay === undefined ? '24 h' : known(row.reply_delay),
  };
}

/** Reads the details; null when they cannot be read now (the run's e-mails then wait and retry). */
export async function readCompany(project: ProjectClient): Promise<Company | null> {
  try {
    const found = await project.from('company_details').select(COLUMNS);
    const row = found.data?.[0];
    if (row) return companyFromRow(row);
    console.error(`[outbox] coordonnées de l’entreprise illisibles (HTTP ${found.status})`);
  } catch (error) {
    console.error('[outbox] coordonnées de l’entreprise illisibles :', error);
  }
  return null;
}

/**
 * The closing lines of a message to a visitor: the brand and phone, then the head office and
 * the SIRET, each left out while it is not entered.
 */
export function signature(company: Company): string[] {
  return [
    [company.brand, company.phone].filter(Boolean).join(' – '),
    [company.address, company.siret && `SIRET ${company.siret}`].filter(Boolean).join(' · '),
  ].filter(Boolean);
}

/** The From header: `SMTP_FROM`/`MAIL_FROM` when set, else the brand at the business's mailbox. */
export function senderAddress(vars: Record<string, string | undefined>, company: Company | null): string {
  const configured = vars.SMTP_FROM || vars.MAIL_FROM;
  if (configured) return configured;
  return company?.email ? `${company.brand} <${company.email}>` : '';
}
