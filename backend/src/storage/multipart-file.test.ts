import { MultipartFile, multipartBoundary } from './multipart-file.ts';

/** A form as a browser or supabase-js sends it: a field, then the file. */
async function form(file: Uint8Array): Promise<{ type: string; body: Uint8Array }> {
  const data = new FormData();
  data.append('cacheControl', '31536000');
  data.append('', new Blob([file as BlobPart], { type: 'image/jpeg' }), 'photo.jpg');
  const request = new Request('http://backend.test/', { method: 'POST', body: data });
  return {
    type: request.headers.get('content-type') ?? '',
    body: new Uint8Array(await request.arrayBuffer()),
  };
}

function extract(type: string, body: Uint8Array, chunkSize: number) {
  const parser = new MultipartFile(multipartBoundary(type) ?? '');
  const pieces: Buffer[] = [];
  for (let offset = 0; offset < body.length; offset += chunkSize) {
    pieces.push(...parser.push(body.subarray(offset, offset + chunkSize)));
  }
  return { file: Buffer.concat(pieces), complete: parser.complete };
}

describe('the file of a multipart upload, as it streams', () => {
  // Bytes that look like the start of a delimiter, inside the file.
  const file = new Uint8Array(
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('\r\n--\r\n-'), Buffer.alloc(5000, 9)]),
  );

  it.each([1, 7, 64, 100_000])('is the file exactly, whatever the chunks (%i bytes)', async (size) => {
    const { type, body } = await form(file);
    const { file: extracted, complete } = extract(type, body, size);
    expect(complete).toBe(true);
    expect(extracted.equals(Buffer.from(file))).toBe(true);
  });

  it('is not found in a form without a file', async () => {
    const data = new FormData();
    data.append('cacheControl', '60');
    const request = new Request('http://backend.test/', { method: 'POST', body: data });
    const type = request.headers.get('content-type') ?? '';
    const { file: extracted, complete } = extract(type, new Uint8Array(await request.arrayBuffer()), 10);
    expect(complete).toBe(false);
    expect(extracted.length).toBe(0);
  });

  it('reads no boundary from another type', () => {
    expect(multipartBoundary('image/jpeg')).toBeNull();
  });
});
