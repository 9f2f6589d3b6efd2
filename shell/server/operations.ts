import { createHash, timingSafeEqual } from 'node:crypto';
import { type AppName, remoteApps, type SiteConfig } from '@parquet-alsace/shared';
import type { Hono } from 'hono';
import { etag } from 'hono/etag';
import { NO_CACHE } from './http-cache';
import type { RemoteRegistry } from './remote-registry';

/** What the site's configuration and the operators' routes need. */
export interface OperationRoutesDeps {
  /** The deploy-time config a page names, for the release in service. */
  siteConfig: () => SiteConfig;
  registry: RemoteRegistry;
  /** Whether the local backend's database answers within the delay; null in front of a hosted project. */
  databaseReachable: ((timeoutMs: number) => Promise<boolean>) | null;
  /** The company details still empty or holding a placeholder. */
  companyPlaceholders: () => string[];
  /** ADMIN_SECRET; empty, /__admin/revalidate is not found. */
  adminSecret: string;
  /** True once the instance drains: /__ready answers 503. */
  isDraining: () => boolean;
}

/** How long /__ready waits for the database before calling it unreachable. */
const READY_DATABASE_TIMEOUT_MS = 1000;

/** Wrong secrets /__admin/revalidate accepts a minute, from all clients together. */
export const ADMIN_MAX_FAILURES_PER_MINUTE = 10;

/** Compares secrets in constant time, whatever their lengths. */
const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  );

/**
 * `/site-config.json` (and the validators of the dynamic no-cache answers), then the routes of a
 * load balancer, supervisor or deployment: `/__health`, `/__ready`, `/__admin/revalidate`.
 */
export function registerOperationRoutes(app: Hono, deps: OperationRoutesDeps) {
  const { registry } = deps;
  // Dynamic no-cache answers get a validator too: a revisit costs a 304, not the body.
  app.use('/site-config.json', etag());
  app.use('/sw.js', etag());
  app.get('/site-config.json', (c) => {
    c.header('Cache-Control', NO_CACHE);
    return c.json(deps.siteConfig());
  });

  // For a load balancer or supervisor: cheap, never cached, nothing secret (the versions in
  // service are named in every page anyway). Liveness: the process answers.
  app.get('/__health', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }));
  // Readiness: not draining, the database answers, every remote has a release in service.
  app.get('/__ready', async (c) => {
    const { versions, bundles } = registry.snapshot();
    // Each remote: the version in service, or null when none could be loaded.
    const releases = Object.fromEntries(
      remoteApps.map((name) => [name, versions[name] ?? (bundles[name] ? 'en service' : null)]),
    );
    const database = deps.databaseReachable
      ? (await deps.databaseReachable(READY_DATABASE_TIMEOUT_MS))
        ? 'ok'
        : 'injoignable'
      : 'hébergée';
    const draining = deps.isDraining();
    const ready = !draining && database !== 'injoignable' && Object.values(releases).every(Boolean);
    // Not a reason to take the instance out: the pages leave the missing lines out.
    const company = { placeholders: deps.companyPlaceholders() };
    return c.json({ ready, draining, database, releases, company }, ready ? 200 : 503, {
      'Cache-Control': 'no-store',
    });
  });

  // A deployment's signal that it published a new version (besides the file watch and interval).
  // Failed attempts are throttled: after ADMIN_MAX_FAILURES_PER_MINUTE wrong secrets (from
  // anyone) every attempt gets 429 until the minute ends, so guessing runs at 10 a minute.
  const adminFailures = { windowStart: 0, count: 0 };
  app.post('/__admin/revalidate', async (c) => {
    if (!deps.adminSecret) return c.notFound();
    const now = Date.now();
    if (now - adminFailures.windowStart >= 60_000)
      Object.assign(adminFailures, { windowStart: now, count: 0 });
    if (adminFailures.count >= ADMIN_MAX_FAILURES_PER_MINUTE) {
      const retryAfter = Math.max(1, Math.ceil((adminFailures.windowStart + 60_000 - now) / 1000));
      return c.json({ error: 'Trop d’essais\u00a0: réessayez plus tard' }, 429, {
        'Retry-After': String(retryAfter),
      });
    }
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!sameSecret(given, deps.adminSecret)) {
      adminFailures.count++;
      return c.json({ error: 'Secret absent ou invalide' }, 401, { 'WWW-Authenticate': 'Bearer' });
    }
    const remote = c.req.query('remote');
    if (remote !== undefined && !(remoteApps as readonly string[]).includes(remote)) {
      return c.json({ error: `Application inconnue\u00a0: ${remote}` }, 400);
    }
    const results = await registry.revalidate(remote as AppName | undefined);
    return c.json({ results }, 200, { 'Cache-Control': 'no-store' });
  });
}
