import { typeset } from '@parquet-alsace/shared/format';

/** Texts of the visit's slots on the thank-you page (docs/adr-022-visit-booking.md). */
export const visitTexts = typeset({
  title: 'Choisissez le créneau de la visite technique',
  intro: 'Un technicien vient mesurer et examiner votre parquet (comptez une heure).',
  loading: 'Recherche des créneaux libres…',
  failed:
    'Les créneaux ne peuvent pas être affichés pour le moment : nous vous appelons pour fixer la visite.',
  none: 'Aucun créneau libre pour le moment : nous vous appelons pour fixer la visite.',
  more: 'Voir d’autres créneaux',
  noneSuits: 'Aucun créneau ne me convient : nous vous appelons pour convenir d’une date, comme prévu.',
  chosen: 'Visite technique le',
  confirm: 'Confirmer la visite',
  booking: 'Réservation…',
  bookFailed: 'La visite n’a pas pu être réservée. Réessayez, ou appelez-nous.',
  booked: 'Visite confirmée :',
  next: 'Un e-mail de confirmation vous est envoyé avec l’invitation pour votre agenda. Le technicien vient à l’heure dite ; vous recevez ensuite le devis détaillé.',
  calendar: 'Ajouter à mon agenda',
  manage: 'Changer ou annuler la visite',
  manageUntil: 'jusqu’à la veille',
});
