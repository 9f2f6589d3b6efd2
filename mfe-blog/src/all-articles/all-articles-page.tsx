import { Breadcrumbs, breadcrumbsFor, Container, Island, LoadFailed } from '@parquet-alsace/shared';
import { CardSkeletons } from '../articles/article-card';
import type { Category, ListData } from '../articles/queries';
import { QuoteCta } from '../articles/quote-cta';
import type { ArticleSummary } from '../articles/types';
import ArticlesBrowser from './articles-browser';

export interface AllArticlesData {
  list: ListData<{ articles: ArticleSummary[]; categories: Category[] }>;
}

/** All articles: one page with every control (docs/product-rules.md#all-articles). */
export function AllArticlesPage({ data }: { data: AllArticlesData }) {
  return (
    <Container>
      <Breadcrumbs items={breadcrumbsFor('/blog/articles/', 'Tous les articles')} />
      <h1>Tous les articles</h1>
      {data.list.ok ? (
        <Island
          id="blog/ArticlesBrowser"
          Component={ArticlesBrowser}
          props={{ articles: data.list.value.articles, categories: data.list.value.categories }}
          trigger="interaction"
        />
      ) : (
        <LoadFailed retryHref={data.list.retryHref} />
      )}
      <QuoteCta source="blog_articles" />
    </Container>
  );
}

export function AllArticlesLoading() {
  return (
    <Container>
      <h1>Tous les articles</h1>
      <CardSkeletons count={12} />
    </Container>
  );
}
