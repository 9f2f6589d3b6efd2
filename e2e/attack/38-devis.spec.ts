import { expect, test } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { pushBody } from './raw-body';
import {
  asVisitor,
  business,
  postJson,
  quote,
  rawRequest,
  runOutboxOnce,
  sentMails,
  site,
  staffSession,
  visitorKey,
} from './support';

// 38. The devis accepted online (docs/adr-023-devis.md): the customer's page is reached by an
// unguessable token and accepted with a 6-digit code sent by e-mail. A guessed or expired token,
// a guessed code, the link of a version changed since it was sent, and another customer's code
// accept nothing; the tables and the customer's functions are closed to the anon key.

const COMPANY = {
  legal_name: 'Parquet Alsace Rénovation SAS',
  legal_form: 'SAS au capital de 10 000 €',
  email: 'contact@parquet-alsace-renovation.fr',
  siret: '912 345 678 00019',
  rcs: 'RCS Colmar 912 345 678',
  vat_number: 'FR 40 912345678',
  insurer_name: 'Mutuelle des Artisans d’Alsace',
  insurer_policy: 'DEC-2026-4411',
  insurer_area: 'France métropolitaine',
  mediator_name: 'Médiateur de la consommation du bâtiment',
  mediator_address: '10 rue du Médiateur, 75008 Paris',
  mediator_website: 'https://www.mediateur-batiment.fr',
};
type Company = typeof COMPANY;

const CUSTOMER_CLIENT = '127.0.2.38';
const STAFF_CLIENT = '127.0.3.38';

let staff: SupabaseClient;
let before: Partial<Company> = {};

test.beforeAll(async () => {
  const db = await business();
  const { data } = await db.from('company_details').select(Object.keys(COMPANY).join(', ')).single();
  before = (data ?? {}) as Partial<Company>;
  expect((await db.from('company_details').update(COMPANY).eq('id', 'entreprise')).error).toBeNull();
  staff = await staffSession(
    `devis-attaque-${Date.now()}@parquet-alsace.example`,
    'Devis-attaque-2026-robuste',
  );
});

test.afterAll(async () => {
  const db = await business();
  await db.from('company_details').update(before).eq('id', 'entreprise');
});

function content(name: string, email: string) {
  const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  return {
    customerName: name,
    customerEmail: email,
    customerPhone: '06 12 34 56 78',
    worksAddress: '7 rue des Secrets, 68000 Colmar',
    worksNature: 'Ponçage et vitrification du parquet du séjour.',
    homeOlderThanTwoYears: false,
    lines: [
      { description: 'Ponçage et vitrification', quantity: 30, unit: 'm²', unitPriceHt: 42, vatRate: 20 },
    ],
    travelHt: 0,
    travelVatRate: 20,
    start: 'sous 3 semaines',
    duration: '2 jours',
    validUntil,
    paymentTerms: 'Solde à la fin des travaux, par virement.',
    depositPercent: 30,
    free: true,
    devisPriceTtc: 0,
  };
}

interface Sent {
  devisId: string;
  leadId: string;
  token: string;
  number: string;
  email: string;
}

/** A quote request, its devis written and sent by staff: the customer's link. */
async function sentDevis(name: string): Promise<Sent> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}-${Date.now()}@example.fr`;
  const payload = quote({ fullName: name, email });
  const answer = await postJson('/rest/v1/rpc/submit_quote', { payload });
  expect(answer.status).toBe(200);
  const leadId = (await answer.json()) as string;
  const inserted = await asStaff('POST', '/rest/v1/devis?select=id', {
    lead_id: leadId,
    content: content(name, email),
  });
  expect(inserted.status, inserted.body).toBe(201);
  const devisId = (JSON.parse(inserted.body) as { id: string }[])[0]?.id as string;
  const sent = await asStaff('POST', '/rest/v1/rpc/staff_send_devis', { p_devis: devisId });
  expect(sent.status, sent.body).toBe(200);
  const row = (JSON.parse(sent.body) as { number: string; token: string }[])[0] as {
    number: string;
    token: string;
  };
  return { devisId, leadId, token: row.token, number: row.number, email };
}

/**
 * A staff member's REST call from the case's staff address: the staff's writes and the
 * customer's posts each have a write budget of their own, apart from the suite's other clients.
 */
async function asStaff(method: string, path: string, body: unknown) {
  const token = (await staff.auth.getSession()).data.session?.access_token ?? '';
  return rawRequest(site.url, {
    method,
    path,
    localAddress: STAFF_CLIENT,
    headers: {
      apikey: await visitorKey(),
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: JSON.stringify(body),
  });
}

/** Posts the devis page's form as the customer's browser would (no script), from the case's client. */
function post(token: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return rawRequest(site.url, {
    method: 'POST',
    path: `/mon-devis/${token}/`,
    localAddress: CUSTOMER_CLIENT,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The last code mailed to `email`, once the outbox has delivered it. */
async function mailedCode(email: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        await runOutboxOnce();
        const mail = sentMails()
          .filter((m) => m.to.includes(email) && m.subject.startsWith('Code de signature'))
          .at(-1);
        code = /(\d{6})$/.exec(mail?.subject ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 30_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

async function statusOf(devisId: string): Promise<string> {
  const db = await business();
  const { data } = await db.from('devis').select('status').eq('id', devisId).single();
  return (data as { status: string }).status;
}

test.describe('38. The devis accepted online', () => {
  test.setTimeout(120_000);

  test('a guessed or ill-formed token shows, serves and accepts nothing; tables and functions stay closed', async () => {
    for (const token of ['0'.repeat(64), 'f'.repeat(64), 'x', `${'a'.repeat(64)}' or '1'='1`]) {
      const path = `/mon-devis/${encodeURIComponent(token)}/`;
      expect((await fetch(`${site.url}${path}`)).status, token).toBe(404);
      expect((await fetch(`${site.url}${path}devis.pdf`)).status, token).toBe(404);
      const accepted = await post(encodeURIComponent(token), {
        action: 'accepter',
        code: '123456',
        nom: 'Intrus',
      });
      expect(accepted.status, token).toBe(404);
    }
    for (const table of ['devis', 'devis_versions', 'devis_acceptances']) {
      expect((await asVisitor(`/rest/v1/${table}?select=*`)).status, table).toBe(401);
    }
    const { token } = await sentDevis('Camille Fermée');
    for (const [fn, args] of [
      ['devis_by_token', { p_token: token }],
      ['devis_opened', { p_token: token }],
      ['devis_request_code', { p_token: token }],
      ['devis_refuse', { p_token: token, p_reason: '' }],
      [
        'devis_accept',
        {
          p_token: token,
          p_code: '000000',
          p_signer_name: 'Intrus',
          p_vat_certified: false,
          p_early_start: false,
          p_ip: '1.2.3.4',
          p_user_agent: 'x',
          p_pdf_sha256: '0'.repeat(64),
        },
      ],
      ['staff_send_devis', { p_devis: crypto.randomUUID() }],
      ['staff_devis_missing', { p_devis: crypto.randomUUID() }],
      ['enqueue_devis_reminders', {}],
    ] as const) {
      expect((await postJson(`/rest/v1/rpc/${fn}`, args)).status, fn).toBe(401);
    }
  });

  test('a guessed code: five wrong tries end the code, the right one then accepts nothing; codes are rationed', async () => {
    const sent = await sentDevis('Camille Code');
    expect((await post(sent.token, { action: 'code' })).status).toBe(200);
    const code = await mailedCode(sent.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const answer = await post(sent.token, { action: 'accepter', code: wrong, nom: 'Camille Code' });
      expect(answer.status).toBe(422);
    }
    const late = await post(sent.token, { action: 'accepter', code, nom: 'Camille Code' });
    expect(late.status).toBe(422);
    expect(await statusOf(sent.devisId)).toBe('envoye');
    // New codes are rationed per devis: the flood ends on a refusal, never on a code per try.
    let refused = 0;
    for (let i = 0; i < 12 && refused === 0; i++) {
      const answer = await post(sent.token, { action: 'code' });
      if (answer.status === 429) refused++;
      else expect(answer.status).toBe(200);
    }
    expect(refused).toBe(1);
  });

  test('another customer’s code does not accept this devis', async () => {
    const mine = await sentDevis('Camille Mienne');
    const theirs = await sentDevis('Paul Autre');
    expect((await post(theirs.token, { action: 'code' })).status).toBe(200);
    const theirCode = await mailedCode(theirs.email);
    expect((await post(mine.token, { action: 'code' })).status).toBe(200);
    const myCode = await mailedCode(mine.email);
    test.skip(theirCode === myCode, 'the two codes drawn are equal (one chance in a million)');
    const answer = await post(mine.token, { action: 'accepter', code: theirCode, nom: 'Paul Autre' });
    expect(answer.status).toBe(422);
    expect(await statusOf(mine.devisId)).toBe('envoye');
    // Their page shows nothing of mine.
    const page = await (await fetch(`${site.url}/mon-devis/${theirs.token}/`)).text();
    expect(page).not.toContain('Camille Mienne');
    expect(page).not.toContain(mine.number);
  });

  test('a devis changed after sending: the link of the version sent can no longer be accepted', async () => {
    const sent = await sentDevis('Camille Versions');
    expect((await post(sent.token, { action: 'code' })).status).toBe(200);
    const code = await mailedCode(sent.email);
    const changed = content('Camille Versions', sent.email);
    changed.lines[0] = { ...changed.lines[0], unitPriceHt: 48 } as (typeof changed.lines)[number];
    const updated = await asStaff('PATCH', `/rest/v1/devis?id=eq.${sent.devisId}`, { content: changed });
    expect(updated.status, updated.body).toBe(200);
    const page = await fetch(`${site.url}/mon-devis/${sent.token}/`);
    expect(await page.text()).toContain('remplacé par une version plus récente');
    const accepted = await post(sent.token, { action: 'accepter', code, nom: 'Camille Versions' });
    expect(accepted.status).toBe(409);
    const db = await business();
    const { data } = await db.from('devis').select('status, version').eq('id', sent.devisId).single();
    expect(data).toEqual({ status: 'brouillon', version: 2 });
    expect((await db.from('devis_acceptances').select('devis_id').eq('devis_id', sent.devisId)).data).toEqual(
      [],
    );
  });

  test('an expired devis cannot be accepted, and the lead is then lost', async () => {
    const sent = await sentDevis('Camille Expirée');
    expect((await post(sent.token, { action: 'code' })).status).toBe(200);
    const code = await mailedCode(sent.email);
    const db = await business();
    const past = new Date(Date.now() - 60_000).toISOString();
    expect(
      (await db.from('devis_versions').update({ expires_at: past }).eq('devis_id', sent.devisId)).error,
    ).toBeNull();
    const accepted = await post(sent.token, { action: 'accepter', code, nom: 'Camille Expirée' });
    expect(accepted.status).toBe(409);
    expect(accepted.body).toContain('plus valable');
    await db.rpc('enqueue_devis_reminders');
    expect(await statusOf(sent.devisId)).toBe('expire');
    const { data } = await db.from('form_submissions').select('status').eq('id', sent.leadId).single();
    expect(data).toEqual({ status: 'perdu' });
  });

  test('a form from another site is refused, and a posted form is never read past its limit', async () => {
    const sent = await sentDevis('Camille Forgée');
    const forged = await post(
      sent.token,
      { action: 'refuser', raison: '' },
      { Origin: 'https://ailleurs.example' },
    );
    expect(forged.status).toBe(403);
    expect(await statusOf(sent.devisId)).toBe('envoye');
    const outcome = await pushBody(site.url, `/mon-devis/${sent.token}/`, {
      total: 64 * 1024 * 1024,
      chunked: true,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(outcome.closedEarly).toBe(true);
    expect([413, null]).toContain(outcome.status);
  });
});
