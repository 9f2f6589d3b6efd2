/** Every text of the quote funnel shown to visitors (docs/product-rules.md#quote-funnel). */
import {
  type Finition,
  finitionLabel,
  formatPrice,
  formatPricePerM2,
  offeredFinitions,
  QUOTE_DIALOG_TITLE,
  quoteRules,
  vatLabel,
  withVat,
} from '@parquet-alsace/shared/quote';

const { prices, finishes } = quoteRules;

/** "46,20 €/m² TTC": an amount per m² excluding VAT, shown with the VAT at `rate` %. */
const perM2Ttc = (ht: number, rate: number) => `${formatPricePerM2(withVat(ht, rate).ttc)}\u00a0TTC`;

/** The finishes' hints: their price TTC at the visitor's rate, from the rules table, and what they are for. */
const finitionHints = (rate: number): Record<Finition, string> => ({
  poncageVitrification: `${perM2Ttc(prices.basePerM2, rate)} — aspect mat, satiné ou brillant`,
  huileEnvironnement: `+${perM2Ttc(finishes.huileEnvironnement.extraPerM2, rate)} — finition naturelle, écologique`,
  vernisIntensif: `+${perM2Ttc(finishes.vernisIntensif.extraPerM2, rate)} — pièces très passantes`,
  poncageEscalier: `${quoteRules.onQuoteLabel} après visite`,
  intensif: `+${perM2Ttc(finishes.intensif.extraPerM2, rate)} — pièces très passantes`,
});

/** The wizard's finishes: the rules table's offered ones, with their one display name and price TTC. */
export const finitionOptions = (rate: number) => {
  const hints = finitionHints(rate);
  return offeredFinitions.map((value) => ({ value, label: finitionLabel(value), hint: hints[value] }));
};

export const lookOptions = [
  { value: 'mat', label: 'Mat' },
  { value: 'satine', label: 'Satiné' },
  { value: 'brillant', label: 'Brillant' },
] as const;

export const texts = {
  wizardTitle: QUOTE_DIALOG_TITLE,
  progress: (step: number) => `Étape ${step} sur 3`,
  step1: 'Votre pièce',
  step2: 'Votre finition',
  step3: 'Vos coordonnées',
  surface: 'Surface à rénover',
  surfaceNumber: 'Surface en m²',
  propertyType: 'Type de bien',
  maison: 'Maison',
  appartement: 'Appartement',
  elevator: 'L’immeuble dispose-t-il d’un ascenseur\u202f?',
  // « Logement de plus de deux ans ? »: the estimate's VAT rate follows the answer.
  homeAge: 'Votre logement est achevé depuis',
  homeAgeOlder: 'Plus de deux ans',
  homeAgeNewer: 'Moins de deux ans',
  homeAgeOlderHint: `${vatLabel(quoteRules.vat.reducedRate)} sur les travaux`,
  homeAgeNewerHint: `${vatLabel(quoteRules.vat.standardRate)} (ou local professionnel)`,
  yes: 'Oui',
  no: 'Non',
  finition: 'Type de finition',
  look: 'Aspect de la vitrification',
  teinture: (rate: number) => `Ajouter une teinture (+${perM2Ttc(prices.tintPerM2, rate)})`,
  previous: 'Précédent',
  next: 'Continuer',
  submit: 'Envoyer ma demande',
  sending: 'Envoi en cours...',
  estimate: 'Votre estimation',
  estimateHidden: 'Votre estimation s’affiche dès l’envoi de votre demande',
  onQuote: 'Sur devis',
  onQuoteHint: 'Le prix d’un escalier dépend du nombre de marches\u00a0: nous le chiffrons après la visite.',
  /** "TTC, TVA 10 %, indicatif" */
  incl: (rate: number) => `TTC, ${vatLabel(rate)}, indicatif`,
  excl: (ht: string, vat: string) => `soit ${ht}\u00a0HT + ${vat} de TVA`,
  vatNote: (rate: number) =>
    rate === quoteRules.vat.reducedRate
      ? 'TVA réduite pour des travaux dans un logement achevé depuis plus de deux ans\u00a0: vous l’attestez sur le devis.'
      : 'TVA au taux normal\u00a0: logement achevé depuis moins de deux ans ou local professionnel.',
  finalizeOpen: 'Ajouter mon adresse et finaliser',
  modalTitle: 'Finaliser ma demande de devis',
  submitError: 'Une erreur est survenue lors de l’envoi. Veuillez réessayer.',
  offlineCheck:
    'Connexion perdue\u00a0: votre demande n’a pas pu être vérifiée. Vérifiez votre connexion puis renvoyez-la, rien de ce que vous avez saisi n’est perdu.',
  detailTitle: 'Détail hors taxes',
  detailBase: (surface: number, price: string) => `${surface}\u00a0m² × ${price}\u00a0HT`,
  detailFinish: (label: string, surface: number, price: string) =>
    `${label} (${surface}\u00a0m² × ${price}\u00a0HT)`,
  detailTint: (surface: number, price: string) => `Teinture (${surface}\u00a0m² × ${price}\u00a0HT)`,
  detailNoLift: `Appartement sans ascenseur (forfait ${formatPrice(prices.noLiftFlatFee)}\u00a0HT)`,
  detailSavings: (replacementPerM2: string) =>
    `Économie par rapport à un remplacement (${replacementPerM2}/m²\u00a0HT)`,
  detailCo2: 'CO₂ évité',
};
