import { breadcrumbsFor } from './primitives';

describe('breadcrumbsFor', () => {
  it('uses the spec labels for known sections', () => {
    expect(breadcrumbsFor('/reviews/').map((c) => c.name)).toEqual(['Accueil', 'Avis clients']);
    expect(breadcrumbsFor('/about/').map((c) => c.name)).toEqual(['Accueil', 'À propos']);
    expect(breadcrumbsFor('/gallery/').map((c) => c.name)).toEqual(['Accueil', 'Galerie']);
  });

  it('capitalises and decodes other segments', () => {
    expect(breadcrumbsFor('/blog/tag/ch%C3%AAne/')).toEqual([
      { name: 'Accueil', path: '/' },
      { name: 'Blog', path: '/blog/' },
      { name: 'Tag', path: '/blog/tag/' },
      { name: 'Chêne', path: '/blog/tag/ch%C3%AAne/' },
    ]);
  });

  it('lets a page name its last crumb (an article title)', () => {
    expect(breadcrumbsFor('/blog/poncer-un-parquet/', 'Poncer un parquet').at(-1)?.name).toBe('Poncer un parquet');
  });
});
