import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { decode, sign } from 'hono/jwt';
import { addStaffMember, business, postJson, site, visitorClient, visitorKey } from './support';

// 21. Staff sign-in (/auth/v1, docs/adr-007-auth-subset.md): a token someone altered, let
// expire or signed with another secret reads no lead; a refresh token used twice ends its
// session; guessing a password ends in 429; a member removed from the team reads nothing more
// with the session they still hold.

const PASSWORD = 'attaque-parquet-2026';

const browser = () => visitorClient();

const staffMember = (email: string) => addStaffMember(email, PASSWORD);

async function signedIn(email: string): Promise<{ client: SupabaseClient; access: string; refresh: string }> {
  const client = await browser();
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return {
    client,
    access: data.session?.access_token as string,
    refresh: data.session?.refresh_token as string,
  };
}

/** What a bearer token reads of the leads, as the back office asks for them. */
async function leadsWith(token: string): Promise<{ status: number; rows: unknown[] | null }> {
  const response = await fetch(`${site.url}/rest/v1/form_submissions?select=id,full_name`, {
    headers: { apikey: await visitorKey(), Authorization: `Bearer ${token}` },
  });
  return { status: response.status, rows: response.ok ? ((await response.json()) as unknown[]) : null };
}

async function aLead(): Promise<string> {
  const response = await postJson('/rest/v1/rpc/submit_quote', {
    payload: {
      requestId: randomUUID(),
      surface: 30,
      propertyType: 'maison',
      finition: 'poncageVitrification',
      fullName: 'Lead Attaque',
      phone: '06 12 34 56 78',
      email: 'lead.attaque@example.com',
      postalCode: '67000',
      acceptTerms: true,
    },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as string;
}

test.describe('21. Staff sign-in', () => {
  test('tampered, expired and foreign-secret tokens read no lead', async () => {
    await aLead();
    await staffMember('jetons.attaque@example.com');
    const { access } = await signedIn('jetons.attaque@example.com');
    expect((await leadsWith(access)).rows?.length).toBeGreaterThan(0);

    const claims = decode(access).payload;
    const [head, , signature] = access.split('.') as [string, string, string];
    const tampered = `${head}.${Buffer.from(JSON.stringify({ ...claims, role: 'service_role' })).toString('base64url')}.${signature}`;
    const expired = await sign(
      { ...claims, exp: Math.floor(Date.now() / 1000) - 60 },
      process.env.ATTACK_JWT_SECRET ?? '',
      'HS256',
    );
    const foreign = await sign(claims, `autre-projet-${randomUUID()}`, 'HS256');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${access.split('.')[1]}.`;
    for (const token of [tampered, expired, foreign, unsigned]) {
      expect(await leadsWith(token)).toEqual({ status: 401, rows: null });
      const user = await (await browser()).auth.getUser(token);
      expect(user.error?.status).toBe(403);
    }
  });

  test('a refresh token used twice ends the session: the thief and the owner are both out', async () => {
    await staffMember('rotation.attaque@example.com');
    const owner = await signedIn('rotation.attaque@example.com');
    const rotated = await owner.client.auth.refreshSession();
    expect(rotated.error).toBeNull();
    const thief = await (await browser()).auth.refreshSession({ refresh_token: owner.refresh });
    expect(thief.error?.code).toBe('refresh_token_already_used');
    expect(thief.data.session).toBeNull();
    const next = await (await browser()).auth.refreshSession({
      refresh_token: rotated.data.session?.refresh_token as string,
    });
    expect(next.error?.code).toBe('refresh_token_not_found');
  });

  test('guessing a password ends in 429 with a French message, even for the right password', async () => {
    await staffMember('devine.attaque@example.com');
    const answers: (number | undefined)[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const { error } = await (await browser()).auth.signInWithPassword({
        email: 'devine.attaque@example.com',
        password: `mauvais-${attempt}-mot-de-passe`,
      });
      answers.push(error?.status);
    }
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
    const right = await (await browser()).auth.signInWithPassword({
      email: 'devine.attaque@example.com',
      password: PASSWORD,
    });
    expect(right.error?.status).toBe(429);
    expect(right.error?.message).toMatch(/^Trop de tentatives de connexion : réessayez dans \d+ minutes\.$/);
  });

  test('a removed member’s session reads no lead, and cannot be refreshed once the account is gone', async () => {
    await aLead();
    const id = await staffMember('parti.attaque@example.com');
    const member = await signedIn('parti.attaque@example.com');
    expect((await member.client.from('form_submissions').select('id')).data?.length).toBeGreaterThan(0);

    const service = await business();
    expect((await service.rpc('staff_member_remove', { member_id: id })).data).toBe(true);
    expect((await member.client.from('form_submissions').select('id')).data).toEqual([]);
    expect((await member.client.from('audit_log').select('id')).data).toEqual([]);
    expect(
      (await member.client.rpc('erase_person', { person_email: 'lead.attaque@example.com' })).error?.code,
    ).toBe('42501');

    expect((await service.auth.admin.deleteUser(id)).error).toBeNull();
    expect((await (await browser()).auth.refreshSession({ refresh_token: member.refresh })).error?.code).toBe(
      'refresh_token_not_found',
    );
  });

  test('nobody signs up', async () => {
    const { error } = await (await browser()).auth.signUp({
      email: 'intrus.attaque@example.com',
      password: PASSWORD,
    });
    expect(error?.code).toBe('signup_disabled');
  });
});
