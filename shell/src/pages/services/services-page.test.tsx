import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { initAnalytics } from '@parquet-alsace/shared';
import { render, screen, within } from '@testing-library/react';
import { startTracking } from '../../loader/tracking';
import { ServicesPage } from './services-page';
import { servicesRoute } from './services-route';

beforeAll(() => initAnalytics({ gtmId: '' }));

const dataLayer = () => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [];

it('presents the six services with their prices', () => {
  render(<ServicesPage />);
  const list = screen
    .getByRole('heading', { name: 'Six savoir-faire pour vos sols en bois' })
    .closest('section') as HTMLElement;
  const names = within(list)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
  expect(names).toEqual(
    expect.arrayContaining([
      'Ponçage de parquet',
      'Ponçage + vitrification',
      'Ponçage + huilage écologique',
      'Ponçage + vernis intensif',
      'Rénovation d’escalier',
      'Réparations localisées',
    ]),
  );
  // TTC first, with the HT and the rate beside it.
  expect(screen.getByText(/^46,20\s€\/m²\sTTC \(42\s€\/m²\sHT, TVA 10\s%\)/)).toBeInTheDocument();
  // Oil and intensive varnish: 44 €/m² HT, as in the wizard; never the former 48.
  expect(screen.getAllByText(/^48,40\s€\/m²\sTTC \(44\s€\/m²\sHT, TVA 10\s%\)/)).toHaveLength(2);
  expect(screen.queryByText(/\b48\s€\/m²/)).toBeNull();
  expect(screen.getByText(/^38,50\s€\sTTC \(35\s€\sHT, TVA 10\s%\) par marche/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Tous nos tarifs/ })).toHaveAttribute('href', '/tarifs/');
});

it('shows the four steps, and links to the gallery and the reviews', () => {
  render(<ServicesPage />);
  const steps = screen
    .getByRole('heading', { name: /^Notre méthode en 4\sétapes$/ })
    .closest('section') as HTMLElement;
  expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
  expect(screen.getByRole('link', { name: 'Voir la galerie' })).toHaveAttribute('href', '/gallery/');
  expect(screen.getByRole('link', { name: 'Lire tous les avis clients' })).toHaveAttribute(
    'href',
    '/reviews/',
  );
  expect(document.querySelectorAll('blockquote')).toHaveLength(3);
});

it('records the services page view (sent by the page loader from the static markup); its phone link names its analytics source', () => {
  render(<ServicesPage />);
  // A page of islands runs no React in the browser: the loader reads the markup.
  const page = new AbortController();
  startTracking('', { signal: page.signal });
  page.abort();
  expect(dataLayer()).toContainEqual(
    expect.objectContaining({ event: 'service_page_view', service_name: 'services_overview' }),
  );
  // The page's inline loader sends phone_click with this source (shell/src/loader/tracking.ts).
  expect(screen.getByRole('link', { name: 'Appeler le 03 53 01 24 68' })).toHaveAttribute(
    'data-phone-source',
    'services_cta',
  );
});

it('describes itself as a service with an offer, and a breadcrumb', () => {
  const head = servicesRoute.head(null as never, { params: {}, url: new URL('https://x/services/') });
  const types = head.jsonLd?.map((d) => (d as { '@type': string })['@type']);
  expect(types).toEqual(['Service', 'BreadcrumbList']);
  expect(head.path).toBe('/services/');
});

it('shows three gallery photos in 480/960 px, lazily, from files that exist', () => {
  const { container } = render(<ServicesPage />);
  const pictures = [...container.querySelectorAll('picture')];
  expect(pictures).toHaveLength(3);
  const urls = pictures.flatMap((p) =>
    [...p.querySelectorAll('source, img')].flatMap((el) =>
      (el.getAttribute('srcset') ?? '').split(',').map((c) => c.trim().split(' ')[0]),
    ),
  ) as string[];
  expect(urls).toHaveLength(18);
  expect(urls.every((u) => /-(480|960)\.(avif|webp|jpg)$/.test(u))).toBe(true);
  expect(urls.filter((u) => !existsSync(join(__dirname, '../../../../content', u)))).toEqual([]);
  const photo = screen.getByRole('img', { name: 'Escalier en bois rénové à Sélestat' });
  expect(photo).toHaveAttribute('loading', 'lazy');
  expect(photo).toHaveAttribute('width', '960');
  expect(photo).toHaveAttribute('height', '720');
});
