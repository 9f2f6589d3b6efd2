// The Storage API beside upload and download, as supabase-js calls it on hosted Storage: the
// bucket API (list, get, create with '1mb', update, empty, delete) under the caller's rights,
// list-v2, object info, several signed URLs in one call, move and copy, image transformations
// refused rather than served untransformed, and Storage's error shape on unknown paths.
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, ...new Array(3000).fill(7), 0xff, 0xd9]);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let counter = 0;
async function newBucket(options: { public?: boolean; fileSizeLimit?: string | number } = {}) {
  counter += 1;
  const id = `essai-${Date.now()}-${counter}`;
  const { error } = await server.service.storage.createBucket(id, { public: false, ...options });
  expect(error).toBeNull();
  return id;
}

async function put(bucket: string, name: string) {
  const { error } = await server.service.storage
    .from(bucket)
    .upload(name, JPEG, { contentType: 'image/jpeg' });
  expect(error).toBeNull();
}

describe('bucket API', () => {
  test("createBucket reads file_size_limit '1mb' as hosted (1 000 000 bytes); getBucket and listBuckets show it", async () => {
    const id = await newBucket({ fileSizeLimit: '1mb' });
    const { data, error } = await server.service.storage.getBucket(id);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id,
      name: id,
      public: false,
      file_size_limit: 1_000_000,
      allowed_mime_types: null,
    });
    const listed = await server.service.storage.listBuckets();
    expect(listed.error).toBeNull();
    expect(listed.data?.map((bucket) => bucket.id)).toContain(id);
    const tooSmall = await newBucket({ fileSizeLimit: '1kb' });
    const upload = await server.service.storage
      .from(tooSmall)
      .upload('a.jpg', JPEG, { contentType: 'image/jpeg' });
    expect((upload.error as { statusCode?: string } | null)?.statusCode).toBe('413');
  });

  test('updateBucket changes what it names; an unknown bucket is a 404 "Bucket not found"', async () => {
    const id = await newBucket();
    const updated = await server.service.storage.updateBucket(id, {
      public: true,
      fileSizeLimit: '2mb',
      allowedMimeTypes: ['image/jpeg'],
    });
    expect(updated).toEqual({ data: { message: 'Successfully updated' }, error: null });
    const { data } = await server.service.storage.getBucket(id);
    expect(data).toMatchObject({
      public: true,
      file_size_limit: 2_000_000,
      allowed_mime_types: ['image/jpeg'],
    });
    const missing = await server.service.storage.getBucket('aucun-bucket');
    expect({
      message: missing.error?.message,
      status: (missing.error as { status?: number } | null)?.status,
    }).toEqual({
      message: 'Bucket not found',
      status: 404,
    });
  });

  test('a bucket with objects is not deleted (409); emptied, it is, with its files', async () => {
    const id = await newBucket();
    await put(id, 'dossier/a.jpg');
    const refused = await server.service.storage.deleteBucket(id);
    expect((refused.error as { status?: number } | null)?.status).toBe(409);
    expect((await server.service.storage.from(id).download('dossier/a.jpg')).error).toBeNull();
    expect(await server.service.storage.emptyBucket(id)).toEqual({
      data: { message: 'Empty bucket has been queued. Completion may take up to an hour.' },
      error: null,
    });
    expect((await server.service.storage.from(id).download('dossier/a.jpg')).error).not.toBeNull();
    expect(await server.service.storage.deleteBucket(id)).toEqual({
      data: { message: 'Successfully deleted' },
      error: null,
    });
    expect((await server.service.storage.getBucket(id)).error?.message).toBe('Bucket not found');
  });

  test('anon sees no bucket and can create, change, empty or delete none', async () => {
    const id = await newBucket();
    await put(id, 'a.jpg');
    expect((await server.anon.storage.listBuckets()).data).toEqual([]);
    expect((await server.anon.storage.getBucket(id)).error?.message).toBe('Bucket not found');
    expect((await server.anon.storage.createBucket(`anon-${Date.now()}`)).error).not.toBeNull();
    expect((await server.anon.storage.updateBucket(id, { public: true })).error?.message).toBe(
      'Bucket not found',
    );
    expect((await server.anon.storage.emptyBucket(id)).error?.message).toBe('Bucket not found');
    expect((await server.anon.storage.deleteBucket(id)).error?.message).toBe('Bucket not found');
    const { data } = await server.service.storage.getBucket(id);
    expect(data?.public).toBe(false);
    expect((await server.service.storage.from(id).download('a.jpg')).error).toBeNull();
  });
});

describe('objects', () => {
  test('list-v2 pages names under a prefix, folders apart, with a cursor', async () => {
    const id = await newBucket();
    for (const name of ['photos/c.jpg', 'photos/a.jpg', 'photos/b.jpg', 'photos/sous/d.jpg', 'racine.jpg']) {
      await put(id, name);
    }
    const first = await server.service.storage
      .from(id)
      .listV2({ prefix: 'photos/', with_delimiter: true, limit: 2 });
    expect(first.error).toBeNull();
    expect(first.data?.objects.map((o) => o.name)).toEqual(['photos/a.jpg', 'photos/b.jpg']);
    expect(first.data?.hasNext).toBe(true);
    const second = await server.service.storage
      .from(id)
      .listV2({ prefix: 'photos/', with_delimiter: true, limit: 2, cursor: first.data?.nextCursor });
    expect(second.data?.objects.map((o) => o.name)).toEqual(['photos/c.jpg']);
    expect(second.data?.folders).toEqual([
      expect.objectContaining({ key: 'photos/sous', name: 'photos/sous/' }),
    ]);
    expect(second.data?.hasNext).toBe(false);
    const root = await server.service.storage.from(id).listV2({ with_delimiter: true });
    expect(root.data?.folders.map((f) => f.name)).toEqual(['photos/']);
    expect(root.data?.objects.map((o) => o.name)).toEqual(['racine.jpg']);
  });

  test('info gives an object’s metadata (404 when missing); list-v2 and info are not taken for bucket names', async () => {
    const id = await newBucket();
    await put(id, 'a.jpg');
    const { data, error } = await server.service.storage.from(id).info('a.jpg');
    expect(error).toBeNull();
    expect(data).toMatchObject({
      name: 'a.jpg',
      bucketId: id,
      size: JPEG.length,
      contentType: 'image/jpeg',
      metadata: {},
    });
    const missing = await server.service.storage.from(id).info('absent.jpg');
    expect((missing.error as { status?: number } | null)?.status).toBe(404);
    // Before, these were an upload into a bucket called "list-v2" or "info": nothing of the kind is stored.
    const buckets = (await server.service.storage.listBuckets()).data?.map((bucket) => bucket.id);
    expect(buckets).not.toContain('list-v2');
    expect(buckets).not.toContain('info');
  });

  test('an upload with custom metadata (x-metadata) is refused, not stored without it', async () => {
    const id = await newBucket();
    const { error } = await server.service.storage
      .from(id)
      .upload('a.jpg', JPEG, { contentType: 'image/jpeg', metadata: { chantier: 'Colmar' } });
    expect((error as { status?: number } | null)?.status).toBe(400);
    expect((await server.service.storage.from(id).info('a.jpg')).error).not.toBeNull();
  });

  test('an upload whose declared type contradicts its bytes is refused (415 invalid_mime_type), not stored', async () => {
    const id = await newBucket();
    const { error } = await server.service.storage
      .from(id)
      .upload('photo.txt', JPEG, { contentType: 'text/plain' });
    expect(error).toMatchObject({ statusCode: '415' });
    expect((await server.service.storage.from(id).info('photo.txt')).error).not.toBeNull();
  });

  test('an upload declared application/octet-stream, or in a form without a type, takes the type of its bytes', async () => {
    const id = await newBucket();
    const raw = await server.service.storage
      .from(id)
      .upload('brut.jpg', JPEG, { contentType: 'application/octet-stream' });
    expect(raw.error).toBeNull();
    const form = new FormData();
    form.append('', new Blob([JPEG]), 'formulaire.jpg');
    const viaForm = await server.service.storage.from(id).upload('formulaire.jpg', form);
    expect(viaForm.error).toBeNull();
    for (const name of ['brut.jpg', 'formulaire.jpg']) {
      const { data } = await server.service.storage.from(id).download(name);
      expect(data?.type).toBe('image/jpeg');
    }
  });

  test('createSignedUrls signs several names, each usable, and says which ones are missing', async () => {
    const id = await newBucket();
    await put(id, 'a.jpg');
    await put(id, 'b.jpg');
    const { data, error } = await server.service.storage
      .from(id)
      .createSignedUrls(['a.jpg', 'absent.jpg', 'b.jpg'], 60);
    expect(error).toBeNull();
    expect(
      data?.map((entry) => [
        entry.path,
        entry.error === null,
        entry.signedUrl !== null && entry.signedUrl !== '',
      ]),
    ).toEqual([
      ['a.jpg', true, true],
      ['absent.jpg', false, false],
      ['b.jpg', true, true],
    ]);
    const served = await fetch(data?.[2]?.signedUrl as string);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(JPEG);
  });

  test('move and copy: the object follows; a missing source is a 404', async () => {
    const id = await newBucket();
    const other = await newBucket();
    await put(id, 'a.jpg');
    expect((await server.service.storage.from(id).copy('a.jpg', 'copie/a.jpg')).error).toBeNull();
    expect(
      (await server.service.storage.from(id).move('a.jpg', 'b.jpg', { destinationBucket: other })).error,
    ).toBeNull();
    expect((await server.service.storage.from(id).download('a.jpg')).error).not.toBeNull();
    const moved = await server.service.storage.from(other).download('b.jpg');
    const copied = await server.service.storage.from(id).download('copie/a.jpg');
    expect(new Uint8Array(await (moved.data as Blob).arrayBuffer())).toEqual(JPEG);
    expect(new Uint8Array(await (copied.data as Blob).arrayBuffer())).toEqual(JPEG);
    for (const missing of [
      await server.service.storage.from(id).move('absent.jpg', 'x.jpg'),
      await server.service.storage.from(id).copy('absent.jpg', 'x.jpg'),
    ]) {
      expect((missing.error as { status?: number } | null)?.status).toBe(404);
    }
  });

  test('an image transformation is refused with a 4xx, never answered with the original', async () => {
    const id = await newBucket({ public: true });
    await put(id, 'a.jpg');
    const signed = await server.service.storage
      .from(id)
      .createSignedUrl('a.jpg', 60, { transform: { width: 200, height: 200 } });
    expect((signed.error as { status?: number } | null)?.status).toBe(400);
    const download = await server.service.storage.from(id).download('a.jpg', { transform: { width: 200 } });
    expect(download.data).toBeNull();
    const publicUrl = server.service.storage.from(id).getPublicUrl('a.jpg', { transform: { width: 200 } });
    const response = await fetch(publicUrl.data.publicUrl);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '400', error: 'FeatureNotEnabled' });
  });

  test('an unknown /storage/v1 path answers in Storage’s error shape', async () => {
    const response = await server.request('/storage/v1/nowhere/at-all');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      statusCode: '404',
      error: 'not_found',
      message: 'Route GET:/storage/v1/nowhere/at-all not found',
    });
  });
});
