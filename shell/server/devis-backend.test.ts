/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Backend as EmbeddedBackend } from '@parquet-alsace/backend';
import { devisBackend, renderDevisInChildProcess } from './devis-backend';
import { devisView } from './devis-view';

const snapshot = {
  number: 'DEV-2026-0007',
  version: 1,
  sentAt: '2026-12-01T08:30:00.000Z',
  content: {
    customerName: 'Léa Schmitt',
    customerEmail: 'lea@example.org',
    customerPhone: '',
    worksAddress: '8 rue des Vignes, 68000 Colmar',
    worksNature: 'Huilage du parquet de la chambre',
    homeOlderThanTwoYears: true,
    lines: [
      {
        description: 'Ponçage et huilage',
        quantity: 12.25,
        unit: 'm²' as const,
        unitPriceHt: 31.5,
        vatRate: 10,
      },
    ],
    travelHt: 0,
    travelVatRate: 10,
    start: 'le 4 janvier 2027',
    duration: '1 jour',
    validUntil: '2027-01-01',
    paymentTerms: 'à la fin des travaux',
    depositPercent: 0,
    free: false,
    devisPriceTtc: 50,
  },
  company: {
    legalName: 'Parquet Alsace Rénovation SARL',
    legalForm: 'SARL au capital de 10 000 €',
    brand: 'Parquet Alsace Rénovation',
    address: '12 rue des Artisans, 68420 Herrlisheim-près-Colmar',
    siret: '123 456 789 00012',
    rcs: 'RCS Colmar 123 456 789',
    vatNumber: 'FR12123456789',
    phone: '03 53 01 24 68',
    email: 'contact@parquet-alsace.example',
    insurerName: 'Mutuelle du Bâtiment',
    insurerPolicy: 'DEC-778899',
    insurerArea: 'France métropolitaine',
    mediatorName: 'Médiateur du bâtiment',
    mediatorAddress: '',
    mediatorWebsite: 'https://mediateur.example',
  },
};

test('the view of a version sent, rendered in a child process: the same bytes each time, read back', async () => {
  const render = renderDevisInChildProcess();
  const view = devisView(snapshot);
  const [a, b] = await Promise.all([render(view, null), render(view, null)]);
  expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  const dir = mkdtempSync(join(tmpdir(), 'devis-'));
  try {
    writeFileSync(join(dir, 'devis.pdf'), a);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'devis.pdf'), '-'])
      .toString()
      .replace(/\s+/g, ' ');
    expect(text).toContain('Devis DEV-2026-0007');
    expect(text).toContain('Version 1 · établi le 1er décembre 2026');
    expect(text).toContain('Léa Schmitt');
    expect(text).toContain('12,25');
    expect(text).toContain('385,88 €');
    expect(text).toContain('Total TTC : 424,47 €');
    expect(text).toContain('Prix du devis : devis payant, 50,00 € TTC');
    expect(text).toContain('Acompte : aucun acompte');
    expect(text).toContain('Frais de déplacement : aucun.');
    expect(text).toContain('devis valable jusqu’au 1er janvier 2027 inclus');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the devis functions and the signed PDFs are reached with the service key', async () => {
  const seen: Request[] = [];
  const stored = new Map<string, ArrayBuffer>();
  const backend = {
    fetch: async (request: Request) => {
      seen.push(request.clone());
      const url = new URL(request.url);
      if (url.pathname.startsWith('/storage/v1/object/devis/')) {
        if (request.method === 'POST') {
          stored.set(url.pathname, await request.arrayBuffer());
          return new Response('{}', { status: 200 });
        }
        const file = stored.get(url.pathname);
        return file ? new Response(file) : new Response('{}', { status: 400 });
      }
      return Response.json([]);
    },
  } as unknown as EmbeddedBackend;
  const access = devisBackend({
    backend,
    publicUrl: 'https://www.parquet-alsace.example',
    supabaseUrl: '',
    serviceKey: 'service-key',
  });
  await access.rpc('devis_by_token', { p_token: 'ab' });
  const call = seen[0] as Request;
  expect(call.url).toBe('https://www.parquet-alsace.example/rest/v1/rpc/devis_by_token');
  expect(call.headers.get('authorization')).toBe('Bearer service-key');
  expect(call.headers.get('apikey')).toBe('service-key');
  expect(await call.json()).toEqual({ p_token: 'ab' });

  expect(await access.signedPdfs.get('d1/v1-signe.pdf')).toBeNull();
  await access.signedPdfs.put('d1/v1-signe.pdf', new TextEncoder().encode('%PDF signé'));
  const upload = seen.find((r) => r.method === 'POST' && r.url.includes('/storage/')) as Request;
  expect(upload.url).toBe('https://www.parquet-alsace.example/storage/v1/object/devis/d1/v1-signe.pdf');
  expect(upload.headers.get('x-upsert')).toBe('true');
  expect(upload.headers.get('content-type')).toBe('application/pdf');
  expect(new TextDecoder().decode((await access.signedPdfs.get('d1/v1-signe.pdf')) ?? undefined)).toBe(
    '%PDF signé',
  );

  // Without a service key (a hosted project not configured for it): unavailable, never anonymous.
  const none = devisBackend({ backend, publicUrl: 'https://x.example', supabaseUrl: '', serviceKey: '' });
  expect((await none.rpc('devis_by_token', {})).status).toBe(503);
});
