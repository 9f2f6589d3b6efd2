import { COMPANY_DETAILS_COLUMNS, type CompanyRow, setCompanyDetails } from '@parquet-alsace/shared';
import { render, screen, within } from '@testing-library/react';
import { PricesPage } from './prices-page';

// /tarifs/: the items a renovation firm publishes, read the way a visitor reads them. Figures
// worked out by hand: 42 €/m² HT → 46,20 € TTC at 10 %, 50,40 € at 20 %; 45 €/h → 49,50 / 54 €.
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
const section = (name: RegExp) =>
  screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;

const row = (extra: Partial<CompanyRow>): CompanyRow =>
  ({
    ...Object.fromEntries(COMPANY_DETAILS_COLUMNS.split(', ').map((column) => [column, ''])),
    phone: '03 89 00 11 22',
    agencies: [],
    hourly_rate_ht: 45,
    hourly_rate_counting: 'par demi-heure entamée',
    travel_free_km: 30,
    travel_per_km_ht: 0.6,
    quote_price_ht: 0,
    price_list_date: '2026-12-01',
    ...extra,
  }) as CompanyRow;

afterEach(() => setCompanyDetails(null));

test('gives the main services TTC at both VAT rates, with their HT', () => {
  setCompanyDetails(row({}));
  render(<PricesPage />);
  const services = section(/Nos prestations/);
  const card = (name: string) =>
    text(within(services).getByRole('heading', { level: 3, name }).closest('li') as HTMLElement);
  expect(card('Ponçage + vitrification')).toContain('46,20 €/m² TTC');
  expect(card('Ponçage + vitrification')).toContain('50,40 €/m² TTC (TTC, TVA 20 %) · 42 €/m² HT');
  expect(card('Ponçage + huilage écologique')).toContain('48,40 €/m² TTC');
  expect(card('Ponçage + vernis intensif')).toContain('48,40 €/m² TTC');
  expect(card('Rénovation d’escalier')).toContain('38,50 €/marche TTC');
  expect(card('Option teinte')).toContain('13,20 €/m² TTC');
  expect(card('Appartement sans ascenseur')).toContain('88 € TTC');
  expect(text(document.body)).toContain('Liste des prix en vigueur au 1er décembre 2026.');
});

test('gives the hourly rate TTC and how time is counted, travel costs, the devis and the VAT rates', () => {
  setCompanyDetails(row({}));
  render(<PricesPage />);
  expect(text(section(/Taux horaire/))).toContain(
    '49,50 €/h TTC (45 €/h HT, TVA 10 %), soit 54 €/h TTC avec une TVA 20 %',
  );
  expect(text(section(/Taux horaire/))).toContain('Décompte du temps : par demi-heure entamée');
  expect(text(section(/Frais de déplacement/))).toContain(
    'Déplacement gratuit dans un rayon de 30 km autour de nos agences ; au-delà, 0,66 €/km TTC (0,60 €/km HT, TVA 10 %)',
  );
  expect(text(section(/^Devis$/))).toContain('Devis gratuit');
  const vat = text(section(/Taux de TVA/));
  expect(vat).toContain('10 % pour la rénovation d’un logement achevé depuis plus de deux ans');
  expect(vat).toContain('20 % pour un logement achevé depuis moins de deux ans');
});

test('follows what staff change: a paid devis, no hourly rate, no travel costs', () => {
  setCompanyDetails(
    row({ quote_price_ht: 50, hourly_rate_ht: null, travel_free_km: null, travel_per_km_ht: null }),
  );
  render(<PricesPage />);
  expect(text(section(/^Devis$/))).toContain('Devis : 55 € TTC (50 € HT, TVA 10 %)');
  expect(screen.queryByRole('heading', { name: /Taux horaire/ })).toBeNull();
  expect(screen.queryByRole('heading', { name: /Frais de déplacement/ })).toBeNull();
});
