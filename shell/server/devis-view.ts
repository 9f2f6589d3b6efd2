import { type DevisContent, type DevisLine, devisTotals } from '@parquet-alsace/shared/devis';
import { formatNumber, frenchSpaces, NBSP } from '@parquet-alsace/shared/format';

/**
 * A devis version as the customer reads it (docs/adr-023-devis.md): the snapshot frozen at its
 * sending, turned into French texts and formatted amounts once, for the customer's page and
 * for the PDF (content/scripts/devis-pdf.mjs) alike. The totals are `devisTotals`'.
 */
export interface DevisSnapshot {
  number: string;
  version: number;
  sentAt: string;
  content: DevisContent;
  company: {
    legalName: string;
    legalForm: string;
    brand: string;
    address: string;
    siret: string;
    rcs: string;
    vatNumber: string;
    phone: string;
    email: string;
    insurerName: string;
    insurerPolicy: string;
    insurerArea: string;
    mediatorName: string;
    mediatorAddress: string;
    mediatorWebsite: string;
  };
}

export interface DevisLineView {
  description: string;
  quantity: string;
  unit: string;
  unitPriceHt: string;
  vatRate: string;
  totalHt: string;
}

/** The view model `renderDevisPdf` takes (content/scripts/devis-pdf.mjs). */
export interface DevisView {
  number: string;
  version: number;
  sentAt: string;
  /** « 7 décembre 2026 »: the day it was sent. */
  date: string;
  company: DevisSnapshot['company'];
  customer: { name: string; email: string; phone: string; worksAddress: string };
  worksNature: string;
  lines: DevisLineView[];
  /** The travel costs as one more line, or null when there are none. */
  travel: DevisLineView | null;
  totals: { ht: string; byRate: { rate: string; base: string; vat: string }[]; ttc: string };
  validUntil: string;
  devisPrice: string;
  start: string;
  duration: string;
  paymentTerms: string;
  deposit: string;
  /** Whether a rate below the standard one is applied: the customer's attestation is needed. */
  reducedVat: boolean;
}

/** What the signed PDF adds (its acceptance page). */
export interface DevisAcceptanceView {
  /** « le 8 décembre 2026 à 14 h 05 », Europe/Paris. */
  acceptedAt: string;
  signerName: string;
  pdfSha256: string;
  vatCertified: boolean;
  earlyStart: boolean;
}

const STANDARD_RATE = 20;

/** 1234.5 → « 1 234,50 € ». */
export const euros = (amount: number) => `${formatNumber(amount, 2)}${NBSP}€`;
const percent = (rate: number) => `${formatNumber(rate, Number.isInteger(rate) ? 0 : 1)}${NBSP}%`;
/** 12 → « 12 », 12.5 → « 12,5 », 12.25 → « 12,25 »: no trailing zero. */
const quantity = (value: number) =>
  formatNumber(value, Number.isInteger(value) ? 0 : Number.isInteger(value * 10) ? 1 : 2);

const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant's day in Paris: « 7 décembre 2026 » (« 1er » for the first of a month). */
export function parisDay(instant: string | Date): string {
  const text = dayFormat.format(new Date(instant)).replace(/^1 /, '1er ');
  return text.replace(/^(\d+(?:er)?) /, `$1${NBSP}`);
}

/** A calendar day written YYYY-MM-DD: « 6 janvier 2027 ». */
export function calendarDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return frenchSpaces(day);
  // Noon UTC is the same day in Paris.
  return parisDay(new Date(`${day}T12:00:00Z`));
}

/** « le 8 décembre 2026 à 14 h 05 », Europe/Paris. */
export function parisDateTime(instant: string | Date): string {
  const [hours = '00', minutes = '00'] = timeFormat.format(new Date(instant)).split(':');
  return `le ${parisDay(instant)} à ${hours}${NBSP}h${NBSP}${minutes}`;
}

function lineView(line: DevisLine, total: number): DevisLineView {
  return {
    description: frenchSpaces(line.description),
    quantity: quantity(line.quantity),
    unit: line.unit,
    unitPriceHt: euros(line.unitPriceHt),
    vatRate: percent(line.vatRate),
    totalHt: euros(total),
  };
}

export function devisView(snapshot: DevisSnapshot): DevisView {
  const content = snapshot.content;
  const totals = devisTotals(content);
  const text = (value: string | null | undefined) => frenchSpaces(value ?? '');
  const company = Object.fromEntries(
    Object.entries(snapshot.company).map(([key, value]) => [key, text(value)]),
  ) as DevisSnapshot['company'];
  return {
    number: snapshot.number,
    version: snapshot.version,
    sentAt: snapshot.sentAt,
    date: parisDay(snapshot.sentAt),
    company,
    customer: {
      name: text(content.customerName),
      email: content.customerEmail ?? '',
      phone: text(content.customerPhone),
      worksAddress: text(content.worksAddress),
    },
    worksNature: text(content.worksNature),
    lines: content.lines.map((line, i) => lineView(line, totals.lineTotals[i] ?? 0)),
    travel:
      content.travelHt > 0
        ? {
            description: 'Frais de déplacement',
            quantity: '1',
            unit: 'forfait',
            unitPriceHt: euros(content.travelHt),
            vatRate: percent(content.travelVatRate),
            totalHt: euros(content.travelHt),
          }
        : null,
    totals: {
      ht: euros(totals.ht),
      byRate: totals.byRate.map((r) => ({ rate: percent(r.rate), base: euros(r.ht), vat: euros(r.vat) })),
      ttc: euros(totals.ttc),
    },
    validUntil: calendarDay(content.validUntil),
    devisPrice: content.free ? 'devis gratuit' : `devis payant, ${euros(content.devisPriceTtc)} TTC`,
    start: text(content.start),
    duration: text(content.duration),
    paymentTerms: text(content.paymentTerms),
    deposit:
      content.depositPercent > 0
        ? `${percent(content.depositPercent)} du total TTC à l’acceptation, soit ${euros(totals.deposit)}`
        : 'aucun acompte',
    reducedVat: totals.byRate.some((r) => r.rate < STANDARD_RATE),
  };
}
