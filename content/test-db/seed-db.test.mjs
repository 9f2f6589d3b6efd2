// Applies the migrations and the seed twice in an in-memory PGlite: the seed matches the
// schema and is idempotent. Separate from `npm test` (PGlite takes seconds to start):
// run it with `npm run test:db -w content`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { REPO_DIR } from '../scripts/lib/paths.mjs';
import * as content from '../scripts/lib/content.mjs';
import { buildSeed } from '../scripts/build-seed.mjs';

const articles = content.loadArticles();
const gallery = content.loadGallery();
const documents = content.loadDocuments();
const reviews = content.loadReviews();
const responses = content.loadReviewResponses();

test('the seed applies twice on the migrations (PGlite)', async (t) => {
  const migrations = path.join(REPO_DIR, 'supabase', 'migrations');
  let PGlite;
  let pgTrgm;
  try {
    ({ PGlite } = await import('@electric-sql/pglite'));
    ({ pg_trgm: pgTrgm } = await import('@electric-sql/pglite/contrib/pg_trgm'));
  } catch {
    t.skip('PGlite not installed');
    return;
  }
  if (!existsSync(migrations)) {
    t.skip('no migrations yet');
    return;
  }
  const db = new PGlite({ extensions: { pg_trgm: pgTrgm } });
  await db.exec('create role anon; create role authenticated; create role service_role;');
  for (const f of readdirSync(migrations).filter((f) => f.endsWith('.sql')).sort()) await db.exec(readFileSync(path.join(migrations, f), 'utf8'));
  const seed = buildSeed();
  await db.exec(seed);
  await db.exec(seed);
  const count = async (table) => (await db.query(`select count(*)::int as n from public.${table}`)).rows[0].n;
  assert.equal(await count('articles'), articles.length);
  assert.equal(await count('gallery_photos'), gallery.length);
  assert.equal(await count('documents'), documents.length);
  assert.equal(await count('reviews'), reviews.length);
  assert.equal(await count('review_responses'), responses.length);
  const { rows } = await db.query("select keywords from public.articles where slug = 'huile-ou-vitrificateur'");
  assert.ok(rows[0].keywords.includes('huile'));
  await db.close();
});
