import {
  extractHeadings,
  faqFromMarkdown,
  type Heading,
  needsContactCta,
} from '@parquet-alsace/shared/article-rules';
import { frenchSpaces } from '@parquet-alsace/shared/format';
import { toSummary } from '../articles/article-rules';
import type { Backend } from '../articles/queries';
import { getPurifier, serverTools } from '../articles/server-tools';
import type { ArticleRow, ArticleSummary } from '../articles/types';
import { articleBySlug, relatedArticles } from '../data/queries';
import type { Photo } from './gallery-rules';
import { loadPhotoPreview } from './photos-data';

export interface ArticleData {
  article: (Omit<ArticleRow, 'content'> & { reading_minutes: number }) | null;
  /** The body, rendered and sanitised where it was loaded (the server for a first visit). */
  html: string;
  headings: Heading[];
  faq: Array<{ question: string; answer: string }>;
  needsCta: boolean;
  related: ArticleSummary[];
  /** The gallery block's first photos; the rest are fetched by the browser when asked for. */
  photos: Photo[];
  /** How many photos the gallery block has in all. */
  photoCount: number;
  ogImage?: string;
}

const notFound: ArticleData = {
  article: null,
  html: '',
  headings: [],
  faq: [],
  needsCta: false,
  related: [],
  photos: [],
  photoCount: 0,
};

/** The article, its related articles and gallery photos. Unknown or unpublished slug → null (404). */
export async function loadArticle(slug: string, backend: Backend): Promise<ArticleData> {
  const { data, error } = await articleBySlug(await backend(), slug);
  if (error) throw error;
  if (!data) return notFound;
  const row: ArticleRow = data;
  const content = typeof row.content === 'string' ? row.content : '';
  const [{ renderArticleHtml }, purify, related, gallery] = await Promise.all([
    import(/* webpackChunkName: "article-render" */ '@parquet-alsace/shared/article-renderer'),
    getPurifier(),
    loadRelated(backend, row),
    loadPhotoPreview(backend),
  ]);
  const { content: _body, ...rest } = row;
  const tools = serverTools();
  const summary = toSummary(row);
  return {
    article: {
      ...rest,
      ...summary,
      meta_title: row.meta_title ? frenchSpaces(row.meta_title) : row.meta_title,
      meta_description: row.meta_description ? frenchSpaces(row.meta_description) : row.meta_description,
    },
    html: renderArticleHtml(content, purify, row.featured_image),
    headings: extractHeadings(content).map((h) => ({ ...h, text: frenchSpaces(h.text) })),
    faq: faqFromMarkdown(content).map((q) => ({
      question: frenchSpaces(q.question),
      answer: frenchSpaces(q.answer),
    })),
    needsCta: needsContactCta(content),
    related,
    photos: gallery.photos,
    photoCount: gallery.count,
    ogImage: !tools || tools.ogSlugs.has(row.slug) ? `/media/og/${row.slug}-1200x630.jpg` : undefined,
  };
}

/** Failures are logged only; nothing shown. */
async function loadRelated(backend: Backend, row: ArticleRow): Promise<ArticleSummary[]> {
  if (!row.category_id) return [];
  try {
    const { data, error } = await relatedArticles(await backend(), {
      id: row.id,
      category_id: row.category_id,
    });
    if (error) throw error;
    return (data ?? []).map((r) => toSummary({ ...r, content: '' }));
  } catch (error) {
    console.error(error);
    return [];
  }
}
