import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { type Backend, type BackendOptions, createBackend } from '../../src/index.ts';
import { createScratchDatabase } from './postgres-database.ts';
import { copyTemplateDatabase, MINIMAL_SEED } from './template-database.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestServer {
  backend: Backend;
  url: string;
  anon: SupabaseClient;
  service: SupabaseClient;
  /** A raw HTTP call with the anon key (for what supabase-js cannot send). */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export function supabaseClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

/**
 * The backend over real HTTP on a random loopback port, on a copy of the seeded template
 * database (or on DATABASE_URL-style options when given), with anon and service clients.
 */
export async function startTestServer(options: BackendOptions = {}): Promise<TestServer> {
  // A caller's own dataDir (prepared beforehand) is its to remove.
  const dataDir = options.databaseUrl || options.dataDir ? undefined : copyTemplateDatabase();
  // databaseUrl '' keeps PGlite even when DATABASE_URL is set for the PostgreSQL runs.
  const backend = await createBackend({
    worker: false,
    jwtSecret: TEST_JWT_SECRET,
    dataDir,
    databaseUrl: '',
    ...options,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve(
      {
        fetch: (request, bindings) =>
          backend.fetch(request, { remoteAddress: bindings.incoming.socket.remoteAddress }),
        port: 0,
        hostname: '127.0.0.1',
      },
      () => resolve(started),
    );
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    backend,
    url,
    anon: supabaseClient(url, backend.anonKey),
    service: supabaseClient(url, backend.serviceRoleKey),
    request: (path, init = {}) =>
      fetch(`${url}${path}`, {
        ...init,
        headers: {
          apikey: backend.anonKey,
          Authorization: `Bearer ${backend.anonKey}`,
          ...(init.headers as Record<string, string>),
        },
      }),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await backend.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test server on a scratch database of the PostgreSQL server `serverUrl` names (dropped on
 * close), or on PGlite when it is undefined: the two targets of the suites that run on both.
 */
export async function startTestServerOn(
  serverUrl: string | undefined,
  options: BackendOptions = {},
): Promise<TestServer> {
  if (!serverUrl) return startTestServer(options);
  const scratch = await createScratchDatabase(serverUrl);
  const server = await startTestServer({ databaseUrl: scratch.url, seedFile: MINIMAL_SEED, ...options });
  return {
    ...server,
    async close() {
      await server.close();
      await scratch.drop();
    },
  };
}

/** A confirmed Auth user made with the service key (with a password when given); its id. */
export async function createConfirmedUser(
  server: TestServer,
  email: string,
  password?: string,
): Promise<string> {
  const { data, error } = await server.service.auth.admin.createUser({
    email,
    ...(password ? { password } : {}),
    email_confirm: true,
  });
  if (error) throw error;
  return data.user?.id as string;
}
