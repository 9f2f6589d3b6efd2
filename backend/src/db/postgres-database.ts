import pg from 'pg';
import type { Database, Queryable } from './database.ts';

/** A PostgreSQL server (DATABASE_URL): one pooled connection per transaction. */
export async function openPostgresDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: Number(process.env.DATABASE_POOL_SIZE) || 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next checkout.
  pool.on('error', (error) => console.error('[backend] connexion PostgreSQL perdue :', error.message));
  // Fail at start, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();

  return {
    kind: 'postgres',
    async transaction(work) {
      const client = await pool.connect();
      const queryable: Queryable = {
        query: async (sql, params) => ({ rows: (await client.query(sql, params)).rows }),
        exec: async (sql) => {
          await client.query(sql);
        },
      };
      try {
        await client.query('begin');
        const result = await work(queryable);
        await client.query('commit');
        client.release();
        return result;
      } catch (error) {
        try {
          await client.query('rollback');
          client.release();
        } catch {
          client.release(true); // a connection that cannot roll back is discarded
        }
        throw error;
      }
    },
    close: () => pool.end(),
  };
}
