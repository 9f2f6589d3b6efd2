// Articles published from the back office, tried through supabase-js as the site and the back
// office call it: visitors read only what is published and due (the publication clock decides),
// only staff write, each change audited; a published article's old slug redirects; the featured
// images bucket takes staff's JPEG/WebP files under the names the blog serves, nothing from anon.
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, supabaseClient, type TestServer } from './helpers/test-server.ts';

const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, ...new Array(2000).fill(7), 0xff, 0xd9]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
const HTML = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');

let server: TestServer;
let staff: SupabaseClient;
let outsider: SupabaseClient;

async function signedIn(email: string, asStaff: boolean): Promise<SupabaseClient> {
  const password = 'un mot de passe assez long';
  const created = await server.service.auth.admin.createUser({ email, password, email_confirm: true });
  expect(created.error).toBeNull();
  if (asStaff) {
    const added = await server.service.rpc('staff_member_add', {
      member_id: created.data.user?.id,
      member_email: email,
    });
    expect(added.error).toBeNull();
  }
  const client = supabaseClient(server.url, server.backend.anonKey);
  const session = await client.auth.signInWithPassword({ email, password });
  expect(session.error).toBeNull();
  return client;
}

const slugOf = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}`;
const draft = (slug: string) => ({
  slug,
  title: `Article ${slug}`,
  excerpt: 'Résumé.',
  content: '## Titre\n\nTexte.',
  keywords: ['essai'],
  published: false,
  published_at: null as string | null,
});
const visibleToAnon = async (slug: string) =>
  ((await server.anon.from('articles').select('slug').eq('slug', slug)).data ?? []).length === 1;

beforeAll(async () => {
  server = await startTestServer();
  staff = await signedIn('redaction@example.com', true);
  outsider = await signedIn('curieux@example.com', false);
});
afterAll(async () => {
  await server.service.rpc('shift_publication_clock', { seconds: 0 });
  await server.close();
});

test('anon reads published articles only: not a draft, not a scheduled one before its time', async () => {
  const draftSlug = slugOf('brouillon');
  const laterSlug = slugOf('programme');
  const nowSlug = slugOf('publie');
  const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
  // The back office writes one article per request (a signed-in insert adds one row).
  for (const row of [
    draft(draftSlug),
    { ...draft(laterSlug), published: true, published_at: inAnHour },
    { ...draft(nowSlug), published: true, published_at: null },
  ]) {
    expect((await staff.from('articles').insert(row)).error).toBeNull();
  }

  expect(await visibleToAnon(draftSlug)).toBe(false);
  expect(await visibleToAnon(laterSlug)).toBe(false);
  expect(await visibleToAnon(nowSlug)).toBe(true);
  // Staff see all three in the back office.
  const all = await staff.from('articles').select('slug').in('slug', [draftSlug, laterSlug, nowSlug]);
  expect(all.data).toHaveLength(3);

  // Once the clock passes its time, the scheduled article is there, without anything else changing.
  const shifted = await server.service.rpc('shift_publication_clock', { seconds: 3_601 });
  expect(shifted.error).toBeNull();
  expect(await visibleToAnon(laterSlug)).toBe(true);
  expect(await visibleToAnon(draftSlug)).toBe(false);
  await server.service.rpc('shift_publication_clock', { seconds: 0 });
  expect(await visibleToAnon(laterSlug)).toBe(false);
});

test('only the service role moves the publication clock', async () => {
  for (const caller of [server.anon, staff]) {
    const { error } = await caller.rpc('shift_publication_clock', { seconds: 86_400 });
    expect(error).not.toBeNull();
  }
});

test('anon and a signed-in non-staff user write no article; staff do, and the log says who', async () => {
  const slug = slugOf('equipe');
  for (const caller of [server.anon, outsider]) {
    const inserted = await caller.from('articles').insert(draft(slug));
    expect(inserted.error?.code).toBe('42501');
  }
  const seeded = (await server.anon.from('articles').select('id,title').limit(1).single()).data;
  expect(seeded).not.toBeNull();
  for (const caller of [server.anon, outsider]) {
    const changed = await caller.from('articles').update({ title: 'Piraté' }).eq('id', seeded?.id).select();
    expect(changed.data ?? []).toEqual([]);
    const removed = await caller.from('articles').delete().eq('id', seeded?.id).select();
    expect(removed.data ?? []).toEqual([]);
  }
  expect((await server.anon.from('articles').select('title').eq('id', seeded?.id).single()).data?.title).toBe(
    seeded?.title,
  );

  const created = await staff.from('articles').insert(draft(slug)).select('id').single();
  expect(created.error).toBeNull();
  const id = String(created.data?.id);
  expect((await staff.from('articles').update({ title: 'Nouveau titre' }).eq('id', id)).error).toBeNull();
  const log = await staff
    .from('audit_log')
    .select('action,actor_email')
    .eq('table_name', 'articles')
    .eq('row_id', id)
    .order('id');
  expect(log.data).toEqual([
    { action: 'insert', actor_email: 'redaction@example.com' },
    { action: 'update', actor_email: 'redaction@example.com' },
  ]);
  expect((await staff.from('articles').delete().eq('id', id)).error).toBeNull();
});

test('the database refuses what the form refuses: a used slug, a bad slug, a multi-line title, a foreign image', async () => {
  const slug = slugOf('double');
  expect((await staff.from('articles').insert(draft(slug))).error).toBeNull();
  expect((await staff.from('articles').insert(draft(slug))).error?.code).toBe('23505');
  expect((await staff.from('articles').insert(draft('Pas Un Slug'))).error?.code).toBe('23514');
  expect(
    (await staff.from('articles').insert({ ...draft(slugOf('ligne')), title: 'Un\ntitre' })).error?.code,
  ).toBe('23514');
  expect(
    (
      await staff
        .from('articles')
        .insert({ ...draft(slugOf('image')), featured_image: 'javascript:alert(1)//-960.jpg' })
    ).error?.code,
  ).toBe('23514');
});

test("a published article's changed slug leaves a redirect; a draft's does not; a reused address stops redirecting", async () => {
  const first = slugOf('ancien');
  const second = slugOf('nouveau');
  const third = slugOf('encore');
  const created = await staff
    .from('articles')
    .insert({ ...draft(first), published: true })
    .select('id')
    .single();
  const id = String(created.data?.id);
  expect((await staff.from('articles').update({ slug: second }).eq('id', id)).error).toBeNull();
  expect((await staff.from('articles').update({ slug: third }).eq('id', id)).error).toBeNull();
  const redirects = await server.anon
    .from('redirects')
    .select('from_path,to_path')
    .in('from_path', [`/blog/${first}/`, `/blog/${second}/`])
    .order('from_path');
  // Both earlier addresses lead straight to the current one.
  expect(redirects.data).toEqual(
    [
      { from_path: `/blog/${first}/`, to_path: `/blog/${third}/` },
      { from_path: `/blog/${second}/`, to_path: `/blog/${third}/` },
    ].sort((a, b) => a.from_path.localeCompare(b.from_path)),
  );

  // A new article takes the first address: it is served, not redirected.
  expect((await staff.from('articles').insert(draft(first))).error).toBeNull();
  const left = await server.anon.from('redirects').select('from_path').eq('from_path', `/blog/${first}/`);
  expect(left.data).toEqual([]);

  const draftSlug = slugOf('brouillon');
  const draftRow = await staff.from('articles').insert(draft(draftSlug)).select('id').single();
  await staff
    .from('articles')
    .update({ slug: slugOf('renomme') })
    .eq('id', String(draftRow.data?.id));
  const none = await server.anon.from('redirects').select('from_path').eq('from_path', `/blog/${draftSlug}/`);
  expect(none.data).toEqual([]);

  for (const caller of [server.anon, staff]) {
    const forged = await caller.from('redirects').insert({ from_path: '/blog/x/', to_path: '/ailleurs/' });
    expect(forged.error).not.toBeNull();
  }
});

test('featured images: staff upload JPEG under the served names, anyone reads them; anon and non-staff write none', async () => {
  const folder = crypto.randomUUID();
  const name = `${folder}/parquet-chene-960.jpg`;
  for (const caller of [server.anon, outsider]) {
    const refused = await caller.storage
      .from('article-images')
      .upload(name, JPEG, { contentType: 'image/jpeg' });
    expect(refused.error).not.toBeNull();
    const signed = await caller.storage.from('article-images').createSignedUploadUrl(name);
    expect(signed.data).toBeNull();
  }
  const uploaded = await staff.storage
    .from('article-images')
    .upload(name, JPEG, { contentType: 'image/jpeg' });
  expect(uploaded.error).toBeNull();
  const publicUrl = staff.storage.from('article-images').getPublicUrl(name).data.publicUrl;
  const read = await fetch(publicUrl);
  expect(read.status).toBe(200);
  expect(read.headers.get('content-type')).toBe('image/jpeg');

  for (const caller of [server.anon, outsider]) {
    const removed = await caller.storage.from('article-images').remove([name]);
    expect(removed.data ?? []).toEqual([]);
  }
  expect((await fetch(publicUrl)).status).toBe(200);
  const removed = await staff.storage.from('article-images').remove([name]);
  expect(removed.data).toHaveLength(1);
  const log = await staff
    .from('audit_log')
    .select('action,actor_email')
    .eq('table_name', 'storage.objects')
    .eq('row_id', `article-images/${name}`)
    .order('id');
  expect(log.data).toEqual([
    { action: 'insert', actor_email: 'redaction@example.com' },
    { action: 'delete', actor_email: 'redaction@example.com' },
  ]);
  expect((await fetch(publicUrl)).status).toBe(404);
});

test('featured images: SVG or HTML named .jpg refused on their content; names outside the rule refused', async () => {
  const folder = crypto.randomUUID();
  const bucket = staff.storage.from('article-images');
  for (const bytes of [SVG, HTML]) {
    const refused = await bucket.upload(`${folder}/piege-960.jpg`, bytes, { contentType: 'image/jpeg' });
    expect((refused.error as { statusCode?: string } | null)?.statusCode).toBe('415');
  }
  for (const name of [
    `${folder}/../../etc/passwd-960.jpg`,
    `${folder}/Majuscules-960.jpg`,
    `${folder}/sans-largeur.jpg`,
    `${folder}/autre-largeur-700.jpg`,
    `${folder}/image-960.svg`,
    `pas-un-dossier/image-960.jpg`,
    `${folder}/sous/dossier-960.jpg`,
    `${folder}/espace insere-960.jpg`,
  ]) {
    const refused = await bucket.upload(name, JPEG, { contentType: 'image/jpeg' });
    expect({ name, refused: refused.error !== null }).toEqual({ name, refused: true });
  }
});
