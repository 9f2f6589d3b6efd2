import { replyWithin } from '@parquet-alsace/shared/client';
import { typeset } from '@parquet-alsace/shared/format';

/** Visitor-facing texts of the article page (docs/product-rules.md#article-page). */
export const articleTexts = typeset({
  notFound: 'Article non trouvé',
  backToBlog: 'Retour au blog',
  professional: 'Article professionnel',
  sommaire: 'Sommaire',
  contents: 'Dans cet article',
  gallery: 'Nos réalisations',
  showAll: (n: number) => `Voir toutes les photos (${n} de plus)`,
  showLess: 'Voir moins de photos',
  countPreview: (n: number) => `3 sur ${n}`,
  countAll: (n: number) => `${n} photos`,
  questions: 'Des questions sur votre projet ?',
  questionsText: () => `Nos artisans vous répondent et établissent votre devis gratuit ${replyWithin()}.`,
  contactCtaTitle: 'Besoin d’un professionnel pour votre parquet ?',
  contactCtaText: 'Ponçage, vitrification, huilage ou escalier : demandez conseil à nos artisans.',
  quote: 'Demander un devis gratuit',
  related: 'Articles similaires',
  keywords: 'Mots-clés',
  viewer: {
    title: 'Photos de nos réalisations',
    previous: 'Photo précédente',
    next: 'Photo suivante',
    download: 'Télécharger',
    share: 'Partager',
    counter: (i: number, n: number) => `${i} / ${n}`,
  },
  form: {
    title: 'Une question ? Écrivez-nous',
    name: 'Nom',
    email: 'E-mail',
    message: 'Message',
    send: 'Envoyer le message',
    sending: 'Envoi en cours...',
    success: 'Message envoyé avec succès !',
    successText: 'Nous vous répondrons rapidement.',
    error: "Erreur lors de l'envoi",
    withoutScript: 'Ce formulaire de contact',
  },
});

/** Article contact form messages (docs/product-rules.md#article-contact-form). */
export const contactMessages = typeset({
  nameRequired: 'Le nom est requis',
  nameShort: 'Le nom doit contenir au moins 2 caractères',
  singleLine: 'Merci d’écrire votre nom sur une ligne, sans caractère de contrôle',
  ownAddress: 'Indiquez votre propre adresse e-mail',
  emailRequired: 'L’e-mail est requis',
  emailInvalid: 'Format d’e-mail invalide',
  messageRequired: 'Le message est requis',
  messageShort: 'Le message doit contenir au moins 10 caractères',
});
