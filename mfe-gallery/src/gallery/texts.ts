import { pageTitle, replyWithin } from '@parquet-alsace/shared/client';
import { typeset } from '@parquet-alsace/shared/format';

const GALLERY_TITLE = 'Nos réalisations\u00a0: ponçage, vitrification et escaliers';

/** Texts of the gallery page and the home teaser (docs/product-rules.md#gallery). */
export const texts = typeset({
  title: 'Nos réalisations',
  metaTitle: pageTitle(GALLERY_TITLE),
  metaDescription:
    'Photos de nos chantiers de ponçage, vitrification, huilage et rénovation d’escaliers en Alsace : parquets anciens et modernes remis à neuf.',
  intro: 'Parquets poncés, vitrifiés, huilés et escaliers rénovés : découvrez nos chantiers en Alsace.',
  back: 'Retour à l’accueil',
  searchLabel: 'Rechercher une réalisation',
  searchPlaceholder: 'Rechercher par type de travaux, lieu...',
  categoryLabel: 'Type de travaux',
  allCategories: 'Toutes les catégories',
  viewLabel: 'Affichage',
  grid: 'Grille',
  list: 'Liste',
  count: (n: number) => `${n} ${n > 1 ? 'réalisations trouvées' : 'réalisation trouvée'}`,
  reset: 'Réinitialiser les filtres',
  loading: 'Chargement des photos…',
  empty: 'Aucune réalisation trouvée',
  emptyHint: 'Essayez un autre mot-clé ou une autre catégorie.',
  open: (alt: string) => `Agrandir : ${alt}`,
  pagination: 'Pagination de la galerie',
  previousPage: 'Page précédente',
  nextPage: 'Page suivante',
  pageLabel: (n: number) => `Page ${n}`,
  pageTitle: (n: number) => (n > 1 ? ` – page ${n}` : ''),
  /** The document title of page n (page 1 has none of its own). */
  pageMetaTitle: (n: number) => pageTitle(`${GALLERY_TITLE}${n > 1 ? ` – page ${n}` : ''}`),
  lightboxTitle: (i: number, n: number) => `Photo ${i} sur ${n}`,
  previousPhoto: 'Photo précédente',
  nextPhoto: 'Photo suivante',
  share: 'Partager',
  linkCopied: 'Lien copié',
  download: 'Télécharger',
  ctaTitle: 'Un projet similaire ?',
  ctaText: () => `Devis gratuit ${replyWithin()} : nous intervenons dans toute l’Alsace et le Grand Est.`,
  ctaQuote: 'Demander un devis gratuit',
});
