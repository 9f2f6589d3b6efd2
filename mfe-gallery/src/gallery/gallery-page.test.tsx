import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { GalleryPage } from './gallery-page';
import type { GalleryPhoto } from './photo';

const photos: GalleryPhoto[] = Array.from({ length: 26 }, (_, i) => ({
  id: `p${i + 1}`,
  url: `/media/gallery/p${i + 1}-960.jpg`,
  order: i + 1,
  category: i % 2 ? 'Escalier' : 'Ponçage',
  location: i === 20 ? 'Belfort' : 'Colmar',
  description: `Chantier numéro ${i + 1}`,
  alt: i === 0 ? null : `Photo ${i + 1}`,
  width: 1440,
  height: 1080,
}));

function Search() {
  return <span data-testid="search">{useLocation().search}</span>;
}

function renderAt(path: string) {
  window.scrollTo = jest.fn();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <GalleryPage data={{ photos, failed: false }} />
      <Search />
    </MemoryRouter>,
  );
}

describe('GalleryPage', () => {
  it('shows 12 photos per page, the first three eager, and a generated alt when none is stored', () => {
    renderAt('/gallery/');
    expect(screen.getByRole('status')).toHaveTextContent('26 réalisations trouvées');
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(12);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      ...Array(9).fill('lazy'),
    ]);
    expect(images[0]).toHaveAttribute('alt', 'Réalisation ponçage : chantier numéro 1 à Colmar');
  });

  it('reads the page from ?page and keeps moves within the pages', () => {
    renderAt('/gallery/?page=9');
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('link', { name: 'Page précédente' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?page=2');
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it('returns to page 1 when the search changes and shows the empty state', () => {
    renderAt('/gallery/?page=2');
    fireEvent.change(screen.getByLabelText('Rechercher une réalisation'), { target: { value: 'belfort' } });
    expect(screen.getByTestId('search')).toHaveTextContent('');
    expect(screen.getByRole('status')).toHaveTextContent('1 réalisation trouvée');
    fireEvent.change(screen.getByLabelText('Type de travaux'), { target: { value: 'Escalier' } });
    expect(screen.getByRole('heading', { name: 'Aucune réalisation trouvée' })).toBeInTheDocument();
  });

  it('shows the load error', () => {
    render(
      <MemoryRouter>
        <GalleryPage data={{ photos: [], failed: true }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Une erreur est survenue lors du chargement des photos.',
    );
  });
});
