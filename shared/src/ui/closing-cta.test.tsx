import { render, screen, within } from '@testing-library/react';
import { ClosingCta } from './closing-cta';
import { QuoteButton } from './quote-button';

it('a quote button is a link to the home quote form that names its analytics source for the loader', () => {
  render(<QuoteButton source="blog_list">Demander un devis gratuit</QuoteButton>);
  const link = screen.getByRole('link', { name: 'Demander un devis gratuit' });
  // Without script (or on a middle click) the link leads to the home page's quote section.
  expect(link).toHaveAttribute('href', '/#devis');
  expect(link).toHaveAttribute('data-open-quote', 'blog_list');
});

it('the closing call to action offers the quote and a tracked call, under its own heading', () => {
  render(
    <ClosingCta
      source="gallery_cta"
      phoneEvent="gallery_cta"
      title="Un projet similaire ?"
      text="Devis gratuit."
    >
      <a href="/reviews/new/">Laisser un avis</a>
    </ClosingCta>,
  );
  const section = screen.getByRole('region', { name: 'Un projet similaire ?' });
  expect(within(section).getByRole('link', { name: 'Demander un devis gratuit' })).toHaveAttribute(
    'data-open-quote',
    'gallery_cta',
  );
  const call = within(section).getByRole('link', { name: 'Appeler le 03 53 01 24 68' });
  expect(call).toHaveAttribute('href', 'tel:+33353012468');
  expect(call).toHaveAttribute('data-phone-source', 'gallery_cta');
  expect(call).toHaveAttribute('data-phone-event', 'gallery_cta');
  expect(within(section).getByRole('link', { name: 'Laisser un avis' })).toBeInTheDocument();
});

it('a page may word its quote button its own way; a phone link without a page event names none', () => {
  render(
    <ClosingCta source="about_cta" title="Parlons-en" text="Rappel sous 24 h." quoteLabel="Être rappelé" />,
  );
  expect(screen.getByRole('link', { name: 'Être rappelé' })).toHaveAttribute('data-open-quote', 'about_cta');
  expect(screen.getByRole('link', { name: /Appeler le/ })).not.toHaveAttribute('data-phone-event');
});
