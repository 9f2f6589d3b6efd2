/** The pages of the all-articles list (docs/product-rules.md#all-articles). */
export interface Pagination {
  currentPage: number;
  totalPages: number;
  totalArticles: number;
  articlesPerPage: number;
}

export const ARTICLES_PER_PAGE = 12;

export function paginate<T>(
  items: T[],
  page: number,
  perPage = ARTICLES_PER_PAGE,
): { items: T[]; pagination: Pagination } {
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  const currentPage = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  return {
    items: items.slice((currentPage - 1) * perPage, currentPage * perPage),
    pagination: { currentPage, totalPages, totalArticles: items.length, articlesPerPage: perPage },
  };
}
