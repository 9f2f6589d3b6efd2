import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { phoneMetadata } from '../quote/phone-metadata';

/**
 * A stored phone number (E.164, `+33612345678`) as French staff read and dial it: a French
 * number in the national format (`06 12 34 56 78`), a Swiss or German one in the international
 * format (`+41 79 123 45 67`), with non-breaking spaces so that it never wraps. A value that is
 * not a number of those countries is shown as stored.
 */
export function displayPhone(stored: string): string {
  const parsed = parsePhoneNumberFromString(stored, 'FR', phoneMetadata);
  if (!parsed?.isValid()) return stored;
  const text = parsed.country === 'FR' ? parsed.formatNational() : parsed.formatInternational();
  return text.replace(/ /g, '\u00a0');
}
