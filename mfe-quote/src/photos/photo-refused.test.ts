import { quotePayload as payload } from '../submission/payload.fixture';
import { sendPhotos, usePhotoStore } from './photo-store';

// A photo the server refuses for good (a ninth, a request over 24 hours old) is neither kept in
// the browser for a later page nor promised to the visitor: it will never be accepted.
const mockKeep = jest.fn(async () => true);
const mockForget = jest.fn(async () => undefined);
jest.mock('./upload', () => {
  class UploadRefused extends Error {}
  return {
    UploadRefused,
    uploadPhoto: async (_request: string, id: string) => {
      if (id === 'refusee') throw new UploadRefused('Trop de photos pour cette demande.');
    },
  };
});
jest.mock('./pending-photos', () => ({
  keepPhotosForLater: (...args: unknown[]) => mockKeep(...(args as [])),
  forgetKeptPhotos: (...args: unknown[]) => mockForget(...(args as [])),
  withdrawKeptPhoto: jest.fn(),
}));
jest.mock('@parquet-alsace/shared/image-prepare', () => ({
  ImageRefused: class extends Error {},
  fitWithin: jest.fn(),
}));

const ready = (id: string, name: string) => ({
  id,
  name,
  status: 'ready' as const,
  progress: 0,
  blob: new Blob(['jpeg']),
  thumbUrl: null,
  originalBytes: 4,
  error: null,
});

it('a photo refused for good is not kept nor promised, and not offered again', async () => {
  usePhotoStore.setState({
    photos: [ready('salon', 'salon.jpg'), ready('refusee', 'neuvieme.jpg')],
    sending: false,
  });
  expect(await sendPhotos(payload, () => {})).toBe(false);
  expect(mockKeep).not.toHaveBeenCalled();
  expect(mockForget).toHaveBeenCalledWith(payload.requestId, ['salon', 'refusee']);
  const { report, photos } = usePhotoStore.getState();
  expect(report).toBe(
    '«\u202fneuvieme.jpg\u202f» a été refusée par notre serveur et ne sera pas envoyée\u00a0: joignez-la à votre réponse à notre e-mail si besoin.',
  );
  expect(photos.find((photo) => photo.id === 'refusee')).toMatchObject({ status: 'failed', refused: true });
});
