import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ArticleGallery from './article-gallery';
import type { Photo } from './gallery-rules';

const photo = (n: number): Photo => ({ url: `/media/gallery/p${n}-960.jpg`, alt: `Chantier ${n}` });
const everyPhoto = [1, 2, 3, 4, 5].map(photo);
const loadAllPhotos = jest.fn(async () => everyPhoto);

jest.mock('./photos-data', () => ({ loadAllPhotos: () => loadAllPhotos() }));

beforeEach(() => loadAllPhotos.mockClear());

it('shows the first photos with the total, and fetches the others once when expanded', async () => {
  render(<ArticleGallery photos={everyPhoto.slice(0, 3)} total={5} />);
  expect(screen.getByText('3 sur 5')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(3);

  await userEvent.click(screen.getByRole('button', { name: 'Voir toutes les photos (2 de plus)' }));
  expect(await screen.findByText('5 photos')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(5);

  await userEvent.click(screen.getByRole('button', { name: 'Voir moins de photos' }));
  await userEvent.click(screen.getByRole('button', { name: 'Voir toutes les photos (2 de plus)' }));
  expect(loadAllPhotos).toHaveBeenCalledTimes(1);
});

it('fetches nothing when the page already holds every photo', async () => {
  render(<ArticleGallery photos={everyPhoto.slice(0, 2)} total={2} />);
  expect(screen.getByText('2 photos')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Voir toutes/ })).toBeNull();
  expect(loadAllPhotos).not.toHaveBeenCalled();
});
