import { openingHoursText, pageTitle, replyWithin } from '@parquet-alsace/shared';
import { typeset } from '@parquet-alsace/shared/format';

/** The plain quote form's texts (docs/product-rules.md#forms-without-scripts). */
export const plainQuoteTexts = typeset({
  title: pageTitle('Demander un devis gratuit'),
  description:
    'Demandez votre devis gratuit de ponçage ou de rénovation de parquet en Alsace, par téléphone ou par ce formulaire.',
  crumb: 'Demande de devis',
  h1: 'Demander un devis gratuit',
  // The opening hours of the company details, at render time.
  callFirst: () =>
    `Le plus simple : appelez-nous${openingHoursText() ? `, ${openingHoursText().charAt(0).toLowerCase()}${openingHoursText().slice(1)},` : ''} au`,
  orForm: () => `Ou remplissez ce formulaire : nous vous rappelons ${replyWithin()}.`,
  project: 'Votre projet',
  surface: 'Surface à rénover (m², de 10 à 200)',
  propertyType: 'Type de bien',
  maison: 'Maison',
  appartement: 'Appartement',
  elevator: 'Pour un appartement : l’immeuble dispose-t-il d’un ascenseur ?',
  elevatorUnknown: '— Choisir —',
  homeAge: 'Votre logement est achevé depuis (le taux de TVA en dépend)',
  homeAgeUnknown: 'Je ne sais pas',
  homeAgeYes: 'Plus de deux ans : TVA 10 %',
  homeAgeNo: 'Moins de deux ans : TVA 20 %',
  yes: 'Oui',
  no: 'Non',
  finition: 'Type de finition',
  teinture: 'Ajouter une teinture',
  contact: 'Vos coordonnées',
  fullName: 'Nom complet',
  phoneCountry: 'Pays du numéro',
  phone: 'Téléphone',
  email: 'E-mail',
  postalCode: 'Code postal',
  message: 'Message (facultatif)',
  sendCopy: 'M’envoyer une copie de ma demande par e-mail',
  acceptTerms: 'J’accepte les conditions générales et la politique de confidentialité',
  readTerms: 'À lire :',
  terms: 'conditions générales',
  privacy: 'politique de confidentialité',
  submit: 'Envoyer ma demande',
});
