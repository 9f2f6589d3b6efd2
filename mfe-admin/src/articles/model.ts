/**
 * The articles screens' rules as pure functions: an article's state, slugs, keywords, the
 * checks the form makes before the database makes them again, length hints.
 */
import { lengthHints, articleTexts as t } from './texts';

export type ArticleStatus = 'draft' | 'scheduled' | 'published';

export interface ArticleForm {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category_id: string;
  keywords: string;
  meta_title: string;
  meta_description: string;
  featured_image: string;
  /** 'published' keeps an earlier publication date, or publishes now. */
  mode: ArticleStatus;
  /** `YYYY-MM-DDTHH:mm`, local time (the date-time field's value), for 'scheduled'. */
  publish_at: string;
}

export interface StoredArticle {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category_id: string | null;
  keywords: string[];
  meta_title: string | null;
  meta_description: string | null;
  featured_image: string | null;
  published: boolean;
  published_at: string | null;
  updated_at: string;
}

/** Draft, scheduled (published, its time still to come) or published, at `now`. */
export function statusOf(
  a: { published: boolean; published_at: string | null },
  now = Date.now(),
): ArticleStatus {
  if (!a.published) return 'draft';
  return a.published_at && Date.parse(a.published_at) > now ? 'scheduled' : 'published';
}

/** A title's slug: lower case, accents and œ/æ spelled out, dashes, at most 80 characters. */
export function slugify(text: string): string {
  return text
    .toLocaleLowerCase('fr-FR')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

export const SLUG_FORMAT = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** "Ponçage, Chêne ,  ,chêne" → ['ponçage', 'chêne']: trimmed, lower case, without repeats. */
export function parseKeywords(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(',')) {
    const keyword = part.trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr-FR');
    if (keyword) seen.add(keyword);
  }
  return [...seen];
}

/** `YYYY-MM-DDTHH:mm` of an instant in this browser's time (the date-time field's format). */
export function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function formFromArticle(a: StoredArticle | null, now = Date.now()): ArticleForm {
  return {
    title: a?.title ?? '',
    slug: a?.slug ?? '',
    excerpt: a?.excerpt ?? '',
    content: a?.content ?? '',
    category_id: a?.category_id ?? '',
    keywords: (a?.keywords ?? []).join(', '),
    meta_title: a?.meta_title ?? '',
    meta_description: a?.meta_description ?? '',
    featured_image: a?.featured_image ?? '',
    mode: a ? statusOf(a, now) : 'draft',
    publish_at: a && statusOf(a, now) === 'scheduled' ? localInput(a.published_at) : '',
  };
}

export type FormErrors = Partial<Record<keyof ArticleForm, string>>;

const oneLineFields = ['title', 'slug', 'meta_title', 'meta_description'] as const;

/** What the form refuses before sending (the database refuses the same again). */
export function validateArticle(form: ArticleForm, now = Date.now()): FormErrors {
  const errors: FormErrors = {};
  if (!form.title.trim()) errors.title = t.required;
  else if (form.title.trim().length > lengthHints.title.max) errors.title = t.tooLong(lengthHints.title.max);
  if (!form.slug) errors.slug = t.required;
  else if (!SLUG_FORMAT.test(form.slug) || form.slug.length > 80) errors.slug = t.slugFormat;
  if (form.excerpt.length > lengthHints.excerpt.max) errors.excerpt = t.tooLong(lengthHints.excerpt.max);
  if (form.meta_title.length > lengthHints.meta_title.max)
    errors.meta_title = t.tooLong(lengthHints.meta_title.max);
  if (form.meta_description.length > lengthHints.meta_description.max)
    errors.meta_description = t.tooLong(lengthHints.meta_description.max);
  for (const key of oneLineFields) if (!errors[key] && /[\r\n]/.test(form[key])) errors[key] = t.oneLine;
  if (form.content.length > 200_000) errors.content = t.tooLong(200_000);
  const keywords = parseKeywords(form.keywords);
  // Each keyword has a tag page: the blog's rule for a tag (letters, digits, spaces, - and ').
  const tagLike = /^[\p{L}\p{N}][\p{L}\p{N} '’-]*$/u;
  if (keywords.length > 12 || keywords.some((k) => k.length > 40 || !tagLike.test(k)))
    errors.keywords = t.tooManyKeywords;
  // The blog lists only articles with a category (docs/product-rules.md#blog-list).
  if (form.mode !== 'draft' && !form.category_id) errors.category_id = t.categoryNeeded;
  if (form.mode === 'scheduled') {
    const at = Date.parse(form.publish_at);
    if (!form.publish_at || Number.isNaN(at) || at <= now) errors.publish_at = t.scheduleFuture;
  }
  return errors;
}

/**
 * The row to write. Publishing now sends no date (the database takes its own time); a published
 * article keeps its first publication date.
 */
export function rowFromForm(form: ArticleForm, stored: StoredArticle | null, now = Date.now()) {
  const keep = stored && statusOf(stored, now) === 'published' ? stored.published_at : null;
  const publication =
    form.mode === 'draft'
      ? { published: false, published_at: null }
      : form.mode === 'scheduled'
        ? { published: true, published_at: new Date(form.publish_at).toISOString() }
        : { published: true, published_at: keep };
  return {
    title: form.title.trim(),
    slug: form.slug,
    excerpt: form.excerpt.trim(),
    content: form.content,
    category_id: form.category_id || null,
    keywords: parseKeywords(form.keywords),
    meta_title: form.meta_title.trim() || null,
    meta_description: form.meta_description.trim() || null,
    featured_image: form.featured_image || null,
    ...publication,
  };
}

/** "42 / 160 caractères" and whether the count is within the advised range. */
export function lengthHint(value: string, field: keyof typeof lengthHints): { text: string; ok: boolean } {
  const hint = lengthHints[field];
  const n = value.trim().length;
  const advised = 'advised' in hint ? hint.advised : null;
  const nb = '\u00a0';
  if (!advised) return { text: `${n}${nb}/${nb}${hint.max} caractères`, ok: n <= hint.max };
  const [low, high] = advised;
  const ok = n >= low && n <= high;
  return {
    text: `${n}${nb}caractères (conseillé : ${low} à ${high})`,
    ok,
  };
}

/** "12 décembre 2026 à 09:30", Paris time. */
export function frenchDateTime(iso: string): string {
  return new Intl.DateTimeFormat('fr-FR', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso));
}
