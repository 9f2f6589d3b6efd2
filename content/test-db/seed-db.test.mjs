// Applies the migrations and the seed twice in an in-memory PGlite: the seed matches the
// schema and is idempotent (about 4 s: PGlite starts cold).

import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { buildSeed } from '../scripts/build-seed.mjs';
import * as content from '../scripts/lib/content.mjs';
import { REPO_DIR } from '../scripts/lib/paths.mjs';

const articles = content.loadArticles();
const gallery = content.loadGallery();
const documents = content.loadDocuments();
const reviews = content.loadReviews();
const responses = content.loadReviewResponses();

test('the seed applies twice on the migrations (PGlite)', async () => {
  const migrations = path.join(REPO_DIR, 'supabase', 'migrations');
  // PGlite and the migrations are part of the repository's install: a missing one is a failure,
  // not a reason to skip.
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm: pgTrgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gist: btreeGist } = await import('@electric-sql/pglite/contrib/btree_gist');
  assert.ok(existsSync(migrations), `missing ${migrations}`);
  // The extensions the local server loads (backend/src/db/pglite-database.ts).
  const db = new PGlite({ extensions: { pg_trgm: pgTrgm, btree_gist: btreeGist } });
  // What a hosted project has before any migration (roles, auth and storage schemas), as the
  // local server applies it.
  await db.exec(readFileSync(path.join(REPO_DIR, 'backend', 'sql', 'supabase-compat.sql'), 'utf8'));
  for (const f of readdirSync(migrations)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    await db.exec(readFileSync(path.join(migrations, f), 'utf8'));
  const seed = buildSeed();
  await db.exec(seed);
  await db.exec(seed);
  const count = async (table) => (await db.query(`select count(*)::int as n from public.${table}`)).rows[0].n;
  assert.equal(await count('articles'), articles.length);
  assert.equal(await count('gallery_photos'), gallery.length);
  assert.equal(await count('documents'), documents.length);
  assert.equal(await count('reviews'), reviews.length);
  assert.equal(await count('review_responses'), responses.length);
  const { rows } = await db.query(
    "select keywords from public.articles where slug = 'huile-ou-vitrificateur'",
  );
  assert.ok(rows[0].keywords.includes('huile'));
  await db.close();
});
