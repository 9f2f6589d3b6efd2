// The embedded Auth's storage: users, sessions, refresh tokens and one-time tokens in the
// `auth` tables of backend/sql/supabase-compat.sql (Supabase Auth's own names), reached with the
// server's own connection only. Tokens are kept as SHA-256 hashes.
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  banned_until: string | null;
  invited_at: string | null;
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until, invited_at`;

/** The user as Supabase Auth serialises it (never the password hash). */
export function publicUser(user: UserRow): Record<string, unknown> {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: user.email_confirmed_at,
    phone: '',
    confirmed_at: user.email_confirmed_at,
    last_sign_in_at: user.last_sign_in_at,
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: [emailIdentity(user)],
    created_at: user.created_at,
    updated_at: user.updated_at,
    ...(user.banned_until ? { banned_until: user.banned_until } : {}),
    ...(user.invited_at ? { invited_at: user.invited_at } : {}),
    is_anonymous: false,
  };
}

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A refresh token as the client gets it; only its hash is stored. */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url');

/** The e-mail identity Supabase Auth lists for an account signed in by address. */
function emailIdentity(user: UserRow): Record<string, unknown> {
  return {
    identity_id: user.id,
    id: user.id,
    user_id: user.id,
    identity_data: {
      email: user.email,
      email_verified: user.email_confirmed_at !== null,
      phone_verified: false,
      sub: user.id,
    },
    provider: 'email',
    last_sign_in_at: user.last_sign_in_at,
    created_at: user.created_at,
    updated_at: user.updated_at,
    email: user.email,
  };
}

/**
 * A sign-in e-mail's secrets: six digits to type, and the link's own random token. The link
 * token is not derived from the code, so it cannot be computed from a guessed code: a code is
 * only checked with its address, where the guesses are counted (docs/adr-007-auth-subset.md).
 */
export function newOneTimeCode(): { code: string; linkToken: string } {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { code, linkToken: randomBytes(28).toString('hex') };
}

/** What a typed code is kept as: the hash of address and code (sha224, as Supabase Auth). */
export const codeTokenFor = (email: string, code: string): string =>
  createHash('sha224').update(`${email.toLowerCase()}${code}`).digest('hex');

export type CodePurpose = 'signin' | 'reauthentication';

import type { CompanyRow } from '../../../supabase/functions/_shared/company.ts';

export class AuthStore {
  constructor(private readonly db: Database) {}

  /** The company details the sign-in e-mail is signed and sent with (null: no row). */
  async companyDetails(): Promise<CompanyRow | null> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<CompanyRow>(
        `select phone, email, head_office_street, head_office_postal_code, head_office_city, siret
           from public.company_details`,
      );
      return rows[0] ?? null;
    });
  }

  async userByEmail(email: string): Promise<UserRow | null> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<UserRow>(
        `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1)`,
        [email],
      );
      return rows[0] ?? null;
    });
  }

  async userById(id: string): Promise<UserRow | null> {
    return this.db.transaction(async (tx) => userById(tx, id));
  }

  async listUsers(page: number, perPage: number): Promise<{ users: UserRow[]; total: number }> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<UserRow & { total: number | string }>(
        `select ${USER_COLUMNS}, count(*) over () as total from auth.users order by created_at desc, id desc limit $1 offset $2`,
        [perPage, (page - 1) * perPage],
      );
      const total = rows.length
        ? Number(rows[0]?.total)
        : Number((await tx.query('select count(*) as n from auth.users')).rows[0]?.n);
      return { users: rows, total };
    });
  }

  async createUser(input: {
    email: string;
    passwordHash: string | null;
    confirmed: boolean;
    appMetadata: Record<string, unknown>;
    userMetadata: Record<string, unknown>;
  }): Promise<UserRow | 'exists'> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<UserRow>(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                                 raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', lower($2), $3,
                 case when $4 then now() end, $5, $6, now(), now())
         on conflict do nothing
         returning ${USER_COLUMNS}`,
        [
          randomUUID(),
          input.email,
          input.passwordHash,
          input.confirmed,
          JSON.stringify(input.appMetadata),
          JSON.stringify(input.userMetadata),
        ],
      );
      return rows[0] ?? 'exists';
    });
  }

  async updateUser(
    id: string,
    change: {
      email?: string;
      passwordHash?: string;
      confirmed?: boolean;
      appMetadata?: Record<string, unknown>;
      userMetadata?: Record<string, unknown>;
      bannedUntil?: string | null;
    },
  ): Promise<UserRow | null | 'exists'> {
    return this.db.transaction(async (tx) => {
      try {
        const { rows } = await tx.query<UserRow>(
          `update auth.users set
             email = coalesce(lower($2), email),
             encrypted_password = coalesce($3, encrypted_password),
             email_confirmed_at = case when $4 then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
             raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || coalesce($5::jsonb, '{}'::jsonb),
             raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || coalesce($6::jsonb, '{}'::jsonb),
             banned_until = case when $7 then $8::timestamptz else banned_until end,
             updated_at = now()
           where id = $1
           returning ${USER_COLUMNS}`,
          [
            id,
            change.email ?? null,
            change.passwordHash ?? null,
            change.confirmed === true,
            change.appMetadata ? JSON.stringify(change.appMetadata) : null,
            change.userMetadata ? JSON.stringify(change.userMetadata) : null,
            change.bannedUntil !== undefined,
            change.bannedUntil ?? null,
          ],
        );
        // A banned user's sessions end now.
        if (change.bannedUntil) await tx.query('delete from auth.sessions where user_id = $1', [id]);
        return rows[0] ?? null;
      } catch (error) {
        if ((error as { code?: string }).code === '23505') return 'exists';
        throw error;
      }
    });
  }

  /** Records an invitation (Supabase Auth's `invited_at`). */
  async markInvited(id: string): Promise<void> {
    await this.db.transaction((tx) =>
      tx.query('update auth.users set invited_at = now(), updated_at = now() where id = $1', [id]),
    );
  }

  /** Deletes the user: sessions, refresh tokens and staff membership go with it (cascades). */
  async deleteUser(id: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query('delete from auth.users where id = $1 returning id', [id]);
      return rows.length > 0;
    });
  }

  /** A new session and its first refresh token; records the sign-in. */
  async startSession(
    userId: string,
    userAgent: string | null,
  ): Promise<{ sessionId: string; refreshToken: string }> {
    const sessionId = randomUUID();
    const refreshToken = newRefreshToken();
    await this.db.transaction(async (tx) => {
      await tx.query(
        `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent)
         values ($1, $2, now(), now(), 'aal1', $3)`,
        [sessionId, userId, userAgent?.slice(0, 500) ?? null],
      );
      await tx.query(
        `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, session_id)
         values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3)`,
        [sha256(refreshToken), userId, sessionId],
      );
      await tx.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [
        userId,
      ]);
    });
    return { sessionId, refreshToken };
  }

  /**
   * Rotation: the token is revoked and a child issued in the same session. A token used a
   * second time means it leaked (or was stolen): the whole session — every token of the family
   * — ends, and the caller learns it was already used.
   */
  async rotate(
    refreshToken: string,
  ): Promise<
    | { kind: 'ok'; user: UserRow; sessionId: string; refreshToken: string }
    | { kind: 'not-found' | 'reused' | 'user-gone' }
  > {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `select t.id, t.revoked, t.session_id, s.user_id, s.not_after
           from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id
          where t.token = $1
          for update of t`,
        [sha256(refreshToken)],
      );
      const found = rows[0] as
        | { id: string; revoked: boolean; session_id: string; user_id: string; not_after: string | null }
        | undefined;
      if (!found) return { kind: 'not-found' as const };
      if (found.revoked) {
        await tx.query('delete from auth.sessions where id = $1', [found.session_id]);
        return { kind: 'reused' as const };
      }
      const user = await userById(tx, found.user_id);
      if (!user || isBanned(user) || (found.not_after && new Date(found.not_after).getTime() <= Date.now())) {
        await tx.query('delete from auth.sessions where id = $1', [found.session_id]);
        return { kind: 'user-gone' as const };
      }
      const child = newRefreshToken();
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [
        found.id,
      ]);
      await tx.query(
        `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
         values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
        [sha256(child), found.user_id, sha256(refreshToken), found.session_id],
      );
      await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [
        found.session_id,
      ]);
      return { kind: 'ok' as const, user, sessionId: found.session_id, refreshToken: child };
    });
  }

  async sessionExists(sessionId: string, userId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query('select 1 from auth.sessions where id = $1 and user_id = $2', [
        sessionId,
        userId,
      ]);
      return rows.length > 0;
    });
  }

  /** Ends sessions: `global` every session of the user, `local` this one, `others` the rest. */
  async endSessions(userId: string, sessionId: string, scope: 'global' | 'local' | 'others'): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (scope === 'global') await tx.query('delete from auth.sessions where user_id = $1', [userId]);
      else if (scope === 'local')
        await tx.query('delete from auth.sessions where id = $1 and user_id = $2', [sessionId, userId]);
      else await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
    });
  }

  /**
   * Stores a sign-in link and code (or a reauthentication code). Sign-in codes pile up: the
   * links already sent stay usable, only the oldest beyond `keep` go. A new reauthentication
   * code replaces the previous one.
   */
  async saveCode(
    userId: string,
    purpose: CodePurpose,
    linkToken: string,
    codeToken: string,
    keep = 5,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (purpose === 'reauthentication') {
        await tx.query(`delete from auth.sign_in_codes where user_id = $1 and purpose = $2`, [
          userId,
          purpose,
        ]);
      }
      await tx.query(
        `insert into auth.sign_in_codes (id, user_id, purpose, link_hash, code_hash) values ($1, $2, $3, $4, $5)`,
        [randomUUID(), userId, purpose, sha256(linkToken), sha256(codeToken)],
      );
      await tx.query(
        `delete from auth.sign_in_codes where user_id = $1 and purpose = $2 and id not in (
           select id from auth.sign_in_codes where user_id = $1 and purpose = $2
            order by created_at desc limit $3)`,
        [userId, purpose, keep],
      );
    });
  }

  /** Signs in by a link's token (one use): every pending sign-in code of the member goes. */
  async consumeLink(linkToken: string, maxAgeSeconds: number): Promise<UserRow | null> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `delete from auth.sign_in_codes where link_hash = $1 and purpose = 'signin' returning user_id,
                (created_at > now() - make_interval(secs => $2)) as fresh`,
        [sha256(linkToken), maxAgeSeconds],
      );
      const found = rows[0] as { user_id: string; fresh: boolean } | undefined;
      if (!found?.fresh) return null;
      return signedInBy(tx, found.user_id);
    });
  }

  /**
   * Checks a typed code against the member's live codes of this purpose. Right: consumed.
   * Wrong: every live code counts the failure, and a code that reaches `maxFailures` is void
   * (its link, a random token, still works).
   */
  async checkCode(
    userId: string,
    purpose: CodePurpose,
    codeToken: string,
    maxAgeSeconds: number,
    maxFailures: number,
  ): Promise<{ kind: 'ok'; user: UserRow } | { kind: 'wrong'; live: number }> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `select id, code_hash from auth.sign_in_codes
          where user_id = $1 and purpose = $2 and code_hash is not null
            and created_at > now() - make_interval(secs => $3)
          for update`,
        [userId, purpose, maxAgeSeconds],
      );
      const live = rows as { id: string; code_hash: string }[];
      const hash = sha256(codeToken);
      if (live.some((row) => row.code_hash === hash)) {
        if (purpose === 'signin') {
          await tx.query(`delete from auth.sign_in_codes where user_id = $1 and purpose = 'signin'`, [
            userId,
          ]);
          const user = await signedInBy(tx, userId);
          if (user) return { kind: 'ok' as const, user };
        } else {
          await tx.query(`delete from auth.sign_in_codes where user_id = $1 and purpose = $2`, [
            userId,
            purpose,
          ]);
          const user = await userById(tx, userId);
          if (user) return { kind: 'ok' as const, user };
        }
      }
      const { rows: left } = await tx.query(
        `update auth.sign_in_codes
            set failures = failures + 1,
                code_hash = case when failures + 1 >= $3 then null else code_hash end
          where user_id = $1 and purpose = $2 and code_hash is not null
          returning code_hash`,
        [userId, purpose, maxFailures],
      );
      return { kind: 'wrong' as const, live: left.filter((row) => row.code_hash !== null).length };
    });
  }

  /** Attempts counted in a bucket within the window. */
  async recentAttempts(key: string, windowSeconds: number): Promise<number> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `select count(*)::int as n from auth.sign_in_attempts
          where bucket = $1 and attempted_at > now() - make_interval(secs => $2)`,
        [key, windowSeconds],
      );
      return Number((rows[0] as { n: number }).n);
    });
  }

  /** When a session of this user started (null: gone). */
  async sessionStartedAt(sessionId: string, userId: string): Promise<Date | null> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query('select created_at from auth.sessions where id = $1 and user_id = $2', [
        sessionId,
        userId,
      ]);
      const row = rows[0] as { created_at: string | Date } | undefined;
      return row ? new Date(row.created_at) : null;
    });
  }

  /**
   * Tells the business, on the channel quote alerts use (a row on the sheet webhook, by the
   * outbox), that sign-in e-mails fail; at most one alert an hour.
   */
  async alertBusiness(alert: string, lastError: string): Promise<void> {
    const hour = new Date().toISOString().slice(0, 13);
    await this.db.transaction((tx) =>
      tx.query('select private.enqueue_job($1, $2::jsonb, $3)', [
        'quote_alert',
        JSON.stringify({
          id: `alerte:connexion:${hour}`,
          alert,
          lastError,
          timestamp: new Date().toISOString(),
        }),
        `signin_mail_alert:${hour}`,
      ]),
    );
  }

  /**
   * Counts an attempt in each bucket and says whether any bucket is over its limit within the
   * window (then nothing is counted). Kept in the database: every server instance shares it.
   */
  async takeAttempt(
    buckets: { key: string; limit: number; windowSeconds: number }[],
  ): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
    return this.db.transaction(async (tx) => {
      await tx.query(`select pg_advisory_xact_lock(hashtext('auth.sign_in_attempts'))`);
      await tx.query(`delete from auth.sign_in_attempts where attempted_at < now() - interval '1 day'`);
      let retryAfterSeconds = 0;
      for (const bucket of buckets) {
        const { rows } = await tx.query(
          `select count(*)::int as n,
                  ceil(extract(epoch from min(attempted_at) + make_interval(secs => $2) - now()))::int as wait
             from auth.sign_in_attempts where bucket = $1 and attempted_at > now() - make_interval(secs => $2)`,
          [bucket.key, bucket.windowSeconds],
        );
        const row = rows[0] as { n: number; wait: number | null };
        if (row.n >= bucket.limit) retryAfterSeconds = Math.max(retryAfterSeconds, row.wait ?? 1, 1);
      }
      if (retryAfterSeconds > 0) return { allowed: false as const, retryAfterSeconds };
      for (const bucket of buckets) {
        await tx.query('insert into auth.sign_in_attempts (bucket) values ($1)', [bucket.key]);
      }
      return { allowed: true as const };
    });
  }

  /** Forgets an account's failed attempts after a successful sign-in. */
  async clearAttempts(key: string): Promise<void> {
    await this.db.transaction((tx) => tx.query('delete from auth.sign_in_attempts where bucket = $1', [key]));
  }
}

/** The member a link or code signed in: the address is confirmed by it. */
async function signedInBy(tx: Queryable, userId: string): Promise<UserRow | null> {
  await tx.query(
    'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1',
    [userId],
  );
  return userById(tx, userId);
}

async function userById(tx: Queryable, id: string): Promise<UserRow | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const { rows } = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
  return rows[0] ?? null;
}

export function isBanned(user: UserRow): boolean {
  return user.banned_until !== null && new Date(user.banned_until).getTime() > Date.now();
}
