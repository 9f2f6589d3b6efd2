import { type MicroApp, NotFoundPage, notFoundHead } from '@parquet-alsace/shared';
import { aboutRoute } from './about/about-route';
import { homeRoute } from './home/home-route';
import { privacyRoute } from './legal/privacy-route';
import { termsRoute } from './legal/terms-route';
import { pricesRoute } from './prices/prices-route';
import { plainQuoteRoute } from './quote/plain-quote-route';
import { servicesRoute } from './services/services-route';

/** The shell's own pages (home, services, price list, about, legal, the plain quote form); every other unclaimed path is not found. */
export const pagesApp: MicroApp = {
  name: 'pages',
  routes: [homeRoute, servicesRoute, pricesRoute, aboutRoute, privacyRoute, termsRoute, plainQuoteRoute],
  NotFound: NotFoundPage,
  notFoundHead,
};
