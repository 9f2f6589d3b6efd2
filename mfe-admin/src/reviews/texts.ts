import { frenchTexts } from '../ui/french';

export const reviewTexts = frenchTexts({
  title: 'Avis des clients',
  queues: 'Avis à afficher',
  pending: 'À modérer',
  approved: 'Publiés',
  rejected: 'Refusés',
  empty: {
    pending: 'Aucun avis en attente : tout est modéré.',
    approved: 'Aucun avis publié.',
    rejected: 'Aucun avis refusé.',
  },
  rating: (n: number) => `${n} sur 5`,
  receivedOn: (date: string) => `Reçu le ${date}`,
  approve: 'Publier',
  approving: 'Publication…',
  reject: 'Refuser',
  rejectTitle: 'Refuser cet avis',
  reason: 'Raison du refus',
  reasonHelp: 'Elle est envoyée par e-mail à l’auteur de l’avis.',
  otherReason: 'Autre raison (à écrire)',
  reasonText: 'Raison',
  reasonMissing: 'Indiquez la raison du refus.',
  confirmReject: 'Refuser et prévenir l’auteur',
  rejecting: 'Envoi…',
  cancel: 'Annuler',
  rejectedBecause: (reason: string) => `Refusé : ${reason}`,
  response: 'Réponse publique',
  respond: 'Répondre publiquement',
  editResponse: 'Modifier la réponse',
  saveResponse: 'Publier la réponse',
  saving: 'Enregistrement…',
  responseEmpty: 'Écrivez la réponse avant de la publier.',
  failed: 'L’opération a échoué. Réessayez.',
  done: {
    approved: 'Avis publié.',
    rejected: 'Avis refusé : l’auteur va recevoir la raison par e-mail.',
    responded: 'Réponse publiée.',
  },
});

/** The usual reasons for refusing a review (the staff member may type another). */
export const rejectionReasons = [
  'L’avis ne porte pas sur une prestation de l’entreprise.',
  'L’avis contient des propos injurieux, diffamatoires ou discriminatoires.',
  'L’avis contient des informations personnelles (nom d’un tiers, adresse, téléphone).',
  'Nous n’avons trouvé aucune prestation correspondant à cet avis.',
  'L’avis a déjà été publié (doublon).',
];
