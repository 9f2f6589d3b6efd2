import { crop16x9, objectName } from './image';
import {
  formFromArticle,
  lengthHint,
  parseKeywords,
  rowFromForm,
  slugify,
  statusOf,
  validateArticle,
} from './model';

const now = Date.parse('2026-11-26T12:00:00Z');
const stored = {
  id: 'a1',
  slug: 'poncage-chene',
  title: 'Ponçage du chêne',
  excerpt: '',
  content: '',
  category_id: null,
  keywords: ['chêne'],
  meta_title: null,
  meta_description: null,
  featured_image: null,
  published: true,
  published_at: '2026-10-01T08:00:00Z',
  updated_at: '2026-10-01T08:00:00Z',
};

test.each([
  [{ published: false, published_at: null }, 'draft'],
  [{ published: true, published_at: '2026-11-27T08:00:00Z' }, 'scheduled'],
  [{ published: true, published_at: '2026-11-26T11:59:00Z' }, 'published'],
] as const)('%j is %s', (article, status) => {
  expect(statusOf(article, now)).toBe(status);
});

test('a title becomes an address without accents, ligatures or punctuation', () => {
  expect(slugify('Œuvre : ponçage d’un parquet en chêne à Colmar !')).toBe(
    'oeuvre-poncage-d-un-parquet-en-chene-a-colmar',
  );
  expect(slugify('  ')).toBe('');
});

test('keywords are trimmed, lower case, without repeats or empty ones', () => {
  expect(parseKeywords('Ponçage, chêne ,  , CHÊNE,vitrification')).toEqual([
    'ponçage',
    'chêne',
    'vitrification',
  ]);
});

test('the form refuses what the database refuses, in French', () => {
  const form = { ...formFromArticle(null), title: 'Titre', slug: 'Pas Bon', mode: 'scheduled' as const };
  const errors = validateArticle({ ...form, publish_at: '2026-11-25T10:00' }, now);
  expect(errors.slug).toMatch(/minuscules/);
  expect(errors.publish_at).toMatch(/date à venir/);
  expect(validateArticle({ ...form, slug: 'bon-slug', publish_at: '2026-12-01T10:00' }, now)).toEqual({
    category_id: 'Choisissez une catégorie\u00a0: le blog ne liste que les articles classés.',
  });
  expect(
    validateArticle({ ...form, slug: 'bon-slug', category_id: 'c1', publish_at: '2026-12-01T10:00' }, now),
  ).toEqual({});
  expect(
    validateArticle({ ...form, slug: 'bon', title: 'a\nb', publish_at: '2026-12-01T10:00' }, now).title,
  ).toBe('Une seule ligne.');
  const many = Array.from({ length: 13 }, (_, i) => `mot${i}`).join(',');
  expect(
    validateArticle({ ...form, slug: 'bon', keywords: many, publish_at: '2026-12-01T10:00' }, now).keywords,
  ).toMatch(/12 mots-clés/);
  // Each keyword has a tag page: the blog's rule for a tag.
  expect(
    validateArticle({ ...form, slug: 'bon', keywords: 'chêne, <b>', publish_at: '2026-12-01T10:00' }, now)
      .keywords,
  ).toMatch(/lettres, chiffres/);
  expect(
    validateArticle(
      { ...form, slug: 'bon', keywords: 'chêne, l’huile dure', publish_at: '2026-12-01T10:00' },
      now,
    ).keywords,
  ).toBeUndefined();
});

test('publishing sends no date (the database takes its own), a published article keeps its date, unpublishing clears it', () => {
  const fresh = rowFromForm(
    { ...formFromArticle(null), title: 'T', slug: 't', mode: 'published' },
    null,
    now,
  );
  expect(fresh).toMatchObject({ published: true, published_at: null });
  const edited = rowFromForm({ ...formFromArticle(stored, now), title: 'Nouveau' }, stored, now);
  expect(edited).toMatchObject({ published: true, published_at: stored.published_at, title: 'Nouveau' });
  const withdrawn = rowFromForm({ ...formFromArticle(stored, now), mode: 'draft' }, stored, now);
  expect(withdrawn).toMatchObject({ published: false, published_at: null });
  const later = rowFromForm(
    { ...formFromArticle(stored, now), mode: 'scheduled', publish_at: '2026-12-01T10:00' },
    stored,
    now,
  );
  expect(later.published).toBe(true);
  expect(Date.parse(String(later.published_at))).toBe(new Date('2026-12-01T10:00').getTime());
});

test('length hints say when a search-engine text is outside the advised range', () => {
  expect(lengthHint('x'.repeat(150), 'meta_description')).toEqual({
    ok: true,
    text: '150\u00a0caractères (conseillé\u00a0: 120 à 160)',
  });
  expect(lengthHint('x'.repeat(70), 'meta_title').ok).toBe(false);
});

test('a photo is cropped to its centred 16:9 part, whatever its orientation', () => {
  expect(crop16x9(4000, 3000)).toEqual({ x: 0, y: 375, w: 4000, h: 2250 });
  expect(crop16x9(3000, 4000)).toEqual({ x: 0, y: 1156, w: 3000, h: 1688 });
  expect(crop16x9(1920, 800)).toEqual({ x: 249, y: 0, w: 1422, h: 800 });
});

test('stored names follow the bucket rule whatever the phone called the file', () => {
  const folder = '0b5d2a36-7a3e-4c1e-9d7e-1f2a3b4c5d6e';
  expect(objectName(folder, 'IMG_2041 Salon (1).HEIC.jpg', 960, 'webp')).toBe(
    `${folder}/img-2041-salon-1-heic-960.webp`,
  );
  expect(objectName(folder, '../../.jpg', 480, 'jpg')).toBe(`${folder}/photo-480.jpg`);
});
