// Quote requests as the site's form submits them to `submit_quote`, for the tests that need a
// lead to exist (each test overrides only what it is about).
import { randomUUID } from 'node:crypto';

/** Marie Keller's house near Colmar: 25 m² sanded and varnished, nothing extra. */
export function houseQuote(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    requestId: randomUUID(),
    surface: 25,
    propertyType: 'maison',
    finition: 'poncageVitrification',
    teinture: false,
    fullName: 'Marie Keller',
    phone: '0612345678',
    email: 'marie@example.com',
    postalCode: '68000',
    acceptTerms: true,
    ...overrides,
  };
}

/** Luc Schmitt's flat in Strasbourg with no lift: every price rule at once (finish, tint, stairs). */
export function flatQuote(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    requestId: randomUUID(),
    surface: 30,
    propertyType: 'appartement',
    hasElevator: false,
    finition: 'vernisIntensif',
    teinture: true,
    fullName: 'Luc Schmitt',
    phone: '+33 6 12 34 56 78',
    email: 'luc@example.com',
    postalCode: '67 000',
    message: 'Parquet du séjour',
    acceptTerms: true,
    ...overrides,
  };
}
