import { business } from '@parquet-alsace/shared';

/** Texts of /services/; prices come from the price rule (docs/product-rules.md#quote-estimate). */
export const servicesTexts = {
  title: `Nos services de rénovation de parquet | ${business.brand}`,
  description:
    'Ponçage, vitrification, huilage, vernis écologique, rénovation d’escalier et réparations de parquet en Alsace. Dès 42 €/m² HT, devis gratuit sous 24 h.',
  h1: 'Nos services de rénovation de parquet',
  intro: `Depuis ${business.founded}, nos artisans poncent, protègent et réparent parquets et escaliers dans toute l’Alsace et le Grand Est. Rénover coûte environ 4 fois moins cher que remplacer : jusqu’à 75 % d’économie.`,
  servicesTitle: 'Six savoir-faire pour vos sols en bois',
  services: [
    {
      id: 'poncage',
      name: 'Ponçage de parquet',
      text: 'Ponçage en trois passages, du gros grain au grain fin, pour retirer rayures, taches et anciennes finitions. Nos machines aspirent 99,996 % des poussières.',
      price: 'Inclus dans nos formules, dès 42 €/m² HT finition comprise',
    },
    {
      id: 'vitrification',
      name: 'Ponçage et vitrification',
      text: 'Un vernis résistant au trafic, en finition brillante, satinée ou mate, qui protège votre parquet pendant 8 à 10 ans.',
      price: '42 €/m² HT — 25 m² : 1 050 €, 50 m² : 2 100 €, 100 m² : 4 200 €',
    },
    {
      id: 'huilage',
      name: 'Ponçage et huilage',
      text: 'Une huile qui nourrit le bois en profondeur et lui garde son aspect naturel et chaleureux, facile à rafraîchir localement.',
      price: '48 €/m² HT — 25 m² : 1 200 €, 50 m² : 2 400 €, 100 m² : 4 800 €',
    },
    {
      id: 'vernis-ecologique',
      name: 'Vernis écologique',
      text: 'Vernis en phase aqueuse, sans odeur forte et à très faibles émissions : la pièce se réinvestit rapidement, même avec des enfants.',
      price: 'Dès 44 €/m² HT (supplément de 2 €/m²)',
    },
    {
      id: 'escalier',
      name: 'Rénovation d’escalier',
      text: 'Ponçage des marches, contremarches et rampes, vitrification ou huile, et traitement antidérapant sur demande.',
      price: '35 € HT par marche — 10 marches : 350 €, 15 marches : 525 €, 20 marches : 700 €',
    },
    {
      id: 'reparations',
      name: 'Réparations localisées',
      text: 'Lames abîmées remplacées, joints et fissures rebouchés, traces d’eau et de brûlure traitées, grincements supprimés.',
      price: 'Sur devis, après diagnostic gratuit',
    },
  ],
  pricesNote:
    'Prix indicatifs hors taxes, hors accessibilité du chantier. Le remplacement d’un parquet coûte environ 180 €/m² (50 m² : 9 000 €, soit +320 % par rapport à la rénovation). Comptez 1 à 2 jours pour 50 m² rénovés, contre 4 à 7 jours pour un remplacement.',
  examplesTitle: 'Exemples de chantiers',
  examples: [
    'Studio de 35 m² : 1 470 € HT, réalisé en 1 jour',
    'Appartement de 75 m² avec 12 marches : 4 020 € HT, en 3 jours',
    'Maison de 120 m² avec 15 marches : 5 565 € HT, en 4 jours',
  ],
  processTitle: 'Notre méthode en 4 étapes',
  process: [
    {
      name: 'Diagnostic et devis',
      text: 'Nous étudions votre parquet (essence, état, surface) et vous envoyons un devis gratuit sous 24 h.',
    },
    {
      name: 'Préparation',
      text: 'Protection des pièces voisines, dépose des plinthes si besoin, clouage des lames qui bougent.',
    },
    {
      name: 'Réalisation',
      text: 'Ponçage avec aspiration des poussières, puis application de la finition choisie en plusieurs couches.',
    },
    {
      name: 'Finitions et contrôle',
      text: 'Nous vérifions chaque mètre carré avec vous et vous laissons nos conseils d’entretien.',
    },
  ],
  galleryTitle: 'Nos réalisations',
  galleryText: 'Parquets anciens, escaliers, pièces de vie : découvrez nos chantiers en Alsace.',
  galleryLink: 'Voir la galerie',
  gallery: [
    {
      src: '/media/gallery/realisation-01-poncage-colmar-960.jpg',
      alt: 'Parquet en chêne poncé dans un séjour à Colmar',
    },
    {
      src: '/media/gallery/realisation-02-vitrification-strasbourg-960.jpg',
      alt: 'Parquet vitrifié brillant dans un appartement à Strasbourg',
    },
    {
      src: '/media/gallery/realisation-04-escalier-selestat-960.jpg',
      alt: 'Escalier en bois rénové à Sélestat',
    },
  ],
  reasonsTitle: 'Pourquoi nous choisir',
  reasons: [
    `Plus de 15 ans d’expérience et ${business.figures.floors} parquets rénovés`,
    `${business.figures.staircases} escaliers remis à neuf`,
    `${business.figures.satisfaction} de clients satisfaits`,
    '4 agences : Colmar, Strasbourg, Belfort et Sarrebourg',
    'Aspiration des poussières à 99,996 %',
    'Intervention d’urgence possible sous 48 h',
  ],
  testimonialsTitle: 'Ils nous ont fait confiance',
  testimonials: [
    {
      quote:
        'Parquet des années 30 méconnaissable, sans poussière dans la maison. Équipe ponctuelle et soigneuse.',
      author: 'Claire, Colmar',
    },
    {
      quote: 'Escalier de 14 marches rénové en une journée, avec un vernis mat superbe.',
      author: 'Nicolas, Strasbourg',
    },
    {
      quote: 'Devis reçu le lendemain, prix respecté, conseils d’entretien très utiles.',
      author: 'Sophie, Mulhouse',
    },
  ],
  testimonialsLink: 'Lire tous les avis clients',
  ctaTitle: 'Votre parquet mérite une seconde vie',
  ctaText: 'Décrivez votre projet : devis gratuit et sans engagement sous 24 h.',
  ctaQuote: 'Demander un devis gratuit',
  ctaCall: 'Appeler le',
  jsonLdName: 'Rénovation de parquet : ponçage, vitrification, huilage et escaliers',
} as const;
