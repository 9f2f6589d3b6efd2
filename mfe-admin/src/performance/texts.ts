import { formatNumber } from '@parquet-alsace/shared/format';
import { frenchTexts } from '../ui/french';

export const performanceTexts = frenchTexts({
  title: 'Performances',
  intro:
    'La vitesse que les visiteurs ont réellement eue sur leur appareil, mesurée dans leur navigateur sur les 28 derniers jours, sans cookie ni identifiant. Le 75e centile (p75) est la valeur sous laquelle se trouvent trois visites sur quatre ; les seuils sont ceux de web.dev.',
  empty: 'Aucune mesure sur les 28 derniers jours : les visites des pages du site apparaîtront ici.',
  byPage: 'Par type de page',
  columns: {
    page: 'Type de page',
    views: 'Visites',
    lcp: 'LCP (p75)',
    inp: 'INP (p75)',
    cls: 'CLS (p75)',
  },
  sharesTitle: 'Part des visites bonnes, à améliorer et mauvaises',
  sharesOf: (metric: string, rated: number) =>
    `${metric} (${formatNumber(rated)} visite${rated > 1 ? 's' : ''} mesurée${rated > 1 ? 's' : ''})`,
  noMeasure: 'aucune mesure',
  alertsTitle: 'Seuils dépassés',
  noAlert: 'Aucun type de page ne dépasse les seuils : le p75 de chaque mesure est bon.',
  alert: (a: { page: string; metric: string; value: string; threshold: string; rating: string }) =>
    `${a.page} : ${a.metric} au p75 de ${a.value}, au-delà de ${a.threshold} (« ${a.rating} »).`,
  slowestTitle: 'Interactions les plus lentes',
  slowestEmpty: 'Aucune interaction mesurée sur les 28 derniers jours.',
  slowestColumns: {
    inp: 'Durée',
    target: 'Élément',
    page: 'Page',
    device: 'Appareil',
    phases: 'Attente / traitement / affichage',
  },
  noTarget: 'élément inconnu',
  metrics: { lcp: 'LCP', inp: 'INP', cls: 'CLS' },
  ratings: { good: 'bon', 'needs-improvement': 'à améliorer', poor: 'mauvais' },
  pageTypes: {
    home: 'Accueil',
    services: 'Services',
    prices: 'Tarifs',
    about: 'À propos',
    blog: 'Blog (listes)',
    article: 'Articles du blog',
    gallery: 'Galerie',
    reviews: 'Avis',
    downloads: 'Téléchargements',
    quote: 'Devis',
    legal: 'Pages légales',
    other: 'Autres pages',
  } as Record<string, string>,
  devices: { mobile: 'Téléphone', tablet: 'Tablette', desktop: 'Ordinateur' } as Record<string, string>,
});
