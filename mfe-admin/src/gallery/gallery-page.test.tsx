import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithBackend } from '../test-support';
import {
  type AdminPhoto,
  fetchPhotos,
  moved,
  publishPhoto,
  reorderPhotos,
  storedAddress,
  storedNames,
  updatePhoto,
} from './api';
import { GalleryPage } from './gallery-page';
import { preparePhoto, sourceProblem, variantSizes } from './prepare';

jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  fetchPhotos: jest.fn(),
  publishPhoto: jest.fn(),
  reorderPhotos: jest.fn(),
  updatePhoto: jest.fn(),
  deletePhoto: jest.fn(),
}));
jest.mock('./prepare', () => ({ ...jest.requireActual('./prepare'), preparePhoto: jest.fn() }));

const photo = (id: string, order: number, extra: Partial<AdminPhoto> = {}): AdminPhoto => ({
  id,
  url: `/media/gallery/${id}-960.jpg`,
  order,
  category: 'Ponçage',
  location: `Ville ${id}`,
  description: `Chantier ${id}.`,
  alt: null,
  width: 1440,
  height: 1080,
  published: true,
  ...extra,
});

beforeEach(() => {
  // The database's side: the order saved is the order read back.
  let stored = [photo('a', 1), photo('b', 2), photo('c', 3, { published: false })];
  jest.mocked(fetchPhotos).mockImplementation(async () => stored);
  jest.mocked(reorderPhotos).mockImplementation(async (_backend, ids) => {
    stored = ids.map((id, index) => ({
      ...(stored.find((each) => each.id === id) as AdminPhoto),
      order: index + 1,
    }));
  });
  jest.mocked(updatePhoto).mockResolvedValue();
  jest.mocked(publishPhoto).mockResolvedValue();
});
afterEach(() => jest.clearAllMocks());

describe('gallery screen', () => {
  test('moves a photo down with the keyboard; the order is saved and the focus follows the photo', async () => {
    const user = userEvent.setup();
    renderWithBackend(<GalleryPage />);
    const down = await screen.findByRole('button', { name: 'Descendre\u00a0: Ponçage, Ville a' });
    expect(screen.getByRole('button', { name: 'Monter\u00a0: Ponçage, Ville a' })).toBeDisabled();
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(reorderPhotos).toHaveBeenCalledWith(expect.anything(), ['b', 'a', 'c']));
    expect(await screen.findByText(/Photo déplacée en position 2.sur 3/)).toBeInTheDocument();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Descendre\u00a0: Ponçage, Ville a' }),
      ),
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(items[0]).toContain('Ville b');
    expect(items[1]).toContain('Ville a');
  });

  test('at the bottom, moving down again is not offered; the focus goes to “Monter”', async () => {
    const user = userEvent.setup();
    renderWithBackend(<GalleryPage />);
    await user.click(await screen.findByRole('button', { name: 'Descendre\u00a0: Ponçage, Ville b' }));
    await waitFor(() => expect(reorderPhotos).toHaveBeenCalledWith(expect.anything(), ['a', 'c', 'b']));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Monter\u00a0: Ponçage, Ville b' }),
      ),
    );
  });

  test('hides a published photo and shows a hidden one', async () => {
    const user = userEvent.setup();
    renderWithBackend(<GalleryPage />);
    await user.click(await screen.findByRole('button', { name: 'Masquer du site\u00a0: Ponçage, Ville a' }));
    await waitFor(() =>
      expect(updatePhoto).toHaveBeenCalledWith(expect.anything(), 'a', { published: false }),
    );
    expect(await screen.findByText(/Photo masquée/)).toBeInTheDocument();
    expect(screen.getByText('Masquée')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Afficher sur le site\u00a0: Ponçage, Ville c' }));
    await waitFor(() =>
      expect(updatePhoto).toHaveBeenCalledWith(expect.anything(), 'c', { published: true }),
    );
  });

  test('several chosen photos: each needs its category, place and description; then all are published first', async () => {
    const user = userEvent.setup();
    const files = [
      new File(['1'], 'salon.jpg', { type: 'image/jpeg' }),
      new File(['2'], 'escalier.png', { type: 'image/png' }),
    ];
    const prepared = [{ width: 960 as const, height: 720, blob: new Blob(['x']) }];
    jest.mocked(preparePhoto).mockResolvedValue(prepared);
    global.URL.createObjectURL = jest.fn(() => 'blob:apercu');
    global.URL.revokeObjectURL = jest.fn();
    renderWithBackend(<GalleryPage />);
    await user.upload(await screen.findByLabelText('Choisir des photos'), files);
    await user.click(screen.getByRole('button', { name: /Publier les 2.photos/ }));
    expect(await screen.findByText(/^6.champs à corriger/)).toBeInTheDocument();
    expect(publishPhoto).not.toHaveBeenCalled();
    const categories = screen.getAllByLabelText('Catégorie');
    const places = screen.getAllByLabelText('Lieu');
    const descriptions = screen.getAllByLabelText('Description');
    for (const [index, name] of ['Salon', 'Escalier'].entries()) {
      await user.type(categories[index] as HTMLElement, 'Vitrification');
      await user.type(places[index] as HTMLElement, 'Obernai');
      await user.type(descriptions[index] as HTMLElement, `${name} vitrifié.`);
    }
    await user.click(screen.getByRole('button', { name: /Publier les 2.photos/ }));
    expect(await screen.findByText(/^2.photos publiées/)).toBeInTheDocument();
    expect(jest.mocked(publishPhoto).mock.calls.map((call) => [call[2].description, call[3]])).toEqual([
      ['Salon vitrifié.', -1],
      ['Escalier vitrifié.', 0],
    ]);
    expect(screen.queryByLabelText('Lieu')).not.toBeInTheDocument();
  });

  test('a photo that fails to send stays with what was typed, and says why', async () => {
    const user = userEvent.setup();
    jest.mocked(preparePhoto).mockResolvedValue([{ width: 960, height: 720, blob: new Blob(['x']) }]);
    jest.mocked(publishPhoto).mockRejectedValue(new Error('réseau'));
    global.URL.createObjectURL = jest.fn(() => 'blob:apercu');
    renderWithBackend(<GalleryPage />);
    await user.upload(
      await screen.findByLabelText('Choisir des photos'),
      new File(['1'], 'sol.jpg', { type: 'image/jpeg' }),
    );
    await user.type(screen.getByLabelText('Catégorie'), 'Huilage');
    await user.type(screen.getByLabelText('Lieu'), 'Colmar');
    await user.type(screen.getByLabelText('Description'), 'Chêne huilé.');
    await user.click(screen.getByRole('button', { name: 'Publier la photo' }));
    expect((await screen.findAllByText(/L’envoi a échoué/)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Lieu')).toHaveValue('Colmar');
  });
});

describe('gallery rules', () => {
  test('every width keeps the photo’s proportions, portrait or landscape', () => {
    expect(variantSizes(4032, 3024)).toEqual([
      { width: 480, height: 360 },
      { width: 960, height: 720 },
      { width: 1440, height: 1080 },
    ]);
    expect(variantSizes(3024, 4032).map((size) => size.height)).toEqual([640, 1280, 1920]);
  });

  test('only photos are taken, up to 30 MB', () => {
    expect(sourceProblem({ type: 'image/heic', size: 3_000_000 })).toBeNull();
    expect(sourceProblem({ type: 'image/svg+xml', size: 300 })).toBe('type');
    expect(sourceProblem({ type: 'text/html', size: 300 })).toBe('type');
    expect(sourceProblem({ type: 'image/jpeg', size: 31 * 1024 * 1024 })).toBe('size');
  });

  test('a Storage address on this site is stored as a path, a hosted one in full', () => {
    expect(
      storedAddress(
        'http://127.0.0.1:8206/storage/v1/object/public/gallery/x-960.jpg',
        'http://127.0.0.1:8206',
      ),
    ).toBe('/storage/v1/object/public/gallery/x-960.jpg');
    expect(
      storedAddress(
        'https://abc.supabase.co/storage/v1/object/public/gallery/x-960.jpg',
        'https://parquet.example',
      ),
    ).toBe('https://abc.supabase.co/storage/v1/object/public/gallery/x-960.jpg');
  });

  test('a stored photo’s three files are removed with it; a seed photo has none in Storage', () => {
    const id = '0b6c5a8e-1111-4222-8333-944455556666';
    expect(storedNames(`/storage/v1/object/public/gallery/${id}-960.jpg`)).toEqual([
      `${id}-480.jpg`,
      `${id}-960.jpg`,
      `${id}-1440.jpg`,
    ]);
    expect(storedNames('/media/gallery/realisation-01-poncage-colmar-960.jpg')).toEqual([]);
  });

  test('a move past either end changes nothing', () => {
    expect(moved(['a', 'b', 'c'], 'a', -1)).toBeNull();
    expect(moved(['a', 'b', 'c'], 'c', 1)).toBeNull();
    expect(moved(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
  });
});
