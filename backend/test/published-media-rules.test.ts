// Gallery photos and documents published from the back office, tried on the database the way
// PostgREST and Storage run a request (docs/adr-016-gallery-and-documents.md): a visitor and a
// signed-in user who is not staff write no object and no row; staff upload, publish, hide,
// reorder and delete, every change audited; object names are the back office's own.
import { randomUUID } from 'node:crypto';
import { type Caller, staffRulesDatabase } from './helpers/rules-database.ts';

describe('gallery photos and documents from the back office', () => {
  const { staff, outsider, anon, rows, outcome } = staffRulesDatabase('photos@example.com');
  /** An object row as Storage writes it for an upload under the caller's rights. */
  const storeObject = (caller: Caller, bucket: string, name: string, size = 1234) =>
    outcome(
      caller,
      `insert into storage.objects (bucket_id, name, owner, metadata) values ($1, $2, $3, $4)`,
      [
        bucket,
        name,
        caller.role === 'authenticated' ? caller.sub : null,
        JSON.stringify({ size, mimetype: bucket === 'documents' ? 'application/pdf' : 'image/jpeg' }),
      ],
    );
  const photoRow = (url: string) =>
    `insert into public.gallery_photos (url, "order", category, location, description, width, height)
     values ('${url}', 0, 'Ponçage', 'Sélestat', 'Chêne poncé puis huilé.', 1440, 1080) returning id`;
  const publicUrl = (bucket: string, name: string) => `/storage/v1/object/public/${bucket}/${name}`;

  test('both buckets are public, with their types and size limits', async () => {
    const buckets = await rows(
      { role: 'service_role' },
      `select id, public, file_size_limit::bigint as limit, allowed_mime_types from storage.buckets
        where id in ('gallery', 'documents') order by id`,
    );
    expect(buckets).toEqual([
      { id: 'documents', public: true, limit: 20971520, allowed_mime_types: ['application/pdf'] },
      { id: 'gallery', public: true, limit: 5242880, allowed_mime_types: ['image/jpeg', 'image/webp'] },
    ]);
  });

  test('a visitor and a signed-in user who is not staff write no object and no row', async () => {
    const name = `${randomUUID()}-960.jpg`;
    for (const caller of [anon, outsider]) {
      expect(await storeObject(caller, 'gallery', name)).toBe('42501');
      expect(await storeObject(caller, 'documents', `${randomUUID()}/fiche.pdf`)).toBe('42501');
      expect(await outcome(caller, photoRow('/media/gallery/x-960.jpg'))).toBe('42501');
      expect(
        await outcome(
          caller,
          `insert into public.documents (title, description, category, file_url, file_type)
           values ('Fiche', '', 'Fiches sécurité', '/media/documents/x.pdf', 'PDF')`,
        ),
      ).toBe('42501');
      expect(await outcome(caller, `select public.reorder_gallery_photos(array[gen_random_uuid()])`)).toBe(
        '42501',
      );
    }
    // Update and delete reach no row (or no right at all): the seed's rows are unchanged.
    for (const caller of [anon, outsider]) {
      for (const sql of [
        `update public.gallery_photos set published = false returning id`,
        `delete from public.gallery_photos returning id`,
        `update public.documents set title = 'Piraté' returning id`,
        `delete from public.documents returning id`,
        `delete from storage.objects where bucket_id in ('gallery', 'documents') returning id`,
      ]) {
        const result = await outcome(caller, sql);
        if (result === 'ok') expect(await rows(caller, sql)).toEqual([]);
        else expect(result).toBe('42501');
      }
    }
    const [count] = await rows(anon, 'select count(*)::int as n from public.gallery_photos');
    expect(count?.n).toBeGreaterThan(0);
  });

  test('staff upload a photo, publish, hide and reorder it; visitors see only published photos', async () => {
    const id = randomUUID();
    for (const width of [480, 960, 1440]) {
      for (const format of ['jpg', 'webp']) {
        expect(await storeObject(staff, 'gallery', `${id}-${width}.${format}`)).toBe('ok');
      }
    }
    const [photo] = await rows(staff, photoRow(publicUrl('gallery', `${id}-960.jpg`)));
    const photoId = String(photo?.id);
    const visible = async () =>
      (await rows(anon, 'select id from public.gallery_photos where id = $1', [photoId])).length;
    expect(await visible()).toBe(1);
    await rows(staff, 'update public.gallery_photos set published = false where id = $1', [photoId]);
    expect(await visible()).toBe(0);
    expect(await rows(staff, 'select id from public.gallery_photos where id = $1', [photoId])).toHaveLength(
      1,
    );

    const ids = (await rows(staff, 'select id from public.gallery_photos order by "order", id')).map((r) =>
      String(r.id),
    );
    const reordered = [photoId, ...ids.filter((each) => each !== photoId)];
    await rows(staff, 'select public.reorder_gallery_photos($1::uuid[])', [reordered]);
    const after = (await rows(staff, 'select id from public.gallery_photos order by "order"')).map((r) =>
      String(r.id),
    );
    expect(after).toEqual(reordered);

    const log = await rows(
      staff,
      `select table_name, action, actor_email from public.audit_log
        where row_id = $1 or row_id like $2 order by id`,
      [photoId, `gallery/${id}-%`],
    );
    expect(log.filter((entry) => entry.table_name === 'storage.objects')).toHaveLength(6);
    expect(log.filter((entry) => entry.table_name === 'gallery_photos').map((entry) => entry.action)).toEqual(
      ['insert', 'update', 'update'],
    );
    expect(new Set(log.map((entry) => entry.actor_email))).toEqual(new Set([staff.email]));
  });

  test('a photo row must name a stored photo of the gallery bucket', async () => {
    const result = await outcome(staff, photoRow(publicUrl('gallery', `${randomUUID()}-960.jpg`)));
    expect(result).toBe('23514');
  });

  test('object names are the back office’s: no path, no odd character, no other shape', async () => {
    for (const name of [
      '../../etc/passwd',
      `${randomUUID()}-960.jpg/../x`,
      `${randomUUID()}-961.jpg`,
      `${randomUUID()}-960.svg`,
      `${randomUUID()}\n-960.jpg`,
      `photo de chantier-960.jpg`,
    ]) {
      expect({ name, result: await storeObject(staff, 'gallery', name) }).toEqual({ name, result: '23514' });
    }
    for (const name of [
      `${randomUUID()}/../../fiche.pdf`,
      `${randomUUID()}/Fiche Sécurité.pdf`,
      `${randomUUID()}/fiche.pdf.html`,
      `${randomUUID()}/${'a'.repeat(100)}.pdf`,
      'fiche.pdf',
    ]) {
      expect({ name, result: await storeObject(staff, 'documents', name) }).toEqual({
        name,
        result: '23514',
      });
    }
  });

  test('staff add a document; its size is the stored file’s; visitors read it; changes audited', async () => {
    const name = `${randomUUID()}/fiche-huile-dure.pdf`;
    expect(await storeObject(staff, 'documents', name, 48_213)).toBe('ok');
    const [doc] = await rows(
      staff,
      `insert into public.documents (title, description, category, file_url, file_type, file_size)
       values ('Fiche huile dure', 'Application et séchage.', 'Huiles / Vitrificateurs / Cires', $1, 'pdf', 1)
       returning id`,
      [`https://projet.supabase.co${publicUrl('documents', name)}`],
    );
    const [read] = await rows(anon, 'select file_size, file_type from public.documents where id = $1', [
      doc?.id,
    ]);
    expect(read).toEqual({ file_size: 48213, file_type: 'PDF' });
    const missing = await outcome(
      staff,
      `insert into public.documents (title, description, category, file_url, file_type)
       values ('Absent', '', 'Fiches sécurité', $1, 'PDF')`,
      [publicUrl('documents', `${randomUUID()}/absent.pdf`)],
    );
    expect(missing).toBe('23514');
    // The counter is not theirs to set.
    expect(
      await outcome(staff, 'update public.documents set download_count = 999 where id = $1', [doc?.id]),
    ).toBe('42501');
    await rows(staff, 'delete from public.documents where id = $1', [doc?.id]);
    const log = await rows(staff, 'select action from public.audit_log where row_id = $1 order by id', [
      doc?.id,
    ]);
    expect(log.map((entry) => entry.action)).toEqual(['insert', 'delete']);
  });
});
