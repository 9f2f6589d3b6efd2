import { quotePayload as payload } from './payload.fixture';
import { keepPending, type PendingPhoto, readPending } from './pending-queue';
import retryPending from './retry-pending';
import type { SubmitRpc } from './send-quote';

// The photos' upload code (IndexedDB, the network): the queue only needs what it answers.
const mockSendKeptPhotos = jest.fn<Promise<PendingPhoto[]>, [string, PendingPhoto[]]>();
jest.mock('../photos/pending-photos', () => ({
  sendKeptPhotos: (requestId: string, photos: PendingPhoto[]) => mockSendKeptPhotos(requestId, photos),
}));

const photos: PendingPhoto[] = [
  { id: '33333333-3333-4333-8333-333333333333', name: 'salon.jpg' },
  { id: '44444444-4444-4444-8444-444444444444', name: 'escalier.jpg' },
];
const stored: SubmitRpc = async (p) => ({ data: `row-${p.requestId}`, error: null, status: 200 });
const down: SubmitRpc = async () => ({
  data: null,
  error: { message: 'TypeError: Failed to fetch' },
  status: 0,
});

beforeEach(() => {
  localStorage.clear();
  mockSendKeptPhotos.mockReset();
});

test('a request kept with its photos keeps them when it is kept again (still offline)', async () => {
  keepPending({ ...payload, photoCount: 2 }, new Date(), photos);
  await retryPending(down);
  expect(readPending()).toMatchObject([{ payload: { requestId: payload.requestId, photoCount: 2 }, photos }]);
  expect(mockSendKeptPhotos).not.toHaveBeenCalled();
});

test('once the request is stored its photos are sent, and nothing waits when they all arrived', async () => {
  keepPending(payload, new Date(), photos);
  mockSendKeptPhotos.mockResolvedValue([]);
  await retryPending(stored);
  expect(mockSendKeptPhotos).toHaveBeenCalledWith(payload.requestId, photos);
  expect(readPending()).toEqual([]);
});

test('a photo that still cannot go keeps the request waiting with that photo only', async () => {
  keepPending(payload, new Date('2026-11-26T10:00:00Z'), photos);
  mockSendKeptPhotos.mockResolvedValue([photos[1] as PendingPhoto]);
  await retryPending(stored);
  expect(readPending()).toEqual([{ payload, queuedAt: '2026-11-26T10:00:00.000Z', photos: [photos[1]] }]);
});

test('a page left while the photos upload still keeps the request with them, for the next page', async () => {
  keepPending(payload, new Date('2026-11-26T10:00:00Z'), photos);
  let keptDuringUpload: unknown;
  // The page goes while the photos are on their way: what the queue holds then is all that is left.
  mockSendKeptPhotos.mockImplementation(async () => {
    keptDuringUpload = readPending();
    return new Promise<PendingPhoto[]>(() => {});
  });
  void retryPending(stored);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(mockSendKeptPhotos).toHaveBeenCalledTimes(1);
  expect(keptDuringUpload).toEqual([{ payload, queuedAt: '2026-11-26T10:00:00.000Z', photos }]);
});
