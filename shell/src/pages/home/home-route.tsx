import { business, defineRoute } from 'shared';
import { Placeholder } from '../placeholder';

export const homeRoute = defineRoute({
  path: '/',
  head: () => ({ title: `Ponçage et rénovation de parquet en Alsace | ${business.brand}`, description: 'Ponçage, vitrification et huilage de parquet en Alsace : devis gratuit en 24 h, 42 €/m², 15 ans d’expérience, 4 agences.', path: '/' }),
  Component: () => <Placeholder title="Rénovation de parquet en Alsace" />,
});
