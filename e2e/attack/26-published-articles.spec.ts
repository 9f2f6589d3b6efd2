import { expect, test } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { asVisitor, business, postJson, site, staffSession } from './support';

// 26. Articles published from the back office: a visitor writes no article, no redirect and no
// featured image; staff's uploads are images by their content, under names that cannot leave
// their folder; a script written in an article's markdown is inert on the site.

const JPEG = new Uint8Array(
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(1000, 7), Buffer.from([0xff, 0xd9])]),
);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"/>';
const HTML = '<!doctype html><script>alert(document.cookie)</script>';
const folder = crypto.randomUUID();

let staff: SupabaseClient;

test.beforeAll(async () => {
  const email = `redaction-${folder.slice(0, 8)}@parquet-alsace.example`;
  staff = await staffSession(email, 'Rédaction-attaque-2026');
});

test.describe('26. Published articles', () => {
  test('a visitor creates, changes or removes no article and forges no redirect', async () => {
    const created = await postJson('/rest/v1/articles', {
      slug: 'article-pirate',
      title: 'Pirate',
      excerpt: '',
      content: '<script>alert(1)</script>',
      published: true,
    });
    expect(created.status).toBe(401);
    const changed = await asVisitor('/rest/v1/articles?slug=eq.poncer-parquet-etapes', {
      method: 'PATCH',
      body: JSON.stringify({ title: 'Piraté' }),
      headers: { Prefer: 'return=representation' },
    });
    expect([401, 403]).toContain(changed.status);
    const removed = await asVisitor('/rest/v1/articles?slug=eq.poncer-parquet-etapes', {
      method: 'DELETE',
      headers: { Prefer: 'return=representation' },
    });
    expect([401, 403]).toContain(removed.status);
    const redirect = await postJson('/rest/v1/redirects', {
      from_path: '/blog/',
      to_path: '//ailleurs.example/',
    });
    expect(redirect.status).toBe(401);
    const clock = await postJson('/rest/v1/rpc/shift_publication_clock', { seconds: 86_400 });
    expect([401, 403, 404]).toContain(clock.status);
    expect((await fetch(`${site.url}/blog/poncer-parquet-etapes/`)).status).toBe(200);
  });

  test('a visitor stores no featured image, directly or through a signed URL', async () => {
    const name = `${folder}/photo-960.jpg`;
    const direct = await asVisitor(`/storage/v1/object/article-images/${name}`, {
      method: 'POST',
      body: JPEG,
      headers: { 'Content-Type': 'image/jpeg' },
    });
    expect(direct.status).toBe(403);
    const signed = await asVisitor(`/storage/v1/object/upload/sign/article-images/${name}`, {
      method: 'POST',
    });
    expect(signed.status).toBe(403);
    expect((await fetch(`${site.url}/storage/v1/object/public/article-images/${name}`)).status).toBe(404);
  });

  test('SVG or HTML named .jpg is refused on its content, even from staff', async () => {
    for (const body of [SVG, HTML]) {
      const { error } = await staff.storage
        .from('article-images')
        .upload(`${folder}/piege-960.jpg`, new TextEncoder().encode(body), { contentType: 'image/jpeg' });
      expect((error as { statusCode?: string } | null)?.statusCode).toBe('415');
    }
    expect(
      (await fetch(`${site.url}/storage/v1/object/public/article-images/${folder}/piege-960.jpg`)).status,
    ).toBe(404);
  });

  test('names that leave the folder, hide a type or carry odd characters are refused', async () => {
    const bucket = staff.storage.from('article-images');
    for (const name of [
      `${folder}/../../../etc/passwd-960.jpg`,
      `../${folder}/photo-960.jpg`,
      `${folder}/..%2f..%2fphoto-960.jpg`,
      // A backslash as it reaches the server (a URL turns a bare one into a slash).
      `${folder}%5Cphoto-960.jpg`,
      `${folder}/photo\u0000-960.jpg`,
      `${folder}/photo-960.jpg.html`,
      `${folder}/photo-960.svg`,
      `${folder}/Photo-960.jpg`,
      `${folder}/a/b-960.jpg`,
      `${folder}/${'x'.repeat(300)}-960.jpg`,
    ]) {
      const { error } = await bucket.upload(name, JPEG, { contentType: 'image/jpeg' });
      expect({ name, refused: error !== null }).toEqual({ name, refused: true });
    }
    const listed = await bucket.list(folder);
    expect(listed.data ?? []).toEqual([]);
  });

  test('a script written in markdown is inert on the site', async () => {
    const db = await business();
    const slug = `article-piege-${folder.slice(0, 8)}`;
    const { error } = await db.from('articles').insert({
      slug,
      title: 'Article piégé',
      excerpt: 'Résumé',
      keywords: ['piege'],
      published: true,
      content: [
        '## Titre',
        '<script>window.__pwned = 1</script>',
        '',
        '<img src=x onerror="window.__pwned = 2">',
        '',
        '[lien](javascript:window.__pwned=3) ![image](javascript:window.__pwned=4)',
        '',
        '<iframe src="https://ailleurs.example/"></iframe>',
      ].join('\n'),
    });
    expect(error).toBeNull();
    const page = await fetch(`${site.url}/blog/${slug}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
    expect(article).toContain('id="titre"');
    expect(article).not.toMatch(/<script|onerror|javascript:|<iframe/i);
    // The page data the browser hydrates from carries the same sanitised body, escaped.
    expect(html).not.toContain('<script>window.__pwned');
    expect(html).not.toMatch(/onerror="window/);
  });
});
