import { render, screen, within } from '@testing-library/react';
import { SecondaryNav } from './secondary-nav';

it('links the six sections and marks the one the visitor is in', () => {
  render(<SecondaryNav pathname="/blog/poncer-un-parquet/" />);
  const nav = screen.getByRole('navigation', { name: 'Rubriques du site' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
    ['Accueil', '/'],
    ['Blog', '/blog/'],
    ['Galerie', '/gallery/'],
    ['Avis', '/reviews/'],
    ['Services', '/services/'],
    ['À propos', '/about/'],
  ]);
  expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
  expect(links.filter((l) => l.hasAttribute('aria-current'))).toHaveLength(1);
});

it('marks Accueil on the home page only', () => {
  const { unmount } = render(<SecondaryNav pathname="/" />);
  expect(screen.getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
  unmount();
  render(<SecondaryNav pathname="/services/" />);
  expect(screen.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
});
