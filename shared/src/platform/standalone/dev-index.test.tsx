import { NotFoundPage, notFoundHead } from '../../not-found/not-found-page';
import { defineRoute, type MicroApp } from '../micro-app';
import { routeLinks } from './dev-index';

const head = () => ({ title: 't', description: 'd', path: '/' });
const app: MicroApp = {
  name: 'blog',
  routes: [
    defineRoute({ path: '/blog/', head, Component: () => null }),
    defineRoute({ path: '/blog/articles/', head, Component: () => null }),
    defineRoute({ path: '/blog/tag/:tag/', head, Component: () => null }),
    defineRoute({ path: '/blog/:slug/', head, Component: () => null }),
  ],
  NotFound: NotFoundPage,
  notFoundHead,
};

describe('the addresses the standalone index opens for each route', () => {
  const sitemap = [
    '/',
    '/blog/',
    '/blog/articles/',
    '/blog/tag/escalier/',
    '/blog/a/',
    '/blog/b/',
    '/blog/c/',
    '/gallery/',
  ];

  it('opens a route without parameters at its own address', () => {
    expect(routeLinks(app, sitemap)[0]).toEqual({
      pattern: '/blog/',
      links: [{ href: '/blog/', example: false }],
    });
  });

  it('takes pages of a parameterised route from the sitemap, at most two, each under the route that serves it', () => {
    const [, articles, tag, slug] = routeLinks(app, sitemap);
    expect(articles?.links.map((l) => l.href)).toEqual(['/blog/articles/']);
    expect(tag?.links.map((l) => l.href)).toEqual(['/blog/tag/escalier/']);
    // /blog/articles/ also matches /blog/:slug/, but the earlier route serves it.
    expect(slug?.links.map((l) => l.href)).toEqual(['/blog/a/', '/blog/b/']);
  });

  it('makes up an address when the sitemap has no page of the route', () => {
    const [, , tag] = routeLinks(app, ['/blog/']);
    expect(tag).toEqual({
      pattern: '/blog/tag/:tag/',
      links: [{ href: '/blog/tag/exemple/', example: true }],
    });
  });
});
