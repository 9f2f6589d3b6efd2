import { css } from '@emotion/react';
import { Breadcrumbs, Container, LoadFailed, SiteLink } from '@parquet-alsace/shared';
import { ArticleCard, CardSkeletons } from '../articles/article-card';
import { relatedTags, tagPath } from '../articles/article-rules';
import type { ListData } from '../articles/queries';
import { QuoteCta } from '../articles/quote-cta';
import { listTexts } from '../articles/texts';
import type { ArticleSummary } from '../articles/types';

export interface TagData {
  tag: string;
  list: ListData<ArticleSummary[]>;
  /** The address names no possible keyword (articles/article-rules.ts isTagLike): a 404. */
  notKeyword?: boolean;
}

export const tagCrumbs = (tag: string) => [
  { name: 'Accueil', path: '/' },
  { name: 'Blog', path: '/blog/' },
  { name: tag, path: tagPath(tag) },
];

/** Articles whose keywords hold the decoded tag, newest first (docs/product-rules.md#tag-page). */
export function TagPage({ data }: { data: TagData }) {
  const { tag, list } = data;
  return (
    <Container>
      <Breadcrumbs items={tagCrumbs(tag)} />
      <h1>Articles sur «&#8239;{tag}&#8239;»</h1>
      {!list.ok ? (
        <LoadFailed retryHref={list.retryHref} />
      ) : list.value.length === 0 ? (
        <div css={{ margin: '32px 0' }}>
          <p css={{ fontSize: '1.1rem' }}>{listTexts.emptyShort}</p>
          <p css={css`display: flex; gap: 16px;`}>
            <SiteLink href="/blog/">Retour au blog</SiteLink>
            <SiteLink href="/">Accueil</SiteLink>
          </p>
        </div>
      ) : (
        <>
          <p>{listTexts.count(list.value.length, '', '')}</p>
          <ul css={css`list-style: none; padding: 0; display: grid; gap: 20px;`}>
            {list.value.map((a, i) => (
              <li key={a.id}>
                <ArticleCard
                  article={a}
                  eager={i === 0}
                  priority={i === 0}
                  deferImage={i > 0}
                  keywords={5}
                  showReadingTime
                  linkText={listTexts.readArticle}
                  layout="list"
                />
              </li>
            ))}
          </ul>
          <RelatedTags tags={relatedTags(list.value, tag)} />
        </>
      )}
      <QuoteCta source="blog_tag" />
    </Container>
  );
}

function RelatedTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <section aria-labelledby="related-tags" css={{ margin: '32px 0' }}>
      <h2 id="related-tags" css={{ fontSize: '1.25rem' }}>
        Mots-clés associés
      </h2>
      <ul css={css`display: flex; flex-wrap: wrap; gap: 8px; list-style: none; padding: 0;`}>
        {tags.map((t) => (
          <li key={t}>
            <SiteLink
              href={tagPath(t)}
              css={css`display: inline-block; padding: 8px 14px; border-radius: 999px; border: 1px solid var(--c-border); color: var(--c-link);`}
            >
              {t}
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TagLoading() {
  return (
    <Container>
      <CardSkeletons count={3} />
    </Container>
  );
}
