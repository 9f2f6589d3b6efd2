import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchLeadDevis } from '../devis/api';
import { renderWithBackend } from '../test-support';
import { addNote, erasePerson, fetchLead, resendDelivery } from './api';
import { LeadPage } from './lead-page';
import type { Delivery, Lead } from './model';
import { listLeadPhotos } from './photos-api';

jest.mock('./api');
jest.mock('./photos-api');
jest.mock('../devis/api');
const mocked = {
  fetchLead: fetchLead as jest.MockedFunction<typeof fetchLead>,
  addNote: addNote as jest.MockedFunction<typeof addNote>,
  resendDelivery: resendDelivery as jest.MockedFunction<typeof resendDelivery>,
  erasePerson: erasePerson as jest.MockedFunction<typeof erasePerson>,
};

const ID = '6f0c2a4e-1d3b-4c55-9a1e-2b7f0c9d8e11';
const lead: Lead = {
  id: ID,
  request_id: '11111111-2222-4333-8444-555555555555',
  created_at: '2026-11-26T08:30:00.000Z',
  last_contact_at: '2026-11-26T08:30:00.000Z',
  full_name: 'Camille <b>Muller</b>',
  email: 'camille@example.fr',
  phone: '+33612345678',
  postal_code: '67000',
  city: 'Strasbourg',
  street_number: '12',
  street_name: 'rue des Tanneurs',
  address: '',
  surface: 35,
  finition: 'huileEnvironnement',
  finish_type: null,
  service_type: 'poncage_vitrification',
  estimated_price: 1540,
  status: 'nouveau',
  message: '<script>alert("x")</script> Parquet du salon',
  property_type: 'appartement',
  has_elevator: false,
  teinture: false,
  source: 'wizard',
  photos_expected: 0,
  updated_at: '2026-11-26T08:30:00.000Z',
  home_older_than_two_years: null,
  vat_rate: null,
  estimated_price_ttc: null,
  visit_token: 'a'.repeat(64),
};
const job = (over: Partial<Delivery>): Delivery => ({
  id: 1,
  kind: 'quote_email',
  status: 'done',
  attempts: 1,
  last_error: null,
  next_attempt_at: '2026-11-26T08:30:00.000Z',
  done_at: '2026-11-26T08:30:05.000Z',
  created_at: '2026-11-26T08:30:00.000Z',
  ...over,
});

beforeEach(() => {
  jest.resetAllMocks();
  (listLeadPhotos as jest.MockedFunction<typeof listLeadPhotos>).mockResolvedValue([]);
  (fetchLeadDevis as jest.MockedFunction<typeof fetchLeadDevis>).mockResolvedValue({
    devis: null,
    versions: [],
    acceptance: null,
  });
  window.history.replaceState(null, '', `/admin/leads/${ID}/`);
  mocked.fetchLead.mockResolvedValue({
    lead,
    notes: [
      {
        id: 'n1',
        lead_id: ID,
        body: 'Rappeler mardi',
        status: 'contacte',
        author_email: 'chef@example.com',
        created_at: '2026-11-26T09:00:00.000Z',
      },
    ],
    deliveries: [
      job({}),
      job({
        id: 2,
        kind: 'quote_sheet',
        status: 'failed',
        attempts: 8,
        last_error: 'HTTP 500',
        done_at: null,
      }),
      job({
        id: 3,
        kind: 'quote_copy',
        status: 'pending',
        attempts: 2,
        last_error: 'SMTP 451',
        done_at: null,
      }),
    ],
  });
});

it('shows everything the visitor sent, their markup as text, and the estimate', async () => {
  const { container } = renderWithBackend(<LeadPage id={ID} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Camille <b>Muller</b>' })).toBeInTheDocument();
  expect(screen.getByText(/<script>alert\("x"\)<\/script> Parquet du salon/)).toBeInTheDocument();
  expect(container.querySelector('script, b')).toBeNull();
  expect(screen.getByText('1 540 €')).toBeInTheDocument();
  expect(screen.getByText('35 m²')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '06\u00a012\u00a034\u00a056\u00a078' })).toHaveAttribute(
    'href',
    'tel:+33612345678',
  );
  expect(await screen.findByRole('region', { name: 'Photos' })).toHaveTextContent('Aucune photo');
  expect(await screen.findByRole('region', { name: 'Devis' })).toHaveTextContent(
    'Aucun devis pour cette demande.',
  );
});

it('gives each delivery its state, attempts and last error, and re-sends only what was not delivered', async () => {
  mocked.resendDelivery.mockResolvedValue();
  renderWithBackend(<LeadPage id={ID} />);
  const deliveries = within(await screen.findByRole('region', { name: 'Envois' }));
  const items = deliveries.getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('E-mail à l’entreprise');
  expect(items[0]).toHaveTextContent('Remis');
  expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
  expect(items[1]).toHaveTextContent('Échec');
  expect(items[1]).toHaveTextContent('8 essais');
  expect(items[1]).toHaveTextContent('HTTP 500');
  expect(items[2]).toHaveTextContent('Nouvel essai prévu');

  await userEvent.click(deliveries.getByRole('button', { name: 'Renvoyer\u00a0: Tableur' }));
  expect(mocked.resendDelivery).toHaveBeenCalledWith(expect.anything(), 2);
  expect(await deliveries.findByText(/Renvoi demandé/)).toBeInTheDocument();
});

it('moves the lead along the pipeline with a dated note, and lists the notes', async () => {
  mocked.addNote.mockResolvedValue();
  renderWithBackend(<LeadPage id={ID} />);
  const pipeline = within(await screen.findByRole('region', { name: 'Suivi' }));
  expect(pipeline.getByText('26/11/2026 10:00')).toBeInTheDocument();
  expect(pipeline.getByText('Passée en « Contacté »')).toBeInTheDocument();

  await userEvent.click(pipeline.getByRole('button', { name: 'Enregistrer' }));
  expect(pipeline.getByRole('alert')).toHaveTextContent('Écrivez une note ou choisissez un nouveau statut.');
  expect(mocked.addNote).not.toHaveBeenCalled();

  await userEvent.selectOptions(pipeline.getByLabelText('Nouveau statut'), 'Visite planifiée');
  await userEvent.type(pipeline.getByLabelText('Note'), '  Visite jeudi 14 h ');
  await userEvent.click(pipeline.getByRole('button', { name: 'Enregistrer' }));
  // With the status the page showed: the database refuses a move from another one.
  expect(mocked.addNote).toHaveBeenCalledWith(
    expect.anything(),
    ID,
    'Visite jeudi 14 h',
    'visite_planifiee',
    'nouveau',
  );
});

it('a status changed meanwhile by someone else is said so, the lead read again, the note kept', async () => {
  mocked.addNote.mockRejectedValue({
    code: 'PT409',
    message: 'Le statut de cette demande a changé entre-temps',
  });
  renderWithBackend(<LeadPage id={ID} />);
  const pipeline = within(await screen.findByRole('region', { name: 'Suivi' }));
  const reads = mocked.fetchLead.mock.calls.length;
  mocked.fetchLead.mockResolvedValue({ lead: { ...lead, status: 'perdu' }, notes: [], deliveries: [] });
  await userEvent.selectOptions(pipeline.getByLabelText('Nouveau statut'), 'Contacté');
  await userEvent.type(pipeline.getByLabelText('Note'), 'Rappelée ce matin');
  await userEvent.click(pipeline.getByRole('button', { name: 'Enregistrer' }));
  expect(await pipeline.findByRole('alert')).toHaveTextContent(/changé entre-temps par quelqu’un d’autre/);
  await waitFor(() => expect(mocked.fetchLead.mock.calls.length).toBeGreaterThan(reads));
  // « Perdu », now the current status, is no longer among the choices.
  await waitFor(() =>
    expect(
      within(pipeline.getByLabelText('Nouveau statut')).queryByRole('option', { name: 'Perdu' }),
    ).toBeNull(),
  );
  expect(pipeline.getByLabelText('Note')).toHaveValue('Rappelée ce matin');
  expect(pipeline.getByLabelText('Nouveau statut')).toHaveValue('');
});

it('a note saved whose history cannot be read again is still said saved, so it is not typed twice', async () => {
  mocked.addNote.mockResolvedValue();
  renderWithBackend(<LeadPage id={ID} />);
  const pipeline = within(await screen.findByRole('region', { name: 'Suivi' }));
  mocked.fetchLead.mockRejectedValue(new Error('Failed to fetch'));
  await userEvent.type(pipeline.getByLabelText('Note'), 'Rappeler lundi');
  await userEvent.click(pipeline.getByRole('button', { name: 'Enregistrer' }));
  expect(
    await pipeline.findByText(/^Note enregistrée ; l’historique n’a pas pu être rechargé/),
  ).toBeInTheDocument();
  expect(pipeline.getByLabelText('Note')).toHaveValue('');
  // The page itself stays, with what it had read.
  expect(screen.getByRole('region', { name: 'Suivi' })).toBeInTheDocument();
});

it('keeps a note typed and not saved when the page is left, and offers it back on return', async () => {
  window.sessionStorage.clear();
  mocked.addNote.mockResolvedValue();
  const first = renderWithBackend(<LeadPage id={ID} />);
  let pipeline = within(await screen.findByRole('region', { name: 'Suivi' }));
  await userEvent.selectOptions(pipeline.getByLabelText('Nouveau statut'), 'Devis envoyé');
  await userEvent.type(pipeline.getByLabelText('Note'), 'Devis de 1 540 € envoyé');
  // Closing or reloading the tab now asks first.
  const leaving = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(leaving);
  expect(leaving.defaultPrevented).toBe(true);
  // Left at once (a link tapped right after typing): kept all the same.
  first.unmount();
  expect(window.sessionStorage.length).toBe(1);

  renderWithBackend(<LeadPage id={ID} />);
  pipeline = within(await screen.findByRole('region', { name: 'Suivi' }));
  expect(pipeline.getByRole('status')).toHaveTextContent(/Un brouillon non enregistré du .* a été retrouvé/);
  expect(pipeline.getByLabelText('Note')).toHaveValue('');
  await userEvent.click(pipeline.getByRole('button', { name: 'Reprendre ce brouillon' }));
  expect(pipeline.getByLabelText('Note')).toHaveValue('Devis de 1 540 € envoyé');
  expect(pipeline.getByLabelText('Nouveau statut')).toHaveValue('devis_envoye');

  await userEvent.click(pipeline.getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(pipeline.getByLabelText('Note')).toHaveValue(''));
  // Saved: nothing kept, nothing asked.
  await waitFor(() => expect(window.sessionStorage.length).toBe(0));
  const after = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(after);
  expect(after.defaultPrevented).toBe(false);
});

it('erases the person only once their address is typed in the confirmation', async () => {
  mocked.erasePerson.mockResolvedValue({ leads: 1 });
  renderWithBackend(<LeadPage id={ID} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Effacer ses données' }));
  const dialog = within(screen.getByRole('dialog', { name: /^Effacer les données de cette personne/ }));
  const confirm = dialog.getByRole('button', { name: 'Effacer définitivement' });
  expect(confirm).toBeDisabled();
  await userEvent.type(dialog.getByLabelText(/Pour confirmer/), 'autre@example.fr');
  expect(confirm).toBeDisabled();
  await userEvent.clear(dialog.getByLabelText(/Pour confirmer/));
  await userEvent.type(dialog.getByLabelText(/Pour confirmer/), 'Camille@Example.fr');
  await userEvent.click(confirm);
  expect(mocked.erasePerson).toHaveBeenCalledWith(expect.anything(), 'camille@example.fr');
  await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/admin/?efface=1'));
});

it('shows the address to type as it is, an apostrophe in it included, and accepts it pasted', async () => {
  mocked.erasePerson.mockResolvedValue({ leads: 1 });
  mocked.fetchLead.mockResolvedValue({
    lead: { ...lead, email: "o'neill@example.fr" },
    notes: [],
    deliveries: [],
  });
  renderWithBackend(<LeadPage id={ID} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Effacer ses données' }));
  const dialog = within(screen.getByRole('dialog', { name: /^Effacer les données de cette personne/ }));
  const field = dialog.getByLabelText(/Pour confirmer/);
  expect(field).toHaveAccessibleName("Pour confirmer, tapez l’adresse o'neill@example.fr");
  await userEvent.click(field);
  await userEvent.paste("o'neill@example.fr");
  await userEvent.click(dialog.getByRole('button', { name: 'Effacer définitivement' }));
  expect(mocked.erasePerson).toHaveBeenCalledWith(expect.anything(), "o'neill@example.fr");
});

it('says when the lead does not exist (erased, or a wrong link)', async () => {
  mocked.fetchLead.mockResolvedValue({ lead: null, notes: [], deliveries: [] });
  renderWithBackend(<LeadPage id={ID} />);
  expect(
    await screen.findByRole('heading', { name: 'Cette demande n’existe pas ou a été effacée.' }),
  ).toBeInTheDocument();
});
