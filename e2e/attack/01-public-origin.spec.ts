import { expect, test } from '@playwright/test';
import { rawGet, site } from './support';

// 1. Host-header cache poisoning: the backend URL in pages and /site-config.json comes from
// configuration; a forged Host (or forwarding header) is never written into a page, and the
// render cache never serves a page made for a forged request.
const FORGED = {
  Host: 'evil.example',
  'X-Forwarded-Host': 'evil.example',
  'X-Forwarded-Proto': 'https',
  Forwarded: 'host=evil.example;proto=https',
};

const backendUrl = (text: string) => /"supabaseUrl":"([^"]*)"/.exec(text)?.[1];

test.describe('1. Host header', () => {
  test('/site-config.json names the configured backend whatever Host says', async () => {
    const { body } = await rawGet('/site-config.json', FORGED);
    expect(backendUrl(body), 'backend URL in /site-config.json').toBe(site.url);
  });

  for (const path of ['/gallery/', '/', '/reviews/new/']) {
    test(`${path} rendered for a forged Host, then for a visitor, names the real backend`, async () => {
      // A query string of our own, so this render is not a cache hit from another case.
      const probe = `${path}?sonde=${Date.now()}`;
      const { body: forged } = await rawGet(probe, FORGED);
      expect(backendUrl(forged), 'backend URL in the page answered to the forged request').toBe(site.url);
      const { body: visitor } = await rawGet(probe);
      expect(backendUrl(visitor), 'backend URL in the page a visitor then gets').toBe(site.url);
      expect(visitor).not.toContain('evil.example');
    });
  }
});
