import type { CompanyDetailsRow } from '@parquet-alsace/shared';
import { unfilledLegalLines } from '@parquet-alsace/shared/company-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { missingTargets } from '../devis/model';
import { renderWithBackend } from '../test-support';
import { fetchCompanyDetails, saveCompanyDetails } from './api';
import { CompanyPage } from './company-page';

jest.mock('./api');

const stored: CompanyDetailsRow = {
  phone: '03 53 01 24 68',
  whatsapp: '',
  email: 'contact@parquet-alsace.fr',
  head_office_street: '12 rue des Artisans',
  head_office_postal_code: '68420',
  head_office_city: 'Herrlisheim-près-Colmar',
  opening_days: 'Du lundi au vendredi',
  opens: '08:00',
  closes: '18:00',
  ...unfilledLegalLines,
  publication_director: 'Marc Hoffmann',
  reply_delay: '24 h',
  legal_name: '',
  legal_form: '',
  agencies: [
    {
      label: 'Siège social',
      city: 'Colmar',
      street: '12 rue des Artisans',
      postalCode: '68420',
      locality: 'Herrlisheim-près-Colmar',
      phone: '03 53 01 24 68',
    },
    {
      label: 'Agence nord',
      city: 'Strasbourg',
      street: '5 rue des Menuisiers',
      postalCode: '67100',
      locality: 'Strasbourg',
      phone: '03 53 01 24 70',
    },
  ],
};

const savedAgencies = () => jest.mocked(saveCompanyDetails).mock.calls[0]?.[1].agencies;

beforeEach(() => {
  window.sessionStorage.clear();
  jest.mocked(fetchCompanyDetails).mockResolvedValue(stored);
  jest.mocked(saveCompanyDetails).mockReset().mockResolvedValue();
});

it('saves the changed details, trimmed, and confirms it', async () => {
  renderWithBackend(<CompanyPage />);
  const phone = await screen.findByLabelText('Téléphone principal');
  await userEvent.clear(phone);
  await userEvent.type(phone, ' 03 89 00 11 22 ');
  await userEvent.type(screen.getByLabelText('SIRET'), '123 456 789 00012');
  await userEvent.type(screen.getByLabelText('Raison sociale'), 'Parquet Alsace Rénovation SAS ');
  await userEvent.type(screen.getByLabelText('Forme juridique et capital'), 'SAS au capital de 10 000 €');
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Coordonnées enregistrées');
  expect(jest.mocked(saveCompanyDetails).mock.calls[0]?.[1]).toMatchObject({
    phone: '03 89 00 11 22',
    siret: '123 456 789 00012',
    legal_name: 'Parquet Alsace Rénovation SAS',
    legal_form: 'SAS au capital de 10 000 €',
    publication_director: 'Marc Hoffmann',
  });
});

it('keeps a field edited and not saved when the screen is left, and offers it back', async () => {
  const first = renderWithBackend(<CompanyPage />);
  const director = await screen.findByLabelText('Directeur de la publication');
  await userEvent.clear(director);
  await userEvent.type(director, 'Claire Hoffmann');
  await waitFor(() => expect(window.sessionStorage.length).toBe(1));
  first.unmount();

  renderWithBackend(<CompanyPage />);
  expect(await screen.findByLabelText('Directeur de la publication')).toHaveValue('Marc Hoffmann');
  expect(screen.getByRole('status')).toHaveTextContent(/Un brouillon non enregistré du .* a été retrouvé/);
  await userEvent.click(screen.getByRole('button', { name: 'Reprendre ce brouillon' }));
  expect(screen.getByLabelText('Directeur de la publication')).toHaveValue('Claire Hoffmann');
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Coordonnées enregistrées');
  await waitFor(() => expect(window.sessionStorage.length).toBe(0));
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

it('edits, adds, reorders and removes agencies, and saves them in that order', async () => {
  renderWithBackend(<CompanyPage />);
  const strasbourg = await screen.findByRole('group', { name: 'Agence 2\u00a0: Strasbourg' });
  const street = within(strasbourg).getByLabelText('Rue');
  await userEvent.clear(street);
  await userEvent.type(street, '8 quai des Bateliers ');

  await userEvent.click(screen.getByRole('button', { name: 'Ajouter une agence' }));
  const added = screen.getByRole('group', { name: 'Agence 3' });
  expect(within(added).getByLabelText(/Libellé/)).toHaveFocus();
  await userEvent.type(within(added).getByLabelText(/Libellé/), 'Agence sud');
  await userEvent.type(within(added).getByLabelText(/Ville/), 'Mulhouse');
  await userEvent.type(within(added).getByLabelText('Code postal'), '68100');

  const up = screen.getByRole('button', { name: 'Monter l’agence 2 (Strasbourg)' });
  await userEvent.click(up);
  expect(screen.getByRole('group', { name: 'Agence 1\u00a0: Strasbourg' })).toBeInTheDocument();
  // At the top, it can only go down: focus stays on that agency's other button.
  expect(screen.getByRole('button', { name: 'Descendre l’agence 1 (Strasbourg)' })).toHaveFocus();

  await userEvent.click(screen.getByRole('button', { name: 'Retirer l’agence 2 (Colmar)' }));
  expect(screen.queryByRole('group', { name: /Colmar/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ajouter une agence' })).toHaveFocus();

  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Coordonnées enregistrées');
  expect(savedAgencies()).toEqual([
    { ...stored.agencies[1], street: '8 quai des Bateliers' },
    { label: 'Agence sud', city: 'Mulhouse', street: '', postalCode: '68100', locality: '', phone: '' },
  ]);
});

it('names the agency fields to correct and saves nothing', async () => {
  renderWithBackend(<CompanyPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Ajouter une agence' }));
  const added = screen.getByRole('group', { name: 'Agence 3' });
  await userEvent.type(within(added).getByLabelText('Code postal'), '681');
  await userEvent.type(within(added).getByLabelText('Téléphone'), 'le matin');
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('4 champs sont à corriger.');
  expect(within(added).getByLabelText(/Ville/)).toHaveAccessibleDescription('Obligatoire.');
  expect(within(added).getByLabelText('Code postal')).toHaveAccessibleDescription(
    'Le code postal compte 5 chiffres.',
  );
  expect(saveCompanyDetails).not.toHaveBeenCalled();
});

it('shows the database’s own reason when it refuses an agency', async () => {
  jest
    .mocked(saveCompanyDetails)
    .mockRejectedValue({ code: '23514', message: 'Agence 2 : le code postal compte 5 chiffres.' });
  renderWithBackend(<CompanyPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Le serveur a refusé une valeur : vérifiez les champs signalés. Agence 2 : le code postal compte 5 chiffres.',
    ),
  );
});

it('flags the placeholder values « à compléter », and the flag goes once a real value is typed', async () => {
  jest.mocked(fetchCompanyDetails).mockResolvedValue({
    ...stored,
    email: 'contact@parquet-alsace.example',
    main_site_url: 'https://www.parquet-alsace.example',
    facebook_url: 'https://www.facebook.com/parquet-alsace.example',
    siret: '000 000 000 00000',
  });
  renderWithBackend(<CompanyPage />);
  const email = await screen.findByLabelText('E-mail');
  for (const label of ['E-mail', 'Site principal', 'Page Facebook', 'SIRET']) {
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(/^À compléter/);
  }
  expect(screen.getByLabelText('Téléphone principal')).not.toHaveAccessibleDescription(/compléter/);
  await userEvent.clear(email);
  await userEvent.type(email, 'contact@parquet-alsace.fr');
  expect(email).not.toHaveAccessibleDescription(/compléter/);
});

it('opens with the field a link names focused, for each company item that blocks sending a devis', async () => {
  const companyTargets = Object.values(missingTargets).flatMap(({ target }) =>
    target.screen === 'company' ? [target.href] : [],
  );
  expect(companyTargets.length).toBeGreaterThan(10);
  for (const href of companyTargets) {
    window.history.replaceState(null, '', href);
    const view = renderWithBackend(<CompanyPage />);
    const id = href.split('#')[1] as string;
    await waitFor(() => expect(document.activeElement?.id).toBe(id));
    expect(document.activeElement).toHaveAccessibleName();
    view.unmount();
  }
  window.history.replaceState(null, '', '/admin/entreprise/');
});
