/** The settings dialog's "current choice" line, filled in by the page's loader. */
export const consentStatusTexts = {
  noChoice: 'Vous n’avez pas encore fait de choix.',
  typeLabels: {
    all: 'tous les cookies acceptés',
    essential: 'cookies essentiels uniquement',
    custom: 'sélection personnalisée',
  },
};

/** Visitor-facing texts of the cookie banner and settings (docs/product-rules.md#cookie-consent). */
export const consentTexts = {
  ...consentStatusTexts,
  bannerTitle: 'Utilisation des cookies',
  bannerText:
    'Nous utilisons des cookies pour améliorer votre expérience sur notre site. Vous pouvez tout accepter, vous limiter aux cookies essentiels ou personnaliser vos choix.',
  customise: 'Personnaliser',
  essentialOnly: 'Cookies essentiels uniquement',
  acceptAll: 'Tout accepter',
  settingsTitle: 'Paramètres des cookies',
  back: 'Retour',
  essentialTitle: 'Cookies essentiels',
  essentialText:
    'Toujours actifs, ils ne peuvent pas être désactivés\u00a0: session, sécurité et préférences de base.',
  alwaysOn: 'Toujours actifs',
  analyticsTitle: 'Cookies d’analyse',
  analyticsText:
    'Mesure de fréquentation, avec des données anonymisées et agrégées. Durée\u00a0: 26 mois maximum.',
  marketingTitle: 'Cookies marketing',
  marketingText:
    'Publicités pertinentes et mesure de l’efficacité de nos campagnes\u202f; les refuser n’a aucun effet sur le fonctionnement du site. Durée\u00a0: 90 jours maximum.',
  acceptSelection: 'Accepter la sélection',
  privacyLink: 'Politique de confidentialité',
  validity: 'Votre consentement est valable 13 mois et peut être retiré à tout moment.',
  modalTitle: 'Vos préférences de cookies',
  currentChoice: 'Choix actuel',
  save: 'Enregistrer',
  cancel: 'Annuler',
  revoke: 'Tout révoquer',
};
