// The database of the rules tests, and requests on it as PostgREST runs them: one transaction
// with the caller's role and JWT claims set locally, then the statement. No local server is
// involved, so what passes through these helpers holds on a hosted project too.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Database, Queryable } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrations.ts';
import { openPgliteDatabase } from '../../src/db/pglite-database.ts';
import { openPostgresDatabase } from '../../src/db/postgres-database.ts';
import { createScratchDatabase } from './postgres-database.ts';
import { copyTemplateDatabase, testSchemaFiles } from './template-database.ts';

export type Caller =
  | { role: 'anon' }
  | { role: 'authenticated'; sub: string; email: string; session_id?: string }
  | { role: 'service_role' };

/** A signed-in Auth user with a session of their own (not in the database until `addAuthUsers`). */
export const signedInUser = (email: string) => ({
  role: 'authenticated' as const,
  sub: randomUUID(),
  session_id: randomUUID(),
  email,
});
type SignedInUser = ReturnType<typeof signedInUser>;

/** The databases a rules test runs on: PGlite always, PostgreSQL too when DATABASE_URL names one. */
export function ruleTargets(): [string, string | undefined][] {
  const targets: [string, string | undefined][] = [['PGlite', undefined]];
  if (process.env.DATABASE_URL) targets.push(['PostgreSQL', process.env.DATABASE_URL]);
  return targets;
}

/** A migrated and seeded database of its own: a copy of the PGlite template, or a scratch database. */
export async function openRulesDatabase(
  serverUrl?: string,
): Promise<{ db: Database; cleanup: () => Promise<void> }> {
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl);
    const db = await openPostgresDatabase(scratch.url);
    await migrate(db, testSchemaFiles());
    return {
      db,
      cleanup: async () => {
        await db.close();
        await scratch.drop();
      },
    };
  }
  const dataDir = copyTemplateDatabase();
  const db = await openPgliteDatabase(join(dataDir, 'pglite'));
  return {
    db,
    cleanup: async () => {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Auth users with their sessions, as a sign-in leaves them. */
export function addAuthUsers(db: Database, users: SignedInUser[]): Promise<void> {
  return db.transaction(async (tx) => {
    for (const user of users) {
      await tx.query(
        `insert into auth.users (id, aud, role, email) values ($1, 'authenticated', 'authenticated', $2)`,
        [user.sub, user.email],
      );
      await tx.query(
        'insert into auth.sessions (id, user_id, created_at, updated_at) values ($1, $2, now(), now())',
        [user.session_id, user.sub],
      );
    }
  });
}

/** Requests on the database `getDb()` returns (read at each call, so it may be opened in beforeAll). */
function callerRequests(getDb: () => Database) {
  /** One API request: the role and its claims local to one transaction, as PostgREST sets them. */
  function as<T>(caller: Caller, work: (tx: Queryable) => Promise<T>): Promise<T> {
    const claims =
      caller.role === 'authenticated'
        ? {
            role: caller.role,
            sub: caller.sub,
            email: caller.email,
            aud: 'authenticated',
            ...(caller.session_id ? { session_id: caller.session_id } : {}),
          }
        : { role: caller.role };
    return getDb().transaction(async (tx) => {
      await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
        caller.role,
        JSON.stringify(claims),
      ]);
      return work(tx);
    });
  }
  const rows = async (caller: Caller, sql: string, params: unknown[] = []) =>
    (await as(caller, (tx) => tx.query(sql, params))).rows;
  /** The SQLSTATE a statement fails with (or 'ok'). */
  const outcome = async (caller: Caller, sql: string, params: unknown[] = []) => {
    try {
      await as(caller, (tx) => tx.query(sql, params));
      return 'ok';
    } catch (error) {
      return (error as { code?: string }).code ?? String(error);
    }
  };
  return { as, rows, outcome };
}

/**
 * The usual cast of a rules test, on a database of its own opened before the file's tests and
 * closed after them: a staff member, a signed-in user who is not staff, a visitor, the service.
 */
export function staffRulesDatabase(staffEmail: string, serverUrl?: string) {
  let db: Database | undefined;
  let cleanup = async () => {};
  const database = () => {
    if (!db) throw new Error('the rules database is opened in beforeAll');
    return db;
  };
  const staff = signedInUser(staffEmail);
  const outsider = signedInUser('curieux@example.com');
  const requests = callerRequests(database);
  beforeAll(async () => {
    ({ db, cleanup } = await openRulesDatabase(serverUrl));
    // Two Auth users; only the first is staff (as `npm run staff -- add` leaves them).
    await addAuthUsers(db, [staff, outsider]);
    await requests.rows({ role: 'service_role' }, 'select public.staff_member_add($1, $2)', [
      staff.sub,
      staff.email,
    ]);
  });
  afterAll(() => cleanup());
  return {
    database,
    staff,
    outsider,
    anon: { role: 'anon' } as Caller,
    service: { role: 'service_role' } as Caller,
    ...requests,
  };
}
