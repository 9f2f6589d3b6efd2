import { frenchTexts } from '../ui/french';

/** What staff read when a delivery failed (./delivery-errors.tsx): what failed, what to do. */
export const deliveryErrorTexts = frenchTexts({
  technicalDetails: 'Détails techniques',
  reasons: {
    'sheet-not-configured':
      'Le tableur des demandes n’est pas relié au site : la ligne n’a pas été ajoutée. Demandez à la personne qui gère le site d’indiquer l’adresse du tableur, puis cliquez sur « Renvoyer ».',
    'mail-not-configured':
      'L’envoi des e-mails n’est pas configuré sur le serveur : rien n’est parti. Prévenez la personne qui gère le site ; l’envoi repartira tout seul une fois réglé.',
    'no-business-address':
      'Aucune adresse e-mail de l’entreprise n’est renseignée : l’e-mail attend. Indiquez-la dans l’écran « Entreprise » ; l’envoi repartira tout seul.',
    'company-unreadable':
      'Les coordonnées de l’entreprise n’ont pas pu être lues : l’envoi sera retenté automatiquement, rien à faire.',
    'address-refused':
      'L’adresse e-mail du destinataire n’est pas valide : rien n’est parti. Vérifiez-la avec le client, par téléphone par exemple.',
    'recipient-refused': {
      mail: 'Le serveur du destinataire a refusé l’e-mail (boîte pleine, adresse inexistante…). Vérifiez l’adresse, puis cliquez sur « Renvoyer ».',
      sheet:
        'Le tableur a refusé la ligne. Vérifiez qu’il accepte encore des ajouts, puis cliquez sur « Renvoyer ».',
    },
    unreachable: {
      mail: `Le serveur d’envoi des e-mails n’a pas pu être joint. Attendez quelques minutes puis cliquez sur « Renvoyer » ; si cela se reproduit, prévenez la personne qui gère le site.`,
      sheet: `Le tableur des demandes n’a pas pu être joint. Attendez quelques minutes puis cliquez sur « Renvoyer » ; si cela se reproduit, prévenez la personne qui gère le site.`,
    },
    timeout: {
      mail: `Le serveur d’envoi des e-mails a mis trop de temps à répondre. Attendez quelques minutes puis cliquez sur « Renvoyer » ; si cela se reproduit, prévenez la personne qui gère le site.`,
      sheet: `Le tableur des demandes a mis trop de temps à répondre. Attendez quelques minutes puis cliquez sur « Renvoyer » ; si cela se reproduit, prévenez la personne qui gère le site.`,
    },
    'service-error': {
      mail: `Le service d’envoi des e-mails a répondu par une erreur. Attendez quelques minutes puis cliquez sur « Renvoyer » ; si cela se reproduit, prévenez la personne qui gère le site.`,
      sheet: `Le tableur des demandes a répondu par une erreur. Attendez quelques minutes puis cliquez sur « Renvoyer » ; si cela se reproduit, prévenez la personne qui gère le site.`,
    },
    unknown: `L’envoi a échoué. Attendez quelques minutes puis cliquez sur « Renvoyer » ; si cela se reproduit, prévenez la personne qui gère le site.`,
  },
});
