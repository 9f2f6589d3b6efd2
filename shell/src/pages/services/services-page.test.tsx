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
  expect(screen.getByText(/^42 €\/m² HT/)).toBeInTheDocument();
  // Oil and intensive varnish: 44 €/m², as in the wizard; never the former 48.
  expect(screen.getAllByText(/^44 €\/m² HT/)).toHaveLength(2);
  expect(screen.queryByText(/48 €\/m²/)).toBeNull();
  expect(screen.getByText(/^35 € HT par marche/)).toBeInTheDocument();
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
