import { type MicroApp, NotFoundPage, business, defineRoute, notFoundHead } from 'shared';
import { Placeholder } from './placeholder';

const brand = business.brand;

/** The shell's own pages (home, services, about, legal); every other unclaimed path is not found. */
export const pagesApp: MicroApp = {
  name: 'pages',
  routes: [
    defineRoute({
      path: '/',
      head: () => ({
        title: `Ponçage et rénovation de parquet en Alsace | ${brand}`,
        description: 'Ponçage, vitrification et huilage de parquet en Alsace : devis gratuit en 24 h, 42 €/m², 15 ans d’expérience, 4 agences.',
        path: '/',
      }),
      Component: () => <Placeholder title="Rénovation de parquet en Alsace" />,
    }),
    defineRoute({
      path: '/services/',
      head: () => ({ title: `Nos services de rénovation de parquet | ${brand}`, description: 'Ponçage, vitrification, huilage, vernis écologique, escaliers et réparations de parquet en Alsace.', path: '/services/' }),
      Component: () => <Placeholder title="Nos services" />,
    }),
    defineRoute({
      path: '/about/',
      head: () => ({ title: `À propos et mentions légales | ${brand}`, description: "L'équipe, les agences et les informations légales de Parquet Alsace Rénovation.", path: '/about/' }),
      Component: () => <Placeholder title="À propos" />,
    }),
    defineRoute({
      path: '/confidentialite/',
      head: () => ({ title: `Politique de confidentialité | ${brand}`, description: 'Comment Parquet Alsace Rénovation traite vos données personnelles et comment exercer vos droits.', path: '/confidentialite/' }),
      Component: () => <Placeholder title="Politique de confidentialité" />,
    }),
    defineRoute({
      path: '/cgv/',
      head: () => ({ title: `Conditions générales d'intervention | ${brand}`, description: "Les conditions générales d'intervention de Parquet Alsace Rénovation.", path: '/cgv/', robots: 'noindex' }),
      Component: () => <Placeholder title="Conditions générales d'intervention" />,
    }),
  ],
  NotFound: NotFoundPage,
  notFoundHead,
};
