import { render, screen } from '@testing-library/react';
import { NotFoundPage, notFoundHead } from './not-found-page';

it('says the page is not found and offers a call and a quote', () => {
  render(<NotFoundPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Page non trouvée' })).toBeInTheDocument();
  expect(screen.getByText('La page que vous recherchez n’existe pas ou a été déplacée')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '03 53 01 24 68' })).toHaveAttribute('href', 'tel:+33353012468');
  const quote = screen.getByRole('link', { name: 'Demander un devis' });
  // Without scripts the link leads to the home page's quote form; the page's loader opens the
  // wizard in place instead, with this analytics source.
  expect(quote).toHaveAttribute('href', '/#devis');
  expect(quote).toHaveAttribute('data-open-quote', 'not_found');
});

it('gives the page view a 404 title and keeps the page out of search engines', () => {
  const head = notFoundHead(new URL('https://devis.parquet-alsace.example/nulle-part/'));
  expect(head.title).toMatch(/^Page non trouvée \(404\) \| /);
  expect(head.robots).toBe('noindex');
});
