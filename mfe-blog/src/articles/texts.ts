import { replyWithin } from '@parquet-alsace/shared/client';
import { typeset } from '@parquet-alsace/shared/format';

/** Visitor-facing texts of the article lists (docs/product-rules.md#blog). */
export const listTexts = typeset({
  allCategories: 'Tous les articles',
  empty: 'Aucun article trouvé.',
  emptyShort: 'Aucun article trouvé',
  readMore: 'Lire la suite',
  readArticle: 'Lire l’article',
  reset: 'Réinitialiser les filtres',
  minutes: (n: number) => `${n} min de lecture`,
  uncategorised: 'Conseils',
  count: (n: number, search: string, category: string) =>
    `${n} article${n > 1 ? 's' : ''} trouvé${n > 1 ? 's' : ''}${search ? ` pour « ${search} »` : ''}${category ? ` dans « ${category} »` : ''}`,
  showingAll: (n: number) => `Affichage de tous les ${n} articles`,
  ctaTitle: 'Un projet de rénovation de parquet ?',
  ctaText: () => `Devis gratuit ${replyWithin()}, intervention dans toute l’Alsace.`,
  ctaQuote: 'Demander un devis gratuit',
});
