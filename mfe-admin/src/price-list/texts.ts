import type { CompanyPriceListRow } from '@parquet-alsace/shared';
import { frenchTexts } from '../ui/french';

export type PriceListKey = keyof CompanyPriceListRow;

export type PriceListField = {
  key: PriceListKey;
  label: string;
  hint?: string;
  /** euros: an amount HT (comma or point); integer: a whole number; rating: 0 to 5; date; url; text. */
  kind: 'euros' | 'integer' | 'rating' | 'date' | 'url' | 'text';
  max?: number;
  maxLength?: number;
};

export const priceListTexts = frenchTexts({
  title: 'Tarifs et chiffres',
  intro:
    'Les tarifs publiés sur la page « Nos tarifs » du site, les chiffres de l’entreprise et une note donnée sur un autre site. Les prix au m² viennent de la grille de l’estimateur ; un champ laissé vide n’est pas affiché.',
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  saved: 'Enregistré : le site l’affiche d’ici une minute (page des tarifs, pied de page, documents PDF).',
  failed: 'L’enregistrement a échoué : vérifiez votre connexion et réessayez.',
  refused: 'Le serveur a refusé une valeur : vérifiez les champs signalés.',
  notStaff: 'Votre compte n’a plus le droit de modifier ces informations.',
  fix: (n: number) => (n > 1 ? `${n} champs sont à corriger.` : '1 champ est à corriger.'),
  errors: {
    number: 'Un nombre, par exemple 45 ou 0,60.',
    integer: 'Un nombre entier, par exemple 30.',
    range: (max: number) => `Entre 0 et ${max}.`,
    rating: 'Une note entre 0 et 5, par exemple 4,8.',
    date: 'Une date au format jj/mm/aaaa.',
    url: 'Une adresse complète qui commence par https://',
    tooLong: (max: number) => `${max} caractères au plus, sur une ligne.`,
    ratingWhole:
      'La note n’est affichée qu’avec sa source, sa valeur, son nombre d’avis, sa date et son lien : remplissez les cinq champs, ou aucun.',
    required: 'Obligatoire.',
  },
});

export type PriceListGroup = { title: string; hint?: string; fields: PriceListField[] };

// Typeset like every text staff read (the keys and kinds have no space: left as they are).
export const priceListGroups = frenchTexts([
  {
    title: 'Tarifs',
    hint: 'Montants hors taxes : le site les affiche TTC, avec la TVA à 10 % (logement de plus de deux ans) et à 20 %.',
    fields: [
      { key: 'hourly_rate_ht', label: 'Taux horaire HT (€)', kind: 'euros', max: 1000 },
      {
        key: 'hourly_rate_counting',
        label: 'Décompte du temps',
        hint: 'Par exemple : par demi-heure entamée ; le trajet n’est pas compté.',
        kind: 'text',
        maxLength: 300,
      },
      { key: 'travel_free_km', label: 'Déplacement gratuit jusqu’à (km)', kind: 'integer', max: 500 },
      {
        key: 'travel_per_km_ht',
        label: 'Au-delà, prix du km HT (€)',
        hint: 'Compté depuis l’agence la plus proche ; 0 : déplacement toujours gratuit.',
        kind: 'euros',
        max: 50,
      },
      {
        key: 'quote_price_ht',
        label: 'Prix du devis HT (€)',
        hint: '0 : devis gratuit.',
        kind: 'euros',
        max: 10000,
      },
      {
        key: 'price_list_date',
        label: 'Date de la liste des prix',
        hint: 'Mise à la date du jour quand un tarif change, sauf si vous la changez vous-même.',
        kind: 'date',
      },
    ],
  },
  {
    title: 'Chiffres de l’entreprise',
    hint: 'Tels qu’ils s’affichent, par exemple 500+ ou 98 %.',
    fields: [
      { key: 'figure_years', label: 'Années d’expérience', kind: 'text', maxLength: 20 },
      { key: 'figure_floors', label: 'Parquets rénovés', kind: 'text', maxLength: 20 },
      { key: 'figure_staircases', label: 'Escaliers rénovés', kind: 'text', maxLength: 20 },
      { key: 'figure_satisfaction', label: 'Clients satisfaits', kind: 'text', maxLength: 20 },
    ],
  },
  {
    title: 'Note sur un autre site',
    hint: 'Affichée seulement avec sa source, son nombre d’avis, sa date et son lien. La moyenne des avis du site est calculée à partir des avis publiés.',
    fields: [
      {
        key: 'external_rating_source',
        label: 'Source',
        hint: 'Par exemple : Google',
        kind: 'text',
        maxLength: 60,
      },
      { key: 'external_rating_value', label: 'Note sur 5', kind: 'rating' },
      { key: 'external_rating_count', label: 'Nombre d’avis', kind: 'integer', max: 1000000 },
      { key: 'external_rating_date', label: 'Relevée le', kind: 'date' },
      { key: 'external_rating_url', label: 'Lien vers les avis', kind: 'url' },
    ],
  },
]) as unknown as PriceListGroup[];
