import { pageTitle } from './page-title';

it('ends a page’s own words with the brand, as browsers, tabs and search results show it', () => {
  expect(pageTitle('Avis clients')).toBe('Avis clients | Parquet Alsace Rénovation');
  expect(pageTitle('Nos réalisations – page 2')).toBe(
    'Nos réalisations – page 2 | Parquet Alsace Rénovation',
  );
});
