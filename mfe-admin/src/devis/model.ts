import type { Tables } from '@parquet-alsace/shared/backend';
import type { DevisContent } from '@parquet-alsace/shared/devis';

/** The devis of a lead as the back office reads it, typed by the generated schema (docs/data-model.md, "Devis"). */
export const DEVIS_STATUSES = ['brouillon', 'envoye', 'accepte', 'refuse', 'expire'] as const;
export type DevisStatus = (typeof DEVIS_STATUSES)[number];

export type DevisRow = Tables<'devis'>;

/** A version as sent (its token is not read: the back office never needs the customer's link). */
export type DevisVersion = Pick<
  Tables<'devis_versions'>,
  'version' | 'sent_at' | 'expires_at' | 'superseded_at' | 'opened_at' | 'pdf_sha256'
>;

/** The proof of an acceptance (docs/adr-023-devis.md). */
export type DevisAcceptance = Pick<
  Tables<'devis_acceptances'>,
  | 'version'
  | 'accepted_at'
  | 'signer_name'
  | 'ip'
  | 'user_agent'
  | 'pdf_sha256'
  | 'vat_certified'
  | 'early_start'
  | 'code_sent_at'
  | 'code_sent_to'
>;

/** The lead's devis with what was sent and signed: `devis` null when none is prepared yet. */
export interface LeadDevis {
  devis: (Omit<DevisRow, 'content' | 'status'> & { status: DevisStatus; content: DevisContent }) | null;
  versions: DevisVersion[];
  acceptance: DevisAcceptance | null;
}

export const isDevisStatus = (value: unknown): value is DevisStatus =>
  typeof value === 'string' && (DEVIS_STATUSES as readonly string[]).includes(value);

/** Staff may change the content of a draft and of a sent devis (a new version then); not after. */
export const isEditable = (status: DevisStatus): boolean => status === 'brouillon' || status === 'envoye';

/**
 * What blocks sending, as `staff_devis_missing` names it: the French name of each item, and
 * where to fill it (a company one on the company screen, a devis one in the editor).
 */
export interface MissingTarget {
  label: string;
  /** An address of the company screen (its field's id as fragment), or the editor field's id. */
  target: { screen: 'company'; href: string } | { screen: 'devis'; fieldId: string };
}

/** The ids of the editor's fields a missing item points at. */
export const devisFieldIds = {
  customerName: 'devis-client-nom',
  customerEmail: 'devis-client-email',
  worksAddress: 'devis-adresse-travaux',
  worksNature: 'devis-nature-travaux',
  lines: 'devis-lignes',
  validUntil: 'devis-validite',
  paymentTerms: 'devis-paiement',
} as const;

/** The company screen's field ids are `entreprise-<column>` (company/company-page.tsx). */
const company = (column: string, label: string): MissingTarget => ({
  label,
  target: { screen: 'company', href: `/admin/entreprise/#entreprise-${column}` },
});
const devis = (field: keyof typeof devisFieldIds, label: string): MissingTarget => ({
  label,
  target: { screen: 'devis', fieldId: devisFieldIds[field] },
});

export const missingTargets: Record<string, MissingTarget> = {
  'company.legal_name': company('legal_name', 'Entreprise\u00a0: raison sociale'),
  'company.legal_form': company('legal_form', 'Entreprise\u00a0: forme juridique et capital'),
  'company.address': company('head_office_street', 'Entreprise\u00a0: adresse du siège'),
  'company.siret': company('siret', 'Entreprise\u00a0: SIRET'),
  'company.rcs': company('rcs', 'Entreprise\u00a0: RCS ou RM'),
  'company.vat_number': company('vat_number', 'Entreprise\u00a0: numéro de TVA intracommunautaire'),
  'company.phone': company('phone', 'Entreprise\u00a0: téléphone'),
  'company.email': company('email', 'Entreprise\u00a0: e-mail'),
  'company.insurer_name': company('insurer_name', 'Entreprise\u00a0: assureur décennal'),
  'company.insurer_policy': company('insurer_policy', 'Entreprise\u00a0: numéro du contrat décennal'),
  'company.insurer_area': company('insurer_area', 'Entreprise\u00a0: zone couverte par la décennale'),
  'company.mediator_name': company('mediator_name', 'Entreprise\u00a0: médiateur de la consommation'),
  'company.mediator_contact': company(
    'mediator_address',
    'Entreprise\u00a0: adresse ou site du médiateur de la consommation',
  ),
  'devis.customer_name': devis('customerName', 'Devis\u00a0: nom du client'),
  'devis.customer_email': devis('customerEmail', 'Devis\u00a0: e-mail du client'),
  'devis.works_address': devis('worksAddress', 'Devis\u00a0: adresse des travaux'),
  'devis.works_nature': devis('worksNature', 'Devis\u00a0: nature des travaux'),
  'devis.lines': devis(
    'lines',
    'Devis\u00a0: au moins une ligne, chacune avec sa désignation et une quantité',
  ),
  'devis.valid_until': devis('validUntil', 'Devis\u00a0: date de validité (à venir)'),
  'devis.payment_terms': devis('paymentTerms', 'Devis\u00a0: conditions de paiement'),
};

/** A key the list does not know yet is still shown, as the database names it. */
export const missingTarget = (key: string): MissingTarget =>
  missingTargets[key] ?? { label: key, target: { screen: 'devis', fieldId: devisFieldIds.lines } };
