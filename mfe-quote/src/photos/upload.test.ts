import { uploadPhoto } from './upload';

// The photo's upload, then its thumbnail's (docs/adr-010-storage.md): the function is asked
// for two signed URLs, the second with `variant: 'thumb'`; a thumbnail that cannot be made or
// sent never fails the photo.
const mockInvoke = jest.fn();
jest.mock('@parquet-alsace/shared/client', () => ({
  browserBackend: async () => ({ functions: { invoke: mockInvoke } }),
}));
jest.mock('@parquet-alsace/shared/site-config', () => ({
  getSiteConfig: () => ({ supabaseUrl: 'https://projet.example', supabaseAnonKey: 'anon' }),
}));
const mockResize = jest.fn<Promise<Blob>, [Blob, number]>();
jest.mock('@parquet-alsace/shared/image-prepare', () => ({
  fitWithin: (blob: Blob, side: number) => mockResize(blob, side),
}));

/** Every PUT answered by `status`; the URLs and bodies kept. */
const sent: { url: string; body: Blob }[] = [];
function answerPuts(status: (url: string) => number) {
  class FakeRequest {
    status = 0;
    responseText = '{}';
    upload = { onprogress: null };
    timeout = 0;
    url = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send(body: Blob) {
      sent.push({ url: this.url, body });
      this.status = status(this.url);
      setTimeout(() => this.onload?.(), 0);
    }
  }
  (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeRequest;
}

const REQUEST = '11111111-2222-4333-8444-555555555555';
const PHOTO = '66666666-7777-4888-9999-000000000000';
const photo = new Blob(['photo'], { type: 'image/jpeg' });
const thumb = new Blob(['miniature'], { type: 'image/jpeg' });

beforeEach(() => {
  sent.length = 0;
  mockInvoke.mockReset();
  mockResize.mockReset();
  mockInvoke.mockImplementation(async (_name: string, { body }: { body: { variant?: string } }) => ({
    data: {
      bucket: body.variant === 'thumb' ? 'quote-photo-thumbs' : 'quote-photos',
      path: `${REQUEST}/${PHOTO}.jpg`,
      token: 't',
    },
    error: null,
  }));
});

it('sends the photo, then its 320 px thumbnail into the thumbnails bucket', async () => {
  answerPuts(() => 200);
  mockResize.mockResolvedValue(thumb);
  await uploadPhoto(REQUEST, PHOTO, photo, () => undefined);
  expect(mockInvoke.mock.calls.map(([, options]) => options.body)).toEqual([
    { requestId: REQUEST, photoId: PHOTO, type: 'image/jpeg' },
    { requestId: REQUEST, photoId: PHOTO, type: 'image/jpeg', variant: 'thumb' },
  ]);
  expect(mockResize).toHaveBeenCalledWith(photo, 320);
  expect(sent.map(({ url, body }) => [new URL(url).pathname, body])).toEqual([
    [`/storage/v1/object/upload/sign/quote-photos/${REQUEST}/${PHOTO}.jpg`, photo],
    [`/storage/v1/object/upload/sign/quote-photo-thumbs/${REQUEST}/${PHOTO}.jpg`, thumb],
  ]);
});

it('counts the photo as sent when its thumbnail cannot be made or is refused', async () => {
  answerPuts((url) => (url.includes('quote-photo-thumbs') ? 500 : 200));
  mockResize.mockResolvedValue(thumb);
  await expect(uploadPhoto(REQUEST, PHOTO, photo, () => undefined)).resolves.toBeUndefined();
  mockResize.mockRejectedValue(new Error('illisible'));
  await expect(uploadPhoto(REQUEST, PHOTO, photo, () => undefined)).resolves.toBeUndefined();
});

it('does not send a thumbnail when the photo itself failed', async () => {
  answerPuts(() => 500);
  mockResize.mockResolvedValue(thumb);
  await expect(uploadPhoto(REQUEST, PHOTO, photo, () => undefined)).rejects.toThrow();
  expect(mockInvoke).toHaveBeenCalledTimes(1);
  expect(mockResize).not.toHaveBeenCalled();
});
