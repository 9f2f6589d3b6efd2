// /auth/v1 driven by supabase-js itself, as the back office and `npm run staff` drive it: the
// service key's admin API, password and magic-link sign-in, the session's claims, refresh-token
// rotation and reuse, sign-out scopes, no sign-up, attempt limits, and what a signed-in staff
// member, a signed-in outsider and a visitor read through /rest/v1. The REST part runs on
// PGlite, and on PostgreSQL too when DATABASE_URL names a server.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { decode, sign } from 'hono/jwt';
import { mailingServerForFile, waitFor } from './helpers/mail-catcher.ts';
import { ruleTargets } from './helpers/rules-database.ts';
import {
  createConfirmedUser,
  startTestServer,
  startTestServerOn,
  supabaseClient,
  TEST_JWT_SECRET,
  type TestServer,
} from './helpers/test-server.ts';

const SITE = 'https://devis.parquet-alsace.example';
/** The back office's own origin, where sign-in links land (never the visitor pages'). */
const BACK_OFFICE = 'https://equipe.parquet-alsace.example';
const PASSWORD = 'parquet-chene-2026';

const mailing = mailingServerForFile({
  siteUrl: SITE,
  adminUrl: BACK_OFFICE,
  authLimits: { passwordFailuresPerAccount: 3, passwordAttemptsPerClient: 1000 },
});

const client = () => supabaseClient(mailing.server.url, mailing.server.backend.anonKey);

const createUser = (email: string, password: string | undefined = PASSWORD) =>
  createConfirmedUser(mailing.server, email, password);

async function signedIn(email: string, password = PASSWORD): Promise<SupabaseClient> {
  const browser = client();
  const { error } = await browser.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return browser;
}

describe('the admin API (service key)', () => {
  test('creates, lists, reads and deletes users; refuses the anon key', async () => {
    const id = await createUser('Admin.Liste@example.com');
    const listed = await mailing.server.service.auth.admin.listUsers({ page: 1, perPage: 100 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.find((user) => user.id === id)).toMatchObject({
      email: 'admin.liste@example.com',
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(JSON.stringify(listed.data)).not.toMatch(/\$2[aby]\$/); // never a password hash

    const again = await mailing.server.service.auth.admin.createUser({
      email: 'admin.liste@example.com',
      password: PASSWORD,
    });
    expect(again.error?.code).toBe('email_exists');
    const weak = await mailing.server.service.auth.admin.createUser({
      email: 'court@example.com',
      password: 'court',
    });
    expect(weak.error?.code).toBe('weak_password');

    const anonAdmin = await client().auth.admin.listUsers();
    expect(anonAdmin.error?.status).toBe(403);
    expect(anonAdmin.error?.code).toBe('not_admin');

    expect((await mailing.server.service.auth.admin.deleteUser(id)).error).toBeNull();
    expect((await mailing.server.service.auth.admin.getUserById(id)).error?.code).toBe('user_not_found');
  });

  test('pages through users with the total count', async () => {
    for (const n of [1, 2, 3]) await createUser(`page${n}@example.com`);
    const first = await mailing.server.service.auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(first.data.users).toHaveLength(2);
    expect((first.data as { total?: number }).total).toBeGreaterThanOrEqual(3);
    expect((first.data as { nextPage?: number | null }).nextPage).toBe(2);
  });
});

describe('password sign-in', () => {
  test('gives a session with Supabase Auth’s claims, and getUser answers', async () => {
    const id = await createUser('claims@example.com');
    const browser = client();
    const { data, error } = await browser.auth.signInWithPassword({
      email: 'Claims@Example.com',
      password: PASSWORD,
    });
    expect(error).toBeNull();
    const session = data.session;
    expect(session).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      user: { id, email: 'claims@example.com' },
    });
    const { payload, header } = decode(session?.access_token as string);
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({
      sub: id,
      role: 'authenticated',
      aud: 'authenticated',
      email: 'claims@example.com',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      aal: 'aal1',
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect((payload.exp as number) - (payload.iat as number)).toBe(3600);
    const user = await browser.auth.getUser();
    expect(user.data.user?.id).toBe(id);
  });

  test('a wrong password and an unknown address get the same answer', async () => {
    await createUser('secret@example.com');
    for (const [email, password] of [
      ['secret@example.com', 'pas-le-bon-mot'],
      ['personne@example.com', PASSWORD],
    ]) {
      const { error } = await client().auth.signInWithPassword({
        email: email as string,
        password: password as string,
      });
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    }
  });

  test('guessing a password ends in 429 with a French message, and the right one waits too', async () => {
    await createUser('devine@example.com');
    const codes: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const { error } = await client().auth.signInWithPassword({
        email: 'devine@example.com',
        password: `essai-${attempt}-xx`,
      });
      codes.push(error?.code);
    }
    expect(codes).toEqual([
      'invalid_credentials',
      'invalid_credentials',
      'invalid_credentials',
      'over_request_rate_limit',
    ]);
    const blocked = await client().auth.signInWithPassword({
      email: 'devine@example.com',
      password: PASSWORD,
    });
    expect(blocked.error?.status).toBe(429);
    expect(blocked.error?.message).toMatch(
      /^Trop de tentatives de connexion : réessayez dans \d+ minutes\.$/,
    );
  });

  test('one client trying many accounts is stopped too (per client address)', async () => {
    const limited = await startTestServer({ authLimits: { passwordAttemptsPerClient: 3 } });
    try {
      const statuses: (number | undefined)[] = [];
      for (const name of ['a', 'b', 'c', 'd']) {
        const { error } = await supabaseClient(limited.url, limited.backend.anonKey).auth.signInWithPassword({
          email: `${name}@example.com`,
          password: PASSWORD,
        });
        statuses.push(error?.status);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });

  test('there is no public sign-up', async () => {
    const { data, error } = await client().auth.signUp({ email: 'intrus@example.com', password: PASSWORD });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'signup_disabled' });
    expect(
      (await mailing.server.service.auth.admin.listUsers()).data.users.map((user) => user.email),
    ).not.toContain('intrus@example.com');
  });
});

describe('a member’s own account', () => {
  test('a member signed in by link sets a password, then signs in with it', async () => {
    await createUser('nouveau.mdp@example.com', ''); // no password yet
    const browser = client();
    mailing.mails.length = 0;
    await browser.auth.signInWithOtp({
      email: 'nouveau.mdp@example.com',
      options: { shouldCreateUser: false },
    });
    const mail = await waitFor(() =>
      mailing.mails.find((message) => message.to.includes('nouveau.mdp@example.com')),
    );
    const code = /Ou saisissez ce code : (\d{6})/.exec(mail.text)?.[1] as string;
    expect(
      (await browser.auth.verifyOtp({ email: 'nouveau.mdp@example.com', token: code, type: 'email' })).error,
    ).toBeNull();
    expect((await browser.auth.updateUser({ password: 'court' })).error?.code).toBe('weak_password');
    expect((await browser.auth.updateUser({ email: 'autre@example.com' })).error?.status).toBe(422);
    const elsewhere = await client().auth.verifyOtp({
      email: 'nouveau.mdp@example.com',
      token: code,
      type: 'email',
    });
    expect(elsewhere.error?.code).toBe('otp_expired'); // the code served once
    expect((await browser.auth.updateUser({ password: 'un-mot-de-passe-solide' })).error).toBeNull();
    expect((await browser.auth.getUser()).data.user?.email).toBe('nouveau.mdp@example.com');
    const again = await client().auth.signInWithPassword({
      email: 'nouveau.mdp@example.com',
      password: 'un-mot-de-passe-solide',
    });
    expect(again.error).toBeNull();
    // A second password change, from the new session, ends the first one.
    const second = client();
    await second.auth.setSession(again.data.session as { access_token: string; refresh_token: string });
    expect((await second.auth.updateUser({ password: 'encore-un-autre-mot' })).error?.code).toBe(
      'current_password_required',
    );
    expect(
      (
        await second.auth.updateUser({
          password: 'encore-un-autre-mot',
          current_password: 'un-mot-de-passe-solide',
        })
      ).error,
    ).toBeNull();
    expect((await browser.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await second.auth.getUser()).data.user?.email).toBe('nouveau.mdp@example.com');
  });
});

describe('refresh tokens', () => {
  test('rotate; a reused one ends the whole session', async () => {
    await createUser('rotation@example.com');
    const browser = await signedIn('rotation@example.com');
    const first = (await browser.auth.getSession()).data.session?.refresh_token as string;
    const refreshed = await browser.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session?.refresh_token as string;
    expect(second).not.toBe(first);
    expect((await browser.auth.getUser()).data.user?.email).toBe('rotation@example.com');

    // Someone replays the first token: refused, and the family (the current token too) is revoked.
    const thief = client();
    const replay = await thief.auth.refreshSession({ refresh_token: first });
    expect(replay.error?.code).toBe('refresh_token_already_used');
    const victim = await client().auth.refreshSession({ refresh_token: second });
    expect(victim.error?.code).toBe('refresh_token_not_found');
    expect((await browser.auth.getUser()).error?.name).toBe('AuthSessionMissingError'); // session_not_found
  });
});

describe('sign-out', () => {
  test('local ends this session only; global ends every session', async () => {
    await createUser('sortie@example.com');
    const phone = await signedIn('sortie@example.com');
    const desk = await signedIn('sortie@example.com');
    const laptop = await signedIn('sortie@example.com');
    const laptopRefresh = (await laptop.auth.getSession()).data.session?.refresh_token as string;

    expect((await phone.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await desk.auth.getUser()).data.user?.email).toBe('sortie@example.com');

    const deskToken = (await desk.auth.getSession()).data.session?.access_token as string;
    expect((await desk.auth.signOut()).error).toBeNull(); // global by default
    const stale = client();
    expect((await stale.auth.getUser(deskToken)).error?.name).toBe('AuthSessionMissingError');
    expect((await client().auth.refreshSession({ refresh_token: laptopRefresh })).error?.code).toBe(
      'refresh_token_not_found',
    );
  });
});

describe('magic link and e-mail code', () => {
  test('the link signs in and lands under the back office’s /admin/, never elsewhere', async () => {
    await createUser('lien@example.com', undefined);
    mailing.mails.length = 0;
    const { error } = await client().auth.signInWithOtp({
      email: 'lien@example.com',
      options: { shouldCreateUser: false, emailRedirectTo: `${BACK_OFFICE}/admin/leads/42` },
    });
    expect(error).toBeNull();
    const mail = await waitFor(() =>
      mailing.mails.find((message) => message.to.includes('lien@example.com')),
    );
    // The link names the API's configured public URL (here the default one, not the test port).
    const written = /(http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/verify\?\S+)/.exec(mail.text)?.[1] as string;
    const link = `${mailing.server.url}${new URL(written).pathname}${new URL(written).search}`;
    expect(link).toContain(encodeURIComponent(`${BACK_OFFICE}/admin/leads/42`));
    expect(mail.text).toMatch(/Ou saisissez ce code : \d{6}/);

    const landed = await fetch(link, { redirect: 'manual' });
    expect(landed.status).toBe(303);
    // The redirect carries a session: no cache keeps it.
    expect(landed.headers.get('cache-control')).toBe('no-store');
    const location = new URL(landed.headers.get('location') as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${BACK_OFFICE}/admin/leads/42`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('magiclink');
    const browser = client();
    await browser.auth.setSession({
      access_token: fragment.get('access_token') as string,
      refresh_token: fragment.get('refresh_token') as string,
    });
    expect((await browser.auth.getUser()).data.user?.email).toBe('lien@example.com');

    // Used once: the same link now lands with an error, at the same place.
    const again = new URL((await fetch(link, { redirect: 'manual' })).headers.get('location') as string);
    expect(new URLSearchParams(again.hash.slice(1)).get('error_code')).toBe('otp_expired');

    // A redirect elsewhere (another site, or the visitor pages' origin, where any script of the
    // page could read the session) is replaced by the back office's /admin/.
    for (const [email, elsewhere] of [
      ['ailleurs@example.com', 'https://evil.example/admin/'],
      ['visiteur@example.com', `${SITE}/admin/leads/42`],
    ] as const) {
      await createUser(email, undefined);
      await client().auth.signInWithOtp({
        email,
        options: { shouldCreateUser: false, emailRedirectTo: elsewhere },
      });
      const other = await waitFor(() => mailing.mails.find((message) => message.to.includes(email)));
      expect(other.text).toContain(`redirect_to=${encodeURIComponent(`${BACK_OFFICE}/admin/`)}`);
    }
  });

  test('the six-digit code signs in once; an unknown address is answered alike and gets nothing', async () => {
    await createUser('code@example.com', undefined);
    mailing.mails.length = 0;
    expect(
      (await client().auth.signInWithOtp({ email: 'code@example.com', options: { shouldCreateUser: false } }))
        .error,
    ).toBeNull();
    expect(
      (
        await client().auth.signInWithOtp({
          email: 'inconnu@example.com',
          options: { shouldCreateUser: false },
        })
      ).error,
    ).toBeNull();
    const mail = await waitFor(() =>
      mailing.mails.find((message) => message.to.includes('code@example.com')),
    );
    const code = /Ou saisissez ce code : (\d{6})/.exec(mail.text)?.[1] as string;
    const browser = client();
    const wrong = await browser.auth.verifyOtp({
      email: 'code@example.com',
      token: code === '000000' ? '111111' : '000000',
      type: 'email',
    });
    expect(wrong.error?.code).toBe('otp_expired');
    const right = await browser.auth.verifyOtp({ email: 'code@example.com', token: code, type: 'email' });
    expect(right.error).toBeNull();
    expect(right.data.user?.email).toBe('code@example.com');
    expect(
      (await client().auth.verifyOtp({ email: 'code@example.com', token: code, type: 'email' })).error?.code,
    ).toBe('otp_expired');
    expect(mailing.mails.some((message) => message.to.includes('inconnu@example.com'))).toBe(false);
  });
});

describe('tokens the API refuses', () => {
  test('tampered, expired and foreign-secret tokens read nothing', async () => {
    const id = await createUser('jeton@example.com');
    await mailing.server.service.rpc('staff_member_add', {
      member_id: id,
      member_email: 'jeton@example.com',
    });
    const browser = await signedIn('jeton@example.com');
    const token = (await browser.auth.getSession()).data.session?.access_token as string;
    const claims = decode(token).payload;
    const [head, body, signature] = token.split('.') as [string, string, string];
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, sub: randomUUID() })).toString('base64url')}.${signature}`;
    const expired = await sign(
      { ...claims, exp: Math.floor(Date.now() / 1000) - 10 },
      TEST_JWT_SECRET,
      'HS256',
    );
    const foreign = await sign(claims, 'un-autre-secret-qui-est-assez-long-pour-hs256', 'HS256');
    expect(body).toBeTruthy();
    for (const bad of [forged, expired, foreign]) {
      const response = await mailing.server.request('/rest/v1/form_submissions?select=id', {
        headers: { Authorization: `Bearer ${bad}` },
      });
      expect(response.status).toBe(401);
      expect((await client().auth.getUser(bad)).error?.status).toBe(403);
    }
    const fine = await mailing.server.request('/rest/v1/form_submissions?select=id', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(fine.status).toBe(200);
  });

  test('a deleted user’s refresh token is dead and their access token reads no lead', async () => {
    const id = await createUser('parti@example.com');
    await mailing.server.service.rpc('staff_member_add', {
      member_id: id,
      member_email: 'parti@example.com',
    });
    const browser = await signedIn('parti@example.com');
    await mailing.server.anon.rpc('submit_quote', {
      payload: {
        requestId: randomUUID(),
        surface: 20,
        propertyType: 'maison',
        finition: 'poncageVitrification',
        fullName: 'Anne Klein',
        phone: '06 11 22 33 44',
        email: 'anne@example.com',
        postalCode: '68000',
        acceptTerms: true,
      },
    });
    expect(((await browser.from('form_submissions').select('id')).data ?? []).length).toBeGreaterThan(0);
    const refresh = (await browser.auth.getSession()).data.session?.refresh_token as string;
    expect((await mailing.server.service.auth.admin.deleteUser(id)).error).toBeNull();
    expect((await browser.from('form_submissions').select('id')).data).toEqual([]);
    expect((await client().auth.refreshSession({ refresh_token: refresh })).error?.code).toBe(
      'refresh_token_not_found',
    );
    expect((await browser.auth.getUser()).error?.code).toBe('user_not_found');
  });
});

const targets = ruleTargets();

describe.each(targets)('what each caller reads through /rest/v1 on %s', (_label, serverUrl) => {
  let rest: TestServer;
  let staff: SupabaseClient;
  let outsider: SupabaseClient;
  let lead: string;

  beforeAll(async () => {
    rest = await startTestServerOn(serverUrl);
    for (const email of ['equipe@example.com', 'dehors@example.com']) {
      await rest.service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    }
    const member = (await rest.service.auth.admin.listUsers()).data.users.find(
      (u) => u.email === 'equipe@example.com',
    );
    await rest.service.rpc('staff_member_add', { member_id: member?.id, member_email: 'equipe@example.com' });
    staff = supabaseClient(rest.url, rest.backend.anonKey);
    outsider = supabaseClient(rest.url, rest.backend.anonKey);
    await staff.auth.signInWithPassword({ email: 'equipe@example.com', password: PASSWORD });
    await outsider.auth.signInWithPassword({ email: 'dehors@example.com', password: PASSWORD });
    lead = (
      await rest.anon.rpc('submit_quote', {
        payload: {
          requestId: randomUUID(),
          surface: 35,
          propertyType: 'maison',
          finition: 'huileEnvironnement',
          fullName: 'Hugo Weber',
          phone: '06 98 76 54 32',
          email: 'hugo@example.com',
          postalCode: '67200',
          acceptTerms: true,
        },
      })
    ).data as string;
  });
  afterAll(async () => {
    await rest.close();
  });

  test('staff read and move the lead; an outsider and a visitor read none of it', async () => {
    expect((await staff.rpc('is_staff_member')).data).toBe(true);
    expect((await outsider.rpc('is_staff_member')).data).toBe(false);
    expect((await staff.from('form_submissions').select('id, status').eq('id', lead)).data).toEqual([
      { id: lead, status: 'nouveau' },
    ]);
    expect((await staff.from('outbox_jobs').select('kind').eq('lead_id', lead).order('kind')).data).toEqual([
      { kind: 'quote_email' },
      { kind: 'quote_sheet' },
    ]);
    expect((await outsider.from('form_submissions').select('id')).data).toEqual([]);
    expect((await outsider.from('outbox_jobs').select('id')).data).toEqual([]);
    const anonLeads = await rest.anon.from('form_submissions').select('id');
    expect(anonLeads.status).toBe(401);

    const note = await staff
      .from('lead_notes')
      .insert({ lead_id: lead, body: 'Appelé, devis à faire', status: 'contacte' });
    expect(note.error).toBeNull();
    const outsiderMove = await outsider
      .from('form_submissions')
      .update({ status: 'perdu' })
      .eq('id', lead)
      .select('id');
    expect(outsiderMove.data).toEqual([]);
    expect((await staff.from('form_submissions').select('status').eq('id', lead).single()).data?.status).toBe(
      'contacte',
    );
    const log = await staff.from('audit_log').select('action, actor_email, table_name').eq('row_id', lead);
    expect(log.data).toEqual([
      { action: 'update', actor_email: 'equipe@example.com', table_name: 'form_submissions' },
    ]);
    expect((await outsider.from('audit_log').select('id')).data).toEqual([]);
    const refused = await outsider.rpc('export_person', { person_email: 'hugo@example.com' });
    expect(refused.error).toMatchObject({ code: '42501' });
  });
});
