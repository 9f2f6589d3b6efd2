import { agencyCount, breadcrumbList, business, defineRoute, pageTitle } from '@parquet-alsace/shared';
import { htText, ttcText } from '@parquet-alsace/shared/price-list';
import { quoteRules } from '@parquet-alsace/shared/quote';
import { HomePage } from './home-page';

export const homeRoute = defineRoute({
  path: '/',
  // Rendered by the server into the page, so visitors and crawlers see the real reviews and photos;
  // the quote section is an island (hydrated on the first interaction), the rest is static HTML.
  fragments: ['reviews/Testimonials', 'gallery/GalleryTeaser', 'quote/HomeQuoteSection'],
  head: () => ({
    title: pageTitle('Ponçage et rénovation de parquet en Alsace'),
    description: `Ponçage, vitrification et huilage de parquet en Alsace\u00a0: devis gratuit en 24\u00a0h, dès ${ttcText(quoteRules.prices.basePerM2, { per: 'm²' })} (${htText(quoteRules.prices.basePerM2, { per: 'm²' })})${business.figures.years ? `, ${business.figures.years}\u00a0ans d’expérience` : ''}${business.agencies.length > 0 ? `, ${agencyCount()}` : ''}.`,
    path: '/',
    // The business itself (LocalBusiness) is described once per page, by the footer.
    jsonLd: [breadcrumbList([{ name: 'Accueil', path: '/' }])],
  }),
  Component: () => <HomePage />,
});
