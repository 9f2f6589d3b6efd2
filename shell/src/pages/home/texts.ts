import { replyWithin } from '@parquet-alsace/shared/client';
import { typeset } from '@parquet-alsace/shared/format';
import {
  finitionLabel,
  formatPrice,
  formatPricePerM2,
  pricePerM2,
  quoteRules,
} from '@parquet-alsace/shared/quote';
import {
  projectPrice,
  replacementComparison,
  stairsPriceList,
  surfacePriceList,
} from '@parquet-alsace/shared/quote-prices';

// Every amount of the pricing section and the examples comes from the rules table
// (docs/adr-005-quote-rules-and-prices.md).
const { prices } = quoteRules;
const comparison = replacementComparison(50);

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
      price: formatPricePerM2(pricePerM2('poncageVitrification')),
      text: `${surfacePriceList('poncageVitrification', [25, 50, 100], ' · ')}. Finition mate, satinée ou brillante.`,
    },
    {
      title: finitionLabel('huileEnvironnement'),
      price: formatPricePerM2(pricePerM2('huileEnvironnement')),
      text: `${surfacePriceList('huileEnvironnement', [25, 50, 100], ' · ')}.`,
    },
    {
      title: 'Escalier',
      price: `${formatPrice(prices.stairsPerStep)} la marche`,
      text: `${stairsPriceList([10, 15, 20], ' · ')}.`,
    },
    {
      title: 'Remplacement (pour comparer)',
      price: formatPricePerM2(prices.replacementPerM2),
      text: `50\u00a0m² : ${formatPrice(comparison.replacement)}, soit +${comparison.extraPercent}\u00a0% par rapport à une rénovation.`,
    },
  ],
  pricingNote: 'Prix indicatifs HT. Rénovation : 1 à 2 jours pour 50 m² (remplacement : 4 à 7 jours).',
  projectsTitle: 'Exemples de chantiers',
  projects: [
    {
      title: 'Studio de 35\u00a0m²',
      price: formatPrice(
        projectPrice({
          surface: 35,
          finition: 'poncageVitrification',
          propertyType: 'appartement',
          hasElevator: true,
        }),
      ),
      duration: '1 jour',
    },
    {
      title: 'Appartement de 75\u00a0m² et escalier de 12 marches',
      price: formatPrice(
        projectPrice({
          surface: 75,
          finition: 'huileEnvironnement',
          propertyType: 'appartement',
          hasElevator: true,
          steps: 12,
        }),
      ),
      duration: '3 jours',
    },
    {
      title: 'Maison de 120\u00a0m² et escalier de 15 marches',
      price: formatPrice(
        projectPrice({ surface: 120, finition: 'poncageVitrification', propertyType: 'maison', steps: 15 }),
      ),
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
