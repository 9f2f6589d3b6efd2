import { business, pageTitle } from '@parquet-alsace/shared';
import { typeset } from '@parquet-alsace/shared/format';
import {
  hourlyRateText,
  htText,
  priceListDateText,
  quotePriceText,
  travelCostText,
  ttcText,
  vatRatesText,
} from '@parquet-alsace/shared/price-list';
import { finitionLabel, formatPrice, pricePerM2, quoteRules, vatLabel } from '@parquet-alsace/shared/quote';

const { prices, vat } = quoteRules;

/** One line of the price list: its TTC at both rates a private customer may pay, and its HT. */
export interface PriceLine {
  id: string;
  name: string;
  detail: string;
  /** "46,20 €/m² TTC" with the reduced rate (a home finished more than two years ago). */
  reduced: string;
  /** The same at the standard rate. */
  standard: string;
  /** "42 €/m² HT". */
  ht: string;
}

const line = (id: string, name: string, detail: string, ht: number, per?: string): PriceLine => ({
  id,
  name,
  detail,
  reduced: ttcText(ht, { per, rate: vat.reducedRate }),
  standard: ttcText(ht, { per, rate: vat.standardRate }),
  ht: `${formatPrice(ht)}${per ? `/${per}` : ''}\u00a0HT`,
});

const m2 = (finition: 'poncageVitrification' | 'huileEnvironnement' | 'vernisIntensif') =>
  pricePerM2(finition) ?? 0;

/**
 * Texts of /tarifs/ (docs/product-rules.md#price-list): the prices per m² are the quote rules'
 * (the estimator's), the hourly rate, travel costs and the devis's price those staff keep in the
 * company details; functions, so that a render shows the current ones.
 */
export const pricesTexts = typeset({
  title: pageTitle('Nos tarifs de rénovation de parquet'),
  description: `Prix TTC de nos prestations : ponçage et vitrification dès ${ttcText(prices.basePerM2, { per: 'm²' })}, huilage, vernis, escaliers, taux horaire, frais de déplacement et devis.`,
  h1: 'Nos tarifs',
  intro: () =>
    `Les prix de nos prestations, toutes taxes comprises (TTC), avec le hors taxes (HT) en regard. Liste des prix en vigueur au ${priceListDateText()}.`,
  vatColumns: {
    name: 'Prestation',
    reduced: `TTC, ${vatLabel(vat.reducedRate)}`,
    standard: `TTC, ${vatLabel(vat.standardRate)}`,
    ht: 'HT',
  },
  servicesTitle: 'Nos prestations',
  services: [
    line(
      'vitrification',
      finitionLabel('poncageVitrification'),
      'Ponçage en trois passes et vitrificateur mat, satiné ou brillant, par m².',
      m2('poncageVitrification'),
      'm²',
    ),
    line(
      'huilage',
      finitionLabel('huileEnvironnement'),
      'Ponçage et huile d’origine végétale, par m².',
      m2('huileEnvironnement'),
      'm²',
    ),
    line(
      'vernis',
      finitionLabel('vernisIntensif'),
      'Ponçage et vernis renforcé pour les pièces très passantes, par m².',
      m2('vernisIntensif'),
      'm²',
    ),
    line(
      'escalier',
      finitionLabel('poncageEscalier'),
      'Ponçage et finition, par marche (contremarches, rampe et limons chiffrés sur le devis).',
      prices.stairsPerStep,
      'marche',
    ),
    line(
      'teinte',
      'Option teinte',
      'Teinte du bois avant la finition, par m², en plus de la prestation choisie.',
      prices.tintPerM2,
      'm²',
    ),
    line(
      'sans-ascenseur',
      'Appartement sans ascenseur',
      'Forfait pour monter les machines par l’escalier, une fois par chantier.',
      prices.noLiftFlatFee,
    ),
  ],
  servicesNote:
    'Prix indicatifs pour un parquet en bon état, hors réparations. Le devis, établi après la visite, fixe le prix du chantier.',
  hourlyTitle: 'Taux horaire',
  hourly: () => {
    const rate = business.priceList.hourlyRateHt;
    return rate === null
      ? ''
      : `${hourlyRateText()}, soit ${ttcText(rate, { per: 'h', rate: vat.standardRate })} avec une ${vatLabel(vat.standardRate)}. Il s’applique aux réparations et aux travaux qui ne se chiffrent pas au m².`;
  },
  hourlyCounting: () =>
    business.priceList.hourlyRateCounting
      ? `Décompte du temps : ${business.priceList.hourlyRateCounting}`
      : '',
  travelTitle: 'Frais de déplacement',
  travel: () => travelCostText(),
  quoteTitle: 'Devis',
  quote: () => {
    const price = quotePriceText();
    return price
      ? `Devis : ${price}, déduit de la facture si vous nous confiez les travaux.`
      : 'Devis gratuit et sans engagement, après une visite sur place.';
  },
  vatTitle: 'Taux de TVA',
  vatIntro: 'Le taux de TVA dépend de votre logement :',
  vatRates: () => vatRatesText(),
  examplesTitle: 'Exemple',
  example: `25 m² de ponçage et vitrification : ${ttcText(25 * prices.basePerM2)} (${htText(25 * prices.basePerM2)}), ou ${ttcText(25 * prices.basePerM2, { rate: vat.standardRate })} avec une ${vatLabel(vat.standardRate)}.`,
  dateLabel: 'Prix en vigueur au',
  ctaTitle: 'Un prix pour votre parquet',
  ctaText: 'Simulez votre devis en une minute ou appelez-nous : nous vous répondons sous 24 h.',
});
