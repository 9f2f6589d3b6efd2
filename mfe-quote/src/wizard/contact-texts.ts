/** The contact fields' and the quote modal's texts (docs/product-rules.md#quote-funnel), in the contact step's chunk. */
export const contactTexts = {
  fullName: 'Nom complet',
  phone: 'Téléphone',
  phoneCountry: 'Pays du numéro',
  email: 'E-mail',
  postalCode: 'Code postal',
  streetNumber: 'Numéro',
  streetName: 'Rue',
  city: 'Ville',
  message: 'Message (facultatif)',
  sendCopy: 'M’envoyer une copie de ma demande par e-mail',
  summary: 'Récapitulatif',
  summarySurface: 'Surface',
  summaryType: 'Type de bien',
  summaryPrice: 'Prix estimé',
  close: 'Fermer',
  acceptTerms: 'J’accepte les conditions générales et la politique de confidentialité',
  readTerms: 'À lire (nouvel onglet)\u00a0:',
  terms: 'conditions générales',
  privacy: 'politique de confidentialité',
  /** Under the send button while it is disabled: what is missing. */
  termsMissing: 'Pour envoyer, cochez la case «\u202fJ’accepte les conditions générales\u202f».',
  offlineKeptTitle: 'Vous êtes hors connexion\u202f: votre demande est conservée',
  offlineKept:
    'Elle est enregistrée sur cet appareil et partira d’elle-même dès le retour de la connexion, sans rien recharger ni remplir à nouveau. Gardez simplement cette page ouverte.',
};
