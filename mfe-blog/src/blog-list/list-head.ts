import { pageTitle } from '@parquet-alsace/shared/client';
import type { Category } from '../articles/queries';

/**
 * Title and description of the blog list: each category variant (`/blog/?category=…`) has its own,
 * so that search engines do not see the same page several times. An unknown category is the list
 * itself (it shows every article's chips and the empty message).
 */
export function blogListHead(
  categories: Category[],
  slug: string | null,
): { title: string; description: string; heading: string | null } {
  const category = slug ? categories.find((c) => c.slug === slug) : undefined;
  if (!category) {
    return {
      title: pageTitle('Blog\u00a0: conseils parquet et rénovation'),
      description:
        'Conseils de nos artisans pour poncer, vitrifier, huiler et entretenir votre parquet et vos escaliers en bois en Alsace.',
      heading: null,
    };
  }
  return {
    title: pageTitle(`${category.name}\u00a0: conseils et articles du blog`),
    description: `Nos articles «\u202f${category.name}\u202f»\u00a0: les conseils de nos artisans parqueteurs en Alsace pour rénover et entretenir parquets et escaliers.`,
    heading: category.name,
  };
}
