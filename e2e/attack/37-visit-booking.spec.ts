import { expect, test } from '@playwright/test';
import { pushBody } from './raw-body';
import { asVisitor, business, postJson, postJsonAnsweredFrom, quote, site } from './support';

// 37. Technical visits (docs/adr-022-visit-booking.md): anon may list the slots and book with a
// quote request's id, and change or cancel with the key of the visitor's link. Neither may be
// guessed into another visitor's request or visit, the visit page shows nothing personal, and
// a flood of bookings neither holds more than one slot per request nor outlasts the client's
// write budget.

const CLIENT = '127.0.2.37';

interface Slot {
  starts_at: string;
  ends_at: string;
}

async function sentQuote(name = 'Camille Visite'): Promise<{ requestId: string; leadId: string }> {
  const payload = quote({ fullName: name, streetName: 'rue des Secrets', streetNumber: '7' });
  const answer = await postJson('/rest/v1/rpc/submit_quote', { payload });
  expect(answer.status).toBe(200);
  return { requestId: payload.requestId as string, leadId: (await answer.json()) as string };
}

async function slotsOf(requestId: string): Promise<Slot[]> {
  const answer = await postJson('/rest/v1/rpc/available_visit_slots', { p_request_id: requestId });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Slot[];
}

test.describe('37. Technical visits', () => {
  test.setTimeout(90_000);

  test('a guessed request id or link key reads and books nothing; the tables stay closed', async () => {
    const guessed = crypto.randomUUID();
    const slots = await postJson('/rest/v1/rpc/available_visit_slots', { p_request_id: guessed });
    expect(slots.status).toBe(404);
    expect(((await slots.json()) as { message: string }).message).toMatch(/^Demande de devis introuvable/);
    const { requestId } = await sentQuote();
    const [slot] = await slotsOf(requestId);
    const booked = await postJson('/rest/v1/rpc/book_visit', {
      p_request_id: guessed,
      p_starts_at: slot?.starts_at,
    });
    expect(booked.status).toBe(404);
    expect((await postJson('/rest/v1/rpc/visit_link', { p_request_id: guessed })).status).toBe(404);
    // Nor a guessed key of a visitor's link.
    for (const token of ['0'.repeat(64), 'x', `${'a'.repeat(64)}' or '1'='1`]) {
      const found = await postJson('/rest/v1/rpc/visit_by_token', { p_token: token });
      expect(await found.json()).toEqual([]);
      expect((await postJson('/rest/v1/rpc/cancel_visit_by_token', { p_token: token })).status).toBe(404);
    }
    for (const table of ['visits', 'visit_settings', 'visit_hours', 'visit_closures']) {
      expect((await asVisitor(`/rest/v1/${table}?select=*`)).status).toBe(401);
    }
    const lead = crypto.randomUUID();
    for (const [fn, args] of [
      ['staff_book_visit', { p_lead_id: lead, p_starts_at: slot?.starts_at }],
      ['staff_cancel_visit', { p_lead_id: lead }],
      ['staff_visit_slots', { p_lead_id: lead }],
      ['enqueue_visit_reminders', {}],
    ] as const) {
      expect((await postJson(`/rest/v1/rpc/${fn}`, args)).status, fn).toBe(401);
    }
    const page = await fetch(`${site.url}/visite/${'0'.repeat(64)}/`);
    expect(page.status).toBe(404);
  });

  test('the visit page of a real link shows no name, address or other personal data', async () => {
    const { requestId, leadId } = await sentQuote('Camille Secrète');
    const [slot] = await slotsOf(requestId);
    const booked = await postJson('/rest/v1/rpc/book_visit', {
      p_request_id: requestId,
      p_starts_at: slot?.starts_at,
    });
    expect(booked.status).toBe(200);
    const token = ((await booked.json()) as { manage_token: string }[])[0]?.manage_token as string;
    const page = await (await fetch(`${site.url}/visite/${token}/`)).text();
    expect(page).toContain('Votre visite technique');
    for (const secret of [
      'Secrète',
      'Secrets',
      'camille.martin',
      '06 12 34 56 78',
      '+33612345678',
      requestId,
      leadId,
    ]) {
      expect(page).not.toContain(secret);
    }
    // A post from another site is refused before anything is read.
    const forged = await fetch(`${site.url}/visite/${token}/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://ailleurs.example' },
      body: 'action=annuler',
    });
    expect(forged.status).toBe(403);
    const db = await business();
    const { data } = await db.from('visits').select('status').eq('lead_id', leadId);
    expect(data).toEqual([{ status: 'booked' }]);
  });

  test('a form posted to a visit page is never read past 1 KB', async () => {
    const outcome = await pushBody(site.url, `/visite/${'a'.repeat(64)}/`, {
      total: 64 * 1024 * 1024,
      chunked: true,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(outcome.closedEarly).toBe(true);
    expect([413, null]).toContain(outcome.status);
  });

  test('a booking flood holds one slot per request and ends at the client’s write budget', async () => {
    const { requestId, leadId } = await sentQuote('Camille Rafale');
    const slots = await slotsOf(requestId);
    let refused = 0;
    let booked = 0;
    for (let i = 0; i < 80 && refused === 0; i++) {
      const slot = slots[i % Math.min(slots.length, 10)] as Slot;
      const answer = await postJsonAnsweredFrom(CLIENT, '/rest/v1/rpc/book_visit', {
        p_request_id: requestId,
        p_starts_at: slot.starts_at,
      });
      if (answer.status === 429) refused++;
      else {
        expect(answer.status).toBe(200);
        booked++;
      }
    }
    expect(refused).toBe(1);
    expect(booked).toBeGreaterThan(1);
    const db = await business();
    const { data } = await db.from('visits').select('id, status').eq('lead_id', leadId);
    // Each booking moved the same visit: one row, one slot held.
    expect(data).toHaveLength(1);
    expect(data?.[0]?.status).toBe('booked');
  });
});
