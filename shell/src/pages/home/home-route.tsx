import { agencyCount, breadcrumbList, business, defineRoute, pageTitle } from '@parquet-alsace/shared';
import { formatPricePerM2, quoteRules } from '@parquet-alsace/shared/quote';
import { HomePage } from './home-page';

export const homeRoute = defineRoute({
  path: '/',
  // Rendered by the server into the page, so visitors and crawlers see the real reviews and photos;
  // the quote section is an island (hydrated on the first interaction), the rest is static HTML.
  fragments: ['reviews/Testimonials', 'gallery/GalleryTeaser', 'quote/HomeQuoteSection'],
  head: () => ({
    title: pageTitle('Ponçage et rénovation de parquet en Alsace'),
    description: `Ponçage, vitrification et huilage de parquet en Alsace\u00a0: devis gratuit en 24\u00a0h, dès ${formatPricePerM2(quoteRules.prices.basePerM2)} HT, 15 ans d’expérience${business.agencies.length > 0 ? `, ${agencyCount()}` : ''}.`,
    path: '/',
    // The business itself (LocalBusiness) is described once per page, by the footer.
    jsonLd: [breadcrumbList([{ name: 'Accueil', path: '/' }])],
  }),
  Component: () => <HomePage />,
});
