// Loads the source content (articles, categories, gallery, reviews, documents) for the seed
// builder and the tests.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseFrontMatter } from './frontmatter.mjs';
import { ARTICLES_DIR, CONTENT_DIR, mediaFile } from './paths.mjs';

const json = (name) => JSON.parse(readFileSync(path.join(CONTENT_DIR, name), 'utf8'));

export function loadArticle(file) {
  const { data, body } = parseFrontMatter(readFileSync(file, 'utf8'));
  return { ...data, content: `${body.trimEnd()}\n`, file };
}

export function loadArticles() {
  return readdirSync(ARTICLES_DIR)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => loadArticle(path.join(ARTICLES_DIR, f)));
}

export function loadFixtureArticle() {
  return loadArticle(path.join(CONTENT_DIR, 'fixtures', 'malicious-article.md'));
}

export const loadCategories = () => json('categories.json');
export const loadGallery = () => json('gallery.json');
export const loadReviews = () => json('reviews.json');
export const loadReviewResponses = () => json('review-responses.json');

/** documents.json plus the true size in bytes of each generated file. */
export function loadDocuments() {
  return json('documents.json').map((d) => ({ ...d, file_size: statSync(mediaFile(d.file_url)).size }));
}

/** Deterministic UUIDs: one prefix per table, the row number in the last group. */
export const galleryId = (order) => `30000000-0000-4000-8000-${String(order).padStart(12, '0')}`;
