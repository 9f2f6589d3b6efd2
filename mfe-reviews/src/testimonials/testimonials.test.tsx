import { render, screen, waitFor, within } from '@testing-library/react';
import Testimonials from './testimonials';

const fetchApprovedReviews = jest.fn();
jest.mock('../reviews/load', () => ({
  fetchApprovedReviews: (...a: unknown[]) => fetchApprovedReviews(...a),
}));
jest.mock('@parquet-alsace/shared/backend', () => ({ getBackend: () => ({}) }));

it('shows the three latest reviews with month-year and the team badge, asking for 3', async () => {
  fetchApprovedReviews.mockResolvedValue([
    {
      id: '1',
      name: 'Anne',
      title: 'Top',
      content: 'Merci à Julien !',
      rating: 4,
      created_at: '2025-06-10T10:00:00Z',
      response: null,
    },
    {
      id: '2',
      name: 'Paul',
      title: 'Bien',
      content: 'Rien à dire.',
      rating: 5,
      created_at: '2025-05-10T10:00:00Z',
      response: null,
    },
  ]);
  render(<Testimonials />);
  const top = await screen.findByRole('heading', { name: 'Top' });
  expect(fetchApprovedReviews).toHaveBeenCalledWith({}, 3);
  const card = top.closest('article') as HTMLElement;
  expect(within(card).getByRole('img', { name: '4 sur 5 étoiles' })).toBeInTheDocument();
  expect(within(card).getByText(/juin 2025/)).toBeInTheDocument();
  expect(within(card).getByText('Chantier suivi par Julien, de notre équipe')).toBeInTheDocument();
  const other = screen.getByRole('heading', { name: 'Bien' }).closest('article') as HTMLElement;
  expect(within(other).queryByText(/de notre équipe/)).toBeNull();
});

it('holds the place with empty cards while loading, never with sample reviews', () => {
  fetchApprovedReviews.mockReturnValue(new Promise(() => {}));
  render(<Testimonials />);
  expect(screen.getByRole('list', { name: 'Chargement des avis clients' })).toHaveAttribute(
    'aria-busy',
    'true',
  );
  expect(screen.queryByRole('article')).toBeNull();
});

it('invites the first review rather than inventing one when none is approved yet', async () => {
  fetchApprovedReviews.mockResolvedValue([]);
  render(<Testimonials />);
  const link = await screen.findByRole('link', { name: /Soyez le premier à donner votre avis/ });
  expect(link).toHaveAttribute('href', '/reviews/new/');
  expect(screen.queryByRole('article')).toBeNull();
});

it('shows the sample content when loading fails', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  fetchApprovedReviews.mockRejectedValue(new Error('down'));
  render(<Testimonials />);
  expect(await screen.findByRole('heading', { name: 'Un parquet ancien sauvé' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(3);
});

it('starts from the server’s reviews, refreshes them, and keeps them when the refresh fails', async () => {
  const server = [
    {
      id: 's',
      name: 'Anne',
      title: 'Vu par le serveur',
      content: 'Bien.',
      rating: 5,
      created_at: '2025-06-10T10:00:00Z',
      response: null,
    },
  ];
  jest.spyOn(console, 'error').mockImplementation(() => {});
  fetchApprovedReviews.mockRejectedValue(new Error('down'));
  render(<Testimonials initial={server} />);
  expect(screen.getByRole('heading', { name: 'Vu par le serveur' })).toBeInTheDocument();
  await waitFor(() => expect(fetchApprovedReviews).toHaveBeenCalled());
  expect(screen.getByRole('heading', { name: 'Vu par le serveur' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Un parquet ancien sauvé' })).toBeNull();

  fetchApprovedReviews.mockResolvedValue([{ ...server[0], id: 'n', title: 'Plus récent' }]);
  render(<Testimonials initial={server} />);
  expect(await screen.findByRole('heading', { name: 'Plus récent' })).toBeInTheDocument();
});
