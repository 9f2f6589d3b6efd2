/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { DevisContent } from '@parquet-alsace/shared/devis';
import { Hono } from 'hono';
import { DEVIS_MAX_BODY_BYTES, type DevisRow, type DevisState, registerDevisPage } from './devis-page';
import type { DevisSnapshot } from './devis-view';
import { registerRequestGuards } from './request-guards';

const SITE = 'https://www.parquet-alsace.example';
const TOKEN = 'ab'.repeat(32);
const DEVIS_ID = '7c1e0000-0000-4000-8000-000000000042';
const RIGHT_CODE = '123456';

const content = (over: Partial<DevisContent> = {}): DevisContent => ({
  customerName: 'Camille Martin',
  customerEmail: 'camille@example.org',
  customerPhone: '06 12 34 56 78',
  worksAddress: '3 rue du Moulin, 67000 Strasbourg',
  worksNature: 'Ponçage et vitrification du parquet du séjour',
  homeOlderThanTwoYears: true,
  lines: [
    {
      description: 'Ponçage et vitrification mate',
      quantity: 32.5,
      unit: 'm²',
      unitPriceHt: 28,
      vatRate: 10,
    },
    { description: 'Rénovation des marches', quantity: 14, unit: 'marche', unitPriceHt: 65, vatRate: 10 },
  ],
  travelHt: 40,
  travelVatRate: 10,
  start: 'sous 3 semaines',
  duration: '3 jours',
  validUntil: '2027-01-06',
  paymentTerms: 'solde à la fin des travaux, par virement',
  depositPercent: 30,
  free: true,
  devisPriceTtc: 0,
  ...over,
});

const snapshot = (over: Partial<DevisContent> = {}, company: Partial<DevisSnapshot['company']> = {}) => ({
  number: 'DEV-2026-0042',
  version: 2,
  sentAt: '2026-12-07T10:15:00.000Z',
  content: content(over),
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
    mediatorAddress: '4 place de la Médiation, 75008 Paris',
    mediatorWebsite: 'https://mediateur.example',
    ...company,
  },
});

interface Call {
  name: string;
  args: Record<string, unknown>;
}

/** The devis functions as the database answers them, for one devis; `state` starts as given. */
function site(
  options: {
    state?: DevisState;
    snapshot?: DevisSnapshot;
    codesLeft?: number;
    writesLeft?: number;
    /** The storage refuses every upload. */
    storageDown?: boolean;
  } = {},
) {
  let state: DevisState = options.state ?? 'a_signer';
  let codesLeft = options.codesLeft ?? 5;
  let triesLeft = 5;
  let writesLeft = options.writesLeft ?? 100;
  let accepted: {
    accepted_at: string;
    signer_name: string;
    pdf_sha256: string;
    vat_certified: boolean;
    early_start: boolean;
  } | null =
    state === 'accepte'
      ? {
          accepted_at: '2026-12-08T13:05:00Z',
          signer_name: 'Camille Martin',
          pdf_sha256: 'f'.repeat(64),
          vat_certified: true,
          early_start: false,
        }
      : null;
  const calls: Call[] = [];
  const stored = new Map<string, Uint8Array>();
  const rendered: unknown[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const app = new Hono();
  registerRequestGuards(app, {
    isDraining: () => false,
    securityHeaders: {},
    strictPolicy: () => "default-src 'none'; style-src 'unsafe-inline'",
    backendMounted: false,
  });
  registerDevisPage(app, {
    publicUrl: SITE,
    clientAddress: () => '203.0.113.7',
    takeWrite: () => (writesLeft-- > 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: 42 }),
    // A PDF stand-in: the same bytes for the same view, as the real one.
    renderPdf: async (view, acceptance) => {
      rendered.push(acceptance);
      return new TextEncoder().encode(`%PDF-1.3 ${JSON.stringify({ view, acceptance })}`);
    },
    acceptance: async (devisId, version) => (devisId === DEVIS_ID && version === 2 ? accepted : null),
    signedPdfs: {
      put: async (path, pdf) => {
        if (options.storageDown) throw new Error('stockage indisponible');
        stored.set(path, pdf);
      },
      get: async (path) => stored.get(path) ?? null,
    },
    rpc: async (name, args) => {
      calls.push({ name, args });
      const known = args.p_token === TOKEN;
      if (name === 'devis_by_token') {
        if (!known) return json([]);
        const row: DevisRow = {
          devis_id: DEVIS_ID,
          number: 'DEV-2026-0042',
          version: 2,
          state,
          snapshot: options.snapshot ?? snapshot(),
          expires_at: '2027-01-06T22:59:59Z',
          accepted_at: accepted?.accepted_at ?? null,
          signer_name: accepted?.signer_name ?? null,
          pdf_sha256: accepted?.pdf_sha256 ?? null,
        };
        return json([row]);
      }
      if (name === 'devis_opened') return new Response(null, { status: 204 });
      if (name === 'devis_request_code') {
        if (codesLeft-- <= 0)
          return json({ code: 'PT429', message: 'Trop de codes demandés : réessayez dans une heure.' }, 429);
        triesLeft = 5;
        return json([{ sent_to: 'c…@example.org', retry_after_seconds: codesLeft === 0 ? 3000 : 0 }]);
      }
      if (name === 'devis_accept') {
        if (state !== 'a_signer')
          return json({ code: 'PT409', message: 'Ce devis ne peut plus être accepté.' }, 409);
        if (args.p_code !== RIGHT_CODE) {
          triesLeft--;
          return json({ code: 'PT422', message: `Code incorrect : il vous reste ${triesLeft} essais.` }, 422);
        }
        state = 'accepte';
        accepted = {
          accepted_at: '2026-12-08T13:05:00Z',
          signer_name: String(args.p_signer_name),
          pdf_sha256: String(args.p_pdf_sha256),
          vat_certified: args.p_vat_certified === true,
          early_start: args.p_early_start === true,
        };
        return json([{ accepted_at: '2026-12-08T13:05:00+00:00' }]);
      }
      if (name === 'devis_refuse') {
        state = 'refuse';
        return new Response(null, { status: 204 });
      }
      return json({ message: 'inconnu' }, 404);
    },
  });
  return {
    app,
    calls,
    stored,
    rendered,
    setState: (next: DevisState) => (state = next),
    setAcceptedHash: (hash: string) => {
      if (accepted) accepted.pdf_sha256 = hash;
    },
  };
}

const page = (app: Hono, suffix = '') => app.request(`/mon-devis/${TOKEN}/${suffix}`);
const post = (app: Hono, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  app.request(`/mon-devis/${TOKEN}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: SITE,
      'user-agent': 'Mozilla/5.0 (iPhone) Safari/604.1',
      ...headers,
    },
    body: new URLSearchParams(fields),
  });

const sha = (bytes: ArrayBuffer) => createHash('sha256').update(Buffer.from(bytes)).digest('hex');

/** The text with its no-break spaces read as spaces (French typography adds them). */
const plain = (html: string) => html.replace(/[\u00a0\u202f]/g, ' ');
const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => plain(m[1] ?? ''));
const input = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];

test('a devis to sign: its lines and totals in HTML, its PDF, the ticks and the code to ask for', async () => {
  const { app, calls } = site();
  const response = await page(app);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const html = await response.text();
  const text = plain(html);
  expect(text).toContain('<h1>Devis <span>DEV-2026-0042</span></h1>');
  expect(text).toContain('Version 2 · envoyé le 7 décembre 2026 · valable jusqu’au 6 janvier 2027 inclus');
  expect(text).toContain('Ponçage et vitrification mate');
  expect(text).toContain('32,5 m² × 28,00 € HT · TVA 10 %');
  expect(text).toContain('910,00 € HT');
  expect(text).toContain('14 marches × 65,00 € HT');
  expect(text).toContain('1 forfait × 40,00 € HT');
  expect(text).toContain('Frais de déplacement');
  expect(text).toContain('<dt>TVA 10 % sur 1 860,00 € HT</dt><dd>186,00 €</dd>');
  expect(text).toContain('<dt>Total TTC</dt><dd>2 046,00 €</dd>');
  expect(text).toContain('30 % du total TTC à l’acceptation, soit 613,80 €');
  expect(html).toContain(`href="/mon-devis/${TOKEN}/devis.pdf"`);
  expect(input(html, 'tva')).toBeDefined();
  expect(input(html, 'anticipe')).toBeDefined();
  expect(text).toContain('Je demande que les travaux commencent avant la fin du délai de rétractation.');
  expect(buttons(html)).toEqual(['Recevoir le code par e-mail', 'Refuser']);
  expect(input(html, 'code')).toBeUndefined();
  // No script, not indexed, its key not passed on, made for a phone's width.
  expect(html).not.toContain('<script');
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).toContain('<meta name="referrer" content="no-referrer">');
  expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  expect(calls.map((c) => c.name)).toEqual(['devis_by_token', 'devis_opened']);
  // A phone on a slow line: the whole page, styles included, in a few kilobytes.
  expect(gzipSync(html).length).toBeLessThan(5 * 1024);
});

test('the PDF is served inline under the devis number, never stored by a cache', async () => {
  const { app } = site();
  const response = await page(app, 'devis.pdf');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('content-disposition')).toBe('inline; filename="DEV-2026-0042.pdf"');
  expect(new TextDecoder().decode(await response.arrayBuffer())).toMatch(/^%PDF/);
  // The signed one exists only once accepted.
  expect((await page(app, 'devis-signe.pdf')).status).toBe(404);
});

test('ask a code, mistype it, then accept: the proof holds the PDF shown, the address and the browser', async () => {
  const { app, calls, stored } = site();
  const shownPdf = new Uint8Array(await (await page(app, 'devis.pdf')).arrayBuffer());

  // The attestation not ticked: said so, the other tick kept.
  const untick = await post(app, { action: 'code', anticipe: '1' });
  expect(untick.status).toBe(422);
  const untickHtml = await untick.text();
  expect(plain(untickHtml)).toContain('Cochez l’attestation du taux réduit de TVA pour accepter ce devis.');
  expect(input(untickHtml, 'anticipe')).toContain('checked');
  expect(calls.map((c) => c.name)).not.toContain('devis_request_code');

  const asked = await post(app, { action: 'code', tva: '1', anticipe: '1' });
  expect(asked.status).toBe(200);
  const askedHtml = await asked.text();
  expect(plain(askedHtml)).toContain('Un code à 6 chiffres vient d’être envoyé à c…@example.org');
  expect(input(askedHtml, 'code')).toContain('inputmode="numeric"');
  expect(input(askedHtml, 'code')).toContain('autocomplete="one-time-code"');
  expect(input(askedHtml, 'nom')).toBeDefined();
  expect(input(askedHtml, 'tva')).toContain('checked');
  expect(buttons(askedHtml)).toEqual(['Accepter le devis', 'Recevoir un nouveau code', 'Refuser']);

  // A code that is not 6 digits, no name: refused here, what was typed kept.
  const short = await post(app, {
    action: 'accepter',
    tva: '1',
    anticipe: '1',
    code: '12',
    nom: 'Camille Martin',
  });
  expect(short.status).toBe(422);
  const shortHtml = await short.text();
  expect(plain(shortHtml)).toContain('Saisissez le code à 6 chiffres reçu par e-mail.');
  expect(input(shortHtml, 'nom')).toContain('value="Camille Martin"');
  expect(input(shortHtml, 'code')).toContain('value="12"');
  const nameless = await post(app, { action: 'accepter', tva: '1', code: RIGHT_CODE, nom: ' ' });
  expect(plain(await nameless.text())).toContain('Saisissez votre prénom et votre nom.');

  const wrong = await post(app, {
    action: 'accepter',
    tva: '1',
    anticipe: '1',
    code: '654321',
    nom: 'Camille Martin',
  });
  expect(wrong.status).toBe(422);
  const wrongHtml = await wrong.text();
  expect(plain(wrongHtml)).toContain('Code incorrect : il vous reste 4 essais.');
  expect(input(wrongHtml, 'nom')).toContain('value="Camille Martin"');
  expect(input(wrongHtml, 'anticipe')).toContain('checked');

  const done = await post(app, {
    action: 'accepter',
    tva: '1',
    anticipe: '1',
    code: '123 456',
    nom: '  Camille   Martin ',
  });
  expect(done.status).toBe(200);
  const doneHtml = plain(await done.text());
  expect(doneHtml).toContain('<h1>Devis accepté</h1>');
  expect(doneHtml).toContain(
    'accepté le 8 décembre 2026 à 14 h 05 (heure de Paris), au nom de Camille Martin',
  );
  expect(doneHtml).toContain(`href="/mon-devis/${TOKEN}/devis-signe.pdf"`);
  expect(doneHtml).not.toContain('Accepter le devis</button>');

  const accept = calls.filter((c) => c.name === 'devis_accept').at(-1);
  expect(accept?.args).toEqual({
    p_token: TOKEN,
    p_code: RIGHT_CODE,
    p_signer_name: 'Camille Martin',
    p_vat_certified: true,
    p_early_start: true,
    p_ip: '203.0.113.7',
    p_user_agent: 'Mozilla/5.0 (iPhone) Safari/604.1',
    p_pdf_sha256: createHash('sha256').update(shownPdf).digest('hex'),
  });

  // The signed PDF: stored where the mails take it, with the acceptance, and served inline.
  const signed = stored.get(`${DEVIS_ID}/v2-signe.pdf`);
  expect(signed).toBeDefined();
  const signedText = new TextDecoder().decode(signed);
  expect(signedText).toContain('"signerName":"Camille Martin"');
  expect(signedText).toContain('"earlyStart":true');
  expect(signedText).toContain(`"pdfSha256":"${accept?.args.p_pdf_sha256}"`);
  expect(plain(signedText)).toContain('le 8 décembre 2026 à 14 h 05');
  const download = await page(app, 'devis-signe.pdf');
  expect(download.status).toBe(200);
  expect(download.headers.get('content-disposition')).toBe('inline; filename="DEV-2026-0042-signe.pdf"');
  expect(download.headers.get('cache-control')).toBe('no-store');
  expect(new TextDecoder().decode(await download.arrayBuffer())).toBe(signedText);

  // Once accepted, the page says so and a second acceptance is not offered.
  const after = plain(await (await page(app)).text());
  expect(after).toContain('Devis accepté');
  expect(after).toContain('au nom de Camille Martin');
});

test('a signed PDF the storage lost is drawn again from the recorded acceptance: the same file', async () => {
  const { app, stored } = site({ storageDown: true });
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  await post(app, { action: 'code', tva: '1' });
  const done = await post(app, { action: 'accepter', tva: '1', code: RIGHT_CODE, nom: 'Camille Martin' });
  // The acceptance stands though its PDF could not be stored.
  expect(done.status).toBe(200);
  expect(plain(await done.text())).toContain('Devis accepté');
  expect(stored.size).toBe(0);
  expect(logged).toHaveBeenCalledWith('devis DEV-2026-0042 : PDF signé non enregistré', expect.any(Error));
  logged.mockRestore();

  const lost = site({ state: 'accepte' });
  // The PDF accepted was another file (its layout changed since): not drawn again.
  const changed = jest.spyOn(console, 'error').mockImplementation(() => {});
  expect((await lost.app.request(`/mon-devis/${TOKEN}/devis-signe.pdf`)).status).toBe(503);
  expect(changed).toHaveBeenCalledWith('devis DEV-2026-0042 : le PDF redessiné n’est plus celui accepté');
  changed.mockRestore();
  expect(lost.stored.size).toBe(0);
  lost.setAcceptedHash(sha(await (await lost.app.request(`/mon-devis/${TOKEN}/devis.pdf`)).arrayBuffer()));
  const download = await lost.app.request(`/mon-devis/${TOKEN}/devis-signe.pdf`);
  expect(download.status).toBe(200);
  const drawn = new TextDecoder().decode(await download.arrayBuffer());
  expect(drawn).toContain('"signerName":"Camille Martin"');
  expect(drawn).toMatch(/"pdfSha256":"[0-9a-f]{64}"/);
  expect(new TextDecoder().decode(lost.stored.get(`${DEVIS_ID}/v2-signe.pdf`))).toBe(drawn);
});

test('the last code possible says so; one more: 429 with the reason, what was ticked kept', async () => {
  const { app } = site({ codesLeft: 1 });
  const last = await post(app, { action: 'code', tva: '1', anticipe: '1' });
  expect(last.status).toBe(200);
  expect(plain(await last.text())).toContain('un autre pourra être demandé dans 50 min.');
  const response = await post(app, { action: 'code', tva: '1', anticipe: '1' });
  expect(response.status).toBe(429);
  const html = await response.text();
  expect(plain(html)).toContain('Trop de codes demandés : réessayez dans une heure.');
  expect(input(html, 'anticipe')).toContain('checked');
});

test('a devis at the full rate asks for no attestation', async () => {
  const { app, calls } = site({
    snapshot: snapshot({
      lines: [{ description: 'Pose', quantity: 10, unit: 'm²', unitPriceHt: 30, vatRate: 20 }],
      travelHt: 0,
      travelVatRate: 20,
    }),
  });
  const html = await (await page(app)).text();
  expect(input(html, 'tva')).toBeUndefined();
  expect(plain(html)).toContain('Aucuns frais de déplacement.');
  expect((await post(app, { action: 'code' })).status).toBe(200);
  await post(app, { action: 'accepter', code: RIGHT_CODE, nom: 'Camille Martin' });
  expect(calls.find((c) => c.name === 'devis_accept')?.args).toMatchObject({
    p_vat_certified: false,
    p_early_start: false,
  });
});

test('a refusal, with its optional reason, ends on the refused page', async () => {
  const { app, calls } = site();
  const response = await post(app, { action: 'refuser', raison: 'Trop cher pour nous cette année.' });
  expect(response.status).toBe(200);
  expect(plain(await response.text())).toContain('<h1>Devis refusé</h1>');
  expect(calls.find((c) => c.name === 'devis_refuse')?.args).toEqual({
    p_token: TOKEN,
    p_reason: 'Trop cher pour nous cette année.',
  });
  const long = site();
  const tooLong = await post(long.app, { action: 'refuser', raison: 'x'.repeat(1001) });
  expect(tooLong.status).toBe(422);
  expect(await tooLong.text()).toContain('x'.repeat(1001));
});

test.each([
  ['accepte', 'Devis accepté', 'devis-signe.pdf'],
  ['refuse', 'Vous avez refusé ce devis.', 'Voir le devis en PDF'],
  ['expire', 'Ce devis n’est plus valable : il ne peut plus être accepté.', 'Voir le devis en PDF'],
  ['remplace', 'Ce devis a été remplacé par une version plus récente', 'Voir le devis en PDF'],
] as const)('a devis %s cannot be accepted and says why', async (state, says, link) => {
  const { app, calls } = site({ state });
  const response = await page(app);
  expect(response.status).toBe(200);
  const html = plain(await response.text());
  expect(html).toContain(says);
  expect(html).toContain(link);
  expect(html).not.toContain('<form');
  const posted = await post(app, { action: 'accepter', tva: '1', code: RIGHT_CODE, nom: 'Camille Martin' });
  expect(posted.status).toBe(409);
  expect(plain(await posted.text())).toContain(says);
  expect(calls.map((c) => c.name)).not.toContain('devis_accept');
});

test('a devis replaced while its page was open: the acceptance says so', async () => {
  const { app, setState } = site();
  await post(app, { action: 'code', tva: '1' });
  setState('remplace');
  const response = await post(app, { action: 'accepter', tva: '1', code: RIGHT_CODE, nom: 'Camille Martin' });
  expect(response.status).toBe(409);
  expect(plain(await response.text())).toContain('Ce devis a été remplacé par une version plus récente');
});

test('an unknown or ill-formed link is a 404 page; so are its PDFs', async () => {
  const { app } = site();
  for (const path of [
    `/mon-devis/${'0'.repeat(64)}/`,
    '/mon-devis/pas-un-jeton/',
    `/mon-devis/${'0'.repeat(64)}/devis.pdf`,
  ]) {
    const response = await app.request(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(plain(await response.text())).toContain('Devis introuvable');
  }
});

test('forms: another site, an exhausted budget, an unreadable form and an oversized body are refused', async () => {
  const { app, calls } = site({ writesLeft: 2 });
  expect((await post(app, { action: 'refuser' }, { origin: 'https://ailleurs.example' })).status).toBe(403);
  expect((await post(app, { action: 'supprimer' })).status).toBe(400);
  // A body over the bound, declared: refused before it is read, the connection closed.
  const big = new URLSearchParams({ action: 'refuser', raison: 'x'.repeat(DEVIS_MAX_BODY_BYTES) });
  const declared = await post(
    app,
    { action: 'refuser', raison: 'x'.repeat(DEVIS_MAX_BODY_BYTES) },
    {
      'content-length': String(big.toString().length),
    },
  );
  expect(declared.status).toBe(413);
  expect(declared.headers.get('connection')).toBe('close');
  // Streamed without a length: counted as it comes, refused past the bound.
  const streamed = await app.request(`/mon-devis/${TOKEN}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
    body: new ReadableStream({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode(`action=refuser&raison=${'y'.repeat(DEVIS_MAX_BODY_BYTES)}`),
        );
        controller.close();
      },
    }),
    duplex: 'half',
  } as RequestInit);
  expect(streamed.status).toBe(413);
  const limited = await post(app, { action: 'refuser' });
  expect(limited.status).toBe(429);
  expect(limited.headers.get('retry-after')).toBe('42');
  expect(calls.map((c) => c.name)).not.toContain('devis_refuse');
});

test('every text of the snapshot and the signer’s name are inert in the page', async () => {
  const evil = '<script>alert(1)</script><img src=x onerror="alert(2)">';
  const { app } = site({
    snapshot: snapshot(
      {
        customerName: evil,
        worksAddress: evil,
        worksNature: evil,
        start: evil,
        duration: evil,
        paymentTerms: evil,
        lines: [{ description: evil, quantity: 1, unit: 'forfait', unitPriceHt: 100, vatRate: 10 }],
      },
      {
        legalName: evil,
        legalForm: evil,
        address: evil,
        insurerName: evil,
        mediatorName: evil,
        mediatorWebsite: evil,
      },
    ),
  });
  const html = await (await page(app)).text();
  expect(html).not.toContain('<script');
  expect(html).not.toContain('<img');
  expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
  const wrong = await post(app, {
    action: 'accepter',
    tva: '1',
    code: '000000',
    nom: `"><script>x</script>`,
  });
  const wrongHtml = await wrong.text();
  expect(wrongHtml).not.toContain('<script');
  expect(input(wrongHtml, 'nom')).toContain('value="&#34;&#62;&#60;script&#62;x&#60;/script&#62;"');
  const accepted = await post(app, {
    action: 'accepter',
    tva: '1',
    code: RIGHT_CODE,
    nom: `"><script>x</script>`,
  });
  const acceptedHtml = await accepted.text();
  expect(acceptedHtml).toContain('Devis accepté');
  expect(acceptedHtml).not.toContain('<script');
});
