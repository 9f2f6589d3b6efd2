import { VITALS_PATH } from '@parquet-alsace/shared/vitals';
import type { Hono } from 'hono';
import { DEVIS_MAX_BODY_BYTES, DEVIS_PATH_PREFIX } from './devis-page';
import { answerPage, PLAIN_QUOTE_MAX_BODY_BYTES, PLAIN_QUOTE_PATH, tooLongAnswer } from './plain-quote';
import { boundBodies } from './request-body';
import { VISIT_MAX_BODY_BYTES, VISIT_PATH_PREFIX } from './visit-page';
import { VITALS_MAX_BODY_BYTES } from './web-vitals';

/** What the middleware every visitor request goes through needs. */
export interface RequestGuardsDeps {
  /** True once the instance drains (SIGTERM/SIGINT): every answer closes its connection. */
  isDraining: () => boolean;
  /** The headers every answer carries. */
  securityHeaders: Record<string, string>;
  /** The strictest Content-Security-Policy, for HTML without its own (offline page, errors). */
  strictPolicy: () => string;
  /** The local backend is mounted on this server: its paths keep the backend's own bounds. */
  backendMounted: boolean;
}

const BACKEND_PATHS = ['/rest/v1/', '/functions/v1/', '/auth/v1/', '/storage/v1/'];

/**
 * The middleware before every route of the visitor origin: closing connections while draining,
 * the security headers, and the bound of each request's body (taken before it is read).
 */
export function registerRequestGuards(app: Hono, deps: RequestGuardsDeps) {
  app.use('*', async (c, next) => {
    await next();
    // A keep-alive client of a draining instance reconnects, through the balancer, elsewhere.
    if (deps.isDraining()) c.header('Connection', 'close');
  });

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(deps.securityHeaders)) c.header(name, value);
    // HTML without its own policy (offline page, errors) gets the strictest one.
    if (
      c.res.headers.get('content-type')?.startsWith('text/html') &&
      !c.res.headers.has('content-security-policy')
    ) {
      c.header('Content-Security-Policy', deps.strictPolicy());
    }
  });

  // Every route bounds its body (docs/threat-model.md, "Request bodies"): the backend's own
  // bounds for what it answers, 16 KB for the plain quote form, 10 KB for the devis's forms,
  // none for everything else.
  app.use(
    '*',
    boundBodies(
      (c) =>
        deps.backendMounted && BACKEND_PATHS.some((prefix) => c.req.path.startsWith(prefix))
          ? 'backend'
          : c.req.method === 'POST' && c.req.path === PLAIN_QUOTE_PATH
            ? PLAIN_QUOTE_MAX_BODY_BYTES
            : c.req.method === 'POST' && c.req.path === VITALS_PATH
              ? VITALS_MAX_BODY_BYTES
              : c.req.method === 'POST' && c.req.path.startsWith(VISIT_PATH_PREFIX)
                ? VISIT_MAX_BODY_BYTES
                : c.req.method === 'POST' && c.req.path.startsWith(DEVIS_PATH_PREFIX)
                  ? DEVIS_MAX_BODY_BYTES
                  : 0,
      (c) =>
        c.req.path === PLAIN_QUOTE_PATH
          ? tooLongAnswer(c)
          : c.html(
              answerPage('Demande refusée', [
                'Cette adresse ne reçoit pas de formulaire. Revenez à la page précédente.',
              ]),
              413,
              { 'Cache-Control': 'no-store' },
            ),
    ),
  );
}
