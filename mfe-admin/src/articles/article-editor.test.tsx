import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithBackend } from '../test-support';
import { draftStorageKey } from '../ui/form-draft';
import { fetchArticle, fetchCategories, saveArticle, slugOwner } from './api';
import { ArticleEditorPage, draftKey } from './article-editor';

jest.mock('./api');
jest.mock('./preview', () => ({ ArticlePreview: () => null }));

const mocked = {
  fetchArticle: jest.mocked(fetchArticle),
  fetchCategories: jest.mocked(fetchCategories),
  saveArticle: jest.mocked(saveArticle),
  slugOwner: jest.mocked(slugOwner),
};

beforeEach(() => {
  window.localStorage.clear();
  mocked.fetchArticle.mockResolvedValue(null);
  mocked.fetchCategories.mockResolvedValue([{ id: 'c1', name: 'Entretien' }]);
  mocked.slugOwner.mockResolvedValue(null);
  mocked.saveArticle.mockReset();
});

test('typing is kept in this browser, and offered back when the editor is opened again', async () => {
  const user = userEvent.setup();
  const first = renderWithBackend(<ArticleEditorPage id={null} />);
  await user.type(await screen.findByLabelText('Titre'), 'Parquet huilé');
  expect(screen.getByLabelText('Adresse (slug)')).toHaveValue('parquet-huile');
  await waitFor(() =>
    expect(window.localStorage.getItem(draftStorageKey(draftKey(null)))).toContain('Parquet huilé'),
  );
  first.unmount();

  renderWithBackend(<ArticleEditorPage id={null} />);
  expect(await screen.findByText(/Un brouillon non enregistré du .* a été retrouvé/)).toBeInTheDocument();
  expect(screen.getByLabelText('Titre')).toHaveValue('');
  await user.click(screen.getByRole('button', { name: 'Reprendre ce brouillon' }));
  expect(screen.getByLabelText('Titre')).toHaveValue('Parquet huilé');
});

test('an address already used by another article is refused before saving, naming that article', async () => {
  const user = userEvent.setup();
  mocked.slugOwner.mockResolvedValue('Poncer un parquet : les étapes');
  renderWithBackend(<ArticleEditorPage id={null} />);
  await user.type(await screen.findByLabelText('Titre'), 'Poncer');
  expect(
    await screen.findByText(/Cette adresse est déjà celle de l’article «.Poncer un parquet/),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Corrigez les champs signalés');
  expect(mocked.saveArticle).not.toHaveBeenCalled();
});

test('publishing needs a category; once saved the draft kept in the browser is cleared', async () => {
  const user = userEvent.setup();
  const stored = {
    id: '0b5d2a36-7a3e-4c1e-9d7e-1f2a3b4c5d6e',
    slug: 'huile-dure',
    title: 'Huile dure',
    excerpt: '',
    content: 'Texte',
    category_id: null,
    keywords: [],
    meta_title: null,
    meta_description: null,
    featured_image: null,
    published: false,
    published_at: null,
    updated_at: '2026-11-20T10:00:00Z',
  };
  mocked.fetchArticle.mockResolvedValue(stored);
  mocked.saveArticle.mockImplementation(
    async (_b, _id, row) =>
      ({
        ...stored,
        ...row,
        published_at: '2026-11-26T10:00:00Z',
      }) as never,
  );
  renderWithBackend(<ArticleEditorPage id={stored.id} />);
  await user.click(await screen.findByLabelText('Publié'));
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText(/Choisissez une catégorie/)).toBeInTheDocument();
  expect(mocked.saveArticle).not.toHaveBeenCalled();
  await waitFor(() =>
    expect(window.localStorage.getItem(draftStorageKey(draftKey(stored.id)))).not.toBeNull(),
  );

  await user.selectOptions(screen.getByLabelText('Catégorie'), 'Entretien');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(mocked.saveArticle).toHaveBeenCalledTimes(1));
  expect(mocked.saveArticle.mock.calls[0]?.[2]).toMatchObject({
    published: true,
    published_at: null,
    category_id: 'c1',
  });
  expect(await screen.findByText(/Article enregistré et publié/)).toBeInTheDocument();
  expect(window.localStorage.getItem(draftStorageKey(draftKey(stored.id)))).toBeNull();
});
