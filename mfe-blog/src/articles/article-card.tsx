import { css } from '@emotion/react';
import { Picture, SiteLink } from '@parquet-alsace/shared/client';
import { formatFrenchDate, tagPath, visibleKeywords } from './article-rules';
import { listTexts } from './texts';
import type { ArticleSummary } from './types';

export const cardGrid = css`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  list-style: none;
  padding: 0;
  margin: 24px 0;
`;

const card = css`
  display: flex;
  flex-direction: column;
  background: var(--c-surfaceRaised);
  border: 1px solid var(--c-border);
  border-radius: 14px;
  overflow: hidden;
  height: 100%;
  picture { display: block; }
  img { width: 100%; height: auto; aspect-ratio: 16 / 9; object-fit: cover; display: block; background: var(--c-surface); }
  .body { padding: 16px; display: flex; flex-direction: column; gap: 8px; flex: 1; }
  h2, h3 { font-size: 1.15rem; margin: 0; line-height: 1.3; }
  .meta { color: var(--c-textMuted); font-size: 0.9rem; display: flex; flex-wrap: wrap; gap: 8px; }
  .excerpt { color: var(--c-text); margin: 0; flex: 1; }
  .tags { display: flex; flex-wrap: wrap; gap: 6px; list-style: none; padding: 0; margin: 0; }
  .tags a, .tags span { display: inline-block; padding: 4px 10px; min-height: 24px; border-radius: 999px; border: 1px solid var(--c-border); font-size: 0.85rem; color: var(--c-link); }
  .tags span { color: var(--c-textMuted); }
  .read { color: var(--c-link); font-weight: 700; }
`;

const listCard = css`
  @media (min-width: 700px) {
    flex-direction: row;
    picture { width: 280px; flex: none; }
    img { height: 100%; }
  }
`;

/** Picture of an article: the stored URL names the 960 px JPEG (shared `Picture`: avif, webp, jpg). */
export function ArticleImage({
  src,
  alt,
  eager,
  priority,
  defer,
  sizes = '(min-width: 700px) 380px, 100vw',
}: {
  src: string | null;
  alt: string;
  eager?: boolean;
  /** The first card of a list (the largest image above the fold): fetchpriority high. */
  priority?: boolean;
  /** Loaded once the page's largest paint is done (shared `Picture`). */
  defer?: boolean;
  sizes?: string;
}) {
  if (!src) return null;
  return (
    <Picture
      src={src}
      sizes={sizes}
      alt={alt}
      width={960}
      height={540}
      eager={eager}
      priority={priority}
      defer={defer}
    />
  );
}

export function ArticleCard({
  article,
  headingLevel = 2,
  eager,
  priority,
  deferImage,
  keywords = 0,
  showReadingTime = false,
  linkText = listTexts.readMore,
  layout = 'grid',
}: {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
  eager?: boolean;
  /** Only for the first card of a list: its image gets fetchpriority high. */
  priority?: boolean;
  /**
   * The other cards of a list: their images wait for the largest paint (the second and third
   * would be near enough to the fold on a phone to compete with the first).
   */
  deferImage?: boolean;
  /** How many keyword links to show (0: none). */
  keywords?: number;
  showReadingTime?: boolean;
  linkText?: string;
  layout?: 'grid' | 'list';
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const href = `/blog/${article.slug}/`;
  const { shown, more } = visibleKeywords(article.keywords, keywords);
  return (
    <article css={[card, layout === 'list' && listCard]}>
      <ArticleImage
        src={article.featured_image}
        alt=""
        eager={eager}
        priority={priority}
        defer={deferImage}
      />
      <div className="body">
        <p className="meta">
          {article.published_at && (
            <time dateTime={article.published_at}>{formatFrenchDate(article.published_at)}</time>
          )}
          {showReadingTime && article.reading_minutes > 0 && (
            <span>· {listTexts.minutes(article.reading_minutes)}</span>
          )}
          <span>· {article.category?.name ?? listTexts.uncategorised}</span>
        </p>
        <H>
          <SiteLink href={href} css={{ color: 'var(--c-text)', textDecoration: 'none' }}>
            {article.title}
          </SiteLink>
        </H>
        <p className="excerpt">{article.excerpt}</p>
        {keywords > 0 && shown.length > 0 && (
          <ul className="tags" aria-label="Mots-clés">
            {shown.map((k) => (
              <li key={k}>
                <SiteLink href={tagPath(k)}>{k}</SiteLink>
              </li>
            ))}
            {more > 0 && (
              <li>
                <span title={article.keywords.slice(keywords).join(', ')}>+{more}</span>
              </li>
            )}
          </ul>
        )}
        <SiteLink className="read" href={href} aria-label={`${linkText}\u00a0: ${article.title}`}>
          {linkText} →
        </SiteLink>
      </div>
    </article>
  );
}

const shimmer = css`
  background: var(--c-surface);
  border-radius: 14px;
  border: 1px solid var(--c-border);
  height: 380px;
  @keyframes blog-pulse { 50% { opacity: 0.55; } }
  animation: blog-pulse 1.4s ease-in-out infinite;
`;

export function CardSkeletons({ count }: { count: number }) {
  return (
    <div aria-busy="true" aria-live="polite">
      <span className="visually-hidden">Chargement des articles…</span>
      <ul css={cardGrid} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <li key={i} css={shimmer} data-testid="article-skeleton" />
        ))}
      </ul>
    </div>
  );
}
