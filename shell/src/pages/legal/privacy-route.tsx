import { business, defineRoute } from 'shared';
import { Placeholder } from '../placeholder';

export const privacyRoute = defineRoute({
  path: '/confidentialite/',
  head: () => ({ title: `Politique de confidentialité | ${business.brand}`, description: 'Comment Parquet Alsace Rénovation traite vos données personnelles et comment exercer vos droits.', path: '/confidentialite/' }),
  Component: () => <Placeholder title="Politique de confidentialité" />,
});
