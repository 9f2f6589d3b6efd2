import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './database.ts';

const BOOL_OID = 16;

/**
 * Embedded PostgreSQL. It runs a single backend, so every transaction is serialised through
 * one queue: a request never waits inside another request's open transaction, it waits its turn.
 */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  const db = await PGlite.create({
    dataDir,
    extensions: { pg_trgm, btree_gist },
    // PGlite checks booleans in JavaScript and throws a plain Error; sent as text, PostgreSQL
    // itself rejects a bad value (22P02) exactly as a server would.
    serializers: {
      [BOOL_OID]: (value: unknown) => (typeof value === 'boolean' ? (value ? 't' : 'f') : String(value)),
    },
  });
  let queue: Promise<unknown> = Promise.resolve();

  function serialised<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    kind: 'pglite',
    transaction: (work) =>
      serialised(() =>
        db.transaction(async (tx) => {
          const queryable: Queryable = {
            query: async <Row extends object>(sql: string, params?: unknown[]) => ({
              rows: (await tx.query<Row>(sql, params)).rows,
            }),
            exec: async (sql) => {
              await tx.exec(sql);
            },
          };
          return work(queryable);
        }),
      ),
    // PGlite delivers the notifications its own transactions send, after their commit.
    async listen(channel, onNotify) {
      const unlisten = await serialised(() => db.listen(channel, () => onNotify()));
      return () => serialised(() => unlisten());
    },
    close: () => serialised(() => db.close()),
  };
}
