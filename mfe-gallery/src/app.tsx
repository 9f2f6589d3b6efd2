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

export const galleryApp: MicroApp = {
  name: 'gallery',
  routes: [
    defineRoute({
      path: '/gallery/',
      head: (_data, { url }) => ({ title: 'Nos réalisations | Parquet Alsace Rénovation', description: 'Nos réalisations — Parquet Alsace Rénovation, ponçage et rénovation de parquet en Alsace.', path: url.pathname }),
      Component: () => <Placeholder title="Nos réalisations" />,
    }),
  ],
  NotFound: NotFoundPage,
  notFoundHead,
};
