// Sentences built from the company details, computed when a page renders (never at import), so
// that a change made in the back office shows on the next render (docs/adr-014-company-details.md).
import { business } from './business-facts';

const NBSP = '\u00a0';

/** "08:00" → "8 h", "18:30" → "18 h 30", kept on one line. */
export function hourText(time: string): string {
  const [h = '0', m = '00'] = time.split(':');
  return `${Number(h)}${NBSP}h${m === '00' ? '' : `${NBSP}${m}`}`;
}

/** "Du lundi au vendredi, de 8 h à 18 h"; '' while the days or hours are not entered. */
export function openingHoursText(): string {
  const { days, opens, closes } = business.openingHours;
  return days && opens && closes ? `${days}, de ${hourText(opens)} à ${hourText(closes)}` : '';
}

/** "a", "a et b", "a, b et c". */
export function frenchList(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`;
}

/** The agencies' cities in the order staff gave them: "Colmar, Strasbourg, Belfort et Sarrebourg". */
export const agencyCities = (): string => frenchList(business.agencies.map((agency) => agency.city));

/** "4 agences", "1 agence". */
export function agencyCount(): string {
  const count = business.agencies.length;
  return `${count}${NBSP}agence${count > 1 ? 's' : ''}`;
}

/** An agency's address on one line, without the parts not entered: "5 rue X, 67100 Strasbourg". */
export function agencyAddress(agency: { street: string; postalCode: string; locality: string }): string {
  return [agency.street, [agency.postalCode, agency.locality].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

/** The head office's address on one line, without the parts not entered. */
export function headOfficeAddress(): string {
  const office = business.headOffice;
  return agencyAddress({ street: office.street, postalCode: office.postalCode, locality: office.city });
}

/** The one reply delay, as staff keep it: "sous 24 h" (figure and unit on one line), else "rapidement". */
export function replyWithin(): string {
  const delay = business.replyDelay.trim();
  return delay ? `sous ${delay.replace(/(\d) (?=\S)/g, `$1${NBSP}`)}` : 'rapidement';
}

/** "Nous vous répondons sous 24 h." */
export const replyDelaySentence = (): string => `Nous vous répondons ${replyWithin()}.`;
