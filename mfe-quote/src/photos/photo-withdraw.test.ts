import { quotePayload as payload } from '../submission/payload.fixture';
import { keepPending, readPending } from '../submission/pending-queue';
import { usePhotoStore } from './photo-store';

// A photo that did not arrive waits with its stored request in the browser's queue, to be sent
// by a later page: removed by the visitor, it is withdrawn from that queue and from the browser.
const mockDeleted: string[] = [];
jest.mock('idb-keyval', () => ({
  createStore: () => ({}),
  get: async () => undefined,
  set: async () => undefined,
  del: async (id: string) => {
    mockDeleted.push(id);
  },
}));
jest.mock('@parquet-alsace/shared/image-prepare', () => ({
  ImageRefused: class extends Error {},
  fitWithin: jest.fn(),
}));
jest.mock('./upload', () => ({ UploadRefused: class extends Error {}, uploadPhoto: jest.fn() }));

const photo = (id: string, name: string, status: 'done' | 'failed') => ({
  id,
  name,
  status,
  progress: status === 'done' ? 1 : 0,
  blob: new Blob(['jpeg']),
  thumbUrl: null,
  originalBytes: 4,
  error: null,
});

beforeEach(() => {
  localStorage.clear();
  mockDeleted.length = 0;
});

it('a failed photo removed is withdrawn from the kept request; the last one removed, nothing is kept', () => {
  const salon = photo('33333333-3333-4333-8333-333333333333', 'salon.jpg', 'failed');
  const escalier = photo('44444444-4444-4444-8444-444444444444', 'escalier.jpg', 'failed');
  const cuisine = photo('55555555-5555-4555-8555-555555555555', 'cuisine.jpg', 'done');
  keepPending(
    payload,
    new Date(),
    [salon, escalier].map(({ id, name }) => ({ id, name })),
  );
  usePhotoStore.setState({ photos: [salon, escalier, cuisine], payload, finish: () => {}, report: 'x' });

  usePhotoStore.getState().remove(salon.id);
  expect(readPending()).toEqual([
    expect.objectContaining({ photos: [{ id: escalier.id, name: 'escalier.jpg' }] }),
  ]);
  expect(mockDeleted).toEqual([salon.id]);
  expect(usePhotoStore.getState().report).toContain('«\u202fescalier.jpg\u202f»');

  usePhotoStore.getState().remove(escalier.id);
  expect(readPending()).toEqual([]);
  // What is left is the photo that arrived.
  expect(usePhotoStore.getState().report).toBe('Photo envoyée.');
  expect(mockDeleted).toEqual([salon.id, escalier.id]);
});
