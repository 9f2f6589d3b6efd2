/** The contact fields' and the quote modal's texts (docs/product-rules.md#quote-funnel), in the contact step's chunk. */
export const contactTexts = {
  fullName: 'Nom complet',
  phone: 'Téléphone',
  phoneCountry: 'Pays du numéro',
  email: 'Email',
  postalCode: 'Code postal',
  streetNumber: 'Numéro',
  streetName: 'Rue',
  city: 'Ville',
  message: 'Message (facultatif)',
  sendCopy: 'M’envoyer une copie de ma demande par email',
  summary: 'Récapitulatif',
  summarySurface: 'Surface',
  summaryType: 'Type de bien',
  summaryPrice: 'Prix estimé',
  close: 'Fermer',
};
