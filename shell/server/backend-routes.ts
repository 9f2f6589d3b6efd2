import type { Backend as EmbeddedBackend } from '@parquet-alsace/backend';
import type { Context, Hono } from 'hono';

/** How the server reaches the database functions: the backend in this process, or the hosted project. */
export interface BackendAccessDeps {
  /** The local backend, or null in front of a hosted project. */
  backend: EmbeddedBackend | null;
  publicUrl: string;
  /** The hosted project's URL (unused with the local backend). */
  supabaseUrl: string;
  anonKey: string;
}

/** The client's address: it feeds the backend's per-IP write limit. */
export const remoteAddress = (c: Context) =>
  (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
    ?.remoteAddress;

/**
 * A database function called with the anon key, as a browser calls it: through the backend in
 * this process, or the hosted project. Given the visitor's request `c`, the call is that
 * visitor's write (their address; behind TRUST_PROXY the client the proxy names, a header the
 * backend believes only from a trusted proxy's address); without it, the server's own call.
 */
export function rpcCaller({ backend, publicUrl, supabaseUrl, anonKey }: BackendAccessDeps) {
  return (name: string, args: unknown, c?: Context) => {
    const forwardedFor = backend && c ? c.req.header('x-forwarded-for') : undefined;
    const request = new Request(`${backend ? publicUrl : supabaseUrl}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        Authorization: `Bearer ${anonKey}`,
        'Content-Type': 'application/json',
        ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
      },
      body: JSON.stringify(args),
    });
    if (!backend) return fetch(request);
    return c ? backend.fetch(request, { remoteAddress: remoteAddress(c) }) : backend.fetch(request);
  };
}

/** Hands a request to the local backend as it came, with the client's address; null without one. */
export function backendForwarder(backend: EmbeddedBackend | null) {
  return backend ? (c: Context) => backend.fetch(c.req.raw, { remoteAddress: remoteAddress(c) }) : null;
}

/** Mounts the local backend's public paths, when there is one. */
export function registerBackendRoutes(app: Hono, toBackend: ((c: Context) => Promise<Response>) | null) {
  if (!toBackend) return;
  app.all('/rest/v1/*', toBackend);
  app.all('/functions/v1/*', toBackend);
  // Supabase Auth's subset; its links point at PUBLIC_URL and land on the back office's origin.
  app.all('/auth/v1/*', toBackend);
  app.all('/storage/v1/*', toBackend);
}
