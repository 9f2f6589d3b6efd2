// Staff accounts against guessing and lock-outs, and the parts of Supabase Auth's API the
// client library's own suite expects (docs/adr-007-auth-subset.md): codes reached only with
// their address and void after 5 wrong guesses, links that stay usable, /otp that answers alike
// whatever happens to the mail, password rules and changes, invite, generate_link, resend,
// reauthenticate, the admin API's validation and order, the e-mail identity, PKCE refused.
import { createHash } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { sign } from 'hono/jwt';
import { BUSINESS_SENDER, mailingServerForFile, waitFor } from './helpers/mail-catcher.ts';
import {
  createConfirmedUser,
  startTestServer,
  supabaseClient,
  TEST_JWT_SECRET,
} from './helpers/test-server.ts';

const SITE = 'https://devis.parquet-alsace.example';
const PASSWORD = 'parquet-chene-massif-2026';

const mailing = mailingServerForFile({
  siteUrl: SITE,
  authLimits: { passwordAttemptsPerClient: 1000, emailsPerClient: 1000 },
});

const client = () => supabaseClient(mailing.server.url, mailing.server.backend.anonKey);

const createUser = (email: string, password?: string) => createConfirmedUser(mailing.server, email, password);

/** Asks for a sign-in e-mail and returns its code and link (as a path on the test server). */
async function signInMail(email: string): Promise<{ code: string; link: string }> {
  const before = mailing.mails.filter((mail) => mail.to.includes(email)).length;
  expect(
    (await client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error,
  ).toBeNull();
  const mail = await waitFor(() => mailing.mails.filter((message) => message.to.includes(email))[before]);
  const written = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.text)?.[1] as string;
  return {
    code: /Ou saisissez ce code : (\d{6})/.exec(mail.text)?.[1] as string,
    link: `${mailing.server.url}${new URL(written).pathname}${new URL(written).search}`,
  };
}

const otherCode = (code: string, n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

describe('sign-in codes', () => {
  test('a code computed into a token_hash signs nobody in', async () => {
    await createUser('hachage@example.com');
    const { code } = await signInMail('hachage@example.com');
    const tokenHash = createHash('sha224').update(`hachage@example.com${code}`).digest('hex');
    const { error } = await client().auth.verifyOtp({ token_hash: tokenHash, type: 'email' });
    expect(error?.code).toBe('otp_expired');
  });

  test('five wrong guesses void the code, whatever the client; the link in the same e-mail still signs in', async () => {
    await createUser('cinq@example.com');
    const { code, link } = await signInMail('cinq@example.com');
    for (let n = 1; n <= 5; n++) {
      const { error } = await client().auth.verifyOtp({
        email: 'cinq@example.com',
        token: otherCode(code, n),
        type: 'email',
      });
      expect(error?.code).toBe('otp_expired');
    }
    const right = await client().auth.verifyOtp({ email: 'cinq@example.com', token: code, type: 'email' });
    expect(right.error?.code).toBe('otp_expired');
    const landed = new URL((await fetch(link, { redirect: 'manual' })).headers.get('location') as string);
    expect(new URLSearchParams(landed.hash.slice(1)).get('access_token')).toBeTruthy();
  });

  test('a link already sent stays usable after another is asked for', async () => {
    const relaxed = await startTestServer({
      siteUrl: SITE,
      functionEnv: mailing.catcher.env,
      authLimits: { emailWindowSeconds: 1 },
    });
    try {
      await relaxed.service.auth.admin.createUser({ email: 'deux.liens@example.com', email_confirm: true });
      const ask = () =>
        supabaseClient(relaxed.url, relaxed.backend.anonKey).auth.signInWithOtp({
          email: 'deux.liens@example.com',
          options: { shouldCreateUser: false },
        });
      expect((await ask()).error).toBeNull();
      const first = await waitFor(() =>
        mailing.mails.find((mail) => mail.to.includes('deux.liens@example.com')),
      );
      // The second request is taken once the one-second window of this client has passed.
      await waitFor(async () => ((await ask()).error ? undefined : true), 5_000);
      await waitFor(() =>
        mailing.mails.filter((mail) => mail.to.includes('deux.liens@example.com')).length >= 2
          ? true
          : undefined,
      );
      const code = /Ou saisissez ce code : (\d{6})/.exec(first.text)?.[1] as string;
      const signedIn = await supabaseClient(relaxed.url, relaxed.backend.anonKey).auth.verifyOtp({
        email: 'deux.liens@example.com',
        token: code,
        type: 'email',
      });
      expect(signedIn.error).toBeNull();
    } finally {
      await relaxed.close();
    }
  });
});

describe('/otp tells nothing', () => {
  test('a known and an unknown address get the same answer even when mail fails; the business is alerted', async () => {
    const broken = await startTestServer({
      siteUrl: SITE,
      functionEnv: { SMTP_HOST: '127.0.0.1', SMTP_PORT: '9', SMTP_FROM: BUSINESS_SENDER },
    });
    try {
      await broken.service.auth.admin.createUser({ email: 'connu@example.com', email_confirm: true });
      const ask = async (email: string) => {
        const response = await fetch(`${broken.url}/auth/v1/otp`, {
          method: 'POST',
          headers: { apikey: broken.backend.anonKey, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email }),
        });
        return { status: response.status, body: await response.text() };
      };
      expect(await ask('connu@example.com')).toEqual({ status: 200, body: '{}' });
      expect(await ask('inconnu@example.com')).toEqual({ status: 200, body: '{}' });
      const alert = await waitFor(async () => {
        const { data } = await broken.service
          .from('outbox_jobs')
          .select('kind, payload')
          .eq('kind', 'quote_alert');
        return data?.length ? data : undefined;
      });
      expect(JSON.stringify(alert)).toContain('e-mail de connexion');
    } finally {
      await broken.close();
    }
  });

  test('PKCE is refused before anything is sent', async () => {
    await createUser('pkce@example.com');
    const pkce = createClient(mailing.server.url, mailing.server.backend.anonKey, {
      auth: { flowType: 'pkce', persistSession: false, autoRefreshToken: false },
    });
    const before = mailing.mails.length;
    const { error } = await pkce.auth.signInWithOtp({
      email: 'pkce@example.com',
      options: { shouldCreateUser: false },
    });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(mailing.mails.slice(before).some((mail) => mail.to.includes('pkce@example.com'))).toBe(false);
  });
});

describe('password recovery and phone codes', () => {
  test('resetPasswordForEmail answers {} for any address and mails a working sign-in code to an existing one', async () => {
    await createUser('oubli@example.com', PASSWORD);
    const before = mailing.mails.length;
    const known = await client().auth.resetPasswordForEmail('oubli@example.com');
    expect(known).toEqual({ data: {}, error: null });
    const unknown = await client().auth.resetPasswordForEmail('personne@example.com');
    expect(unknown).toEqual({ data: {}, error: null });
    const mail = await waitFor(() =>
      mailing.mails.slice(before).find((m) => m.to.includes('oubli@example.com')),
    );
    const code = /Ou saisissez ce code : (\d{6})/.exec(mail.text)?.[1] as string;
    const { data, error } = await client().auth.verifyOtp({
      email: 'oubli@example.com',
      token: code,
      type: 'email',
    });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe('oubli@example.com');
    expect(mailing.mails.slice(before).some((m) => m.to.includes('personne@example.com'))).toBe(false);
  });

  test('a phone code is answered as an invalid token (no account has a phone)', async () => {
    const { error } = await client().auth.verifyOtp({
      phone: '+33600000000',
      token: '123456',
      type: 'phone_change',
    });
    expect(error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
  });
});

describe('passwords', () => {
  test('short, common, one repeated character and over 72 bytes are refused with a French reason', async () => {
    for (const [password, message] of [
      ['1234567890', /au moins 12 caractères/],
      ['          ', /au moins 12 caractères/],
      ['aaaaaaaaaaaaaa', /répéter un seul caractère/],
      ['123456789012', /plus courants/],
      ['é'.repeat(37), /72 octets/],
    ] as const) {
      const { error } = await mailing.server.service.auth.admin.createUser({
        email: 'faible@example.com',
        password,
      });
      expect(error?.code).toBe('weak_password');
      expect(error?.message).toMatch(message);
    }
  });

  test('only the whole password signs in: nothing past 72 bytes is ignored', async () => {
    const accented = 'éà'.repeat(18); // 36 characters, 72 bytes
    await createUser('accents@example.com', accented);
    const longer = await client().auth.signInWithPassword({
      email: 'accents@example.com',
      password: `${accented}n-importe-quoi`,
    });
    expect(longer.error?.code).toBe('invalid_credentials');
    expect(
      (await client().auth.signInWithPassword({ email: 'accents@example.com', password: accented })).error,
    ).toBeNull();
  });

  test('a change needs the current password, or the code reauthenticate() sends', async () => {
    await createUser('change@example.com', PASSWORD);
    const browser = client();
    await browser.auth.signInWithPassword({ email: 'change@example.com', password: PASSWORD });
    expect((await browser.auth.updateUser({ password: 'nouveau-parquet-2027' })).error?.code).toBe(
      'current_password_required',
    );
    expect(
      (
        await browser.auth.updateUser({
          password: 'nouveau-parquet-2027',
          current_password: 'pas-le-bon-2026',
        })
      ).error?.code,
    ).toBe('current_password_mismatch');
    expect(
      (await browser.auth.updateUser({ password: 'nouveau-parquet-2027', nonce: '000000' })).error?.code,
    ).toBe('reauthentication_not_valid');
    expect((await browser.auth.reauthenticate()).error).toBeNull();
    const mail = await waitFor(() =>
      mailing.mails.find(
        (message) => message.to.includes('change@example.com') && /confirmation/.test(message.text),
      ),
    );
    const nonce = /code[^:\n]*: (\d{6})/.exec(mail.text)?.[1] as string;
    expect((await browser.auth.updateUser({ password: 'nouveau-parquet-2027', nonce })).error).toBeNull();
    expect(
      (
        await client().auth.signInWithPassword({
          email: 'change@example.com',
          password: 'nouveau-parquet-2027',
        })
      ).error,
    ).toBeNull();
  });
});

describe('Supabase Auth’s admin API and user shape', () => {
  test('an invalid address is refused as Supabase Auth refuses it', async () => {
    const { error } = await mailing.server.service.auth.admin.createUser({
      email: 'xx:;x@x.x',
      password: PASSWORD,
    });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(error?.message).toBe('Unable to validate email address: invalid format');
  });

  test('listUsers refuses page=-1 and lists the newest first', async () => {
    const response = await fetch(`${mailing.server.url}/auth/v1/admin/users?page=-1`, {
      headers: {
        apikey: mailing.server.backend.serviceRoleKey,
        Authorization: `Bearer ${mailing.server.backend.serviceRoleKey}`,
      },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error_code: string }).error_code).toBe('validation_failed');
    const older = await createUser('ancien@example.com');
    const newer = await createUser('recent@example.com');
    const ids = (
      await mailing.server.service.auth.admin.listUsers({ page: 1, perPage: 1000 })
    ).data.users.map((u) => u.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids[0]).toBe(newer);
  });

  test('getUser lists the e-mail identity', async () => {
    const id = await createUser('identite@example.com', PASSWORD);
    const browser = client();
    await browser.auth.signInWithPassword({ email: 'identite@example.com', password: PASSWORD });
    const { data } = await browser.auth.getUser();
    expect(data.user?.identities).toEqual([
      expect.objectContaining({
        provider: 'email',
        user_id: id,
        identity_data: expect.objectContaining({ email: 'identite@example.com', sub: id }),
      }),
    ]);
  });

  test('a supabase_admin token is an admin token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await sign(
      { role: 'supabase_admin', iss: 'supabase', iat: now, exp: now + 600 },
      TEST_JWT_SECRET,
      'HS256',
    );
    const admin = createClient(mailing.server.url, token, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    expect((await admin.auth.admin.listUsers()).error).toBeNull();
  });

  test('invite and generate_link give a working link and code; recovery of nobody is 404', async () => {
    const invited = await mailing.server.service.auth.admin.inviteUserByEmail('invite@example.com');
    expect(invited.error).toBeNull();
    expect(invited.data.user?.email_confirmed_at).toBeNull();
    expect(invited.data.user?.invited_at).toBeTruthy();
    const mail = await waitFor(() =>
      mailing.mails.find((message) => message.to.includes('invite@example.com')),
    );
    expect(mail.text).toMatch(/Un compte vous a été ouvert/);
    const again = await mailing.server.service.auth.admin.inviteUserByEmail('invite@example.com');
    expect(again.error).toBeNull(); // not confirmed yet: invited again

    const generated = await mailing.server.service.auth.admin.generateLink({
      type: 'magiclink',
      email: 'invite@example.com',
    });
    expect(generated.error).toBeNull();
    const { email_otp, hashed_token, action_link, verification_type } = generated.data.properties ?? {};
    expect(verification_type).toBe('magiclink');
    expect(action_link).toContain('/auth/v1/verify?token=');
    const byHash = await client().auth.verifyOtp({ token_hash: hashed_token ?? '', type: 'magiclink' });
    expect(byHash.error).toBeNull();
    expect(byHash.data.user?.email_confirmed_at).toBeTruthy();
    const second = await mailing.server.service.auth.admin.generateLink({
      type: 'magiclink',
      email: 'invite@example.com',
    });
    const byCode = await client().auth.verifyOtp({
      email: 'invite@example.com',
      token: second.data.properties?.email_otp ?? '',
      type: 'email',
    });
    expect(byCode.error).toBeNull();
    expect(email_otp).toMatch(/^\d{6}$/);
    expect(
      (await mailing.server.service.auth.admin.inviteUserByEmail('invite@example.com')).error?.code,
    ).toBe('email_exists');

    const nobody = await mailing.server.service.auth.admin.generateLink({
      type: 'recovery',
      email: 'personne@example.com',
    });
    expect(nobody.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  test('resend answers {} for any address and refuses what it does not know', async () => {
    expect(
      (await client().auth.resend({ type: 'signup', email: 'inconnu.resend@example.com' })).error,
    ).toBeNull();
    const bad = await fetch(`${mailing.server.url}/auth/v1/resend`, {
      method: 'POST',
      headers: { apikey: mailing.server.backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'autre', email: 'x@example.com' }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { msg: string }).msg).toBe(
      'Missing one of these types: signup, email_change, sms, phone_change',
    );
  });
});
