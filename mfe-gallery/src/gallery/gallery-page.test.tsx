import { fireEvent, render, screen } from '@testing-library/react';
import GalleryBrowser from './gallery-browser';
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

function renderAt(page: number) {
  window.scrollTo = jest.fn();
  window.history.replaceState(null, '', page > 1 ? `/gallery/?page=${page}` : '/gallery/');
  return render(<GalleryBrowser photos={photos} page={page} />);
}

describe('GalleryBrowser', () => {
  it('shows 12 photos per page, the first three eager, and a generated alt when none is stored', () => {
    renderAt(1);
    expect(screen.getByRole('status')).toHaveTextContent('26 réalisations trouvées');
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(12);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      ...Array(9).fill('lazy'),
    ]);
    expect(images[0]).toHaveAttribute('alt', 'Réalisation ponçage\u00a0: chantier numéro 1 à Colmar');
  });

  it('starts at the page asked for, moves in place, keeps the address and the title in step', () => {
    const pageReady = jest.fn();
    document.addEventListener('site:page-ready', (e) => pageReady((e as CustomEvent).detail));
    renderAt(3);
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('link', { name: 'Page précédente' }));
    expect(window.location.search).toBe('?page=2');
    expect(document.title).toContain('– page 2');
    expect(pageReady).toHaveBeenCalledWith(expect.objectContaining({ path: '/gallery/?page=2' }));
    expect(screen.getAllByRole('img')).toHaveLength(12);
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it('follows back and forward between its pages', () => {
    renderAt(1);
    fireEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(screen.getAllByRole('img')).toHaveLength(2);
    window.history.replaceState(null, '', '/gallery/');
    fireEvent.popState(window);
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no link to a page before the first or after the last', () => {
    renderAt(1);
    expect(screen.queryByRole('link', { name: 'Page précédente' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page suivante' })).toHaveAttribute('href', '/gallery/?page=2');
    fireEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(screen.queryByRole('link', { name: 'Page suivante' })).not.toBeInTheDocument();
  });

  it('returns to page 1 when the search changes and shows the empty state', () => {
    renderAt(2);
    fireEvent.change(screen.getByLabelText('Rechercher une réalisation'), { target: { value: 'belfort' } });
    expect(window.location.search).toBe('');
    expect(screen.getByRole('status')).toHaveTextContent('1 réalisation trouvée');
    fireEvent.change(screen.getByLabelText('Type de travaux'), { target: { value: 'Escalier' } });
    expect(screen.getByRole('heading', { name: 'Aucune réalisation trouvée' })).toBeInTheDocument();
  });

  it('shows the load error', () => {
    render(<GalleryBrowser photos={[]} page={1} failed />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Cette partie du site est momentanément indisponible',
    );
  });
});

describe('GalleryPage when the server could not load the photos (it answers 503)', () => {
  it('shows the error with its retry inside the page, and the closing call to action', () => {
    render(<GalleryPage data={{ photos: [], page: 1, failed: true }} />);
    expect(screen.getByRole('heading', { level: 1, name: /Nos réalisations/ })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('momentanément indisponible');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demander un devis gratuit' })).toHaveAttribute(
      'data-open-quote',
      'gallery_cta',
    );
  });
});
