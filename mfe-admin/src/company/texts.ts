import { frenchTexts } from '../ui/french';
import type { Agency, CompanyFields } from './api';

type Field = {
  key: keyof CompanyFields;
  label: string;
  hint?: string;
  kind?: 'email' | 'url' | 'time' | 'tel';
};

export const companyTexts = frenchTexts({
  title: 'Entreprise',
  intro:
    'Ces coordonnées apparaissent sur toutes les pages du site (en-tête, pied de page, mentions légales, conditions générales, devis, données pour les moteurs de recherche). Un champ laissé vide n’est pas affiché.',
  placeholder: 'À compléter : valeur d’exemple, ni affichée sur le site ni utilisée dans les e-mails',
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  saved: 'Coordonnées enregistrées : le site les affiche d’ici une minute.',
  failed: 'L’enregistrement a échoué : vérifiez votre connexion et réessayez.',
  refused: 'Le serveur a refusé une valeur : vérifiez les champs signalés.',
  notStaff: 'Votre compte n’a plus le droit de modifier ces coordonnées.',
  fix: (n: number) => (n > 1 ? `${n} champs sont à corriger.` : '1 champ est à corriger.'),
  agencies: {
    title: 'Agences',
    hint: 'Dans l’ordre où le site les présente (cartes des agences, pied de page, données pour les moteurs de recherche) ; la première est présentée comme le siège.',
    legend: (index: number, agency: Agency) =>
      `Agence ${index + 1}${agency.city.trim() ? ` : ${agency.city.trim()}` : ''}`,
    add: 'Ajouter une agence',
    up: 'Monter',
    down: 'Descendre',
    remove: 'Retirer',
    actionLabel: (action: string, index: number, agency: Agency) =>
      `${action} l’agence ${index + 1}${agency.city.trim() ? ` (${agency.city.trim()})` : ''}`,
    moved: (agency: Agency, index: number) =>
      `Agence ${agency.city.trim() || 'sans ville'} en position ${index + 1}.`,
    removed: (agency: Agency) =>
      `Agence ${agency.city.trim() || 'sans ville'} retirée (enregistrez pour confirmer).`,
    empty: 'Aucune agence : le site n’en présente aucune.',
    max: 'Douze agences au plus.',
  },
  errors: {
    tooLong: 'Une ligne de 300 caractères au plus.',
    email: 'Une adresse e-mail complète, par exemple contact@entreprise.fr.',
    url: 'Une adresse complète qui commence par https://',
    time: 'Une heure au format 08:00.',
    siret: 'Le SIRET compte 14 chiffres.',
    tel: 'Un numéro de téléphone, par exemple 03 89 00 11 22.',
    required: 'Obligatoire.',
    postalCode: 'Le code postal compte 5 chiffres.',
    agencyLine: 'Une ligne de 120 caractères au plus.',
  },
});

export const companyGroups: { title: string; fields: Field[] }[] = [
  {
    title: 'Contact',
    fields: [
      { key: 'phone', label: 'Téléphone principal', kind: 'tel' },
      { key: 'whatsapp', label: 'Numéro WhatsApp', kind: 'tel' },
      { key: 'email', label: 'E-mail', kind: 'email' },
      {
        key: 'main_site_url',
        label: 'Site principal',
        kind: 'url',
        hint: 'Vide\u00a0: le compte à rebours du remerciement ramène à l’accueil de ce site.',
      },
      {
        key: 'reply_delay',
        label: 'Délai de réponse annoncé',
        hint: 'Écrit après «\u202fsous\u202f» sur tout le site, dans les e-mails et les PDF, par exemple\u00a0: 24\u00a0h. Vide\u00a0: «\u202frapidement\u202f».',
      },
    ],
  },
  {
    title: 'Siège social',
    fields: [
      { key: 'head_office_street', label: 'Rue' },
      { key: 'head_office_postal_code', label: 'Code postal' },
      { key: 'head_office_city', label: 'Commune' },
    ],
  },
  {
    title: 'Horaires',
    fields: [
      { key: 'opening_days', label: 'Jours d’ouverture', hint: 'Par exemple\u00a0: Du lundi au vendredi' },
      { key: 'opens', label: 'Ouverture', kind: 'time' },
      { key: 'closes', label: 'Fermeture', kind: 'time' },
    ],
  },
  {
    title: 'Identité légale',
    fields: [
      {
        key: 'legal_name',
        label: 'Raison sociale',
        hint: 'Le nom inscrit au registre, tel que les devis le portent. Par exemple\u00a0: Parquet Alsace Rénovation SAS',
      },
      {
        key: 'legal_form',
        label: 'Forme juridique et capital',
        hint: 'Par exemple\u00a0: SAS au capital de 10\u202f000\u00a0€',
      },
      { key: 'siret', label: 'SIRET', hint: '14 chiffres' },
      { key: 'rcs', label: 'RCS ou RM', hint: 'Par exemple\u00a0: RCS Colmar 123 456 789' },
      { key: 'vat_number', label: 'Numéro de TVA intracommunautaire' },
      { key: 'publication_director', label: 'Directeur de la publication' },
    ],
  },
  {
    title: 'Assurance décennale',
    fields: [
      { key: 'insurer_name', label: 'Assureur' },
      { key: 'insurer_policy', label: 'Numéro de contrat' },
      { key: 'insurer_area', label: 'Zone couverte' },
    ],
  },
  {
    title: 'Hébergeur du site',
    fields: [
      { key: 'host_name', label: 'Nom de l’hébergeur' },
      { key: 'host_address', label: 'Adresse de l’hébergeur' },
      { key: 'host_phone', label: 'Téléphone de l’hébergeur', kind: 'tel' },
    ],
  },
  {
    title: 'Médiateur de la consommation',
    fields: [
      { key: 'mediator_name', label: 'Nom du médiateur' },
      { key: 'mediator_address', label: 'Adresse du médiateur' },
      { key: 'mediator_website', label: 'Site du médiateur', kind: 'url' },
    ],
  },
  {
    title: 'Liens',
    fields: [
      { key: 'facebook_url', label: 'Page Facebook', kind: 'url' },
      { key: 'youtube_url', label: 'Chaîne YouTube', kind: 'url' },
      { key: 'linkedin_url', label: 'Page LinkedIn', kind: 'url' },
      { key: 'listing_url', label: 'Fiche établissement', kind: 'url' },
    ],
  },
];

/** The fields of one agency, in the order of the form. */
export const agencyFields: { key: keyof Agency; label: string; required?: boolean; kind?: 'tel' }[] = [
  { key: 'label', label: 'Libellé', required: true },
  { key: 'city', label: 'Ville', required: true },
  { key: 'street', label: 'Rue' },
  { key: 'postalCode', label: 'Code postal' },
  { key: 'locality', label: 'Commune' },
  { key: 'phone', label: 'Téléphone', kind: 'tel' },
];
