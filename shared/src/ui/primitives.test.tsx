import { breadcrumbsFor, cardCss, cardGridCss } from './primitives';

describe('breadcrumbsFor', () => {
  it('uses the French labels for known sections', () => {
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
    expect(breadcrumbsFor('/blog/poncer-un-parquet/', 'Poncer un parquet').at(-1)?.name).toBe(
      'Poncer un parquet',
    );
  });
});

describe('cardGridCss / cardCss', () => {
  it.each([150, 220, 260])('makes columns of at least %i px that never overflow a narrow phone', (min) => {
    const styles = cardGridCss(min).styles.replace(/\s+/g, ' ');
    expect(styles).toContain(`grid-template-columns: repeat(auto-fit, minmax(min(100%, ${min}px), 1fr));`);
    expect(styles).toContain('list-style: none;');
  });

  it('gives cards the theme surface and border (CSS variables, no raw colour)', () => {
    expect(cardCss.styles).toContain('background: var(--c-surface)');
    expect(cardCss.styles).toContain('border: 1px solid var(--c-border)');
    expect(cardCss.styles).not.toMatch(/#[0-9a-f]{3,6}\b|rgb\(/i);
  });
});
