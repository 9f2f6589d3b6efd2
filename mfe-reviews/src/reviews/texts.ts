import { pageTitle, replyWithin } from '@parquet-alsace/shared/client';
import { typeset } from '@parquet-alsace/shared/format';

/** Texts of the reviews list (docs/product-rules.md#reviews-list). */
export const listTexts = typeset({
  title: 'Avis clients',
  metaTitle: pageTitle('Avis clients'),
  metaDescription:
    'Les avis de nos clients sur le ponçage, la vitrification et la rénovation de parquets et d’escaliers en Alsace. Lisez leurs retours ou laissez le vôtre.',
  intro: 'Ce que nos clients disent de nos chantiers de ponçage et de rénovation de parquet en Alsace.',
  leaveReview: 'Laisser un avis',
  summaryTitle: 'Nos avis en chiffres',
  // Computed from the reviews this page publishes (docs/product-rules.md#reviews-list).
  summaryAverage: (average: number) => `${String(average).replace('.', ',')}/5 de moyenne`,
  summaryCount: (count: number) =>
    count > 1 ? `sur les ${count} avis publiés sur cette page` : 'sur l’avis publié sur cette page',
  // A rating given elsewhere: only with its source, count, date and link (staff enter it).
  externalLabel: 'Ailleurs\u00a0:',
  newTab: ' (nouvel onglet)',
  referencesTitle: 'Ils nous ont fait confiance',
  referencesLink: 'Voir nos réalisations',
  listTitle: 'Tous les avis',
  searchLabel: 'Rechercher un avis',
  searchPlaceholder: 'Rechercher par titre, contenu ou nom...',
  ratingLabel: 'Note',
  ratingAll: 'Toutes les notes',
  ratingOption: (n: number) => `${n} étoile${n > 1 ? 's' : ''}`,
  sortLabel: 'Trier par',
  sortDate: 'Par date',
  sortRating: 'Par note',
  directionDesc: 'Ordre décroissant',
  directionAsc: 'Ordre croissant',
  reset: 'Réinitialiser les filtres',
  count: (n: number) => `${n} avis`,
  loading: 'Chargement des avis…',
  emptyTitle: 'Aucun avis trouvé',
  emptyFiltered: 'Aucun avis ne correspond à vos critères de recherche. Essayez de modifier vos filtres.',
  emptyFirst: 'Soyez le premier à partager votre expérience avec nos équipes !',
  responseTitle: 'Réponse de Parquet Alsace Rénovation',
  reviewedOn: 'Avis du',
  workPeriod: (period: string) => `Travaux\u00a0: ${period}`,
  checkTitle: 'Comment les avis sont vérifiés',
  checkItems: [
    'Chaque avis est lu par notre équipe avant d’être publié\u00a0: rien n’apparaît sur cette page sans cette relecture.',
    'Nous publions les avis positifs comme les avis critiques. Nous refusons un avis qui ne porte pas sur l’une de nos prestations, qui contient des propos injurieux ou des informations personnelles, ou qui en répète un autre\u202f; son auteur reçoit par e-mail la raison du refus.',
    'Aucun avis n’est acheté ni récompensé\u00a0: nous n’offrons ni paiement, ni réduction, ni cadeau en échange d’un avis.',
    'Chaque avis porte la date à laquelle il a été déposé et, quand son auteur l’a indiquée, la période des travaux.',
    'Les avis sont présentés du plus récent au plus ancien\u202f; vous pouvez aussi les trier par note ou ne garder qu’une note.',
  ],
  stars: (n: number) => `${n} sur 5 étoiles`,
  ctaTitle: 'Vous aussi, redonnez vie à votre parquet',
  ctaText: () => `Devis gratuit ${replyWithin()}, sans engagement.`,
  ctaQuote: 'Demander un devis gratuit',
  share: {
    label: 'Partager cette page',
    facebook: 'Partager sur Facebook',
    twitter: 'Partager sur Twitter',
    linkedin: 'Partager sur LinkedIn',
    copy: 'Copier le lien',
    copied: 'Lien copié !',
  },
});

/** The four project references (place and tags); photos are gallery realisations. */
export const references = [
  {
    kind: 'Hôtel',
    title: 'Hôtel de charme',
    place: 'Strasbourg',
    tags: ['Bâtons rompus', 'Vitrification satinée'],
    image: '/media/gallery/realisation-02-vitrification-strasbourg-960.jpg',
    alt: 'Parquet en bâtons rompus vitrifié satiné dans un salon lumineux',
  },
  {
    kind: 'Résidence',
    title: 'Résidence de standing',
    place: 'Colmar',
    tags: ['Ponçage', 'Parquet chêne'],
    image: '/media/gallery/realisation-11-renovation-colmar-960.jpg',
    alt: 'Parquet en chêne rénové dans une pièce de vie',
  },
  {
    kind: 'Escalier',
    title: 'Escalier en bois massif',
    place: 'Sélestat',
    tags: ['Escalier', 'Ponçage et vitrification'],
    image: '/media/gallery/realisation-04-escalier-selestat-960.jpg',
    alt: 'Escalier en bois aux marches poncées et vitrifiées',
  },
  {
    kind: 'Équipe',
    title: 'Notre équipe en chantier',
    place: 'Alsace',
    tags: ['Ponçage sans poussière', 'Savoir-faire'],
    image: '/media/gallery/realisation-01-poncage-colmar-960.jpg',
    alt: 'Parquet en chêne en cours de ponçage, moitié poncée et moitié grisée',
  },
] as const;
