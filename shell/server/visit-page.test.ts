/**
 * @jest-environment node
 */
import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import ICAL from 'ical.js';
import { registerVisitPage, slotLabel } from './visit-page';

const SITE = 'https://www.parquet-alsace.example';
const TOKEN = 'cd'.repeat(32);
const REQUEST = '6f0c6a62-0000-4000-8000-000000000001';

/** The visit functions as the database answers them, for one visitor; `taken` slots lose the race. */
function site(
  options: {
    taken?: string[];
    /** The client's write budget is spent. */
    overBudget?: boolean;
    /** Every visit function answers 429. */
    rateLimited?: boolean;
    /** A visit already booked, in the past. */
    past?: boolean;
  } = {},
) {
  const slots = [
    { starts_at: '2026-12-15T08:00:00+00:00', ends_at: '2026-12-15T09:00:00+00:00' },
    { starts_at: '2026-12-15T09:30:00+00:00', ends_at: '2026-12-15T10:30:00+00:00' },
    { starts_at: '2026-12-16T08:00:00+00:00', ends_at: '2026-12-16T09:00:00+00:00' },
  ];
  let visit: { starts_at: string; ends_at: string; status: string; sequence: number } | null = options.past
    ? {
        starts_at: '2026-01-05T08:00:00+00:00',
        ends_at: '2026-01-05T09:00:00+00:00',
        status: 'booked',
        sequence: 0,
      }
    : null;
  const calls: string[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const app = new Hono();
  registerVisitPage(app, {
    publicUrl: SITE,
    takeWrite: () => (options.overBudget ? { allowed: false, retryAfterSeconds: 42 } : { allowed: true }),
    rpc: async (name, args) => {
      calls.push(name);
      if (options.rateLimited) {
        return json({ code: 'PGRST429', message: 'Trop de requêtes' }, 429);
      }
      if (name === 'visit_by_token') {
        if (args.p_token !== TOKEN) return json([]);
        return json([
          {
            request_id: REQUEST,
            visit_id: visit ? '0d7b0000-0000-4000-8000-000000000001' : null,
            status: visit?.status ?? null,
            starts_at: visit?.starts_at ?? null,
            ends_at: visit?.ends_at ?? null,
            label: visit ? slotLabel(visit) : null,
            sequence: visit?.sequence ?? null,
            can_change: !options.past,
          },
        ]);
      }
      if (name === 'available_visit_slots') return json(slots);
      if (name === 'book_visit') {
        const slot = slots.find((s) => Date.parse(s.starts_at) === Date.parse(String(args.p_starts_at)));
        if (!slot || options.taken?.includes(slot.starts_at)) {
          slots.splice(slots.indexOf(slot as (typeof slots)[number]), 1);
          return json(
            { code: 'PT409', message: 'Ce créneau vient d’être réservé : choisissez-en un autre.' },
            409,
          );
        }
        visit = { ...slot, status: 'booked', sequence: visit ? visit.sequence + 1 : 0 };
        return json([{}]);
      }
      if (name === 'cancel_visit_by_token') {
        if (visit?.status !== 'booked')
          return json({ code: 'PT404', message: 'Aucune visite à annuler.' }, 404);
        visit = { ...visit, status: 'cancelled', sequence: visit.sequence + 1 };
        return new Response(null, { status: 204 });
      }
      return json({ message: 'inconnu' }, 404);
    },
  });
  return { app, calls };
}

const post = (app: Hono, fields: Record<string, string>, origin = SITE) =>
  app.request(`/visite/${TOKEN}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(fields),
  });

/** The text with its no-break spaces read as spaces (French typography adds them before « : »). */
const plain = (html: string) => html.replace(/[\u00a0\u202f]/g, ' ');
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);

test('the slots are buttons of a posted form with their French date and time, and the ways out', async () => {
  const { app } = site();
  const response = await app.request(`/visite/${TOKEN}/`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const html = await response.text();
  expect(html).toContain('Choisissez le créneau de la visite technique');
  expect(buttons(html)).toEqual([
    'mardi 15\u00a0décembre, 9\u00a0h\u00a000\u00a0– 10\u00a0h\u00a000',
    'mardi 15\u00a0décembre, 10\u00a0h\u00a030\u00a0– 11\u00a0h\u00a030',
    'mercredi 16\u00a0décembre, 9\u00a0h\u00a000\u00a0– 10\u00a0h\u00a000',
  ]);
  expect(html).toContain('<form method="post">');
  expect(html).toContain('Aucun créneau ne me convient');
  expect(html).not.toContain('<script');
  // Its address holds the key: a link followed from it does not pass it on, and it is not indexed.
  expect(html).toContain('<meta name="referrer" content="no-referrer">');
  expect(html).toContain('<meta name="robots" content="noindex">');
  // A phone on a slow line: the whole page, styles included, in a few kilobytes.
  expect(gzipSync(html).length).toBeLessThan(4096);
});

test('one tap chooses, a second confirms; the page then gives the calendar and the change', async () => {
  const { app, calls } = site();
  const chosen = await post(app, { action: 'choisir', creneau: '2026-12-15T08:00:00+00:00' });
  const confirm = await chosen.text();
  expect(buttons(confirm)).toEqual(['Confirmer la visite']);
  expect(calls).not.toContain('book_visit');
  const booked = await post(app, { action: 'confirmer', creneau: '2026-12-15T08:00:00+00:00' });
  expect(booked.status).toBe(303);
  expect(booked.headers.get('location')).toBe(`/visite/${TOKEN}/?confirmee=1`);
  const done = await (await app.request(`/visite/${TOKEN}/?confirmee=1`)).text();
  expect(done).toContain('Votre visite est confirmée.');
  expect(done).toContain('Ajouter à mon agenda');
  expect(done).toContain('Changer de créneau');
  expect(buttons(done)).toEqual(['Annuler la visite']);

  const ics = await app.request(`/visite/${TOKEN}/visite.ics`);
  expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const event = new ICAL.Event(
    new ICAL.Component(ICAL.parse(await ics.text())).getFirstSubcomponent('vevent') as ICAL.Component,
  );
  expect(event.uid).toBe('visite-0d7b0000-0000-4000-8000-000000000001@parquet-alsace-renovation');
  expect(event.startDate.toString()).toBe('2026-12-15T09:00:00');

  const cancelled = await post(app, { action: 'annuler' });
  expect(plain(await cancelled.text())).toContain(
    'Votre visite technique est annulée ; un e-mail vous le confirme.',
  );
  // Sent again (a second tap: the browser shows the last answer), the same answer.
  const again = await post(app, { action: 'annuler' });
  expect(again.status).toBe(200);
  expect(plain(await again.text())).toContain(
    'Votre visite technique est annulée ; un e-mail vous le confirme.',
  );
});

test('a client over its write budget is answered 429 in French before its form is read', async () => {
  const { app, calls } = site({ overBudget: true });
  const refused = await post(app, { action: 'confirmer', creneau: '2026-12-15T08:00:00+00:00' });
  expect(refused.status).toBe(429);
  expect(refused.headers.get('retry-after')).toBe('42');
  expect(plain(await refused.text())).toContain(
    'Trop de demandes depuis votre connexion : réessayez dans une minute.',
  );
  expect(calls).toEqual([]);
});

test('a visit function refusing the client for its rate says so, not that the request is too old', async () => {
  const { app } = site({ rateLimited: true });
  for (const response of [
    await app.request(`/visite/${TOKEN}/`),
    await post(app, { action: 'choisir', creneau: '2026-12-15T08:00:00+00:00' }),
  ]) {
    expect(response.status).toBe(429);
    const html = plain(await response.text());
    expect(html).toContain('Trop de demandes');
    expect(html).not.toContain('trop ancienne');
  }
});

test('a visit that has taken place says so, not that it is today', async () => {
  const { app } = site({ past: true });
  const html = plain(await (await app.request(`/visite/${TOKEN}/`)).text());
  expect(html).toContain('Cette visite a eu lieu.');
  expect(html).not.toContain('a lieu aujourd’hui');
});

test('a visitor who lost the race is told so and shown the next slots', async () => {
  const { app } = site({ taken: ['2026-12-15T08:00:00+00:00'] });
  const lost = await post(app, { action: 'confirmer', creneau: '2026-12-15T08:00:00+00:00' });
  expect(lost.status).toBe(409);
  const html = await lost.text();
  expect(plain(html)).toContain('Ce créneau vient d’être réservé : choisissez-en un autre.');
  expect(buttons(html)).toEqual([
    'mardi 15\u00a0décembre, 10\u00a0h\u00a030\u00a0– 11\u00a0h\u00a030',
    'mercredi 16\u00a0décembre, 9\u00a0h\u00a000\u00a0– 10\u00a0h\u00a000',
  ]);
});

test('an unknown key, another site’s form and a malformed form are refused', async () => {
  const { app, calls } = site();
  expect((await app.request(`/visite/${'0'.repeat(64)}/`)).status).toBe(404);
  expect((await app.request('/visite/pas-une-cle/')).status).toBe(404);
  expect((await post(app, { action: 'annuler' }, 'https://ailleurs.example')).status).toBe(403);
  expect((await post(app, { action: 'supprimer' })).status).toBe(400);
  expect((await post(app, { action: 'confirmer', creneau: 'demain' })).status).toBe(400);
  expect(calls).not.toContain('cancel_visit_by_token');
});
