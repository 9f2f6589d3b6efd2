import { queryOptions } from '@tanstack/react-query';
import type { StaffBackend } from '../backend';
import { fetchArticle, fetchArticleList, fetchCategories, slugOwner } from './api';

/** The articles' queries (TanStack Query's option factories). */
export const articleQueries = {
  list: (backend: StaffBackend) =>
    queryOptions({ queryKey: ['articles'], queryFn: () => fetchArticleList(backend) }),
  /** Every slug check, whatever its slug. */
  slugs: () => ['article-slug'] as const,
  slugOwner: (backend: StaffBackend, slug: string, id: string | null) =>
    queryOptions({
      queryKey: [...articleQueries.slugs(), slug, id],
      queryFn: () => slugOwner(backend, slug, id),
    }),
  detail: (backend: StaffBackend, id: string | null) =>
    queryOptions({
      queryKey: ['article', id],
      queryFn: () => (id ? fetchArticle(backend, id) : Promise.resolve(null)),
    }),
  categories: (backend: StaffBackend) =>
    queryOptions({ queryKey: ['categories'], queryFn: () => fetchCategories(backend) }),
};
