import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithBackend } from '../test-support';
import { approveReview, fetchReviews, rejectReview, type StaffReview, saveResponse } from './api';
import { ReviewsPage } from './moderation';

jest.mock('./api');
const mocked = {
  fetchReviews: fetchReviews as jest.MockedFunction<typeof fetchReviews>,
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
});

it('lists the pending reviews and publishes one', async () => {
  mocked.fetchReviews.mockResolvedValue([review({})]);
  mocked.approveReview.mockResolvedValue();
  renderWithBackend(<ReviewsPage />);
  expect(await screen.findByRole('heading', { name: 'Parquet magnifique' })).toBeInTheDocument();
  expect(mocked.fetchReviews).toHaveBeenCalledWith(expect.anything(), 'pending');
  expect(screen.getByText(/Sophie · 5 sur 5 · Reçu le 20\/11\/2026/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Publier' }));
  expect(mocked.approveReview).toHaveBeenCalledWith(expect.anything(), 'r1');
  expect(await screen.findByText('Avis publié.')).toBeInTheDocument();
});

it('refuses a review with a reason from the list, or one typed', async () => {
  mocked.fetchReviews.mockResolvedValue([review({})]);
  mocked.rejectReview.mockResolvedValue();
  renderWithBackend(<ReviewsPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Refuser' }));
  let dialog = within(screen.getByRole('dialog'));
  await userEvent.click(dialog.getByLabelText('L’avis a déjà été publié (doublon).'));
  await userEvent.click(dialog.getByRole('button', { name: /Refuser et prévenir/ }));
  expect(mocked.rejectReview).toHaveBeenCalledWith(
    expect.anything(),
    'r1',
    'L’avis a déjà été publié (doublon).',
  );
  expect(await screen.findByText(/l’auteur va recevoir la raison par e-mail/)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Refuser' }));
  dialog = within(screen.getByRole('dialog'));
  await userEvent.click(dialog.getByLabelText('Autre raison (à écrire)'));
  await userEvent.click(dialog.getByRole('button', { name: /Refuser et prévenir/ }));
  expect(dialog.getByRole('alert')).toHaveTextContent('Indiquez la raison du refus.');
  await userEvent.type(dialog.getByLabelText('Raison'), 'Photos d’un autre chantier');
  await userEvent.click(dialog.getByRole('button', { name: /Refuser et prévenir/ }));
  expect(mocked.rejectReview).toHaveBeenLastCalledWith(expect.anything(), 'r1', 'Photos d’un autre chantier');
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
