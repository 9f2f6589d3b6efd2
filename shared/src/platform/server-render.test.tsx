import type { SupabaseClient } from '@supabase/supabase-js';
import { defineRoute, type MicroApp } from './micro-app';
import { RemoteSlot } from './remote-modules';
import { renderApp } from './server-render';

const home = defineRoute({
  path: '/',
  fragments: ['reviews/Testimonials'],
  head: () => ({ title: 'Accueil', description: 'Accueil', path: '/' }),
  Component: () => (
    <main>
      <h1>Accueil</h1>
      <RemoteSlot id="reviews/Testimonials" loading={<p>emplacement</p>} fallback={<p>exemples</p>} />
    </main>
  ),
});
const app: MicroApp = {
  name: 'pages',
  routes: [home],
  NotFound: () => <p>introuvable</p>,
  notFoundHead: () => ({ title: 'Introuvable', description: '', path: '/404/' }),
};
const backend = async () => ({}) as SupabaseClient;
const url = new URL('https://example.test/');

it('places the HTML of the fragments the route names and embeds only their data', async () => {
  const renderer = jest.fn(async () => ({
    html: '<p>Parquet superbe</p>',
    data: [{ title: 'Parquet superbe' }],
  }));
  const result = await renderApp(app, url, backend, renderer);
  expect(renderer).toHaveBeenCalledWith('reviews/Testimonials');
  expect(result.html).toContain('<div data-fragment="reviews/Testimonials"><p>Parquet superbe</p></div>');
  expect(result.html).not.toContain('emplacement');
  expect(result.pageData?.fragments).toEqual({
    'reviews/Testimonials': { data: [{ title: 'Parquet superbe' }] },
  });
});

it('still renders the page, with the placeholder, when a fragment fails', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const result = await renderApp(app, url, backend, async () => {
    throw new Error('reviews down');
  });
  expect(result.status).toBe(200);
  expect(result.html).toContain('<h1>Accueil</h1>');
  expect(result.html).toContain('emplacement');
  expect(result.pageData?.fragments).toBeUndefined();
});
