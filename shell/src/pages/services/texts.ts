import { agencyCities, agencyCount, business, pageTitle, replyWithin } from '@parquet-alsace/shared';
import { typeset } from '@parquet-alsace/shared/format';
import { htText, listVatNote, projectPriceText, ttcText, ttcWithHt } from '@parquet-alsace/shared/price-list';
import { finitionLabel, pricePerM2, quoteRules } from '@parquet-alsace/shared/quote';
import {
  exampleProjects,
  replacementComparison,
  stairsPriceList,
  surfacePriceList,
} from '@parquet-alsace/shared/quote-prices';

// Every amount below comes from the rules table (docs/adr-005-quote-rules-and-prices.md), shown
// including VAT with its HT and rate beside it.
const { prices } = quoteRules;
const surfaces = [25, 50, 100] as const;
const perM2 = (finition: 'poncageVitrification' | 'huileEnvironnement' | 'vernisIntensif') =>
  `${ttcWithHt(pricePerM2(finition) ?? 0, { per: 'm²' })} — ${surfacePriceList(finition, surfaces)}`;
const comparison = replacementComparison(50);

/** Texts of /services/; prices come from the price rule (docs/product-rules.md#quote-estimate). */
export const servicesTexts = typeset({
  title: pageTitle('Nos services de rénovation de parquet'),
  description: `Ponçage, vitrification, huilage, vernis intensif, rénovation d’escalier et réparations de parquet en Alsace. Dès ${ttcText(prices.basePerM2, { per: 'm²' })} (${htText(prices.basePerM2, { per: 'm²' })}), devis gratuit et sans engagement.`,
  h1: 'Nos services de rénovation de parquet',
  intro: `Depuis ${business.founded}, nos artisans poncent, protègent et réparent parquets et escaliers dans toute l’Alsace et le Grand Est. Rénover coûte environ 4 fois moins cher que remplacer : jusqu’à 75 % d’économie.`,
  servicesTitle: 'Six savoir-faire pour vos sols en bois',
  services: [
    {
      id: 'poncage',
      name: 'Ponçage de parquet',
      text: 'Ponçage en trois passages, du gros grain au grain fin, pour retirer rayures, taches et anciennes finitions. Nos machines aspirent 99,996 % des poussières.',
      price: `Inclus dans nos formules, dès ${ttcWithHt(prices.basePerM2, { per: 'm²' })} finition comprise`,
    },
    {
      id: 'vitrification',
      name: finitionLabel('poncageVitrification'),
      text: 'Un vernis résistant au trafic, en finition brillante, satinée ou mate, qui protège votre parquet pendant 8 à 10 ans.',
      price: perM2('poncageVitrification'),
    },
    {
      id: 'huilage',
      name: finitionLabel('huileEnvironnement'),
      text: 'Une huile d’origine végétale qui nourrit le bois en profondeur et lui garde son aspect naturel et chaleureux, facile à rafraîchir localement.',
      price: perM2('huileEnvironnement'),
    },
    {
      id: 'vernis-intensif',
      name: finitionLabel('vernisIntensif'),
      text: 'Un vernis renforcé pour les pièces très passantes (entrée, couloir, commerce), qui résiste aux rayures et aux chocs du quotidien.',
      price: perM2('vernisIntensif'),
    },
    {
      id: 'escalier',
      name: finitionLabel('poncageEscalier'),
      text: 'Ponçage des marches, contremarches et rampes, vitrification ou huile, et traitement antidérapant sur demande.',
      price: `${ttcWithHt(prices.stairsPerStep)} par marche — ${stairsPriceList([10, 15, 20])}`,
    },
    {
      id: 'reparations',
      name: 'Réparations localisées',
      text: 'Lames abîmées remplacées, joints et fissures rebouchés, traces d’eau et de brûlure traitées, grincements supprimés.',
      price: 'Sur devis, après diagnostic gratuit',
    },
  ],
  pricesLink: 'Tous nos tarifs, taux horaire et frais de déplacement',
  pricesNote: `${listVatNote()} Hors accessibilité du chantier. Le remplacement d’un parquet coûte environ ${ttcWithHt(prices.replacementPerM2, { per: 'm²' })}, soit ${ttcText(comparison.replacement)} pour 50\u00a0m²\u00a0: +${comparison.extraPercent}\u00a0% par rapport à la rénovation. Comptez 1 à 2 jours pour 50\u00a0m² rénovés, contre 4 à 7 jours pour un remplacement.`,
  examplesTitle: 'Exemples de chantiers',
  examples: [
    `Studio de 35\u00a0m² : ${projectPriceText(exampleProjects.studio)}, réalisé en 1 jour`,
    `Appartement de 75\u00a0m² avec 12 marches : ${projectPriceText(exampleProjects.flat)}, en 3 jours`,
    `Maison de 120\u00a0m² avec 15 marches : ${projectPriceText(exampleProjects.house)}, en 4 jours`,
  ],
  processTitle: 'Notre méthode en 4 étapes',
  process: [
    {
      name: 'Diagnostic et devis',
      text: 'Nous étudions votre parquet (essence, état, surface) et vous envoyons un devis gratuit.',
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
  // A function: the agencies are the company details' at the time of the render.
  reasons: () => [
    // The figures staff keep, each left out while empty.
    ...(business.figures.years ? [`${business.figures.years} ans d’expérience`] : []),
    ...(business.figures.floors ? [`${business.figures.floors} parquets rénovés`] : []),
    ...(business.figures.staircases ? [`${business.figures.staircases} escaliers remis à neuf`] : []),
    ...(business.figures.satisfaction ? [`${business.figures.satisfaction} de clients satisfaits`] : []),
    ...(business.agencies.length > 0 ? [`${agencyCount()} : ${agencyCities()}`] : []),
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
  ctaText: () => `Décrivez votre projet : devis gratuit et sans engagement ${replyWithin()}.`,
  jsonLdName: 'Rénovation de parquet : ponçage, vitrification, huilage et escaliers',
} as const);
