import { SNIFF_BYTES, sniffContentType } from './sniff';

const text = (value: string) => new TextEncoder().encode(value);

test('a file is known by its first bytes, not its name', () => {
  expect(sniffContentType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
  expect(sniffContentType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
    'image/png',
  );
  expect(sniffContentType(text('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
  expect(sniffContentType(text('GIF89a'))).toBe('image/gif');
  expect(sniffContentType(text('%PDF-1.4'))).toBe('application/pdf');
});

test('text dressed as a photo or a PDF, and a cut signature, are nothing', () => {
  expect(sniffContentType(text('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
  expect(sniffContentType(text('<!doctype html><script>'))).toBeNull();
  expect(sniffContentType(text('%PD'))).toBeNull();
  expect(sniffContentType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  expect(sniffContentType(text('RIFF\0\0\0\0WAVE'))).toBeNull();
});

test('its longest signature fits in the bytes it asks for', () => {
  expect(sniffContentType(text('RIFF\0\0\0\0WEBPVP8 ').slice(0, SNIFF_BYTES))).toBe('image/webp');
});
