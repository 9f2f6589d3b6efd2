/**
 * @jest-environment node
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { useId } from 'react';
import { NotFoundPage } from '../not-found/not-found-page';
import { Island } from './island';
import { defineRoute, type MicroApp } from './micro-app';
import { RemoteSlot } from './remote-modules';
import { asServerBundle, defineServerBundle, SERVER_CONTRACT } from './server-bundle';
import { renderApp, type ServerRender } from './server-render';

const loads = { fail: false };
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
const article = defineRoute<{ title: string }>({
  path: '/blog/:slug/',
  load: async () => {
    if (loads.fail) throw new Error('backend down');
    return { title: 'Poncer' };
  },
  head: (d) => ({ title: d.title, description: '', path: '/blog/poncer/' }),
  Component: ({ data }) => <h1>{data.title}</h1>,
});
const app: MicroApp = {
  name: 'pages',
  routes: [home, article],
  NotFound: () => <p>introuvable</p>,
  notFoundHead: () => ({ title: 'Introuvable', description: '', path: '/404/' }),
};
const backend = async () => ({}) as SupabaseClient;
const url = new URL('https://example.test/');

function page(result: ServerRender) {
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  return result;
}

beforeEach(() => {
  loads.fail = false;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

it('places the HTML of the fragments the route names', async () => {
  const renderer = jest.fn(async () => ({
    html: '<p>Parquet superbe</p>',
    data: [{ title: 'Parquet superbe' }],
  }));
  const result = page(await renderApp(app, url, backend, renderer));
  expect(renderer).toHaveBeenCalledWith('reviews/Testimonials');
  expect(result.html).toContain('<div data-fragment="reviews/Testimonials"><p>Parquet superbe</p></div>');
  expect(result.html).not.toContain('emplacement');
  expect(result.complete).toBe(true);
});

it('still renders the page, with the placeholder, when a fragment fails, and says it is partial', async () => {
  const result = page(
    await renderApp(app, url, backend, async () => {
      throw new Error('reviews down');
    }),
  );
  expect(result.status).toBe(200);
  expect(result.html).toContain('<h1>Accueil</h1>');
  expect(result.html).toContain('emplacement');
  expect(result.complete).toBe(false);
});

it('reports a route whose data cannot be loaded as unavailable, with the shared French block whose retry reloads the address', async () => {
  loads.fail = true;
  const result = await renderApp(app, new URL('https://example.test/blog/poncer/?page=2'), backend);
  if (result.kind !== 'unavailable') throw new Error('expected unavailable');
  expect(result.error).toEqual(new Error('backend down'));
  expect(result.html).toContain('role="alert"');
  expect(result.html).toMatch(/<h1>Cette partie du site est momentanément indisponible<\/h1>/);
  expect(result.html).toContain('<a class="site-fallback-retry" href="/blog/poncer/?page=2">Réessayer</a>');
  expect(result.html).toContain('href="tel:+33353012468"');
  expect(result.html).not.toContain('backend down');
});

const failing: MicroApp = {
  ...app,
  routes: [
    defineRoute<null>({
      path: '/blog/tag/:tag/',
      fragments: ['reviews/Testimonials'],
      load: async () => {
        throw new Error('backend down');
      },
      head: () => ({ title: 'Tag', description: '', path: '/blog/tag/x/' }),
      Component: () => <p>articles</p>,
      Failed: ({ params, retryHref }) => (
        <main>
          <h1>Articles sur {params.tag}</h1>
          <a href={retryHref}>Réessayer</a>
          <RemoteSlot id="reviews/Testimonials" fallback={<p>exemples</p>} />
        </main>
      ),
    }),
  ],
};

it('renders a route’s own failed page when it has one: its params, the reload address and its fragments', async () => {
  const result = await renderApp(
    failing,
    new URL('https://example.test/blog/tag/chene/'),
    backend,
    async () => ({
      html: '<p>Parquet superbe</p>',
      data: null,
    }),
  );
  if (result.kind !== 'unavailable') throw new Error('expected unavailable');
  expect(result.html).toContain('<h1>Articles sur <!-- -->chene</h1>');
  expect(result.html).toContain('<a href="/blog/tag/chene/">Réessayer</a>');
  expect(result.html).toContain('<div data-fragment="reviews/Testimonials"><p>Parquet superbe</p></div>');
});

it('renders an unknown address as the app’s not-found page, 404', async () => {
  const result = page(await renderApp(app, new URL('https://example.test/nulle-part/'), backend));
  expect(result.status).toBe(404);
  expect(result.html).toContain('introuvable');
});

const Testimonial = ({ initial }: { initial?: string[] }) => <q>{initial?.[0]}</q>;

describe('the server bundle contract', () => {
  const bundle = defineServerBundle({
    app,
    fragments: { Testimonials: { load: async () => ['Bravo'], Component: Testimonial } },
  });

  it('renders the app and its fragments by name, and lists no page without a sitemap', async () => {
    expect(page(await bundle.render(new URL('https://example.test/blog/x/'), { backend })).html).toContain(
      '<h1>Poncer</h1>',
    );
    expect(await bundle.renderFragment('Testimonials', backend)).toEqual({
      html: '<q>Bravo</q>',
      data: ['Bravo'],
    });
    expect(await bundle.renderFragment('toString', backend)).toBeNull();
    expect(await bundle.sitemap(backend)).toEqual([]);
  });

  it('accepts what defineServerBundle built, and refuses anything else with the reason', () => {
    expect(asServerBundle({ default: bundle }, 'pages')).toBe(bundle);
    expect(() => asServerBundle({ app, renderApp }, 'pages')).toThrow('pas de defineServerBundle()');
    expect(() => asServerBundle({ default: { ...bundle, contract: SERVER_CONTRACT + 1 } }, 'pages')).toThrow(
      `contrat serveur ${SERVER_CONTRACT + 1}`,
    );
    expect(() => asServerBundle({ default: bundle }, 'blog')).toThrow('annonce l’app pages');
    expect(() => asServerBundle({ default: { ...bundle, render: undefined } }, 'pages')).toThrow(
      'render manquant',
    );
  });
});

function HomeOfIslands() {
  return (
    <main>
      <RemoteSlot id="quote/HomeQuoteSection" fallback={<p>bouton</p>} trigger="interaction" />
      <RemoteSlot id="reviews/Testimonials" fallback={<p>exemples</p>} />
    </main>
  );
}

describe('a page of islands', () => {
  const islands: MicroApp = {
    ...app,
    routes: [
      defineRoute({
        path: '/',
        fragments: ['quote/HomeQuoteSection', 'reviews/Testimonials'],
        head: () => ({ title: 'Accueil', description: 'Accueil', path: '/' }),
        Component: HomeOfIslands,
      }),
    ],
  };

  it('marks its interactive fragment as an island to hydrate, with its data', async () => {
    const result = page(
      await renderApp(islands, url, backend, async (id) =>
        id === 'quote/HomeQuoteSection' ? { html: '<form>devis</form>', data: { surface: 25 } } : null,
      ),
    );
    const quote = result.html.match(/<div data-fragment="quote\/HomeQuoteSection"[^>]*>/)?.[0] ?? '';
    expect(quote).toContain('data-island="quote/HomeQuoteSection"');
    expect(quote).toContain('data-trigger="interaction"');
    expect(quote).toContain('data-island-key="quote-HomeQuoteSection-"');
    expect(quote).toContain('data-hydrate=""');
    expect(quote).toContain('data-props="{&quot;initial&quot;:{&quot;surface&quot;:25}}"');
    expect(result.html).toContain('<form>devis</form>');
  });

  it('a static fragment the server could not render becomes an island the browser renders once visible', async () => {
    const result = page(await renderApp(islands, url, backend, async () => null));
    const reviews = result.html.match(/<div data-fragment="reviews\/Testimonials"[^>]*>/)?.[0] ?? '';
    expect(reviews).toContain('data-trigger="visible"');
    expect(reviews).not.toContain('data-hydrate');
    expect(result.complete).toBe(false);
  });
});

/** Props of the island it stands for (blog/ContactForm): the compiler checks them. */
function Counter({ article }: { article: { title: string; slug: string } }) {
  const id = useId();
  return (
    <label htmlFor={id}>
      {article.title}
      <input id={id} />
    </label>
  );
}

function PageWithIslands({ data }: { data: { label: string } }) {
  return (
    <main>
      <h1>Articles</h1>
      <Island
        id="blog/ContactForm"
        Component={Counter}
        props={{ article: { title: data.label, slug: 'a' } }}
        trigger="interaction"
      />
      <Island
        id="blog/ContactForm"
        Component={Counter}
        props={{ article: { title: 'Autre', slug: 'b' } }}
        trigger="interaction"
        instance="bottom"
      />
    </main>
  );
}

describe('an island of the page’s own app', () => {
  const islandsApp: MicroApp = {
    ...app,
    routes: [
      defineRoute<{ label: string }>({
        path: '/',
        load: async () => ({ label: 'Rechercher' }),
        head: () => ({ title: 'Accueil', description: 'Accueil', path: '/' }),
        Component: PageWithIslands,
      }),
    ],
  };

  it('renders each one as its own root, with its key as the useId prefix, its props and trigger', async () => {
    const result = page(await renderApp(islandsApp, url, backend));
    const [first, second] = [
      ...result.html.matchAll(/<div data-island="blog\/ContactForm"[^>]*>.*?<\/div>/g),
    ].map((m) => m[0]);
    expect(first).toContain('data-trigger="interaction"');
    expect(first).toContain('data-island-key="blog-ContactForm-"');
    expect(first).toContain('data-hydrate=""');
    expect(first).toContain(
      'data-props="{&quot;article&quot;:{&quot;title&quot;:&quot;Rechercher&quot;,&quot;slug&quot;:&quot;a&quot;}}"',
    );
    // The same ids as a hydration with that identifierPrefix gives in the browser.
    expect(first).toMatch(/<input id="_blog-ContactForm-R_[0-9a-z_]*"\/>/);
    expect(second).toContain('data-island-key="blog-ContactForm-bottom-"');
    expect(second).toMatch(/<input id="_blog-ContactForm-bottom-R_[0-9a-z_]*"\/>/);
    expect(result.html).toContain('<h1>Articles</h1>');
  });
});

describe('the not-found page', () => {
  const withNotFound: MicroApp = { ...app, NotFound: NotFoundPage };

  it('renders its search on the server as an island woken by the visitor’s first interaction', async () => {
    const asked: string[] = [];
    const result = page(
      await renderApp(withNotFound, new URL('https://example.test/nulle-part/'), backend, async (id) => {
        asked.push(id);
        return { html: '<form role="search">recherche</form>', data: null };
      }),
    );
    expect(result.status).toBe(404);
    expect(asked).toEqual(['blog/SiteSearch']);
    const search = result.html.match(/<div data-fragment="blog\/SiteSearch"[^>]*>/)?.[0] ?? '';
    expect(search).toContain('data-trigger="interaction"');
    expect(search).toContain('data-hydrate=""');
    expect(result.html).toContain('<form role="search">recherche</form>');
    expect(result.complete).toBe(true);
  });

  it('is still served, marked partial (not cached), when the search could not be rendered', async () => {
    const result = page(
      await renderApp(withNotFound, new URL('https://example.test/nulle-part/'), backend, async () => {
        throw new Error('blog down');
      }),
    );
    expect(result.status).toBe(404);
    expect(result.html).toContain('Page non trouvée');
    expect(result.complete).toBe(false);
  });
});
