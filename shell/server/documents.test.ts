/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPANY_DETAILS_COLUMNS, type CompanyDetailsRow, setCompanyDetails } from '@parquet-alsace/shared';
import { Hono } from 'hono';
import { type DocumentCompany, registerDocumentRoutes, renderInChildProcess } from './documents';

const root = join(__dirname, '..', '..');
const SHEET = 'fiche-grains-abrasifs-poncage';
const seed = JSON.parse(readFileSync(join(root, 'content', 'company-seed.json'), 'utf8')) as DocumentCompany;

const empty = Object.fromEntries(
  COMPANY_DETAILS_COLUMNS.split(', ').map((column) => [column, '']),
) as unknown as CompanyDetailsRow;
/** The seed's details as the database holds them (supabase/migrations, company_details). */
const seeded: CompanyDetailsRow = {
  ...empty,
  phone: seed.phone,
  whatsapp: seed.whatsapp,
  email: seed.email,
  head_office_street: '12 rue des Artisans',
  head_office_postal_code: '68420',
  head_office_city: 'Herrlisheim-près-Colmar',
  agencies: seed.agencies.map((agency) => {
    const [street = '', town = ''] = agency.address.split(', ');
    const [postalCode = '', ...locality] = town.split(' ');
    return {
      label: agency.label,
      city: agency.city,
      street,
      postalCode,
      locality: locality.join(' '),
      phone: agency.phone,
    };
  }),
  opening_days: 'Du lundi au vendredi',
  opens: '08:00',
  closes: '18:00',
  publication_director: 'Marc Hoffmann',
  main_site_url: 'https://www.parquet-alsace.example',
};

let cacheDir: string;
const rendered: { slug: string; company: DocumentCompany }[] = [];
let release: () => void = () => {};

/** Lets the rendering under way finish, once it has started (no fixed wait). */
async function finishRendering(count: number) {
  while (rendered.length < count) await new Promise((resolve) => setImmediate(resolve));
  release();
}

function server() {
  const app = new Hono();
  registerDocumentRoutes(app, {
    root,
    cacheDir,
    currentDetails: async () => {},
    render: async (slug, company, out) => {
      rendered.push({ slug, company });
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      writeFileSync(out, `%PDF ${company.phone}`);
    },
  });
  app.get('/media/*', (c) => c.text('fichier statique'));
  return app;
}

beforeEach(() => {
  cacheDir = mkdtempSync(join(tmpdir(), 'documents-'));
  rendered.length = 0;
});
afterEach(() => {
  setCompanyDetails(null);
  rmSync(cacheDir, { recursive: true, force: true });
});

test('with the seed’s details, the committed file is left to the static files, nothing rendered', async () => {
  setCompanyDetails(seeded);
  const response = await server().request(`/media/documents/${SHEET}.pdf`);
  expect(await response.text()).toBe('fichier statique');
  expect(rendered).toEqual([]);
});

test('changed details: rendered once for simultaneous requests, then served from the cache until they change', async () => {
  setCompanyDetails({ ...seeded, phone: '03 89 00 11 22' });
  const app = server();
  const first = Promise.all([1, 2, 3].map(() => app.request(`/media/documents/${SHEET}.pdf`)));
  await finishRendering(1);
  const responses = await first;
  expect(await Promise.all(responses.map((r) => r.text()))).toEqual(Array(3).fill('%PDF 03 89 00 11 22'));
  expect(rendered).toHaveLength(1);
  expect(rendered[0]).toMatchObject({ slug: SHEET, company: { phone: '03 89 00 11 22' } });
  expect(rendered[0]?.company.agencies).toHaveLength(4);

  const again = await app.request(`/media/documents/${SHEET}.pdf`);
  expect(await again.text()).toBe('%PDF 03 89 00 11 22');
  expect(rendered).toHaveLength(1);
  const etag = again.headers.get('etag') as string;
  expect(again.headers.get('cache-control')).toBe('no-cache');
  expect(
    (await app.request(`/media/documents/${SHEET}.pdf`, { headers: { 'If-None-Match': etag } })).status,
  ).toBe(304);

  const part = await app.request(`/media/documents/${SHEET}.pdf`, { headers: { Range: 'bytes=5-9' } });
  expect(part.status).toBe(206);
  expect(part.headers.get('content-range')).toBe('bytes 5-9/19');
  expect(await part.text()).toBe('03 89');

  setCompanyDetails({ ...seeded, phone: '03 89 00 11 33' });
  const changed = app.request(`/media/documents/${SHEET}.pdf`);
  await finishRendering(2);
  const response = await changed;
  expect(await response.text()).toBe('%PDF 03 89 00 11 33');
  expect(response.headers.get('etag')).not.toBe(etag);
});

test('a document that is not generated, or a name outside the list, is left to the static files', async () => {
  setCompanyDetails({ ...seeded, phone: '03 89 00 11 22' });
  const app = server();
  for (const path of [
    '/media/documents/autre.pdf',
    '/media/documents/..%2Fsecret.pdf',
    '/media/documents/x.txt',
  ]) {
    expect(await (await app.request(path)).text()).toBe('fichier statique');
  }
  expect(rendered).toEqual([]);
});

test('the content package renders a document in a child process, and refuses one it does not know', async () => {
  const render = renderInChildProcess();
  const out = join(cacheDir, `${SHEET}.pdf`);
  await render(SHEET, { ...seed, phone: '03 89 00 11 22' }, out);
  expect(readFileSync(out).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(render('inconnu', seed, join(cacheDir, 'inconnu.pdf'))).rejects.toThrow(/Document inconnu/);
});
