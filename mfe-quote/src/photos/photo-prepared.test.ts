import { photoAttachments } from './photo-bridge';
import { registerPhotos, usePhotoStore } from './photo-store';

// A request sent a moment after a photo was picked: the photo is still being resized, and the
// submission must wait for it rather than count 0 photos and leave without it.
let finishResize: (blob: Blob) => void = () => {};
jest.mock('@parquet-alsace/shared/image-prepare', () => ({
  ImageRefused: class ImageRefused extends Error {},
  fitWithin: () =>
    new Promise<Blob>((resolve) => {
      finishResize = resolve;
    }),
}));
jest.mock('./upload', () => ({
  UploadRefused: class UploadRefused extends Error {},
  uploadPhoto: jest.fn(),
}));
jest.mock('./pending-photos', () => ({ forgetKeptPhotos: jest.fn(), keepPhotosForLater: jest.fn() }));

beforeAll(() => {
  URL.createObjectURL = () => 'blob:vignette';
  URL.revokeObjectURL = () => {};
});

it('the submission waits for a photo still being prepared, then counts it', async () => {
  registerPhotos();
  const picked = usePhotoStore
    .getState()
    .add([new File([new Uint8Array(2048)], 'sejour.jpg', { type: 'image/jpeg' })]);
  const attachments = photoAttachments();
  expect(usePhotoStore.getState().photos.map((photo) => photo.status)).toEqual(['preparing']);
  expect(attachments?.count()).toBe(0);

  let counted: number | null = null;
  const waiting = attachments?.prepared().then(() => {
    counted = attachments.count();
  });
  // Whatever runs in the meantime, nothing resolves while the photo is still being prepared.
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  expect(counted).toBeNull();

  finishResize(new Blob(['jpeg'], { type: 'image/jpeg' }));
  await waiting;
  await picked;
  expect(counted).toBe(1);
});

it('with no photo being prepared, nothing waits', async () => {
  usePhotoStore.setState({ photos: [] });
  registerPhotos();
  await expect(photoAttachments()?.prepared()).resolves.toBeUndefined();
});
