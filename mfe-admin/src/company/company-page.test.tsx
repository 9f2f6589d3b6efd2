import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithBackend } from '../test-support';
import { type CompanyFields, fetchCompanyDetails, saveCompanyDetails } from './api';
import { CompanyPage } from './company-page';

jest.mock('./api');

const stored: CompanyFields = {
  phone: '03 53 01 24 68',
  whatsapp: '',
  email: 'contact@parquet-alsace.fr',
  head_office_street: '12 rue des Artisans',
  head_office_postal_code: '68420',
  head_office_city: 'Herrlisheim-près-Colmar',
  opening_days: 'Du lundi au vendredi',
  opens: '08:00',
  closes: '18:00',
  siret: '',
  rcs: '',
  vat_number: '',
  insurer_name: '',
  insurer_policy: '',
  insurer_area: '',
  publication_director: 'Marc Hoffmann',
  host_name: '',
  host_address: '',
  host_phone: '',
  mediator_name: '',
  mediator_address: '',
  mediator_website: '',
  main_site_url: '',
  facebook_url: '',
  youtube_url: '',
  linkedin_url: '',
  listing_url: '',
};

beforeEach(() => {
  jest.mocked(fetchCompanyDetails).mockResolvedValue(stored);
  jest.mocked(saveCompanyDetails).mockReset().mockResolvedValue();
});

it('saves the changed details, trimmed, and confirms it', async () => {
  renderWithBackend(<CompanyPage />);
  const phone = await screen.findByLabelText('Téléphone principal');
  await userEvent.clear(phone);
  await userEvent.type(phone, ' 03 89 00 11 22 ');
  await userEvent.type(screen.getByLabelText('SIRET'), '123 456 789 00012');
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Coordonnées enregistrées');
  expect(jest.mocked(saveCompanyDetails).mock.calls[0]?.[1]).toMatchObject({
    phone: '03 89 00 11 22',
    siret: '123 456 789 00012',
    publication_director: 'Marc Hoffmann',
  });
});

it('names each field to correct in French and saves nothing', async () => {
  renderWithBackend(<CompanyPage />);
  await userEvent.type(await screen.findByLabelText('SIRET'), '12345');
  await userEvent.type(screen.getByLabelText('Site du médiateur'), 'javascript:alert(1)');
  const opens = screen.getByLabelText('Ouverture');
  await userEvent.clear(opens);
  await userEvent.type(opens, '8h');
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('3 champs sont à corriger.');
  expect(screen.getByLabelText('SIRET')).toHaveAccessibleDescription(
    '14 chiffres Le SIRET compte 14 chiffres.',
  );
  expect(screen.getByLabelText('Site du médiateur')).toHaveAttribute('aria-invalid', 'true');
  expect(saveCompanyDetails).not.toHaveBeenCalled();
});

it('says so when the database refuses a value', async () => {
  jest.mocked(saveCompanyDetails).mockRejectedValue({ code: '23514', message: 'check' });
  renderWithBackend(<CompanyPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Le serveur a refusé une valeur'));
});
