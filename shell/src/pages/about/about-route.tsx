import { business, defineRoute } from 'shared';
import { Placeholder } from '../placeholder';

export const aboutRoute = defineRoute({
  path: '/about/',
  head: () => ({ title: `À propos et mentions légales | ${business.brand}`, description: "L'équipe, les agences et les informations légales de Parquet Alsace Rénovation.", path: '/about/' }),
  Component: () => <Placeholder title="À propos" />,
});
