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
        // pg's rows are `any`: typed by the caller's statement.
        query: async <Row extends object>(sql: string, params?: unknown[]) => ({
          rows: (await client.query(sql, params)).rows as Row[],
        }),
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
    listen: (channel, onNotify) => listenOn(connectionString, channel, onNotify),
    close: () => pool.end(),
  };
}

const RELISTEN_DELAY_MS = 5_000;

/**
 * LISTEN on a connection of its own (a pooled one would drop it on release). A lost connection
 * is opened again after a few seconds; meanwhile the caller's own timer keeps things moving.
 */
async function listenOn(
  connectionString: string,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let listenedBefore = false;

  const reconnectLater = () => {
    clearTimeout(retry);
    if (!stopped) retry = setTimeout(() => void connect().catch(reconnectLater), RELISTEN_DELAY_MS).unref();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('error', (error) => {
      console.error(`[backend] écoute de ${channel} interrompue :`, error.message);
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      reconnectLater();
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    if (stopped) return void (await next.end());
    client = next;
    // What was enqueued while the connection was down is due now.
    if (listenedBefore) onNotify();
    listenedBefore = true;
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
    client = null;
  };
}
