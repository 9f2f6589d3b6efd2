import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import {
  addStaffMember,
  business,
  postJson,
  rawRequest,
  sentMails,
  site,
  visitorClient,
  visitorKey,
} from './support';

// 27. Staff accounts (/auth/v1, docs/adr-007-auth-subset.md, docs/threat-model.md « Auth »):
// a six-digit code is reached only with its address and is void after 5 wrong guesses, whatever
// the form (e-mail + code, token_hash, GET /verify without key) or the client; /otp answers a
// known address as fast as an unknown one; an attacker elsewhere locks no member out of the
// password or of a link already sent; staff rights end with their session; weak and over-long
// passwords are refused and a change asks for the current one.

const PASSWORD = 'attaque-comptes-2026';

const browser = () => visitorClient();

const staffMember = (email: string, password: string | null = PASSWORD) => addStaffMember(email, password);

/** An Auth call from another loopback address (another client, as an attacker with many). */
async function authFrom(
  localAddress: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const key = await visitorKey();
  const answer = await rawRequest(site.url, {
    method: 'POST',
    path,
    localAddress,
    headers: { apikey: key, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(answer.body) as Record<string, unknown>;
  } catch {
    // not JSON
  }
  return { status: answer.status, json };
}

const passwordFrom = (address: string, email: string, password: string) =>
  authFrom(address, '/auth/v1/token?grant_type=password', { email, password });

/** The n-th sign-in e-mail sent to `email` (waits for it): its code and link. */
async function signInMail(email: string, index: number): Promise<{ code: string; link: string }> {
  let text = '';
  await expect
    .poll(
      () => {
        text = sentMails().filter((mail) => mail.to.includes(email))[index]?.text ?? '';
        return text !== '';
      },
      { message: `sign-in e-mail ${index + 1} to ${email}`, timeout: 20_000 },
    )
    .toBe(true);
  const written = /(https?:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(text)?.[1] as string;
  return {
    code: /Ou saisissez ce code : (\d{6})/.exec(text)?.[1] as string,
    link: `${site.url}${new URL(written).pathname}${new URL(written).search}`,
  };
}

const otherCode = (code: string, n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

/** What a bearer token reads of the leads. */
async function leadsWith(token: string): Promise<number> {
  const response = await fetch(`${site.url}/rest/v1/form_submissions?select=id`, {
    headers: { apikey: await visitorKey(), Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as unknown[]).length;
}

async function aLead(): Promise<void> {
  const response = await postJson('/rest/v1/rpc/submit_quote', {
    payload: {
      requestId: crypto.randomUUID(),
      surface: 42,
      propertyType: 'maison',
      finition: 'poncageVitrification',
      fullName: 'Lead Comptes',
      phone: '06 12 34 56 78',
      email: 'lead.comptes@example.com',
      postalCode: '67000',
      acceptTerms: true,
    },
  });
  expect(response.status).toBe(200);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

test.describe('27. Staff accounts', () => {
  test('a code is reached neither through token_hash nor GET /verify, and is void after 5 wrong guesses from 5 clients', async () => {
    const email = 'code.attaque@example.com';
    await staffMember(email);
    expect((await authFrom('127.0.0.21', '/auth/v1/otp', { email })).status).toBe(200);
    const { code, link } = await signInMail(email, 0);

    // sha224(address + code) is what anyone can compute from a guess.
    const computed = createHash('sha224').update(`${email}${code}`).digest('hex');
    const byHash = await authFrom('127.0.0.22', '/auth/v1/verify', { token_hash: computed, type: 'email' });
    expect(byHash.status).toBe(403);
    const noKey = await fetch(`${site.url}/auth/v1/verify?token=${computed}&type=magiclink`, {
      redirect: 'manual',
    });
    expect(
      new URLSearchParams(new URL(noKey.headers.get('location') ?? '').hash.slice(1)).get('access_token'),
    ).toBeNull();

    const guesses: number[] = [];
    for (let n = 1; n <= 5; n++) {
      const guess = await authFrom(`127.0.0.${22 + n}`, '/auth/v1/verify', {
        email,
        token: otherCode(code, n),
        type: 'email',
      });
      guesses.push(guess.status);
    }
    expect(guesses).toEqual([403, 403, 403, 403, 403]);
    const right = await authFrom('127.0.0.29', '/auth/v1/verify', { email, token: code, type: 'email' });
    expect(right.status, 'the code is void after 5 wrong guesses').toBe(403);
    expect(right.json.access_token).toBeUndefined();

    // The member still signs in with the link of the same e-mail.
    const landed = await fetch(link, { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(landed.headers.get('location') ?? '').hash.slice(1));
    expect(fragment.get('access_token')).toBeTruthy();
  });

  test('/otp answers a known address as it answers an unknown one, and as fast', async () => {
    await staffMember('connu.attaque@example.com', null);
    const timed = async (email: string, address: string) => {
      const started = performance.now();
      const answer = await authFrom(address, '/auth/v1/otp', { email });
      return { ms: performance.now() - started, status: answer.status, body: JSON.stringify(answer.json) };
    };
    // Warm-up, then one request per fresh client address (the per-address limit is per client).
    await timed('inconnu.chauffe@example.com', '127.0.0.40');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let n = 0; n < 5; n++) {
      const k = await timed('connu.attaque@example.com', `127.0.0.${41 + n}`);
      const u = await timed(`inconnu${n}.attaque@example.com`, `127.0.0.${41 + n}`);
      expect(k).toMatchObject({ status: 200, body: '{}' });
      expect(u).toMatchObject({ status: 200, body: '{}' });
      known.push(k.ms);
      unknown.push(u.ms);
    }
    // The mail provider here takes 1 s per message: an answer that waited for it shows.
    expect(median(known) - median(unknown)).toBeLessThan(500);
  });

  test('an attacker elsewhere locks no member out: password from a fresh client, and links already sent', async () => {
    const email = 'cible.attaque@example.com';
    await staffMember(email);
    // Wrong passwords from two other clients, past the per-client limit.
    for (const address of ['127.0.0.50', '127.0.0.51']) {
      const statuses: number[] = [];
      for (let n = 0; n < 6; n++)
        statuses.push((await passwordFrom(address, email, `mauvais-${n}-essai-long`)).status);
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    }
    const member = await passwordFrom('127.0.0.52', email, PASSWORD);
    expect(member.status, 'the member signs in from a client that has not failed').toBe(200);
    expect(member.json.access_token).toBeTruthy();

    // Links asked for from two clients: the first one sent still signs in.
    const asked = sentMails().filter((mail) => mail.to.includes(email)).length;
    expect((await authFrom('127.0.0.53', '/auth/v1/otp', { email })).status).toBe(200);
    const first = await signInMail(email, asked);
    expect((await authFrom('127.0.0.54', '/auth/v1/otp', { email })).status).toBe(200);
    await signInMail(email, asked + 1);
    const landed = await fetch(first.link, { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(landed.headers.get('location') ?? '').hash.slice(1));
    expect(fragment.get('access_token'), 'the first link still works').toBeTruthy();
  });

  test('staff rights end with the session: sign-out, reuse of a refresh token, password change', async () => {
    await aLead();
    const email = 'session.attaque@example.com';
    await staffMember(email);
    const signIn = async (address: string) => {
      const answer = await passwordFrom(address, email, PASSWORD);
      expect(answer.status).toBe(200);
      return { access: answer.json.access_token as string, refresh: answer.json.refresh_token as string };
    };

    // Global sign-out.
    const a = await signIn('127.0.0.60');
    expect(await leadsWith(a.access)).toBeGreaterThan(0);
    const signOut = await fetch(`${site.url}/auth/v1/logout?scope=global`, {
      method: 'POST',
      headers: { apikey: await visitorKey(), Authorization: `Bearer ${a.access}` },
    });
    expect(signOut.status).toBe(204);
    expect(await leadsWith(a.access), 'after a global sign-out').toBe(0);

    // A refresh token used twice ends the session, and its access token with it.
    const b = await signIn('127.0.0.61');
    const stolen = b.refresh;
    expect((await (await browser()).auth.refreshSession({ refresh_token: b.refresh })).error).toBeNull();
    expect((await (await browser()).auth.refreshSession({ refresh_token: stolen })).error?.code).toBe(
      'refresh_token_already_used',
    );
    expect(await leadsWith(b.access), 'after a refresh-token reuse').toBe(0);

    // A password change ends the other sessions.
    const c = await signIn('127.0.0.62');
    const d = await signIn('127.0.0.63');
    const changer = await browser();
    await changer.auth.setSession({ access_token: d.access, refresh_token: d.refresh });
    expect(
      (await changer.auth.updateUser({ password: 'nouveau-comptes-2027', current_password: PASSWORD })).error,
    ).toBeNull();
    expect(await leadsWith(c.access), 'after a password change elsewhere').toBe(0);
  });

  test('weak and over-long passwords are refused; a change asks for the current password', async () => {
    const service = await business();
    for (const password of ['1234567890', ' '.repeat(10), 'a'.repeat(14), 'é'.repeat(37)]) {
      const { error } = await service.auth.admin.createUser({
        email: 'faible.attaque@example.com',
        password,
      });
      expect(error?.code, JSON.stringify(password)).toBe('weak_password');
    }
    const accented = 'éà'.repeat(18); // 72 bytes
    await staffMember('accent.attaque@example.com', accented);
    const longer = await passwordFrom('127.0.0.70', 'accent.attaque@example.com', `${accented}importe-quoi`);
    expect(longer.status, 'nothing past 72 bytes is ignored').toBe(400);

    const member = await passwordFrom('127.0.0.71', 'accent.attaque@example.com', accented);
    const client = await browser();
    await client.auth.setSession({
      access_token: member.json.access_token as string,
      refresh_token: member.json.refresh_token as string,
    });
    const { error } = await client.auth.updateUser({ password: 'un-autre-mot-2027' });
    expect(error?.status).toBe(400);
  });
});
