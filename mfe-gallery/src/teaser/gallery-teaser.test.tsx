import { render, screen, waitFor } from '@testing-library/react';
import GalleryTeaser from './gallery-teaser';

const rows = Array.from({ length: 6 }, (_, i) => ({
  id: `r${i}`,
  url: `/media/gallery/r${i}-960.jpg`,
  order: i,
  category: `Catégorie ${i}`,
  location: `Ville ${i}`,
  description: 'd',
  alt: `Photo ${i}`,
  width: 1440,
  height: 1080,
}));

const query = { select: jest.fn(), order: jest.fn(), limit: jest.fn() };
let answer: { data: unknown; error: unknown } = { data: rows, error: null };
query.select.mockReturnValue(query);
query.order.mockReturnValue(query);
query.limit.mockImplementation(() => Promise.resolve(answer));
jest.mock('@parquet-alsace/shared/backend', () => ({ getBackend: () => ({ from: () => query }) }), {
  virtual: true,
});

describe('GalleryTeaser', () => {
  it('asks for 6 photos by order and shows 4 with their stored category and place', async () => {
    answer = { data: rows, error: null };
    render(<GalleryTeaser />);
    await waitFor(() => expect(screen.getByText('Ville 0')).toBeInTheDocument());
    expect(query.limit).toHaveBeenCalledWith(6);
    expect(screen.getAllByRole('link')).toHaveLength(4);
    expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '/gallery/');
    expect(screen.queryByText('Ville 4')).not.toBeInTheDocument();
  });

  it('shows sample photos when the load fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    answer = { data: null, error: { message: 'boom' } };
    render(<GalleryTeaser />);
    await waitFor(() => expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByText('Colmar')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(4);
  });

  it('starts from the server’s photos and keeps them when the refresh fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    answer = { data: null, error: { message: 'boom' } };
    const server = rows.slice(2).map((r) => ({ ...r, location: `Serveur ${r.order}` }));
    render(<GalleryTeaser initial={server} />);
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText('Serveur 2')).toBeInTheDocument();
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByText('Serveur 2')).toBeInTheDocument();
    expect(screen.queryByText('Colmar')).not.toBeInTheDocument();
  });
});
