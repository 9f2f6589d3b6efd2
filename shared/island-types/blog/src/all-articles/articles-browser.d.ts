// Generated from the remotes' islands.json by `npm run islands -w @parquet-alsace/shared`
// (shared/scripts/island-types.mjs): do not edit. Types only.
import { type Category } from '../articles/queries';
import type { ArticleSummary } from '../articles/types';
/**
 * The all-articles controls and results (docs/product-rules.md#all-articles): search, category,
 * sort and direction, grid/list, infinite scroll or pages. Exposed as './ArticlesBrowser', an
 * island of /blog/articles/ woken by the first interaction; the server renders its first state.
 */
export default function ArticlesBrowser({ articles, categories, }: {
    articles: ArticleSummary[];
    categories: Category[];
}): import("@emotion/react/jsx-runtime").JSX.Element;
