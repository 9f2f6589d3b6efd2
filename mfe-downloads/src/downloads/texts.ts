import { pageTitle, replyWithin } from '@parquet-alsace/shared/client';
import { typeset } from '@parquet-alsace/shared/format';

/** Texts of the downloads page (docs/product-rules.md#downloads). */
export const texts = typeset({
  home: 'Accueil',
  title: 'Téléchargements',
  metaTitle: pageTitle('Téléchargements : fiches techniques et plaquette'),
  metaDescription:
    'Fiches techniques, guides d’entretien, fiches sécurité et plaquette de Parquet Alsace Rénovation à télécharger gratuitement (PDF).',
  heroTitle: 'Documents et fiches techniques',
  heroText:
    'Guides de ponçage, d’huilage et d’entretien, fiches escaliers et fiches sécurité : tous nos documents en PDF, gratuits.',
  searchLabel: 'Rechercher un document',
  searchPlaceholder: 'Rechercher un document...',
  categoryLabel: 'Catégorie',
  allCategories: 'Toutes les catégories',
  count: (n: number, search: string, category: string) =>
    `${n}\u00a0document${n > 1 ? 's' : ''} trouvé${n > 1 ? 's' : ''}${search.trim() ? ` pour «\u202f${search.trim()}\u202f»` : ''}${category ? ` dans «\u202f${category}\u202f»` : ''}`,
  reset: 'Réinitialiser les filtres',
  brochureTitle: 'Plaquette de l’entreprise',
  brochureText: 'Savoir-faire, services, agences et réalisations : notre présentation complète.',
  brochureButton: 'Télécharger la plaquette',
  brochureMeta: 'PDF',
  loading: 'Chargement des documents…',
  empty: 'Aucun document trouvé',
  emptyHint: 'Aucun document ne correspond à votre recherche.',
  documentsCount: (n: number) => `${n}\u00a0document${n > 1 ? 's' : ''}`,
  downloads: (n: number) => `${n}\u00a0téléchargement${n > 1 ? 's' : ''}`,
  button: { idle: 'Télécharger', downloading: 'Téléchargement…', success: 'Téléchargé', error: 'Erreur' },
  buttonLabel: (title: string) => `Télécharger ${title}`,
  helpTitle: 'Besoin d’aide ?',
  helpText: 'Une question sur un document ou sur votre parquet ? Nos experts vous répondent.',
  helpCall: 'Appeler le',
  helpMail: 'Écrire à',
  helpLinks: 'À lire aussi',
  helpBlog: 'Nos conseils sur le blog',
  helpServices: 'Nos services',
  helpHome: 'Simuler mon devis',
  ctaTitle: 'Prêt à rénover votre parquet ?',
  ctaText: () => `Devis gratuit ${replyWithin()}, intervention dans toute l’Alsace.`,
  ctaQuote: 'Demander un devis gratuit',
});
