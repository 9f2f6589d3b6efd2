import { type MicroApp, NotFoundPage, notFoundHead } from '@parquet-alsace/shared';
import { aboutRoute } from './about/about-route';
import { homeRoute } from './home/home-route';
import { privacyRoute } from './legal/privacy-route';
import { termsRoute } from './legal/terms-route';
import { servicesRoute } from './services/services-route';

/** The shell's own pages (home, services, about, legal); every other unclaimed path is not found. */
export const pagesApp: MicroApp = {
  name: 'pages',
  routes: [homeRoute, servicesRoute, aboutRoute, privacyRoute, termsRoute],
  NotFound: NotFoundPage,
  notFoundHead,
};
