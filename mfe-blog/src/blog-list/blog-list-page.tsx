import { css } from '@emotion/react';
import {
  Breadcrumbs,
  breadcrumbsFor,
  Container,
  LoadFailed,
  SiteLink,
  useSearchParams,
} from '@parquet-alsace/shared';
import { ArticleCard, CardSkeletons, cardGrid } from '../articles/article-card';
import type { Category, ListData } from '../articles/queries';
import { QuoteCta } from '../articles/quote-cta';
import { listTexts } from '../articles/texts';
import type { ArticleSummary } from '../articles/types';

export interface BlogListData {
  list: ListData<{ articles: ArticleSummary[]; categories: Category[] }>;
}

const chip = (active: boolean) => css`
  display: inline-flex; align-items: center; min-height: 44px; padding: 8px 16px; border-radius: 999px;
  border: 2px solid ${active ? 'var(--c-accent)' : 'var(--c-border)'};
  background: ${active ? 'var(--c-accent)' : 'var(--c-surfaceRaised)'};
  color: ${active ? 'var(--c-accentText)' : 'var(--c-text)'}; text-decoration: none; font-weight: 600;
`;

/** Category chips, 'Lire la suite' cards, only articles with a category (docs/product-rules.md#blog-list). */
export function BlogListPage({ data }: { data: BlogListData }) {
  const [params] = useSearchParams();
  const active = params.get('category') ?? '';
  return (
    <Container>
      <Breadcrumbs items={breadcrumbsFor('/blog/')} />
      <h1>Blog&nbsp;: conseils de rénovation de parquet</h1>
      <p css={{ color: 'var(--c-textMuted)' }}>
        Ponçage, vitrification, huilage, escaliers&nbsp;: les conseils de nos artisans.{' '}
        <SiteLink href="/blog/articles/">Voir tous les articles avec recherche et filtres</SiteLink>
      </p>
      {!data.list.ok ? (
        <LoadFailed retryHref={data.list.retryHref} />
      ) : (
        <BlogListContent
          articles={data.list.value.articles}
          categories={data.list.value.categories}
          active={active}
        />
      )}
      <QuoteCta source="blog_list" />
    </Container>
  );
}

function BlogListContent({
  articles,
  categories,
  active,
}: {
  articles: ArticleSummary[];
  categories: Category[];
  active: string;
}) {
  const withCategory = articles.filter((a) => a.category);
  const shown = active ? withCategory.filter((a) => a.category?.slug === active) : withCategory;
  return (
    <>
      <nav aria-label="Catégories">
        <ul css={css`display: flex; flex-wrap: wrap; gap: 8px; list-style: none; padding: 0;`}>
          <li>
            <SiteLink href="/blog/" css={chip(!active)} aria-current={!active ? 'page' : undefined}>
              {listTexts.allCategories}
            </SiteLink>
          </li>
          {categories.map((c) => (
            <li key={c.slug}>
              <SiteLink
                href={`/blog/?category=${encodeURIComponent(c.slug)}`}
                css={chip(active === c.slug)}
                aria-current={active === c.slug ? 'page' : undefined}
              >
                {c.name}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      {shown.length === 0 ? (
        <p role="status">{listTexts.empty}</p>
      ) : (
        <ul css={cardGrid}>
          {shown.map((a, i) => (
            <li key={a.id}>
              {/* Only the first card is above the fold on a phone: the others wait for its paint. */}
              <ArticleCard article={a} eager={i === 0} priority={i === 0} deferImage={i > 0} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function BlogListLoading() {
  return (
    <Container>
      <h1>Blog&nbsp;: conseils de rénovation de parquet</h1>
      <CardSkeletons count={3} />
    </Container>
  );
}
