import { breadcrumbList, business, defineRoute, localBusiness } from '@parquet-alsace/shared';
import { HomePage } from './home-page';

export const homeRoute = defineRoute({
  path: '/',
  // Rendered by the server into the page, so visitors and crawlers see the real reviews and photos;
  // the quote section is an island (hydrated on the first interaction), the rest is static HTML.
  fragments: ['reviews/Testimonials', 'gallery/GalleryTeaser', 'quote/HomeQuoteSection'],
  islands: true,
  head: () => ({
    title: `Ponçage et rénovation de parquet en Alsace | ${business.brand}`,
    description:
      'Ponçage, vitrification et huilage de parquet en Alsace : devis gratuit en 24 h, 42 €/m², 15 ans d’expérience, 4 agences.',
    path: '/',
    jsonLd: [localBusiness(), breadcrumbList([{ name: 'Accueil', path: '/' }])],
  }),
  Component: () => <HomePage />,
});
