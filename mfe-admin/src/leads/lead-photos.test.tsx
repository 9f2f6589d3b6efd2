import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithBackend } from '../test-support';
import { LeadPhotos } from './lead-photos';
import type { Lead } from './model';
import { type LeadPhoto, listLeadPhotos, signPhoto } from './photos-api';

jest.mock('./photos-api', () => ({
  ...jest.requireActual('./photos-api'),
  listLeadPhotos: jest.fn(),
  signPhoto: jest.fn(),
}));
const mocked = {
  listLeadPhotos: listLeadPhotos as jest.MockedFunction<typeof listLeadPhotos>,
  signPhoto: signPhoto as jest.MockedFunction<typeof signPhoto>,
};

const REQUEST = '11111111-2222-4333-8444-555555555555';
const lead = (photosExpected: number) =>
  ({ id: 'lead-1', request_id: REQUEST, photos_expected: photosExpected }) as Lead;
const photo = (n: number, size: number | null = 358_400, thumb = false): LeadPhoto => ({
  path: `${REQUEST}/0000000${n}-aaaa-4bbb-8ccc-dddddddddddd.jpg`,
  thumbPath: thumb ? `${REQUEST}/0000000${n}-aaaa-4bbb-8ccc-dddddddddddd.jpg` : null,
  size,
  createdAt: `2026-11-26T08:3${n}:00.000Z`,
});
let signed = 0;

beforeEach(() => {
  jest.resetAllMocks();
  signed = 0;
  mocked.signPhoto.mockImplementation(async (_backend, path, bucket = 'quote-photos') => {
    signed += 1;
    return `https://projet.supabase.example/storage/v1/object/sign/${bucket}/${path}?token=t${signed}`;
  });
});

/** The thumbnails' images (decorative: each button carries the name). */
const thumbImages = () => screen.getByRole('list', { name: 'Photos' }).querySelectorAll('img');
const thumbnails = () => within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('button');

it('says « Aucune photo » when the visitor sent none and announced none', async () => {
  mocked.listLeadPhotos.mockResolvedValue([]);
  renderWithBackend(<LeadPhotos lead={lead(0)} />);
  const section = within(screen.getByRole('region', { name: 'Photos' }));
  expect(section.getByRole('status')).toHaveTextContent('Chargement des photos…');
  expect(await section.findByText('Aucune photo')).toBeInTheDocument();
  expect(section.queryByRole('list')).toBeNull();
  expect(mocked.listLeadPhotos).toHaveBeenCalledWith(expect.anything(), REQUEST);
});

it('lists the small copy sent beside a photo as its thumbnail and opens the photo itself on demand', async () => {
  mocked.listLeadPhotos.mockResolvedValue([photo(1, 358_400, true), photo(2)]);
  renderWithBackend(<LeadPhotos lead={lead(2)} />);
  await waitFor(() => expect(thumbImages()).toHaveLength(2));
  const [withThumb, withoutThumb] = [...thumbImages()];
  expect(withThumb?.getAttribute('src')).toContain('/sign/quote-photo-thumbs/');
  // Sent before thumbnails existed: the photo itself stands in.
  expect(withoutThumb?.getAttribute('src')).toContain('/sign/quote-photos/');

  await userEvent.click(thumbnails()[0] as HTMLElement);
  const big = within(screen.getByRole('dialog', { name: 'Photo 1 sur 2' })).getByRole('img', {
    name: 'Photo 1 sur 2 jointe à la demande',
  });
  expect(big.getAttribute('src')).toMatch(
    /\/sign\/quote-photos\/.*0000001-aaaa-4bbb-8ccc-dddddddddddd\.jpg\?token=/,
  );
});

it('pairs each stored photo with its thumbnail and lists the photos only', async () => {
  const { listLeadPhotos: realList } = jest.requireActual<typeof import('./photos-api')>('./photos-api');
  const entry = (name: string, size: number) => ({
    id: name,
    name,
    created_at: '2026-11-26T08:30:00.000Z',
    metadata: { size },
  });
  const folders: Record<string, unknown[]> = {
    'quote-photos': [
      entry('aaaa.jpg', 900_000),
      entry('bbbb.png', 800_000),
      { id: null, name: 'dossier', created_at: null, metadata: null },
    ],
    'quote-photo-thumbs': [entry('aaaa.jpg', 21_000)],
  };
  const backend = {
    storage: {
      from: (bucket: string) => ({
        list: async () => ({ data: folders[bucket], error: null }),
      }),
    },
  } as unknown as Parameters<typeof realList>[0];
  expect(await realList(backend, REQUEST)).toEqual([
    {
      path: `${REQUEST}/aaaa.jpg`,
      thumbPath: `${REQUEST}/aaaa.jpg`,
      size: 900_000,
      createdAt: '2026-11-26T08:30:00.000Z',
    },
    { path: `${REQUEST}/bbbb.png`, thumbPath: null, size: 800_000, createdAt: '2026-11-26T08:30:00.000Z' },
  ]);
});

it('shows sized, lazily loaded thumbnails through signed links, and opens one full size with next, previous, download and Escape', async () => {
  mocked.listLeadPhotos.mockResolvedValue([photo(1), photo(2, 1_300_000), photo(3)]);
  renderWithBackend(<LeadPhotos lead={lead(3)} />);
  await waitFor(() => expect(thumbImages()).toHaveLength(3));
  const buttons = thumbnails();
  expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
    'Agrandir la photo 1 sur 3',
    'Agrandir la photo 2 sur 3',
    'Agrandir la photo 3 sur 3',
  ]);
  const image = buttons[0]?.querySelector('img') as HTMLImageElement;
  expect(image.getAttribute('src')).toMatch(/\/object\/sign\/quote-photos\/.+\?token=t\d$/);
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('width', '160');
  expect(image).toHaveAttribute('height', '120');
  expect(screen.queryByText(/pas encore arrivée/)).toBeNull();

  await userEvent.click(buttons[1] as HTMLElement);
  const dialog = screen.getByRole('dialog', { name: 'Photo 2 sur 3' });
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  const big = within(dialog).getByRole('img', { name: 'Photo 2 sur 3 jointe à la demande' });
  // The thumbnail's link: the file the browser already has, not a second download.
  expect(big.getAttribute('src')).toBe(buttons[1]?.querySelector('img')?.getAttribute('src'));
  expect(within(dialog).getByRole('status')).toHaveTextContent('Chargement de la photo…');
  fireEvent.load(big);
  expect(within(dialog).queryByRole('status')).toBeNull();
  const download = within(dialog).getByRole('link', { name: /^Télécharger/ });
  expect(download.textContent).toBe('Télécharger (1,2\u00a0Mo)');
  const href = new URL(download.getAttribute('href') as string);
  expect(href.searchParams.get('download')).toBe('photo-2-11111111.jpg');
  expect(href.searchParams.get('token')).toMatch(/^t\d$/);

  await userEvent.click(within(dialog).getByRole('button', { name: /Photo suivante/ }));
  expect(screen.getByRole('dialog', { name: 'Photo 3 sur 3' })).toBeInTheDocument();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('dialog', { name: 'Photo 1 sur 3' })).toBeInTheDocument();
  await userEvent.keyboard('{ArrowLeft}');
  await userEvent.click(screen.getByRole('button', { name: /Photo précédente/ }));
  expect(screen.getByRole('dialog', { name: 'Photo 2 sur 3' })).toBeInTheDocument();

  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(thumbnails()[1]);
});

it('says which announced photos have not arrived yet, beside those that have', async () => {
  mocked.listLeadPhotos.mockResolvedValue([photo(1)]);
  renderWithBackend(<LeadPhotos lead={lead(3)} />);
  expect((await screen.findByText(/photos annoncées/)).textContent).toBe(
    '2\u00a0photos annoncées ne sont pas encore arrivées\u00a0: le navigateur de la personne peut encore les envoyer.',
  );
  expect(thumbnails()).toHaveLength(1);
  expect(screen.queryByText('Aucune photo')).toBeNull();
});

it('announced photos none of which arrived: no « Aucune photo », the missing ones said', async () => {
  mocked.listLeadPhotos.mockResolvedValue([]);
  renderWithBackend(<LeadPhotos lead={lead(1)} />);
  expect((await screen.findByText(/photo annoncée/)).textContent).toBe(
    '1\u00a0photo annoncée n’est pas encore arrivée\u00a0: le navigateur de la personne peut encore l’envoyer.',
  );
  expect(screen.queryByText('Aucune photo')).toBeNull();
});

it('a failed list says so in French and is read again on « Réessayer »', async () => {
  mocked.listLeadPhotos.mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValueOnce([photo(1)]);
  renderWithBackend(<LeadPhotos lead={lead(1)} />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'Les photos n’ont pas pu être chargées. Vérifiez la connexion puis réessayez.',
  );
  await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('button', { name: 'Agrandir la photo 1 sur 1' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('a thumbnail that does not load says so and is signed again on retry', async () => {
  mocked.listLeadPhotos.mockResolvedValue([photo(1), photo(2)]);
  renderWithBackend(<LeadPhotos lead={lead(2)} />);
  await waitFor(() => expect(thumbImages()).toHaveLength(2));
  const first = thumbnails()[0]?.querySelector('img') as HTMLImageElement;
  const before = first.getAttribute('src');
  fireEvent.error(first);
  expect(await screen.findByText('Photo indisponible')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Agrandir la photo 1 sur 2' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Agrandir la photo 2 sur 2' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Réessayer d’afficher la photo 1' }));
  const again = await screen.findByRole('button', { name: 'Agrandir la photo 1 sur 2' });
  expect(again.querySelector('img')?.getAttribute('src')).not.toBe(before);
  expect(screen.queryByText('Photo indisponible')).toBeNull();
});

it('a photo that cannot be shown full size says so and keeps its download link', async () => {
  mocked.listLeadPhotos.mockResolvedValue([photo(1, null)]);
  renderWithBackend(<LeadPhotos lead={lead(1)} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Agrandir la photo 1 sur 1' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Photo 1 sur 1' }));
  expect(dialog.queryByRole('button', { name: /Photo suivante/ })).toBeNull();
  fireEvent.error(dialog.getByRole('img'));
  expect(dialog.getByRole('alert')).toHaveTextContent('La photo n’a pas pu être affichée.');
  expect(dialog.getByRole('link', { name: 'Télécharger' })).toHaveAttribute(
    'href',
    expect.stringContaining('download=photo-1-11111111.jpg'),
  );
});
