import type { CompanyPriceListRow } from '@parquet-alsace/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithBackend } from '../test-support';
import { fetchPriceList, savePriceList } from './api';
import { PriceListPage } from './price-list-page';

jest.mock('./api');

const stored: CompanyPriceListRow = {
  hourly_rate_ht: 45,
  hourly_rate_counting: 'Par demi-heure entamée.',
  travel_free_km: 30,
  travel_per_km_ht: 0.6,
  quote_price_ht: 0,
  price_list_date: '2026-12-07',
  figure_years: '15+',
  figure_floors: '500+',
  figure_staircases: '150+',
  figure_satisfaction: '98 %',
  external_rating_source: '',
  external_rating_value: null,
  external_rating_count: null,
  external_rating_date: null,
  external_rating_url: '',
};

const saved = () => jest.mocked(savePriceList).mock.calls[0]?.[1];

beforeEach(() => {
  jest.mocked(fetchPriceList).mockResolvedValue(stored);
  jest.mocked(savePriceList).mockReset().mockResolvedValue();
});

it('shows the stored amounts as French numbers and saves what staff change', async () => {
  renderWithBackend(<PriceListPage />);
  expect(await screen.findByLabelText('Au-delà, prix du km HT (€)')).toHaveValue('0,60');
  const hourly = screen.getByLabelText('Taux horaire HT (€)');
  await userEvent.clear(hourly);
  await userEvent.type(hourly, '52,50');
  const floors = screen.getByLabelText('Parquets rénovés');
  await userEvent.clear(floors);
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Enregistré');
  expect(saved()).toEqual({
    ...stored,
    hourly_rate_ht: 52.5,
    // Emptied: the site leaves the figure out.
    figure_floors: '',
  });
});

it('saves an empty devis price as a free devis and an empty rate as not known', async () => {
  renderWithBackend(<PriceListPage />);
  await userEvent.clear(await screen.findByLabelText('Prix du devis HT (€)'));
  await userEvent.clear(screen.getByLabelText('Taux horaire HT (€)'));
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  await screen.findByRole('status');
  expect(saved()).toMatchObject({ quote_price_ht: 0, hourly_rate_ht: null });
});

it('refuses a rating without its source, count, date and link, and a wrong amount, in French', async () => {
  renderWithBackend(<PriceListPage />);
  await userEvent.type(await screen.findByLabelText('Note sur 5'), '4,8');
  const hourly = screen.getByLabelText('Taux horaire HT (€)');
  await userEvent.clear(hourly);
  await userEvent.type(hourly, '45 €');
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('5 champs sont à corriger.');
  expect(screen.getByLabelText('Source')).toHaveAccessibleDescription(
    expect.stringContaining('remplissez les cinq champs, ou aucun'),
  );
  expect(hourly).toHaveAccessibleDescription('Un nombre, par exemple 45 ou 0,60.');
  expect(savePriceList).not.toHaveBeenCalled();
});

it('saves a whole external rating', async () => {
  renderWithBackend(<PriceListPage />);
  await userEvent.type(await screen.findByLabelText('Source'), 'Google');
  await userEvent.type(screen.getByLabelText('Note sur 5'), '4,8');
  await userEvent.type(screen.getByLabelText('Nombre d’avis'), '52');
  await userEvent.type(screen.getByLabelText('Relevée le'), '2026-12-01');
  await userEvent.type(screen.getByLabelText('Lien vers les avis'), 'https://g.page/r/parquet');
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  await screen.findByRole('status');
  expect(saved()).toMatchObject({
    external_rating_source: 'Google',
    external_rating_value: 4.8,
    external_rating_count: 52,
    external_rating_date: '2026-12-01',
    external_rating_url: 'https://g.page/r/parquet',
  });
});

it('says so when the database refuses a value', async () => {
  jest.mocked(savePriceList).mockRejectedValue({ code: '23514', message: 'check' });
  renderWithBackend(<PriceListPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Le serveur a refusé une valeur'));
});
