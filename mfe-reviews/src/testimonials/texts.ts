import { typeset } from '@parquet-alsace/shared/format';

/** Texts of the home testimonials grid (docs/product-rules.md#home-testimonials). */
export const testimonialTexts = typeset({
  title: 'Ce que disent nos clients',
  stars: (n: number) => `${n} sur 5 étoiles`,
  badge: (firstName: string) => `Chantier suivi par ${firstName}, de notre équipe`,
  loading: 'Chargement des avis clients',
  beFirst: 'Vous avez fait appel à nous ? Soyez le premier à donner votre avis',
});

/** Shown when the reviews cannot be loaded. */
export const sampleTestimonials = typeset([
  {
    id: 'sample-1',
    name: 'Sophie S.',
    title: 'Un parquet ancien sauvé',
    content:
      'Nous pensions devoir remplacer notre parquet en chêne. Après le ponçage, on dirait un parquet neuf. Chantier propre, presque pas de poussière.',
    rating: 5,
    created_at: '2024-02-26T17:12:00Z',
    response: null,
  },
  {
    id: 'sample-2',
    name: 'Laurent M.',
    title: 'Travail sérieux',
    content:
      'Devis reçu le lendemain, intervention comme prévu. Julien a vitrifié nos 40 m² en satiné : rien à redire sur la finition.',
    rating: 5,
    created_at: '2024-04-15T18:40:00Z',
    response: null,
  },
  {
    id: 'sample-3',
    name: 'Catherine W.',
    title: 'Escalier méconnaissable',
    content: 'Notre vieil escalier a retrouvé sa couleur d’origine. Équipe ponctuelle et de bon conseil.',
    rating: 5,
    created_at: '2024-06-03T08:00:00Z',
    response: null,
  },
]);
