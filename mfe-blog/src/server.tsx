// Server bundle: the same routes, rendered to HTML by the production server.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Purifier } from '@parquet-alsace/shared/article-renderer';
import { defineServerBundle, type SitemapEntry } from '@parquet-alsace/shared/server';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { blogApp } from './app';
import { tagPath } from './articles/article-rules';
import type { Backend } from './articles/queries';
import { provideServerTools } from './articles/server-tools';
import { sitemapArticles } from './data/queries';
import { fragments } from './fragments';

/** The generated social images (content/media/og/<slug>-1200x630.jpg), looked up once at start. */
function ogSlugs(): Set<string> {
  const candidates = [
    process.env.MEDIA_DIR && join(process.env.MEDIA_DIR, 'og'),
    join(process.cwd(), 'content/media/og'),
    join(process.cwd(), '../content/media/og'),
  ];
  for (const dir of candidates) {
    if (dir && existsSync(dir)) {
      return new Set(
        readdirSync(dir)
          .filter((f) => f.endsWith('-1200x630.jpg'))
          .map((f) => f.replace(/-1200x630\.jpg$/, '')),
      );
    }
  }
  return new Set();
}

// DOMPurify needs a DOM: on the server, jsdom's (kept out of the browser bundle).
provideServerTools({
  purify: createDOMPurify(new JSDOM('').window as never) as unknown as Purifier,
  ogSlugs: ogSlugs(),
});

/** Indexable blog addresses with their true last modification, for the shell's sitemap.xml. */
async function sitemap(backend: Backend): Promise<SitemapEntry[]> {
  const { data, error } = await sitemapArticles(await backend());
  if (error) throw error;
  const rows = data ?? [];
  const modified = (r: (typeof rows)[number]) => r.updated_at ?? r.published_at ?? '';
  const newest = (list: typeof rows) => list.map(modified).filter(Boolean).sort().at(-1) ?? '';
  // A page without any known date is still listed, only without <lastmod>.
  const entry = (path: string, lastmod: string): SitemapEntry => (lastmod ? { path, lastmod } : { path });
  const entries = [entry('/blog/', newest(rows))];
  for (const r of rows) entries.push(entry(`/blog/${r.slug}/`, modified(r)));
  const tags = new Map<string, typeof rows>();
  for (const r of rows) for (const k of r.keywords ?? []) tags.set(k, [...(tags.get(k) ?? []), r]);
  for (const [tag, list] of tags) entries.push(entry(tagPath(tag), newest(list)));
  return entries;
}

export default defineServerBundle({ app: blogApp, fragments, sitemap });
