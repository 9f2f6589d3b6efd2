/**
 * The sentences of the price list and of the figures staff keep, computed when a page renders
 * (docs/adr-005-quote-rules-and-prices.md, "Price list"; docs/adr-014-company-details.md).
 * Amounts are kept excluding VAT and shown including it, with the rate named (vat.ts).
 * Entry `@parquet-alsace/shared/price-list`.
 */
import {
  formatPrice,
  formatVatRate,
  quoteRules,
  type VatRate,
  vatLabel,
  withVat,
} from '@parquet-alsace/shared/quote';
import { type ExampleProject, exampleProjects, projectPrice } from '@parquet-alsace/shared/quote-prices';
import { business } from './business-facts';

const NBSP = '\u00a0';

/** The rate the site's price lists use: renovation of a home finished more than two years ago. */
export const LIST_VAT_RATE: VatRate = quoteRules.vat.reducedRate;

interface PriceOptions {
  /** A unit: "m²" gives "46,20 €/m² TTC". */
  per?: string;
  rate?: VatRate;
}

/** "1 155 € TTC", "46,20 €/m² TTC": an amount excluding VAT, shown with it (the list's rate). */
export function ttcText(ht: number, options: PriceOptions = {}): string {
  const per = options.per ? `/${options.per}` : '';
  return `${formatPrice(withVat(ht, options.rate ?? LIST_VAT_RATE).ttc)}${per}${NBSP}TTC`;
}

/** "42 €/m² HT, TVA 10 %": what the TTC is made of. */
export function htText(ht: number, options: PriceOptions = {}): string {
  const per = options.per ? `/${options.per}` : '';
  return `${formatPrice(ht)}${per}${NBSP}HT, ${vatLabel(options.rate ?? LIST_VAT_RATE)}`;
}

/** "46,20 €/m² TTC (42 €/m² HT, TVA 10 %)": the TTC first, its HT and rate beside it. */
export const ttcWithHt = (ht: number, options: PriceOptions = {}): string =>
  `${ttcText(ht, options)} (${htText(ht, options)})`;

/** "Prix TTC au taux de 10 % (…) ; 20 % sinon": the note under a list of prices. */
export function listVatNote(): string {
  const { reducedRate, standardRate } = quoteRules.vat;
  return `Prix indicatifs TTC avec une TVA à ${formatVatRate(reducedRate)}, le taux de la rénovation d’un logement achevé depuis plus de deux ans\u00a0; ${formatVatRate(standardRate)} pour un logement plus récent ou un local professionnel.`;
}

/** "46,20 € TTC à 10 %, 50,40 € TTC à 20 %": an amount at both rates a private customer may pay. */
export function ttcAtBothRates(ht: number, per = ''): string {
  const { reducedRate, standardRate } = quoteRules.vat;
  const suffix = per ? `/${per}` : '';
  return [reducedRate, standardRate]
    .map((rate) => `${formatPrice(withVat(ht, rate).ttc)}${suffix}${NBSP}TTC à ${formatVatRate(rate)}`)
    .join(', ');
}

/** The VAT rates and who pays them, one sentence each. */
export function vatRatesText(): string[] {
  const { reducedRate, standardRate } = quoteRules.vat;
  return [
    `${formatVatRate(reducedRate)} pour la rénovation d’un logement achevé depuis plus de deux ans (vous l’attestez par une mention sur le devis ou la facture).`,
    `${formatVatRate(standardRate)} pour un logement achevé depuis moins de deux ans et pour les locaux professionnels.`,
  ];
}

/** '' for a free devis, else its price: "30 € TTC (27,27 € HT, TVA 10 %)". */
export function quotePriceText(): string {
  const price = business.priceList.quotePriceHt;
  return price > 0 ? ttcWithHt(price) : '';
}

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** "2026-12-01" → "1er décembre 2026"; '' for a value that is not a date. */
export function frenchDate(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (!match) return '';
  const [, year, month, day] = match;
  const d = Number(day);
  const name = MONTHS[Number(month) - 1];
  return name ? `${d === 1 ? '1er' : d}${NBSP}${name} ${year}` : '';
}

/** "4,8/5 sur Google, 52 avis, au 1er décembre 2026"; '' while the rating is not entered whole. */
export function externalRatingText(): string {
  const rating = business.externalRating;
  if (!rating) return '';
  const value = String(Math.round(rating.value * 10) / 10).replace('.', ',');
  const count = String(rating.count).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  return `${value}/5 sur ${rating.source}, ${count}${NBSP}avis, au ${frenchDate(rating.date)}`;
}

/** The hourly rate with its VAT: "49,50 € TTC de l’heure (45 € HT, TVA 10 %)"; '' when not set. */
export function hourlyRateText(): string {
  const rate = business.priceList.hourlyRateHt;
  return rate === null ? '' : ttcWithHt(rate, { per: 'h' });
}

/** The travel costs in one sentence; '' when neither the free area nor the price is set. */
export function travelCostText(): string {
  const { travelFreeKm, travelPerKmHt } = business.priceList;
  const free =
    travelFreeKm === null
      ? ''
      : `Déplacement gratuit dans un rayon de ${travelFreeKm}${NBSP}km autour de nos agences`;
  if (travelPerKmHt === null) return free ? `${free}.` : '';
  if (travelPerKmHt === 0) return 'Déplacement gratuit.';
  const beyond = `${ttcWithHt(travelPerKmHt, { per: 'km' })}, compté depuis l’agence la plus proche`;
  return free ? `${free}\u00a0; au-delà, ${beyond}.` : `Déplacement\u00a0: ${beyond}.`;
}

/** "7 décembre 2026": the date of the price list. */
export const priceListDateText = (): string => frenchDate(business.priceList.date);

/** The prices a generated PDF prints (the brochure, the stairs sheet), as sentences. */
export interface DocumentPrices {
  vatNote: string;
  vitrification: string;
  oil: string;
  stairsPerStep: string;
  /** "10 marches" → "385 € TTC (350 € HT)". */
  stairs: { steps: string; price: string }[];
  /** The brochure's three example projects, in its order. */
  examples: string[];
  hourly: string;
  travel: string;
  quote: string;
  date: string;
}

/** "1 617 € TTC (1 470 € HT)": an amount TTC at the list's rate with its HT. */
const ttcAndHt = (ht: number, per?: string) =>
  `${ttcText(ht, { per })} (${formatPrice(ht)}${per ? `/${per}` : ''}${NBSP}HT)`;

/** "1 617 € TTC (1 470 € HT)": an example project's total, as the pages and the PDFs print it. */
export const projectPriceText = (project: ExampleProject): string => ttcAndHt(projectPrice(project));

/**
 * What the PDFs print of the price list: the quote rules' prices and those staff keep, so that
 * a change of either renders the documents again (docs/adr-018-documents-follow-company-details.md).
 */
export function documentPrices(): DocumentPrices {
  const { prices, finishes } = quoteRules;
  const step = prices.stairsPerStep;
  const quote = quotePriceText();
  return {
    vatNote: listVatNote(),
    vitrification: ttcAndHt(prices.basePerM2, 'm²'),
    oil: ttcAndHt(prices.basePerM2 + (finishes.huileEnvironnement.extraPerM2 ?? 0), 'm²'),
    stairsPerStep: ttcAndHt(step),
    stairs: [10, 15, 20].map((n) => ({ steps: `${n}${NBSP}marches`, price: ttcAndHt(n * step) })),
    // The projects the home and services pages show.
    examples: [exampleProjects.studio, exampleProjects.flat, exampleProjects.house].map(projectPriceText),
    hourly: hourlyRateText(),
    travel: travelCostText(),
    quote: quote ? `Devis\u00a0: ${quote}.` : 'Devis gratuit et sans engagement.',
    date: priceListDateText(),
  };
}

/** The business figures a PDF prints ('' left out), and the external rating with its source. */
export function documentFigures() {
  const { floors, staircases, satisfaction, years } = business.figures;
  return { floors, staircases, satisfaction, years, rating: externalRatingText() };
}
