import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithBackend } from '../test-support';
import {
  type AdminDocument,
  fetchDocuments,
  publishDocument,
  storedDocumentName,
  UploadRefused,
} from './api';
import { DocumentsPage } from './documents-page';
import { fileSlug, formatBytes } from './file-rules';

jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  fetchDocuments: jest.fn(),
  publishDocument: jest.fn(),
  updateDocument: jest.fn(),
  deleteDocument: jest.fn(),
}));

const doc = (id: string, title: string, downloads: number): AdminDocument => ({
  id,
  title,
  description: '',
  category: 'Entretien du parquet',
  file_url: `/media/documents/${id}.pdf`,
  file_size: 1_258_291,
  download_count: downloads,
  updated_at: '2026-11-20T10:00:00Z',
});

const pdf = (name = 'fiche.pdf', body = '%PDF-1.7\n…') => new File([body], name, { type: 'application/pdf' });

async function fill(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.upload(screen.getByLabelText('Fichier PDF'), file);
  await user.type(screen.getByLabelText('Titre'), 'Fiche huile dure');
  await user.selectOptions(screen.getByLabelText('Catégorie'), 'Huiles / Vitrificateurs / Cires');
}

beforeEach(() => {
  jest
    .mocked(fetchDocuments)
    .mockResolvedValue([doc('a', 'Guide d’entretien', 1204), doc('b', 'Plaquette', 1)]);
  jest.mocked(publishDocument).mockResolvedValue();
});
afterEach(() => jest.clearAllMocks());

describe('documents screen', () => {
  test('shows each document’s downloads and the total, in French', async () => {
    renderWithBackend(<DocumentsPage />);
    expect(await screen.findByText(/^1\s204 téléchargements$/)).toBeInTheDocument();
    expect(screen.getByText(/^1 téléchargement$/)).toBeInTheDocument();
    expect(screen.getByText(/^1\s205 téléchargements au total/)).toBeInTheDocument();
    expect(screen.getAllByText(/1,2\sMo/)).toHaveLength(2);
  });

  test('publishes a PDF with its title, category and description', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithBackend(<DocumentsPage />);
    await fill(user, pdf());
    await user.type(screen.getByLabelText('Description'), 'Application et séchage.');
    await user.click(screen.getByRole('button', { name: 'Publier le document' }));
    expect(await screen.findByText(/Fiche huile dure.*est publié/)).toBeInTheDocument();
    expect(jest.mocked(publishDocument).mock.calls[0]?.[2]).toEqual({
      title: 'Fiche huile dure',
      category: 'Huiles / Vitrificateurs / Cires',
      description: 'Application et séchage.',
    });
    expect(screen.getByLabelText('Titre')).toHaveValue('');
  });

  test('a page named .pdf is not a PDF: refused before sending, in French', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithBackend(<DocumentsPage />);
    await fill(user, pdf('fiche.pdf', '<!doctype html><script>alert(1)</script>'));
    await user.click(screen.getByRole('button', { name: 'Publier le document' }));
    expect(await screen.findAllByText(/n’est pas un PDF/)).not.toHaveLength(0);
    expect(publishDocument).not.toHaveBeenCalled();
  });

  test('a file over 20 MB is refused with the limit; so is a refusal from Storage', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithBackend(<DocumentsPage />);
    const big = pdf();
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    await fill(user, big);
    await user.click(screen.getByRole('button', { name: 'Publier le document' }));
    expect(await screen.findAllByText(/taille maximale autorisée \(20\sMo\)/)).not.toHaveLength(0);
    expect(publishDocument).not.toHaveBeenCalled();

    jest.mocked(publishDocument).mockRejectedValue(new UploadRefused('size'));
    await user.upload(screen.getByLabelText('Fichier PDF'), pdf());
    await user.click(screen.getByRole('button', { name: 'Publier le document' }));
    await waitFor(() => expect(publishDocument).toHaveBeenCalled());
    expect(await screen.findByRole('alert')).toHaveTextContent(/taille maximale autorisée/);
  });

  test('the title is required and a category must be chosen', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithBackend(<DocumentsPage />);
    await user.upload(await screen.findByLabelText('Fichier PDF'), pdf());
    await user.click(screen.getByRole('button', { name: 'Publier le document' }));
    expect(await screen.findByText(/^2.champs à corriger/)).toBeInTheDocument();
    expect(screen.getByLabelText('Titre')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Catégorie')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('document rules', () => {
  test('the stored name comes from the title, without accents, spaces or path characters', () => {
    expect(fileSlug('Fiche sécurité : huile « Œko » n° 2')).toBe('fiche-securite-huile-oeko-n-2');
    expect(fileSlug('../../etc/passwd')).toBe('etc-passwd');
    expect(fileSlug('***')).toBe('document');
    expect(fileSlug('a'.repeat(120))).toHaveLength(80);
  });

  test('only a document the back office stored is removed from Storage', () => {
    const id = '0b6c5a8e-1111-4222-8333-944455556666';
    expect(storedDocumentName(`/storage/v1/object/public/documents/${id}/fiche.pdf`)).toBe(`${id}/fiche.pdf`);
    expect(storedDocumentName('/media/documents/guide-entretien-parquet.pdf')).toBeNull();
  });

  test('sizes in French units', () => {
    expect(formatBytes(1_258_291)).toBe('1,2\u00a0Mo');
    expect(formatBytes(350_000)).toBe('342\u00a0Ko');
    expect(formatBytes(null)).toBe('—');
  });
});
