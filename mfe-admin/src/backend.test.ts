import { setSiteConfig } from '@parquet-alsace/shared/site-config';
import { siteAddress } from './backend';

// The back office runs on its own origin (docs/adr-008-back-office.md, decision 11) and reaches the
// embedded backend through it; what it stores for visitor pages must name the site's origin.
const config = { remotes: {}, supabaseUrl: window.location.origin, supabaseAnonKey: 'anon', gtmId: '' };
const photo = '/storage/v1/object/public/article-images/0b8f6c1e-5a5e-4c1f-9a51-3f2f3a1d2e4b/salon-960.jpg';

afterEach(() => setSiteConfig(config));

it('moves an address of the back office’s own origin to the site’s', () => {
  setSiteConfig({ ...config, siteUrl: 'https://devis.parquet-alsace.example' });
  expect(siteAddress(`${window.location.origin}${photo}`)).toBe(
    `https://devis.parquet-alsace.example${photo}`,
  );
});

it('keeps a hosted project’s address, which visitors load as it is', () => {
  setSiteConfig({ ...config, siteUrl: 'https://devis.parquet-alsace.example' });
  expect(siteAddress(`https://projet.supabase.co${photo}`)).toBe(`https://projet.supabase.co${photo}`);
});
