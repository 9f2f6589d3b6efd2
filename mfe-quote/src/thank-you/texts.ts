import { business, replyDelaySentence, replyWithin } from '@parquet-alsace/shared/client';
import { typeset } from '@parquet-alsace/shared/format';
import { externalRatingText, quotePriceText } from '@parquet-alsace/shared/price-list';

/** « Devis gratuit », or the devis's price staff set (with its VAT). */
const quotePriceBenefit = () => {
  const price = quotePriceText();
  return price
    ? { title: `Devis à ${price}`, text: 'Déduit de la facture si vous confiez les travaux.' }
    : { title: 'Devis gratuit', text: 'Sans engagement de votre part.' };
};

/** The agencies' benefit: "4 agences", "Colmar, Strasbourg, Belfort et Sarrebourg." (none without agencies). */
const agencies = (cities: string[]) =>
  cities.length === 0
    ? []
    : [
        {
          title: `${cities.length} agence${cities.length > 1 ? 's' : ''}`,
          text: `${cities.length > 1 ? `${cities.slice(0, -1).join(', ')} et ` : ''}${cities.at(-1)}.`,
        },
      ];

/** Texts of the thank-you page (docs/product-rules.md#thank-you-page). */
export const thankYouTexts = typeset({
  title: 'Merci pour votre demande !',
  queuedTitle: 'Votre demande est enregistrée',
  // Functions: the company details are those of the render (server) or of the page (browser).
  queued: () =>
    `Notre serveur ne répond pas pour l’instant : votre demande est enregistrée sur cet appareil et sera envoyée automatiquement dès que possible.${business.phone.display ? ` Pour être rappelé plus vite, appelez-nous au ${business.phone.display}.` : ''}`,
  titleQueued: 'Merci, votre demande est enregistrée',
  withoutScriptTitle: 'Votre demande de devis',
  withoutScript:
    'Cette page confirme une demande envoyée avec notre simulateur de devis, qui fonctionne avec JavaScript, désactivé sur votre navigateur.',
  withoutScriptForm: 'Envoyer votre demande avec notre formulaire simple',
  withoutScriptCall: 'ou appelez-nous au',
  lead: () => `Votre demande de devis a bien été envoyée. ${replyDelaySentence()}`,
  benefitsLabel: 'Nos engagements',
  benefits: () => [
    { title: `Réponse ${replyWithin()}`, text: 'Un conseiller vous recontacte.' },
    quotePriceBenefit(),
    ...(business.figures.years
      ? [
          {
            title: `${business.figures.years} ans d’expérience`,
            text: `Des artisans spécialistes du parquet depuis ${business.founded}.`,
          },
        ]
      : []),
    ...agencies(business.agencies.map((agency) => agency.city)),
  ],
  nextTitle: 'Les prochaines étapes',
  // Only what will happen: the copy by e-mail when the visitor asked for it, one reply delay.
  nextSteps: (copyAsked: boolean) => [
    ...(copyAsked ? [{ title: 'Copie de votre demande', text: 'envoyée à votre adresse e-mail.' }] : []),
    { title: 'Appel d’un conseiller', text: `${replyWithin()}.` },
    { title: 'Visite technique', text: 'pour mesurer et examiner votre parquet.' },
    { title: 'Devis détaillé', text: 'établi après la visite.' },
  ],
  photos: 'Gagnez du temps : envoyez-nous des photos de votre parquet.',
  photosLink: 'Envoyer des photos',
  trustTitle: 'Pourquoi nous faire confiance',
  // The figures staff keep (each left out while empty) and a rating only with its source.
  trust: () =>
    [
      externalRatingText(),
      business.figures.floors && `${business.figures.floors} parquets rénovés`,
      business.figures.staircases && `${business.figures.staircases} escaliers rénovés`,
      business.figures.satisfaction && `${business.figures.satisfaction} de clients satisfaits`,
    ].filter((line): line is string => Boolean(line)),
  contactTitle: 'Nous contacter',
  phone: 'Téléphone',
  email: 'E-mail',
  teamTitle: 'Notre équipe d’experts',
  guideTitle: 'Votre guide gratuit',
  guideText: 'En attendant notre appel, découvrez comment entretenir votre parquet.',
  guideLink: 'Télécharger le guide d’entretien du parquet',
  home: 'Retour à l’accueil',
  newQuote: 'Faire une nouvelle demande',
  mainSite: 'Visiter notre site principal',
  countdown: (s: number, home = false) =>
    `Redirection vers ${home ? 'notre page d’accueil' : 'notre site principal'} dans ${s}\u00a0s.`,
  countdownPaused: (s: number) => `Redirection en pause (${s}\u00a0s restantes).`,
  countdownCancelled: 'Redirection annulée : prenez votre temps.',
  countdownPause: 'Mettre en pause',
  countdownResume: 'Reprendre',
  countdownCancel: 'Annuler la redirection',
});
