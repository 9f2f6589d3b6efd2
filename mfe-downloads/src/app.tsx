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

export const downloadsApp: MicroApp = {
  name: 'downloads',
  routes: [
    defineRoute({
      path: '/downloads/',
      head: (_data, { url }) => ({ title: 'Téléchargements | Parquet Alsace Rénovation', description: 'Téléchargements — Parquet Alsace Rénovation, ponçage et rénovation de parquet en Alsace.', path: url.pathname }),
      Component: () => <Placeholder title="Téléchargements" />,
    }),
  ],
  NotFound: NotFoundPage,
  notFoundHead,
};
