/**
 * @jest-environment node
 */
import type { QuotePayload } from '@parquet-alsace/shared/quote';
import { Hono } from 'hono';
import { PLAIN_QUOTE_DONE_PATH, plainRequestId, registerPlainQuote } from './plain-quote';

const SITE = 'https://devis.parquet-alsace.fr';
const SECRET = 'cle-de-test-des-demandes-sans-script-0123456789';

function site(formIdSecret = SECRET) {
  const stored = new Map<string, QuotePayload>();
  const app = new Hono();
  registerPlainQuote(app, {
    publicUrl: SITE,
    formIdSecret,
    // The database's rule: one request id is stored (and notified) once.
    submit: async (payload) => {
      if (!stored.has(payload.requestId)) stored.set(payload.requestId, payload);
      return new Response('"ok"', { status: 200 });
    },
  });
  return { app, stored };
}

const form = (sendCopy: boolean) =>
  new URLSearchParams({
    surface: '60',
    propertyType: 'maison',
    finition: 'huileEnvironnement',
    fullName: 'Paul Sans Script',
    phone: '06 12 34 56 78',
    phoneCountry: 'FR',
    email: 'paul@example.fr',
    postalCode: '67000',
    acceptTerms: 'oui',
    ...(sendCopy ? { sendCopy: 'oui' } : {}),
  });

const post = (app: Hono, body: URLSearchParams) =>
  app.request('/devis/', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
    body,
  });

test('a stored form answers 303 to a confirmation page; the same form again stores nothing more', async () => {
  const { app, stored } = site();
  const first = await post(app, form(false));
  expect(first.status).toBe(303);
  expect(first.headers.get('location')).toBe(PLAIN_QUOTE_DONE_PATH);
  // The browser's « resend », a second click: the same request id, a no-op in the database.
  const again = await post(app, form(false));
  expect(again.status).toBe(303);
  expect(stored.size).toBe(1);
  // Another request is another id.
  await post(app, new URLSearchParams({ ...Object.fromEntries(form(false)), surface: '80' }));
  expect(stored.size).toBe(2);
});

test('the confirmation page, reloaded at will, says only what will happen', async () => {
  const { app, stored } = site();
  const withoutCopy = await (await app.request(PLAIN_QUOTE_DONE_PATH)).text();
  expect(withoutCopy).toContain('Merci, votre demande est enregistrée');
  expect(withoutCopy).toMatch(/Nous vous répondons sous 24\u00a0h\./);
  expect(withoutCopy).not.toMatch(/e-mail|24 à 48/i);
  const location = (await post(app, form(true))).headers.get('location') ?? '';
  const withCopy = await (await app.request(location)).text();
  expect(withCopy).toContain('Une copie de votre demande vous est envoyée par e-mail.');
  // Reading the page stores nothing.
  expect(stored.size).toBe(1);
});

test('the answer leads to the page where the technical visit is chosen, by its key only', async () => {
  const key = 'ab'.repeat(32);
  const app = new Hono();
  registerPlainQuote(app, {
    publicUrl: SITE,
    formIdSecret: SECRET,
    submit: async () => new Response('"ok"', { status: 200 }),
    visitLink: async () => key,
  });
  const location = (await post(app, form(false))).headers.get('location') ?? '';
  expect(location).toBe(`${PLAIN_QUOTE_DONE_PATH}?visite=${key}`);
  const page = await (await app.request(location)).text();
  expect(page).toContain(
    `<a class="phone" href="/visite/${key}/">Choisissez le créneau de la visite technique</a>`,
  );
  // Anything else in the address is not a key: no link is made of it.
  const forged = await (await app.request(`${PLAIN_QUOTE_DONE_PATH}?visite=%22%3E%3Cscript%3E`)).text();
  expect(forged).not.toContain('/visite/');
  expect(forged).not.toContain('<script>');
});

test('the request id of a form cannot be computed from its content: it needs the server’s secret', async () => {
  const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const ids = async (secret: string) => {
    const { app, stored } = site(secret);
    await post(app, form(false));
    return [...stored.keys()];
  };
  const [first] = await ids(SECRET);
  const [elsewhere] = await ids('une-autre-cle-de-serveur-tout-aussi-longue');
  // The same content under another key (an attacker's guess of the key included): another id.
  expect(first).toMatch(uuidV4);
  expect(elsewhere).toMatch(uuidV4);
  expect(elsewhere).not.toBe(first);
  // Same key, same content, same day: the same id, so a re-post is stored once (the test above).
  expect(await ids(SECRET)).toEqual([first]);
  // The next day, the same form is a new request.
  const { app, stored } = site();
  await post(app, form(false));
  const [payload] = [...stored.values()];
  if (!payload) throw new Error('aucune demande enregistrée');
  const { requestId, ...content } = payload;
  const today = new Date();
  expect(plainRequestId(content, SECRET, today)).toBe(requestId);
  expect(plainRequestId(content, SECRET, new Date(today.getTime() + 86_400_000))).not.toBe(requestId);
  // A missing or short key is refused rather than giving guessable ids.
  expect(() => plainRequestId(content, '')).toThrow();
});
