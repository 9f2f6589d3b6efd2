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

export const quoteApp: MicroApp = {
  name: 'quote',
  routes: [
    defineRoute({
      path: '/thank-you/',
      head: (_data, { url }) => ({ title: 'Merci pour votre demande | Parquet Alsace Rénovation', description: 'Merci pour votre demande — Parquet Alsace Rénovation, ponçage et rénovation de parquet en Alsace.', path: url.pathname, robots: 'noindex' }),
      Component: () => <Placeholder title="Merci pour votre demande" />,
    }),
  ],
  NotFound: NotFoundPage,
  notFoundHead,
};
