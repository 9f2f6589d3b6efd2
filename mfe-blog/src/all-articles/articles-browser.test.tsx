import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArticleSummary } from '../articles/types';
import ArticlesBrowser from './articles-browser';

const fetchSearchTexts = jest.fn(async () => ({ b: 'Le savon noir nourrit le bois.', z: '', a: '' }));
jest.mock('../articles/queries', () => ({
  ...jest.requireActual('../articles/queries'),
  fetchSearchTexts: () => fetchSearchTexts(),
}));

const article = (slug: string, title: string, published_at: string): ArticleSummary => ({
  id: slug,
  slug,
  title,
  excerpt: '',
  featured_image: null,
  keywords: [],
  published_at,
  category: { name: 'Entretien', slug: 'entretien' },
  reading_minutes: 3,
});

const articles = [
  article('b', 'Bien huiler un parquet', '2024-03-01T00:00:00Z'),
  article('z', 'Zones humides et parquet', '2024-06-01T00:00:00Z'),
  article('a', 'Avant de poncer', '2024-01-01T00:00:00Z'),
];

const titles = () =>
  within(screen.getAllByRole('list')[0] as HTMLElement)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

it('shows the newest first, and titles from A to Z once "Par titre" is chosen', async () => {
  render(<ArticlesBrowser articles={articles} categories={[{ name: 'Entretien', slug: 'entretien' }]} />);
  expect(titles()).toEqual(['Zones humides et parquet', 'Bien huiler un parquet', 'Avant de poncer']);
  await userEvent.selectOptions(screen.getByLabelText('Trier'), 'Par titre');
  expect(titles()).toEqual(['Avant de poncer', 'Bien huiler un parquet', 'Zones humides et parquet']);
  expect(screen.getByRole('button', { name: /Ordre croissant/ })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /Ordre croissant/ }));
  expect(titles()).toEqual(['Zones humides et parquet', 'Bien huiler un parquet', 'Avant de poncer']);
  // Back to the date: newest first again.
  await userEvent.selectOptions(screen.getByLabelText('Trier'), 'Par date');
  expect(titles()[0]).toBe('Zones humides et parquet');
});

it("finds words of the articles' text once it is fetched, on the first search only", async () => {
  render(<ArticlesBrowser articles={articles} categories={[]} />);
  expect(fetchSearchTexts).not.toHaveBeenCalled();
  await userEvent.type(screen.getByLabelText('Rechercher'), 'savon');
  expect(await screen.findByRole('heading', { name: 'Bien huiler un parquet' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(/^1\sarticle trouvé pour «\ssavon\s»$/);
  await userEvent.clear(screen.getByLabelText('Rechercher'));
  await userEvent.type(screen.getByLabelText('Rechercher'), 'nourrit');
  expect(await screen.findByRole('heading', { name: 'Bien huiler un parquet' })).toBeInTheDocument();
  expect(fetchSearchTexts).toHaveBeenCalledTimes(1);
});
