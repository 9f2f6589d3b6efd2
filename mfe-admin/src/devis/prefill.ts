import type { DevisContent, DevisLine } from '@parquet-alsace/shared/devis';
import { formatQuantity } from '@parquet-alsace/shared/format';
import { displayPhone } from '@parquet-alsace/shared/phone-display';
import {
  type Finition,
  finitionLabel,
  NO_LIFT_FLAT_FEE,
  pricePerM2,
  quoteRules,
  STAIRS_PER_STEP,
  TEINTURE_PER_M2,
  vatRateFor,
} from '@parquet-alsace/shared/quote';
import type { Lead } from '../leads/model';

/** Days a devis can be accepted, counted from the day it is prepared. */
export const VALIDITY_DAYS = 30;
export const DEFAULT_DEPOSIT_PERCENT = 30;
export const DEFAULT_PAYMENT_TERMS =
  'Acompte de 30\u00a0% à l’acceptation du devis, solde à la fin des travaux, par virement ou par chèque, sans escompte.';

/** The varnish's look, as the wizard offers it, in the works' sentence. */
const lookWords: Record<string, string> = { mat: 'mate', satine: 'satinée', brillant: 'brillante' };

/** `2026-12-07` + 30 → `2027-01-06` (calendar days). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Today in Paris, YYYY-MM-DD: the business's day, whatever the browser's time zone. */
export function parisToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const isFinition = (value: string): value is Finition => value in quoteRules.finishes;

/** The lead's address as one block: street, then postal code and town. */
function worksAddress(lead: Lead): string {
  const street = [lead.street_number, lead.street_name].filter(Boolean).join(' ').trim();
  const place = `${lead.postal_code} ${lead.city ?? ''}`.trim();
  if (street) return `${street}\n${place}`;
  return lead.address?.trim() || place;
}

/**
 * The draft a devis starts from, prefilled from the lead's request: the floor in m² at the
 * rules' price per m² (shared/src/quote/pricing.ts), the tint and the no-lift fee as their own
 * lines, stairs as a line per step (the count is the staff's to enter after the visit); the
 * reduced rate for a home older than two years, else the standard one; valid 30 days.
 */
export function prefillDevis(lead: Lead, today: string): DevisContent {
  const vatRate = vatRateFor(lead.home_older_than_two_years);
  const surface = Math.max(0, Number(lead.surface) || 0);
  const finition = isFinition(lead.finition) ? lead.finition : null;
  const perM2 = finition ? pricePerM2(finition) : null;
  const stairs = finition !== null && perM2 === null;
  const flatWithoutLift = lead.property_type === 'appartement' && lead.has_elevator === false;
  const look =
    finition === 'poncageVitrification' && lead.finish_type ? lookWords[lead.finish_type] : undefined;

  const lines: DevisLine[] = [];
  if (stairs) {
    lines.push({
      description: `${finitionLabel('poncageEscalier')}\u00a0: ponçage et finition, par marche`,
      quantity: 0,
      unit: 'marche',
      unitPriceHt: STAIRS_PER_STEP,
      vatRate,
    });
  } else if (finition && perM2 !== null) {
    lines.push({
      description: `${finitionLabel(finition)}${look ? ` (finition ${look})` : ''}`,
      quantity: surface,
      unit: 'm²',
      unitPriceHt: perM2,
      vatRate,
    });
  }
  if (lead.teinture && !stairs) {
    lines.push({
      description: 'Teinte',
      quantity: surface,
      unit: 'm²',
      unitPriceHt: TEINTURE_PER_M2,
      vatRate,
    });
  }
  if (flatWithoutLift) {
    lines.push({
      description: 'Appartement sans ascenseur\u00a0: montée du matériel',
      quantity: 1,
      unit: 'forfait',
      unitPriceHt: NO_LIFT_FLAT_FEE,
      vatRate,
    });
  }

  const where = lead.property_type === 'appartement' ? 'en appartement' : 'en maison';
  const nature = stairs
    ? `Rénovation d’un escalier en bois ${where}\u00a0: ponçage et finition des marches.`
    : finition
      ? `${finitionLabel(finition)} d’un parquet de ${formatQuantity(surface, 'm²')} ${where}${
          look ? `, finition ${look}` : ''
        }${lead.teinture ? ', avec teinte' : ''}.`
      : '';

  return {
    customerName: lead.full_name.trim(),
    customerEmail: lead.email.trim(),
    customerPhone: displayPhone(lead.phone.trim()),
    worksAddress: worksAddress(lead),
    worksNature: nature,
    homeOlderThanTwoYears: lead.home_older_than_two_years,
    lines,
    travelHt: 0,
    travelVatRate: vatRate,
    start: '',
    duration: '',
    validUntil: addDays(today, VALIDITY_DAYS),
    paymentTerms: DEFAULT_PAYMENT_TERMS,
    depositPercent: DEFAULT_DEPOSIT_PERCENT,
    free: true,
    devisPriceTtc: 0,
  };
}
