import { type MicroApp, NotFoundPage, defineRoute, notFoundHead } from 'shared';

/** Placeholder until this area's screens land (separate issue): says so, pretends nothing. */
function Placeholder({ title }: { title: string }) {
  return (
    <section css={{ padding: '48px 16px', maxWidth: 1180, margin: '0 auto' }}>
      <h1>{title}</h1>
      <p>Cette page est en cours de construction.</p>
    </section>
  );
}

export const reviewsApp: MicroApp = {
  name: 'reviews',
  routes: [
    defineRoute({
      path: '/reviews/',
      head: (_data, { url }) => ({ title: 'Avis clients | Parquet Alsace Rénovation', description: 'Avis clients — Parquet Alsace Rénovation, ponçage et rénovation de parquet en Alsace.', path: url.pathname }),
      Component: () => <Placeholder title="Avis clients" />,
    }),
    defineRoute({
      path: '/reviews/new/',
      head: (_data, { url }) => ({ title: 'Laisser un avis | Parquet Alsace Rénovation', description: 'Laisser un avis — Parquet Alsace Rénovation, ponçage et rénovation de parquet en Alsace.', path: url.pathname }),
      Component: () => <Placeholder title="Laisser un avis" />,
    }),
  ],
  NotFound: NotFoundPage,
  notFoundHead,
};
