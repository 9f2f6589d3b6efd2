import { robotsTxt } from './robots';

it('points to the sitemap on the canonical host and keeps the API out', () => {
  const text = robotsTxt();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toContain('Sitemap: https://devis.parquet-alsace.example/sitemap.xml');
  expect(text).toContain('Disallow: /rest/');
  expect(text).toContain('Disallow: /functions/');
});

it('leaves noindex pages crawlable so their noindex is seen', () => {
  expect(robotsTxt()).not.toMatch(/Disallow: \/(cgv|thank-you)/);
});
