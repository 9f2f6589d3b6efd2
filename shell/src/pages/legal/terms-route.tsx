import { business, defineRoute } from 'shared';
import { Placeholder } from '../placeholder';

export const termsRoute = defineRoute({
  path: '/cgv/',
  head: () => ({ title: `Conditions générales d'intervention | ${business.brand}`, description: "Les conditions générales d'intervention de Parquet Alsace Rénovation.", path: '/cgv/', robots: 'noindex' }),
  Component: () => <Placeholder title="Conditions générales d'intervention" />,
});
