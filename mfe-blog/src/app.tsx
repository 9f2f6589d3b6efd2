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

export const blogApp: MicroApp = {
  name: 'blog',
  routes: [
    defineRoute({
      path: '/blog/',
      head: (_data, { url }) => ({ title: 'Blog | Parquet Alsace Rénovation', description: 'Blog — Parquet Alsace Rénovation, ponçage et rénovation de parquet en Alsace.', path: url.pathname }),
      Component: () => <Placeholder title="Blog" />,
    }),
    defineRoute({
      path: '/blog/articles/',
      head: (_data, { url }) => ({ title: 'Tous les articles | Parquet Alsace Rénovation', description: 'Tous les articles — Parquet Alsace Rénovation, ponçage et rénovation de parquet en Alsace.', path: url.pathname }),
      Component: () => <Placeholder title="Tous les articles" />,
    }),
    defineRoute({
      path: '/blog/tag/:tag/',
      head: (_data, { url }) => ({ title: 'Articles par mot-clé | Parquet Alsace Rénovation', description: 'Articles par mot-clé — Parquet Alsace Rénovation, ponçage et rénovation de parquet en Alsace.', path: url.pathname }),
      Component: () => <Placeholder title="Articles par mot-clé" />,
    }),
    defineRoute({
      path: '/blog/:slug/',
      head: (_data, { url }) => ({ title: 'Article | Parquet Alsace Rénovation', description: 'Article — Parquet Alsace Rénovation, ponçage et rénovation de parquet en Alsace.', path: url.pathname }),
      Component: () => <Placeholder title="Article" />,
    }),
  ],
  NotFound: NotFoundPage,
  notFoundHead,
};
