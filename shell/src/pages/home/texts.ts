import { replyWithin } from '@parquet-alsace/shared/client';
import { typeset } from '@parquet-alsace/shared/format';
import { htText, listVatNote, projectPriceText, ttcText } from '@parquet-alsace/shared/price-list';
import { finitionLabel, pricePerM2, quoteRules } from '@parquet-alsace/shared/quote';
import {
  exampleProjects,
  replacementComparison,
  stairsPriceList,
  surfacePriceList,
} from '@parquet-alsace/shared/quote-prices';

// Every amount of the pricing section and the examples comes from the rules table
// (docs/adr-005-quote-rules-and-prices.md), shown including VAT with its HT beside it.
const { prices } = quoteRules;
const comparison = replacementComparison(50);
const perM2 = (ht: number | null) => (ht === null ? quoteRules.onQuoteLabel : ttcText(ht, { per: 'm²' }));
const htPerM2 = (ht: number | null) => (ht === null ? '' : `${htText(ht, { per: 'm²' })}. `);

/** Texts of the home page (docs/product-rules.md#home-page). */
export const homeTexts = typeset({
  cities: [
    'Colmar',
    'Strasbourg',
    'Mulhouse',
    'Belfort',
    'Sarrebourg',
    'Sélestat',
    'Haguenau',
    'Saint-Louis',
    'Guebwiller',
    'Obernai',
  ],
  citiesLabel: 'Villes où nous intervenons',
  h1: 'Ponçage et rénovation de parquet en Alsace',
  heroLead: () =>
    `Vitrification, huilage, escaliers et réparations : votre parquet comme neuf, pour environ 4 fois moins cher qu’un remplacement. Devis gratuit ${replyWithin()}.`,
  call: 'Appeler le',
  simulate: 'Simuler mon devis',
  trust: () => [
    'Devis gratuit et sans engagement',
    `Réponse ${replyWithin()}`,
    'Artisans spécialistes depuis 2008',
    'Intervention dans toute l’Alsace',
  ],
  statsTitle: 'Nos chiffres',
  quoteTitle: 'Estimez votre rénovation en 1 minute',
  quoteLead: () =>
    `Indiquez la surface et le type de bien : nous vous donnons une estimation et un devis gratuit ${replyWithin()}.`,
  quoteCta: 'Obtenir mon devis gratuit',
  beforeAfterTitle: 'Avant / après',
  before: 'Avant',
  after: 'Après',
  beforeAlt: (alt: string) => `${alt} : avant`,
  afterAlt: (alt: string) => `${alt} : après`,
  compareLabel: (label: string) => `${label} : faire glisser pour comparer avant et après`,
  beforeAfter: [
    { label: 'Rénovation', image: 'avant-apres-renovation', alt: 'Parquet ancien avant et après rénovation' },
    { label: 'Ponçage', image: 'avant-apres-poncage', alt: 'Parquet avant et après ponçage' },
    { label: 'Escalier', image: 'avant-apres-escalier', alt: 'Escalier en bois avant et après rénovation' },
    { label: 'Finition', image: 'avant-apres-finition', alt: 'Parquet avant et après sa finition' },
  ],
  pricingTitle: 'Des prix transparents',
  pricing: [
    {
      title: finitionLabel('poncageVitrification'),
      price: perM2(pricePerM2('poncageVitrification')),
      text: `${htPerM2(pricePerM2('poncageVitrification'))}${surfacePriceList('poncageVitrification', [25, 50, 100], ' · ')}. Finition mate, satinée ou brillante.`,
    },
    {
      title: finitionLabel('huileEnvironnement'),
      price: perM2(pricePerM2('huileEnvironnement')),
      text: `${htPerM2(pricePerM2('huileEnvironnement'))}${surfacePriceList('huileEnvironnement', [25, 50, 100], ' · ')}.`,
    },
    {
      title: 'Escalier',
      price: `${ttcText(prices.stairsPerStep)} la marche`,
      text: `${htText(prices.stairsPerStep)}. ${stairsPriceList([10, 15, 20], ' · ')}.`,
    },
    {
      title: 'Remplacement (pour comparer)',
      price: perM2(prices.replacementPerM2),
      text: `${htPerM2(prices.replacementPerM2)}50\u00a0m² : ${ttcText(comparison.replacement)}, soit +${comparison.extraPercent}\u00a0% par rapport à une rénovation.`,
    },
  ],
  pricingNote: `${listVatNote()} Rénovation : 1 à 2 jours pour 50 m² (remplacement : 4 à 7 jours).`,
  pricingLink: 'Tous nos tarifs, taux horaire et frais de déplacement',
  projectsTitle: 'Exemples de chantiers',
  projects: [
    {
      title: 'Studio de 35\u00a0m²',
      price: projectPriceText(exampleProjects.studio),
      duration: '1 jour',
    },
    {
      title: 'Appartement de 75\u00a0m² et escalier de 12 marches',
      price: projectPriceText(exampleProjects.flat),
      duration: '3 jours',
    },
    {
      title: 'Maison de 120\u00a0m² et escalier de 15 marches',
      price: projectPriceText(exampleProjects.house),
      duration: '4 jours',
    },
  ],
  testimonialsTitle: 'Ils nous ont fait confiance',
  allReviews: 'Voir tous les avis clients',
  galleryTitle: 'Nos chantiers en cours',
  allGallery: 'Voir nos réalisations',
  widgetQuote: 'Devis gratuit',
  widgetCall: 'Appeler',
  banner: () => `Devis gratuit ${replyWithin()} —`,
  bannerCta: 'Simuler mon devis',
});

/** Shown while (or if) the reviews remote cannot load: sample testimonials, clearly generic. */
export const sampleTestimonials = [
  {
    name: 'Claire M.',
    date: 'mars 2025',
    title: 'Parquet comme neuf',
    content: 'Ponçage et vitrification de notre séjour en deux jours, travail soigné et chantier propre.',
  },
  {
    name: 'Laurent B.',
    date: 'février 2025',
    title: 'Escalier transformé',
    content:
      'Notre vieil escalier en chêne a retrouvé sa couleur d’origine. Équipe ponctuelle et de bon conseil.',
  },
  {
    name: 'Sophie K.',
    date: 'janvier 2025',
    title: 'Très bon rapport qualité-prix',
    content: 'Devis reçu le lendemain, prix respecté, finition huilée magnifique.',
  },
];
