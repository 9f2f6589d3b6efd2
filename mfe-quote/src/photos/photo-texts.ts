/** The photo picker's texts (contact step and quote modal). */
export const MAX_PHOTOS = 8;
/** Larger originals are refused before decoding (a phone could run out of memory). */
export const MAX_ORIGINAL_BYTES = 25 * 1024 * 1024;

const megabytes = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 })}\u00a0Mo`;

export const photoTexts = {
  legend: 'Photos (facultatif)',
  hint: 'Jusqu’à 8\u00a0photos du sol ou de l’escalier\u00a0: elles nous aident à chiffrer sans visite. Elles sont réduites et débarrassées de leur position GPS avant l’envoi.',
  add: 'Ajouter des photos',
  remove: (name: string) => `Retirer la photo ${name}`,
  progress: (name: string) => `Envoi de ${name}`,
  preparing: 'Préparation…',
  ready: 'Prête',
  uploading: 'Envoi…',
  done: 'Envoyée',
  failed: 'Non envoyée',
  tooMany: (name: string) => `«\u202f${name}\u202f» n’a pas été ajoutée\u00a0: 8\u00a0photos au maximum.`,
  tooLarge: (name: string, bytes: number) =>
    `«\u202f${name}\u202f» est trop lourde (${megabytes(bytes)})\u00a0: 25\u00a0Mo au maximum par photo.`,
  heic: (name: string) =>
    `«\u202f${name}\u202f» est au format HEIC, que ce navigateur ne sait pas lire. Choisissez-la depuis la galerie en JPEG (sur iPhone\u00a0: Réglages > Appareil photo > Formats > «\u202fLe plus compatible\u202f») ou envoyez une capture d’écran.`,
  notImage: (name: string) => `«\u202f${name}\u202f» n’est pas une image JPEG, PNG ou WebP lisible.`,
  sending: (done: number, total: number) => `Envoi des photos\u00a0: ${done} sur ${total}…`,
  missing: (names: string[], total: number, kept: boolean) =>
    `Votre demande est bien enregistrée, mais ${names.length === 1 ? 'cette photo n’est pas arrivée' : `${names.length}\u00a0photos sur ${total} ne sont pas arrivées`}\u00a0: ${names
      .map((name) => `«\u202f${name}\u202f»`)
      .join(
        ', ',
      )}.${kept ? ` Ce navigateur ${names.length === 1 ? 'la gardera et l’enverra' : 'les gardera et les enverra'} automatiquement lors de votre prochaine visite.` : ''}`,
  refused: (names: string[]) =>
    `${names.map((name) => `«\u202f${name}\u202f»`).join(', ')} ${names.length === 1 ? 'a été refusée' : 'ont été refusées'} par notre serveur et ne ${names.length === 1 ? 'sera' : 'seront'} pas ${names.length === 1 ? 'envoyée' : 'envoyées'}\u00a0: joignez-${names.length === 1 ? 'la' : 'les'} à votre réponse à notre e-mail si besoin.`,
  retry: 'Réessayer l’envoi des photos',
  skip: 'Continuer sans attendre',
  allSent: (total: number) => `${total === 1 ? 'Photo envoyée' : `${total}\u00a0photos envoyées`}.`,
};
