import { business, defineRoute } from 'shared';
import { Placeholder } from '../placeholder';

export const servicesRoute = defineRoute({
  path: '/services/',
  head: () => ({ title: `Nos services de rénovation de parquet | ${business.brand}`, description: 'Ponçage, vitrification, huilage, vernis écologique, escaliers et réparations de parquet en Alsace.', path: '/services/' }),
  Component: () => <Placeholder title="Nos services" />,
});
