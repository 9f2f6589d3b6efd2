import { fireEvent, render, screen, within } from '@testing-library/react';
import type { SiteDocument } from './documents';
import { DownloadsPage } from './downloads-page';

const doc = (id: string, title: string, category: string): SiteDocument => ({
  id,
  title,
  description: `Description de ${title}`,
  category,
  file_url: `/media/documents/${id}.pdf`,
  file_type: 'PDF',
  file_size: 150_000,
  download_count: 3,
  updated_at: null,
});

const documents = [
  doc('a', 'Préparer sa pièce', 'Ponçage & Préparation'),
  doc('b', 'Huile naturelle', 'Huiles / Vitrificateurs / Cires'),
  doc('c', 'Rénover un escalier', 'Escaliers en bois'),
];

describe('DownloadsPage', () => {
  it('lists documents grouped in open sections with size and count', () => {
    render(<DownloadsPage data={{ documents, failed: false }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Téléchargements' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 documents trouvés');
    const section = screen
      .getByRole('heading', { level: 2, name: 'Escaliers en bois' })
      .closest('details') as HTMLElement;
    expect(section).toHaveAttribute('open');
    expect(within(section).getByText(/146\sKo · 3\stéléchargements/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Télécharger la plaquette' })).toBeInTheDocument();
  });

  it('filters by search and category, says so, and resets', () => {
    render(<DownloadsPage data={{ documents, failed: false }} />);
    fireEvent.change(screen.getByLabelText('Rechercher un document'), { target: { value: 'huile' } });
    expect(screen.getByRole('status')).toHaveTextContent('1 document trouvé pour « huile »');
    fireEvent.change(screen.getByLabelText('Catégorie'), { target: { value: 'Fiches sécurité' } });
    expect(screen.getByRole('status')).toHaveTextContent(
      '0 document trouvé pour « huile » dans « Fiches sécurité »',
    );
    expect(screen.getByRole('heading', { name: 'Aucun document trouvé' })).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Réinitialiser les filtres' })[0] as HTMLElement);
    expect(screen.getByRole('status')).toHaveTextContent('3 documents trouvés');
  });

  it('shows the load error with a retry button', () => {
    render(<DownloadsPage data={{ documents: [], failed: true }} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Cette partie du site est momentanément indisponible');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('offers the six fixed categories', () => {
    render(<DownloadsPage data={{ documents, failed: false }} />);
    const options = within(screen.getByLabelText('Catégorie'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Toutes les catégories',
      'Ponçage & Préparation',
      'Huiles / Vitrificateurs / Cires',
      'Entretien du parquet',
      'Réparation et traitement bois',
      'Escaliers en bois',
      'Fiches sécurité',
    ]);
  });
});
