import { COMPANY_DETAILS_COLUMNS, type CompanyDetailsRow, setCompanyDetails } from '@parquet-alsace/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Review } from './model';
import { ReviewsPage } from './reviews-page';

const review = (id: string, rating: number, date: string, extra: Partial<Review> = {}): Review => ({
  id,
  name: `Client ${id}`,
  title: `Avis ${id}`,
  content: 'Très bon travail.',
  rating,
  created_at: date,
  response: null,
  ...extra,
});

const fetchApprovedReviews = jest.fn();
jest.mock('./load', () => ({ fetchApprovedReviews: (...a: unknown[]) => fetchApprovedReviews(...a) }));
jest.mock('@parquet-alsace/shared/backend', () => ({ getBackend: () => ({}) }));

const titles = () =>
  within(screen.getByRole('region', { name: 'Tous les avis' }))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

it('lists reviews newest first with anchors, responses, and markup shown as text', () => {
  render(
    <ReviewsPage
      data={{
        reviews: [
          review('a', 5, '2024-01-01T10:00:00Z', { response: 'Merci beaucoup !' }),
          review('b', 2, '2024-03-01T10:00:00Z', { content: '<img src=x onerror=alert(1)>' }),
        ],
      }}
    />,
  );
  expect(titles()).toEqual(['Avis b', 'Avis a']);
  expect(document.getElementById('review-a')).toHaveTextContent('Merci beaucoup !');
  expect(document.getElementById('review-b')).toHaveTextContent('<img src=x onerror=alert(1)>');
  expect(document.querySelector('#review-b img')).toBeNull();
});

it('filters, sorts, shows the filtered empty text and resets', async () => {
  const user = userEvent.setup();
  render(
    <ReviewsPage
      data={{ reviews: [review('a', 5, '2024-01-01T10:00:00Z'), review('b', 2, '2024-03-01T10:00:00Z')] }}
    />,
  );
  await user.selectOptions(screen.getByLabelText('Trier par'), 'Par note');
  expect(titles()).toEqual(['Avis a', 'Avis b']);
  await user.click(screen.getByRole('button', { name: 'Ordre décroissant' }));
  expect(titles()).toEqual(['Avis b', 'Avis a']);
  await user.selectOptions(screen.getByLabelText('Note'), '4 étoiles');
  expect(screen.getByText('Aucun avis trouvé')).toBeInTheDocument();
  expect(
    screen.getByText(
      'Aucun avis ne correspond à vos critères de recherche. Essayez de modifier vos filtres.',
    ),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Réinitialiser les filtres' }));
  expect(titles()).toEqual(['Avis b', 'Avis a']);
  await user.type(screen.getByLabelText('Rechercher un avis'), 'client a');
  expect(titles()).toEqual(['Avis a']);
});

it('invites to be the first when there is no review at all', () => {
  render(<ReviewsPage data={{ reviews: [] }} />);
  expect(screen.getByText('Aucun avis trouvé')).toBeInTheDocument();
  expect(screen.getByText(/Soyez le premier/)).toBeInTheDocument();
});

it('shows the error with Réessayer, which loads the reviews again', async () => {
  fetchApprovedReviews.mockResolvedValue([review('c', 4, '2024-05-01T10:00:00Z')]);
  const user = userEvent.setup();
  render(<ReviewsPage data={{ reviews: null }} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Cette partie du site est momentanément indisponible');
  await user.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('heading', { name: 'Avis c' })).toBeInTheDocument();
});

it('gives the average and count of the reviews it publishes, and no figure without reviews', () => {
  const { unmount } = render(
    <ReviewsPage
      data={{
        reviews: [
          review('a', 5, '2024-03-12T10:00:00Z'),
          review('b', 4, '2024-03-11T10:00:00Z'),
          review('c', 4, '2024-03-10T10:00:00Z'),
        ],
      }}
    />,
  );
  // (5 + 4 + 4) / 3 = 4,33… → 4,3.
  const figures = screen.getByRole('region', { name: 'Nos avis en chiffres' });
  expect(within(figures).getByText('4,3/5 de moyenne')).toBeInTheDocument();
  expect(within(figures).getByText('sur les 3 avis publiés sur cette page')).toBeInTheDocument();
  expect(within(figures).queryByRole('link')).toBeNull();
  unmount();
  render(<ReviewsPage data={{ reviews: [] }} />);
  expect(screen.queryByRole('region', { name: 'Nos avis en chiffres' })).toBeNull();
  expect(screen.queryByText(/\/5/)).toBeNull();
});

it('shows an external rating only whole, with its source, count, date and link', () => {
  setCompanyDetails({
    ...Object.fromEntries(COMPANY_DETAILS_COLUMNS.split(', ').map((column) => [column, ''])),
    agencies: [],
    external_rating_source: 'Google',
    external_rating_value: 4.8,
    external_rating_count: 52,
    external_rating_date: '2026-12-01',
    external_rating_url: 'https://g.page/r/parquet-alsace',
  } as unknown as CompanyDetailsRow);
  try {
    render(<ReviewsPage data={{ reviews: [] }} />);
    const link = screen.getByRole('link', { name: /sur Google/ });
    expect(link.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      '4,8/5 sur Google, 52 avis, au 1er décembre 2026 (nouvel onglet)',
    );
    expect(link).toHaveAttribute('href', 'https://g.page/r/parquet-alsace');
  } finally {
    setCompanyDetails(null);
  }
});

it('shows four references and the CTA', () => {
  render(<ReviewsPage data={{ reviews: [] }} />);
  const refs = screen.getByRole('region', { name: 'Ils nous ont fait confiance' });
  expect(within(refs).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  expect(within(refs).getByRole('link', { name: 'Voir nos réalisations' })).toHaveAttribute(
    'href',
    '/gallery/',
  );
  expect(screen.getByRole('link', { name: /Appeler le/ })).toHaveAttribute('href', 'tel:+33353012468');
});

it('says how reviews are checked and ordered, and dates each review and its work when given', () => {
  render(
    <ReviewsPage
      data={{
        reviews: [
          review('a', 5, '2024-03-12T10:00:00Z', {
            content: 'Très bon travail.\nLieu : Colmar\nPériode : février 2024',
          }),
          review('b', 4, '2024-01-05T10:00:00Z'),
        ],
      }}
    />,
  );
  const check = screen.getByRole('region', { name: 'Comment les avis sont vérifiés' });
  expect(check).toHaveTextContent('lu par notre équipe avant d’être publié');
  expect(check).toHaveTextContent('reçoit par e-mail la raison du refus');
  expect(check).toHaveTextContent('ni paiement, ni réduction, ni cadeau');
  expect(check).toHaveTextContent('du plus récent au plus ancien');
  expect(document.getElementById('review-a')).toHaveTextContent(
    'Avis du 12 mars 2024 · Travaux : février 2024',
  );
  expect(document.getElementById('review-b')).toHaveTextContent('Avis du 5 janvier 2024');
  expect(document.getElementById('review-b')).not.toHaveTextContent('Travaux');
});
