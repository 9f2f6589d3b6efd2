import { pageTitle } from '@parquet-alsace/shared/client';
import { typeset } from '@parquet-alsace/shared/format';

/** Texts of the leave-a-review page (docs/product-rules.md#review-form). */
export const formTexts = typeset({
  title: 'Laisser un avis',
  crumb: 'Laisser un avis',
  metaTitle: pageTitle('Laisser un avis'),
  metaDescription:
    'Partagez votre expérience avec Parquet Alsace Rénovation : votre avis est publié après modération.',
  intro: 'Votre expérience aide d’autres particuliers à choisir. Votre avis est publié après modération.',
  required: 'Les champs marqués d’un astérisque (*) sont obligatoires.',
  blockAbout: 'Vos coordonnées',
  blockReview: 'Votre avis',
  blockDetails: 'Votre chantier (facultatif)',
  name: 'Nom',
  email: 'E-mail',
  emailHint: 'Jamais publié : il nous sert seulement à vous contacter au sujet de votre avis.',
  reviewTitle: 'Titre de votre avis',
  content: 'Votre avis',
  rating: 'Note',
  star: (n: number) => `${n} étoile${n > 1 ? 's' : ''} sur 5`,
  interventionType: "Type d'intervention",
  team: 'Équipe intervenue',
  location: 'Lieu',
  interventionDate: "Période de l'intervention",
  suggestions: "Suggestions d'amélioration",
  choose: 'Choisir…',
  submit: 'Publier mon avis',
  submitting: 'Envoi en cours...',
  submitError: "Une erreur est survenue lors de l'envoi de votre avis. Veuillez réessayer.",
  withoutScript: 'Le dépôt d’un avis en ligne',
  fixErrors: 'Veuillez corriger les champs signalés.',
  thanksTitle: 'Merci pour votre avis !',
  thanksText: 'Votre avis a bien été envoyé. Il sera publié après modération par notre équipe.',
  thanksBack: 'Voir les avis clients',
  thanksHome: "Retour à l'accueil",
  errors: {
    nameRequired: 'Le nom est requis',
    singleLine: 'Merci d’écrire ce champ sur une ligne, sans caractère de contrôle',
    emailRequired: 'L’e-mail est requis',
    emailInvalid: 'Format d’e-mail invalide',
    titleRequired: 'Le titre est requis',
    contentRequired: "Le contenu de l'avis est requis",
    contentTooShort: 'Votre avis doit contenir au moins 10 caractères',
  },
  /** Labels of the optional lines appended to the content (same as the seeded reviews). */
  lines: {
    interventionType: "Type d'intervention",
    team: 'Équipe',
    location: 'Lieu',
    interventionDate: 'Période',
    suggestions: 'Suggestions',
  },
});

export const interventionTypes = [
  'Ponçage parquet',
  'Ponçage et vitrification',
  'Ponçage escalier',
  'Réparations',
  'Autre',
] as const;
