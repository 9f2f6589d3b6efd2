import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchCompanyDetails } from '../company/api';
import { renderWithBackend } from '../test-support';
import {
  approveReview,
  countPendingReviews,
  fetchAuthorEmail,
  fetchReviews,
  rejectReview,
  type StaffReview,
  saveResponse,
} from './api';
import { ReviewsPage } from './moderation';

jest.mock('./api');
jest.mock('../company/api');
const mocked = {
  fetchReviews: fetchReviews as jest.MockedFunction<typeof fetchReviews>,
  countPendingReviews: countPendingReviews as jest.MockedFunction<typeof countPendingReviews>,
  fetchAuthorEmail: fetchAuthorEmail as jest.MockedFunction<typeof fetchAuthorEmail>,
  fetchCompanyDetails: fetchCompanyDetails as jest.MockedFunction<typeof fetchCompanyDetails>,
  approveReview: approveReview as jest.MockedFunction<typeof approveReview>,
  rejectReview: rejectReview as jest.MockedFunction<typeof rejectReview>,
  saveResponse: saveResponse as jest.MockedFunction<typeof saveResponse>,
};

const review = (over: Partial<StaffReview>): StaffReview => ({
  id: 'r1',
  name: 'Sophie',
  title: 'Parquet magnifique',
  content: 'Travail soigné, équipe ponctuelle.',
  rating: 5,
  status: 'pending',
  rejection_reason: null,
  created_at: '2026-11-20T10:00:00.000Z',
  response: null,
  ...over,
});

beforeEach(() => {
  jest.resetAllMocks();
  window.history.replaceState(null, '', '/admin/reviews/');
  mocked.countPendingReviews.mockResolvedValue(1);
  mocked.fetchAuthorEmail.mockResolvedValue('sophie.martin@example.fr');
  mocked.fetchCompanyDetails.mockResolvedValue({
    phone: '03 89 00 00 00',
    email: 'contact@parquet-alsace.fr',
    head_office_street: '1 rue du Parc',
    head_office_postal_code: '68000',
    head_office_city: 'Colmar',
    siret: '12345678900012',
  } as never);
});

it('lists the pending reviews and publishes one; the focus leaves with the card for the message, never to the page', async () => {
  mocked.fetchReviews.mockResolvedValueOnce([review({})]).mockResolvedValue([]);
  mocked.approveReview.mockResolvedValue();
  renderWithBackend(<ReviewsPage />);
  expect(await screen.findByRole('heading', { name: 'Parquet magnifique' })).toBeInTheDocument();
  expect(mocked.fetchReviews).toHaveBeenCalledWith(expect.anything(), 'pending');
  expect(screen.getByText(/Sophie · 5 sur 5 · Reçu le 20\/11\/2026/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Publier' }));
  expect(mocked.approveReview).toHaveBeenCalledWith(expect.anything(), 'r1');
  expect(await screen.findByText('Avis publié.')).toHaveFocus();
  // The queue read again no longer holds it: its buttons are gone, the focus stays on the message.
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Parquet magnifique' })).toBeNull());
  expect(screen.getByText('Avis publié.')).toHaveFocus();
});

it('refuses a review only after a reason is chosen and the e-mail, its recipient and the author are shown', async () => {
  mocked.fetchReviews.mockResolvedValue([review({})]);
  mocked.rejectReview.mockResolvedValue();
  renderWithBackend(<ReviewsPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Refuser' }));
  let dialog = within(screen.getByRole('dialog'));
  // No reason chosen in advance.
  for (const radio of dialog.getAllByRole('radio')) expect(radio).not.toBeChecked();
  await userEvent.click(dialog.getByRole('button', { name: 'Voir l’e-mail avant d’envoyer' }));
  expect(dialog.getByRole('alert')).toHaveTextContent('Choisissez la raison du refus.');
  expect(dialog.getAllByRole('radio')[0]).toHaveFocus();

  await userEvent.click(dialog.getByLabelText('L’avis a déjà été publié (doublon).'));
  await userEvent.click(dialog.getByRole('button', { name: 'Voir l’e-mail avant d’envoyer' }));
  // The question names the author and the review; the e-mail shows its recipient and the reason.
  expect(await dialog.findByText('Refuser l’avis « Parquet magnifique » de Sophie ?')).toHaveFocus();
  const mail = await dialog.findByRole('figure', { name: 'E-mail envoyé à l’auteur' });
  expect(within(mail).getByTestId('mail-to')).toHaveTextContent('sophie.martin@example.fr');
  expect(mail).toHaveTextContent('L’avis a déjà été publié (doublon).');
  expect(mail).toHaveTextContent('le 20 novembre 2026');
  expect(mocked.fetchAuthorEmail).toHaveBeenCalledWith(expect.anything(), 'r1');
  expect(mocked.rejectReview).not.toHaveBeenCalled();
  await userEvent.click(dialog.getByRole('button', { name: 'Refuser et envoyer l’e-mail' }));
  expect(mocked.rejectReview).toHaveBeenCalledWith(
    expect.anything(),
    'r1',
    'L’avis a déjà été publié (doublon).',
  );
  expect(await screen.findByText(/l’auteur va recevoir la raison par e-mail/)).toHaveFocus();

  await userEvent.click(screen.getByRole('button', { name: 'Refuser' }));
  dialog = within(screen.getByRole('dialog'));
  await userEvent.click(dialog.getByLabelText('Autre raison (à écrire)'));
  await userEvent.click(dialog.getByRole('button', { name: 'Voir l’e-mail avant d’envoyer' }));
  expect(dialog.getByRole('alert')).toHaveTextContent('Écrivez la raison du refus.');
  await userEvent.type(dialog.getByLabelText('Raison'), 'Photos d’un autre chantier');
  await userEvent.click(dialog.getByRole('button', { name: 'Voir l’e-mail avant d’envoyer' }));
  // Back to the reasons, the one typed is kept.
  await userEvent.click(await dialog.findByRole('button', { name: 'Changer la raison' }));
  expect(dialog.getByLabelText('Raison')).toHaveValue('Photos d’un autre chantier');
  await userEvent.click(dialog.getByRole('button', { name: 'Voir l’e-mail avant d’envoyer' }));
  await userEvent.click(await dialog.findByRole('button', { name: 'Refuser et envoyer l’e-mail' }));
  expect(mocked.rejectReview).toHaveBeenLastCalledWith(expect.anything(), 'r1', 'Photos d’un autre chantier');
});

it('sends nothing when the author’s address cannot be read', async () => {
  mocked.fetchReviews.mockResolvedValue([review({})]);
  mocked.fetchAuthorEmail.mockResolvedValue(null);
  renderWithBackend(<ReviewsPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Refuser' }));
  const dialog = within(screen.getByRole('dialog'));
  await userEvent.click(dialog.getByLabelText('L’avis a déjà été publié (doublon).'));
  await userEvent.click(dialog.getByRole('button', { name: 'Voir l’e-mail avant d’envoyer' }));
  expect(await dialog.findByRole('alert')).toHaveTextContent('L’adresse de l’auteur n’a pas pu être lue');
  expect(dialog.getByRole('button', { name: 'Refuser et envoyer l’e-mail' })).toBeDisabled();
});

it('shows how many reviews wait for moderation', async () => {
  window.history.replaceState(null, '', '/admin/reviews/?liste=approved');
  mocked.fetchReviews.mockResolvedValue([]);
  mocked.countPendingReviews.mockResolvedValue(3);
  renderWithBackend(<ReviewsPage />);
  expect(await screen.findByRole('link', { name: 'À modérer (3)' })).toBeInTheDocument();
});

it('responds publicly to a published review, then edits the response', async () => {
  window.history.replaceState(null, '', '/admin/reviews/?liste=approved');
  mocked.fetchReviews.mockResolvedValue([review({ status: 'approved' })]);
  mocked.saveResponse.mockResolvedValue();
  renderWithBackend(<ReviewsPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Répondre publiquement' }));
  await userEvent.type(screen.getByLabelText('Réponse publique'), 'Merci Sophie !');
  await userEvent.click(screen.getByRole('button', { name: 'Publier la réponse' }));
  expect(mocked.saveResponse).toHaveBeenCalledWith(expect.anything(), 'r1', null, 'Merci Sophie !');
  expect(mocked.fetchReviews).toHaveBeenCalledWith(expect.anything(), 'approved');
});

it('offers to edit an existing response with its text', async () => {
  window.history.replaceState(null, '', '/admin/reviews/?liste=approved');
  mocked.fetchReviews.mockResolvedValue([
    review({
      status: 'approved',
      response: { id: 'p1', response_text: 'Merci !', updated_at: '2026-11-21T10:00:00Z' },
    }),
  ]);
  mocked.saveResponse.mockResolvedValue();
  renderWithBackend(<ReviewsPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Modifier la réponse' }));
  const field = screen.getByLabelText('Réponse publique');
  expect(field).toHaveValue('Merci !');
  await userEvent.type(field, ' À bientôt.');
  await userEvent.click(screen.getByRole('button', { name: 'Publier la réponse' }));
  expect(mocked.saveResponse).toHaveBeenCalledWith(expect.anything(), 'r1', 'p1', 'Merci ! À bientôt.');
});
