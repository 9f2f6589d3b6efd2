import { fitWithin, ImageRefused, JPEG_QUALITY, prepareImage } from './image-prepare';

// The browser's decoder and canvas, as the preparation uses them: a decoded photo of a given
// upright size, and canvases that record what is drawn and encode to a blob of the asked type.
const drawn: { canvas: { width: number; height: number }; args: number[] }[] = [];
const encoded: { type: string; quality: number }[] = [];
let decoded: { width: number; height: number } | null = { width: 4032, height: 3024 };
let encodesAs = 'image/jpeg';
const closed = jest.fn();

beforeEach(() => {
  drawn.length = 0;
  encoded.length = 0;
  decoded = { width: 4032, height: 3024 };
  encodesAs = 'image/jpeg';
  closed.mockReset();
  (globalThis as unknown as { createImageBitmap: unknown }).createImageBitmap = async (
    _file: Blob,
    options: { imageOrientation?: string },
  ) => {
    if (!decoded || options.imageOrientation !== 'from-image')
      throw new DOMException('bad', 'InvalidStateError');
    return { ...decoded, close: closed };
  };
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    return {
      drawImage: (_bitmap: unknown, ...args: number[]) =>
        drawn.push({ canvas: { width: this.width, height: this.height }, args }),
    } as unknown as CanvasRenderingContext2D;
  } as never);
  jest
    .spyOn(HTMLCanvasElement.prototype, 'toBlob')
    .mockImplementation((callback: BlobCallback, type?: string, quality?: number) => {
      encoded.push({ type: String(type), quality: Number(quality) });
      callback(new Blob(['pixels'], { type: encodesAs }));
    });
});

const jpegBytes = new Blob([Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0])], { type: 'image/jpeg' });

test('a photo is drawn upright at each size asked, as JPEG at one quality, and its bitmap released', async () => {
  const files = await prepareImage(jpegBytes, (width, height) => [
    { width: 480, height: Math.round((height * 480) / width) },
    { width: 160, height: 90, crop: { x: 0, y: 378, w: 4032, h: 2268 } },
  ]);
  expect(files.map(({ width, height, blob }) => [width, height, blob.type])).toEqual([
    [480, 360, 'image/jpeg'],
    [160, 90, 'image/jpeg'],
  ]);
  expect(drawn).toEqual([
    { canvas: { width: 480, height: 360 }, args: [0, 0, 4032, 3024, 0, 0, 480, 360] },
    { canvas: { width: 160, height: 90 }, args: [0, 378, 4032, 2268, 0, 0, 160, 90] },
  ]);
  expect(encoded).toEqual([
    { type: 'image/jpeg', quality: JPEG_QUALITY },
    { type: 'image/jpeg', quality: JPEG_QUALITY },
  ]);
  expect(closed).toHaveBeenCalledTimes(1);
});

test('fitWithin shrinks the longest side to the limit and never enlarges', async () => {
  const sizeOf = async (decodedSize: { width: number; height: number }, maxSide: number) => {
    decoded = decodedSize;
    drawn.length = 0;
    await fitWithin(jpegBytes, maxSide);
    return drawn.map(({ canvas }) => canvas);
  };
  expect(await sizeOf({ width: 4032, height: 3024 }, 2048)).toEqual([{ width: 2048, height: 1536 }]);
  expect(await sizeOf({ width: 3024, height: 4032 }, 320)).toEqual([{ width: 240, height: 320 }]);
  expect(await sizeOf({ width: 800, height: 600 }, 2048)).toEqual([{ width: 800, height: 600 }]);
});

test('each refusal has its reason and a French sentence', async () => {
  const frames = () => [{ width: 100, height: 75 }];
  const refusal = (promise: Promise<unknown>): Promise<[string, string] | null> =>
    promise.then(
      () => null,
      (error: unknown) => {
        if (error instanceof ImageRefused) return [error.reason, error.message];
        throw error;
      },
    );

  decoded = null;
  expect(await refusal(prepareImage(jpegBytes, frames))).toEqual([
    'unreadable',
    'Ce navigateur ne sait pas lire cette photo. Essayez de l’exporter en JPEG.',
  ]);

  decoded = { width: 800, height: 600 };
  expect(await refusal(prepareImage(jpegBytes, frames, { minWidth: 960 }))).toEqual([
    'too-small',
    'Photo trop petite\u00a0: 960\u00a0px de large au moins.',
  ]);
  expect(closed).toHaveBeenCalled();

  // (jsdom's Blob reads no bytes: the file's first bytes as the browser's slice gives them.)
  const bytes = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
  const svg = {
    size: bytes.length,
    type: 'image/jpeg',
    slice: () => ({ arrayBuffer: async () => bytes.buffer }),
  } as unknown as Blob;
  expect((await refusal(prepareImage(svg, frames, { sniff: true })))?.[0]).toBe('not-photo');

  const huge = { size: 31 * 1024 * 1024 } as Blob;
  expect((await refusal(prepareImage(huge, frames)))?.[0]).toBe('too-large');

  // A browser that cannot encode JPEG hands back a PNG: refused, never sent as a photo.
  encodesAs = 'image/png';
  expect((await refusal(prepareImage(jpegBytes, frames)))?.[0]).toBe('unreadable');
});
