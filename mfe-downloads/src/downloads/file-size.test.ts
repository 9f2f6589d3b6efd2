import { formatFileSize } from './file-size';

describe('formatFileSize (B below 1 KB, KB one decimal below 1 MB, else MB, N/A when unknown)', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1,0 KB'],
    [1536, '1,5 KB'],
    [150_000, '146,5 KB'],
    [1024 * 1024 - 1, '1024,0 KB'],
    [1024 * 1024, '1,0 MB'],
    [2_048_000, '2,0 MB'],
    [5 * 1024 * 1024 + 300_000, '5,3 MB'],
    [null, 'N/A'],
    [undefined, 'N/A'],
    [Number.NaN, 'N/A'],
    [-1, 'N/A'],
  ])('%p bytes shows "%s"', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});
