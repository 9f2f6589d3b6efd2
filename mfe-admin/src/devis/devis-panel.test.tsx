import type { DevisContent } from '@parquet-alsace/shared/devis';
import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { Lead } from '../leads/model';
import { renderWithBackend } from '../test-support';
import {
  createDevis,
  fetchDevisMissing,
  fetchLeadDevis,
  saveDevisContent,
  sendDevis,
  signedPdfUrl,
} from './api';
import { DevisPanel } from './devis-panel';
import type { LeadDevis } from './model';
import { addDays, parisToday } from './prefill';

jest.mock('./api');
const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;

async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const LEAD = '6f0c2a4e-1d3b-4c55-9a1e-2b7f0c9d8e11';
const DEVIS = '0b8f7e2a-5c1d-4e3f-8a9b-1c2d3e4f5a6b';
const lead = {
  id: LEAD,
  full_name: 'Camille Muller',
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
  teinture: false,
  property_type: 'maison',
  has_elevator: null,
  home_older_than_two_years: true,
} as Lead;

const content = (over: Partial<DevisContent> = {}): DevisContent => ({
  customerName: 'Camille Muller',
  customerEmail: 'camille@example.fr',
  customerPhone: '+33612345678',
  worksAddress: '12 rue des Tanneurs\n67000 Strasbourg',
  worksNature: 'Ponçage + huilage écologique d’un parquet de 35 m² en maison.',
  homeOlderThanTwoYears: true,
  lines: [
    { description: 'Ponçage + huilage écologique', quantity: 35, unit: 'm²', unitPriceHt: 44, vatRate: 10 },
  ],
  travelHt: 0,
  travelVatRate: 10,
  start: '',
  duration: '',
  validUntil: '2027-01-06',
  paymentTerms: 'Acompte de 30 % à l’acceptation, solde à la fin des travaux.',
  depositPercent: 30,
  free: true,
  devisPriceTtc: 0,
  ...over,
});

const devis = (over: Partial<NonNullable<LeadDevis['devis']>> = {}): LeadDevis => ({
  devis: {
    id: DEVIS,
    lead_id: LEAD,
    number: null,
    version: 1,
    status: 'brouillon',
    content: content(),
    created_at: '2026-12-07T09:00:00Z',
    updated_at: '2026-12-07T09:00:00Z',
    sent_at: null,
    decided_at: null,
    refusal_reason: null,
    ...over,
  },
  versions: [],
  acceptance: null,
});

const panel = async () => within(await screen.findByRole('region', { name: 'Devis' }));
/** The totals table's rows, as label → amount. */
const totals = (scope: ReturnType<typeof within>) =>
  Object.fromEntries(
    [...scope.getByRole('table', { name: 'Totaux' }).querySelectorAll('tr')].map((row) => [
      row.querySelector('th')?.textContent,
      row.querySelector('td')?.textContent,
    ]),
  );

beforeEach(() => {
  jest.resetAllMocks();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', `/admin/leads/${LEAD}/`);
  mocked(fetchDevisMissing).mockResolvedValue([]);
});

test('no devis yet: « Préparer le devis » creates the draft prefilled from the request', async () => {
  mocked(fetchLeadDevis).mockResolvedValueOnce({ devis: null, versions: [], acceptance: null });
  mocked(fetchLeadDevis).mockResolvedValue(devis());
  mocked(createDevis).mockResolvedValue();
  const { container } = renderWithBackend(<DevisPanel lead={lead} />);
  const region = await panel();
  expect(await region.findByText('Aucun devis pour cette demande.')).toBeInTheDocument();
  expect(await violations(container)).toEqual([]);

  await userEvent.click(region.getByRole('button', { name: 'Préparer le devis' }));
  expect(mocked(createDevis)).toHaveBeenCalledWith(
    expect.anything(),
    LEAD,
    expect.objectContaining({
      customerName: 'Camille Muller',
      lines: [
        {
          description: 'Ponçage + huilage écologique',
          quantity: 35,
          unit: 'm²',
          unitPriceHt: 44,
          vatRate: 10,
        },
      ],
      validUntil: addDays(parisToday(), 30),
      depositPercent: 30,
      free: true,
    }),
  );
  expect(await region.findByLabelText('Nom du client')).toHaveValue('Camille Muller');
  expect(region.getByText('Brouillon')).toBeInTheDocument();
  expect(region.getByText('attribué au premier envoi')).toBeInTheDocument();
});

test('the totals follow the lines as they are typed: HT, VAT per rate, TTC and the deposit', async () => {
  mocked(fetchLeadDevis).mockResolvedValue(devis());
  renderWithBackend(<DevisPanel lead={lead} />);
  const region = await panel();
  await region.findByLabelText('Nom du client');
  expect(totals(region)).toEqual({
    'Total HT': '1\u202f540,00\u00a0€',
    'TVA 10\u00a0% sur 1\u202f540,00\u00a0€\u00a0HT': '154,00\u00a0€',
    'Total TTC': '1\u202f694,00\u00a0€',
    'Acompte (30\u00a0%)': '508,20\u00a0€',
  });

  const quantity = region.getByLabelText('Quantité');
  await userEvent.clear(quantity);
  await userEvent.type(quantity, '12,5');
  // The line's total, its no-break spaces read as spaces by the text query.
  expect(region.getByText('550,00 € HT')).toBeInTheDocument();

  await userEvent.click(region.getByRole('button', { name: '+ Ajouter une ligne' }));
  const second = within(region.getByRole('group', { name: 'Ligne 2' }));
  // The new line's first field takes the focus on the next frame.
  await waitFor(() => expect(second.getByLabelText('Désignation')).toHaveFocus());
  await userEvent.type(second.getByLabelText('Désignation'), 'Plinthes');
  await userEvent.selectOptions(second.getByLabelText('Unité'), 'heure');
  await userEvent.clear(second.getByLabelText('Quantité'));
  await userEvent.type(second.getByLabelText('Quantité'), '2');
  await userEvent.clear(second.getByLabelText('Prix unitaire HT (€)'));
  await userEvent.type(second.getByLabelText('Prix unitaire HT (€)'), '45,50');
  await userEvent.selectOptions(second.getByLabelText('Taux de TVA'), '20');
  await userEvent.type(region.getByLabelText('Frais de déplacement HT (€, 0 : aucun)'), '{Backspace}30');
  expect(totals(region)).toEqual({
    'Total HT': '671,00\u00a0€',
    'TVA 10\u00a0% sur 580,00\u00a0€\u00a0HT': '58,00\u00a0€',
    'TVA 20\u00a0% sur 91,00\u00a0€\u00a0HT': '18,20\u00a0€',
    'Total TTC': '747,20\u00a0€',
    'Acompte (30\u00a0%)': '224,16\u00a0€',
  });
});

test('« Enregistrer » saves the content; a failed save keeps the edits and says so', async () => {
  mocked(fetchLeadDevis).mockResolvedValue(devis());
  mocked(saveDevisContent).mockRejectedValueOnce(new Error('Failed to fetch'));
  mocked(saveDevisContent).mockResolvedValueOnce();
  renderWithBackend(<DevisPanel lead={lead} />);
  const region = await panel();
  await region.findByLabelText('Durée des travaux');
  await userEvent.click(region.getByRole('button', { name: 'Enregistrer' }));
  expect(await region.findByText('Aucune modification à enregistrer.')).toBeInTheDocument();
  expect(mocked(saveDevisContent)).not.toHaveBeenCalled();

  await userEvent.type(region.getByLabelText('Durée des travaux'), '2 jours');
  await userEvent.type(region.getByLabelText('Début des travaux (date ou délai)'), 'sous 3 semaines');
  await userEvent.clear(region.getByLabelText('Prix unitaire HT (€)'));
  await userEvent.type(region.getByLabelText('Prix unitaire HT (€)'), '44,5');
  await userEvent.click(region.getByRole('button', { name: 'Enregistrer' }));

  expect(await region.findByRole('alert')).toHaveTextContent(/L’enregistrement a échoué.*conservées/);
  expect(region.getByLabelText('Durée des travaux')).toHaveValue('2 jours');
  expect(region.getByLabelText('Prix unitaire HT (€)')).toHaveValue('44,5');
  // Sending waits for the edits to be saved.
  expect(
    region.getByText('Enregistrez vos modifications pour pouvoir envoyer le devis.'),
  ).toBeInTheDocument();

  await userEvent.click(region.getByRole('button', { name: 'Enregistrer' }));
  expect(await region.findByText('Devis enregistré.')).toBeInTheDocument();
  expect(mocked(saveDevisContent)).toHaveBeenLastCalledWith(
    expect.anything(),
    DEVIS,
    content({
      start: 'sous 3 semaines',
      duration: '2 jours',
      lines: [
        {
          description: 'Ponçage + huilage écologique',
          quantity: 35,
          unit: 'm²',
          unitPriceHt: 44.5,
          vatRate: 10,
        },
      ],
    }),
  );
});

test('what is typed while a save is under way is kept, unsaved, with its draft', async () => {
  mocked(fetchLeadDevis).mockResolvedValue(devis());
  let answer: () => void = () => {};
  mocked(saveDevisContent).mockImplementationOnce(
    () =>
      new Promise<void>((resolve) => {
        answer = resolve;
      }),
  );
  renderWithBackend(<DevisPanel lead={lead} />);
  const region = await panel();
  await userEvent.type(await region.findByLabelText('Durée des travaux'), '2 jours');
  await userEvent.click(region.getByRole('button', { name: 'Enregistrer' }));
  // The answer is slow: the next field is typed meanwhile.
  await userEvent.type(region.getByLabelText('Début des travaux (date ou délai)'), 'sous 3 semaines');
  answer();
  expect(await region.findByText('Devis enregistré.')).toBeInTheDocument();
  expect(region.getByLabelText('Début des travaux (date ou délai)')).toHaveValue('sous 3 semaines');
  expect(region.getByLabelText('Durée des travaux')).toHaveValue('2 jours');
  // Still unsaved, so still kept in the tab and still to be saved before sending.
  expect(
    region.getByText('Enregistrez vos modifications pour pouvoir envoyer le devis.'),
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(window.sessionStorage.getItem(`parquet-alsace-brouillon:devis:${DEVIS}`)).toContain(
      'sous 3 semaines',
    ),
  );
});

test('a new reading that fails (back on a weak network) keeps the devis and what is typed on screen', async () => {
  mocked(fetchLeadDevis).mockResolvedValueOnce(devis());
  mocked(fetchLeadDevis).mockRejectedValue(new Error('Failed to fetch'));
  renderWithBackend(<DevisPanel lead={lead} />);
  const region = await panel();
  await userEvent.type(await region.findByLabelText('Durée des travaux'), '2 jours');
  // The window comes back into focus: the devis is read again, and that fails.
  act(() => {
    focusManager.setFocused(false);
    focusManager.setFocused(true);
  });
  await waitFor(() => expect(mocked(fetchLeadDevis)).toHaveBeenCalledTimes(2));
  await act(async () => {});
  expect(region.getByLabelText('Durée des travaux')).toHaveValue('2 jours');
  expect(region.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  focusManager.setFocused(undefined);
});

test('a figure that is not one is named, and nothing is saved', async () => {
  mocked(fetchLeadDevis).mockResolvedValue(devis());
  renderWithBackend(<DevisPanel lead={lead} />);
  const region = await panel();
  const quantity = await region.findByLabelText('Quantité');
  await userEvent.clear(quantity);
  await userEvent.type(quantity, 'trente');
  await userEvent.click(region.getByRole('button', { name: 'Enregistrer' }));
  expect(await region.findByRole('alert')).toHaveTextContent('1 montant est à corriger.');
  expect(quantity).toHaveAccessibleDescription(/Un nombre positif/);
  expect(quantity).toHaveAttribute('aria-invalid', 'true');
  expect(mocked(saveDevisContent)).not.toHaveBeenCalled();
});

test('a line’s price emptied (to be typed again) is asked for, never saved as 0 €', async () => {
  mocked(fetchLeadDevis).mockResolvedValue(devis());
  renderWithBackend(<DevisPanel lead={lead} />);
  const region = await panel();
  const price = await region.findByLabelText('Prix unitaire HT (€)');
  await userEvent.clear(price);
  await userEvent.click(region.getByRole('button', { name: 'Enregistrer' }));
  expect(await region.findByRole('alert')).toHaveTextContent('1 montant est à corriger.');
  expect(price).toHaveAccessibleDescription('À remplir.');
  expect(mocked(saveDevisContent)).not.toHaveBeenCalled();
  // A price of 0 typed on purpose (a line offered) is one.
  mocked(saveDevisContent).mockResolvedValue();
  await userEvent.type(price, '0');
  await userEvent.click(region.getByRole('button', { name: 'Enregistrer' }));
  expect(await region.findByText('Devis enregistré.')).toBeInTheDocument();
});

test('what blocks sending is listed in French, each item a link to its field', async () => {
  mocked(fetchLeadDevis).mockResolvedValue(devis({ content: content({ customerEmail: '', lines: [] }) }));
  mocked(fetchDevisMissing).mockResolvedValue([
    'company.legal_name',
    'company.mediator_contact',
    'devis.customer_email',
    'devis.lines',
  ]);
  const { container } = renderWithBackend(<DevisPanel lead={lead} />);
  const region = await panel();
  const list = within(await region.findByRole('list', { name: 'À compléter avant l’envoi' }));
  const links = list.getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Entreprise\u00a0: raison sociale', '/admin/entreprise/#entreprise-legal_name'],
    [
      'Entreprise\u00a0: adresse ou site du médiateur de la consommation',
      '/admin/entreprise/#entreprise-mediator_address',
    ],
    ['Devis\u00a0: e-mail du client', '#devis-client-email'],
    ['Devis\u00a0: au moins une ligne, chacune avec sa désignation et une quantité', '#devis-lignes'],
  ]);
  expect(region.queryByRole('button', { name: 'Envoyer le devis' })).toBeNull();
  expect(await violations(container)).toEqual([]);

  await userEvent.click(list.getByRole('link', { name: 'Devis\u00a0: e-mail du client' }));
  expect(region.getByLabelText('E-mail du client')).toHaveFocus();
  await userEvent.click(list.getByRole('link', { name: /au moins une ligne/ }));
  expect(region.getByRole('button', { name: '+ Ajouter une ligne' })).toHaveFocus();
  // The company's items open the company screen at their field (a move in place, to the top).
  const scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  await userEvent.click(list.getByRole('link', { name: 'Entreprise\u00a0: raison sociale' }));
  expect(scroll).toHaveBeenCalled();
  expect(window.location.pathname + window.location.hash).toBe('/admin/entreprise/#entreprise-legal_name');
});

test('« Envoyer le devis » asks for a confirmation, then shows the number, version and date sent', async () => {
  mocked(fetchLeadDevis).mockResolvedValueOnce(devis());
  mocked(sendDevis).mockResolvedValue({ number: 'DEV-2026-0001', version: 1 });
  const sent: LeadDevis = {
    ...devis({ number: 'DEV-2026-0001', status: 'envoye', sent_at: '2026-12-07T14:05:00Z' }),
    versions: [
      {
        version: 1,
        sent_at: '2026-12-07T14:05:00Z',
        expires_at: '2027-01-06T22:59:59Z',
        superseded_at: null,
        opened_at: null,
        pdf_sha256: null,
      },
    ],
  };
  mocked(fetchLeadDevis).mockResolvedValue(sent);
  renderWithBackend(<DevisPanel lead={lead} />);
  const region = await panel();
  await userEvent.click(await region.findByRole('button', { name: 'Envoyer le devis' }));
  expect(
    region.getByText(/Le client reçoit à camille@example.fr un e-mail avec le lien du devis/),
  ).toBeInTheDocument();
  expect(mocked(sendDevis)).not.toHaveBeenCalled();
  await userEvent.click(region.getByRole('button', { name: 'Annuler' }));
  expect(region.queryByRole('button', { name: 'Confirmer l’envoi' })).toBeNull();

  await userEvent.click(region.getByRole('button', { name: 'Envoyer le devis' }));
  expect(region.getByRole('button', { name: 'Confirmer l’envoi' })).toHaveFocus();
  await userEvent.click(region.getByRole('button', { name: 'Confirmer l’envoi' }));
  expect(mocked(sendDevis)).toHaveBeenCalledWith(expect.anything(), DEVIS);
  expect(await region.findByText('Devis DEV-2026-0001 envoyé (version 1).')).toBeInTheDocument();
  expect(region.getByText('Envoyé')).toBeInTheDocument();
  expect(region.getByText('DEV-2026-0001')).toBeInTheDocument();
  expect(region.getByText('07/12/2026 15:05')).toBeInTheDocument();
  expect(region.getByText('pas encore ouvert')).toBeInTheDocument();

  // A change after sending prepares the next version: said before it is saved.
  await userEvent.type(region.getByLabelText('Durée des travaux'), '3 jours');
  expect(
    region.getByText(
      /Ce devis a été envoyé \(version 1\)\. Enregistrer une modification prépare la version 2/,
    ),
  ).toBeInTheDocument();

  // Saved: the database made it the draft of version 2, to be sent in turn.
  mocked(saveDevisContent).mockResolvedValue();
  mocked(fetchLeadDevis).mockResolvedValue({
    ...devis({ number: 'DEV-2026-0001', version: 2, sent_at: '2026-12-07T14:05:00Z' }),
    versions: sent.versions,
  });
  await userEvent.click(region.getByRole('button', { name: 'Enregistrer' }));
  expect(
    await region.findByText('Devis enregistré : c’est maintenant la version 2, à envoyer au client.'),
  ).toBeInTheDocument();
  expect(await region.findByRole('button', { name: 'Envoyer la version 2' })).toBeInTheDocument();
  expect(region.getByText('2 (pas encore envoyée)')).toBeInTheDocument();
  expect(region.queryByText('Devis DEV-2026-0001 envoyé (version 1).')).toBeNull();
});

test('an accepted devis shows the proof of its acceptance and can no longer be edited', async () => {
  mocked(signedPdfUrl).mockResolvedValue('https://equipe.example/storage/v1/object/sign/devis/x?token=t');
  mocked(fetchLeadDevis).mockResolvedValue({
    ...devis({
      number: 'DEV-2026-0001',
      status: 'accepte',
      sent_at: '2026-12-07T14:05:00Z',
      decided_at: '2026-12-09T18:42:00Z',
    }),
    acceptance: {
      version: 1,
      accepted_at: '2026-12-09T18:42:00Z',
      signer_name: 'Camille Muller',
      ip: '203.0.113.7',
      user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
      pdf_sha256: 'f'.repeat(64),
      vat_certified: true,
      early_start: false,
      code_sent_at: '2026-12-09T18:39:00Z',
      code_sent_to: 'camille@example.fr',
    },
  });
  const { container } = renderWithBackend(<DevisPanel lead={lead} />);
  const region = await panel();
  const proof = within(await region.findByRole('region', { name: 'Preuve de l’acceptation' }));
  const value = (label: string) => proof.getByText(label).nextElementSibling?.textContent;
  expect(value('Accepté le')).toBe('09/12/2026 19:42');
  expect(value('Nom du signataire')).toBe('Camille Muller');
  expect(value('Adresse IP')).toBe('203.0.113.7');
  expect(value('Navigateur')).toBe('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)');
  expect(value('Empreinte SHA-256 du PDF accepté')).toBe('f'.repeat(64));
  expect(value('Code envoyé le')).toBe('09/12/2026 19:39');
  expect(value('Code envoyé à')).toBe('camille@example.fr');
  expect(value('Attestation de TVA à taux réduit cochée')).toBe('Oui');
  expect(value('Début des travaux avant la fin du délai de rétractation demandé')).toBe('Non');
  const pdf = await proof.findByRole('link', { name: 'Télécharger le devis signé (PDF)' });
  expect(pdf).toHaveAttribute('href', 'https://equipe.example/storage/v1/object/sign/devis/x?token=t');
  expect(pdf).toHaveAttribute('download', 'DEV-2026-0001-v1-signe.pdf');
  expect(mocked(signedPdfUrl)).toHaveBeenCalledWith(
    expect.anything(),
    DEVIS,
    1,
    'DEV-2026-0001-v1-signe.pdf',
  );
  expect(region.getByText('Accepté')).toBeInTheDocument();
  expect(region.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
  expect(totals(region)['Total TTC']).toBe('1\u202f694,00\u00a0€');
  expect(region.getByRole('listitem')).toHaveTextContent(
    'Ponçage + huilage écologique · 35 m² × 44,00 € HT · TVA 10 % = 1 540,00 € HT',
  );
  expect(await violations(container)).toEqual([]);
});

test('a refused devis shows the customer’s reason', async () => {
  mocked(fetchLeadDevis).mockResolvedValue(
    devis({ number: 'DEV-2026-0002', status: 'refuse', refusal_reason: 'Trop cher pour nous cette année.' }),
  );
  renderWithBackend(<DevisPanel lead={lead} />);
  const region = await panel();
  const refusal = within(await region.findByRole('region', { name: 'Refus du client' }));
  expect(refusal.getByText('Trop cher pour nous cette année.')).toBeInTheDocument();
  expect(region.getByText('Refusé')).toBeInTheDocument();
});

test('a devis that cannot be read says so and offers to try again', async () => {
  mocked(fetchLeadDevis).mockRejectedValueOnce(new Error('offline'));
  mocked(fetchLeadDevis).mockResolvedValue({ devis: null, versions: [], acceptance: null });
  renderWithBackend(<DevisPanel lead={lead} />);
  const region = await panel();
  expect(await region.findByRole('alert')).toHaveTextContent('Le devis n’a pas pu être chargé.');
  await userEvent.click(region.getByRole('button', { name: 'Réessayer' }));
  expect(await region.findByText('Aucun devis pour cette demande.')).toBeInTheDocument();
});

test('an accepted devis whose signed PDF is not stored yet says so, and finds it on a new try', async () => {
  mocked(fetchLeadDevis).mockResolvedValue({
    ...devis({ number: 'DEV-2026-0003', status: 'accepte' }),
    acceptance: {
      version: 1,
      accepted_at: '2026-12-09T18:42:00Z',
      signer_name: 'Camille Muller',
      ip: null,
      user_agent: null,
      pdf_sha256: 'a'.repeat(64),
      vat_certified: true,
      early_start: true,
      code_sent_at: '2026-12-09T18:39:00Z',
      code_sent_to: 'camille@example.fr',
    },
  });
  mocked(signedPdfUrl).mockRejectedValueOnce(new Error('Object not found'));
  mocked(signedPdfUrl).mockResolvedValue('https://equipe.example/signe.pdf');
  renderWithBackend(<DevisPanel lead={lead} />);
  const proof = within(await screen.findByRole('region', { name: 'Preuve de l’acceptation' }));
  expect(proof.getByText('Adresse IP').nextElementSibling).toHaveTextContent('non renseigné');
  expect(await proof.findByText(/Le PDF signé n’est pas encore disponible/)).toBeInTheDocument();
  await userEvent.click(proof.getByRole('button', { name: 'Réessayer' }));
  expect(await proof.findByRole('link', { name: 'Télécharger le devis signé (PDF)' })).toHaveAttribute(
    'href',
    'https://equipe.example/signe.pdf',
  );
});

test('a home said newer than two years moves the lines at the reduced rate to 20 %, not a rate chosen by hand', async () => {
  mocked(fetchLeadDevis).mockResolvedValue(
    devis({
      content: content({
        lines: [
          { description: 'Ponçage', quantity: 35, unit: 'm²', unitPriceHt: 44, vatRate: 10 },
          { description: 'Fourniture', quantity: 1, unit: 'forfait', unitPriceHt: 100, vatRate: 5.5 },
        ],
        travelHt: 30,
      }),
    }),
  );
  renderWithBackend(<DevisPanel lead={lead} />);
  const region = await panel();
  const home = await region.findByLabelText('Logement achevé depuis plus de deux ans');
  expect(home).toHaveAccessibleDescription(/Change le taux des lignes/);
  await userEvent.selectOptions(home, 'false');
  expect(within(region.getByRole('group', { name: 'Ligne 1' })).getByLabelText('Taux de TVA')).toHaveValue(
    '20',
  );
  expect(within(region.getByRole('group', { name: 'Ligne 2' })).getByLabelText('Taux de TVA')).toHaveValue(
    '5.5',
  );
  expect(region.getByLabelText('Taux de TVA des frais de déplacement')).toHaveValue('20');
  expect(totals(region)['Total TTC']).toBe('1\u202f989,50\u00a0€');
});

test('a draft that could not be created says so; one prepared meanwhile by a colleague is shown', async () => {
  mocked(fetchLeadDevis).mockResolvedValue({ devis: null, versions: [], acceptance: null });
  mocked(createDevis).mockRejectedValueOnce(new Error('Failed to fetch'));
  renderWithBackend(<DevisPanel lead={lead} />);
  const region = await panel();
  await userEvent.click(await region.findByRole('button', { name: 'Préparer le devis' }));
  expect(await region.findByRole('alert')).toHaveTextContent('Le devis n’a pas pu être créé. Réessayez.');

  mocked(createDevis).mockRejectedValueOnce({ code: '23505', message: 'duplicate key' });
  mocked(fetchLeadDevis).mockResolvedValue(devis());
  await userEvent.click(region.getByRole('button', { name: 'Préparer le devis' }));
  expect(await region.findByLabelText('Nom du client')).toHaveValue('Camille Muller');
});
