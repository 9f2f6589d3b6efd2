import {
  CONNECTION_TYPES,
  DEVICE_CLASSES,
  type PageViewBeacon,
  type PageViewVitals,
  pageTypeOf,
  TARGET_MAX_LENGTH,
  VITALS_PATH,
} from '@parquet-alsace/shared/vitals';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { readBoundedBody } from './request-body';

/** One page view's measurements are a few hundred bytes; anything larger is not one. */
export const VITALS_MAX_BODY_BYTES = 2048;

const ms = z.number().finite().min(0).max(120_000);
/** A CSS selector as web-vitals writes it: one line, no control character. */
const selector = z
  .string()
  .max(TARGET_MAX_LENGTH)
  .regex(/^[^\p{Cc}]*$/u);

/** What a page view may send: every field bounded, nothing else accepted (docs/adr-021-field-speed.md). */
export const pageViewSchema = z
  .strictObject({
    device: z.enum(DEVICE_CLASSES),
    connection: z.enum(CONNECTION_TYPES).optional(),
    lcp: ms.optional(),
    lcpTtfb: ms.optional(),
    lcpLoadDelay: ms.optional(),
    lcpLoadDuration: ms.optional(),
    lcpRenderDelay: ms.optional(),
    inp: ms.optional(),
    inpTarget: selector.optional(),
    inpInputDelay: ms.optional(),
    inpProcessing: ms.optional(),
    inpPresentation: ms.optional(),
    cls: z.number().finite().min(0).max(100).optional(),
    fcp: ms.optional(),
    ttfb: ms.optional(),
  })
  .refine((view) => view.lcp !== undefined || view.inp !== undefined || view.cls !== undefined, {
    message: 'Aucune mesure de LCP, d’INP ou de CLS.',
  }) satisfies z.ZodType<PageViewBeacon>;

/**
 * The type of the page that sent the beacon, from its Referer (a page of this site: the
 * Referrer-Policy sends the whole address to the same origin); the address itself is dropped.
 */
export function pageTypeOfReferer(
  referer: string | undefined,
  siteOrigin: string,
): PageViewVitals['pageType'] {
  if (!referer) return 'other';
  try {
    const url = new URL(referer);
    return url.origin === siteOrigin ? pageTypeOf(url.pathname) : 'other';
  } catch {
    return 'other';
  }
}

export type WriteVerdict =
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number }
  | { allowed: false; unknownClient: true };

export interface WebVitalsOptions {
  /** The site's origin (PUBLIC_URL): only its own pages send measurements. */
  publicUrl: string;
  /** Takes one write from the client's budget (the backend's per-client write limit). */
  takeWrite: (c: Context) => WriteVerdict;
  /** Calls rpc('record_web_vitals') with the anon key, as a browser would. */
  record: (view: PageViewVitals) => Promise<Response>;
}

/**
 * The endpoint a page's speed measurement is sent to by `navigator.sendBeacon`, which cannot
 * set a header (docs/adr-021-field-speed.md): same-site only, one write of the client's budget
 * taken before the body is read, a body of 2 KB at most, checked with `pageViewSchema`, then
 * stored through `record_web_vitals` (whose own checks and site-wide cap hold on a hosted
 * project too). Answers 204, or a 4xx saying what was wrong; nothing of the request is logged.
 */
export function registerWebVitals(app: Hono, options: WebVitalsOptions): void {
  const siteOrigin = new URL(options.publicUrl).origin;
  const refusal = (c: Context, status: 400 | 403 | 413 | 429 | 503, message: string) =>
    c.json({ message }, status, { 'Cache-Control': 'no-store' });
  app.post(VITALS_PATH, async (c) => {
    const origin = c.req.header('origin');
    if (origin && origin !== siteOrigin && c.req.header('sec-fetch-site') !== 'same-origin') {
      return refusal(c, 403, 'Mesures acceptées depuis les pages du site seulement.');
    }
    const verdict = options.takeWrite(c);
    if (!verdict.allowed) {
      if ('unknownClient' in verdict)
        return refusal(c, 400, 'Connexion fermée\u00a0: adresse du client inconnue.');
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      return refusal(c, 429, 'Trop de requêtes\u00a0: veuillez réessayer dans un instant.');
    }
    const read = await readBoundedBody(c.req.raw, VITALS_MAX_BODY_BYTES);
    if (read.kind === 'too-large') {
      c.header('Connection', 'close');
      return refusal(c, 413, `Mesures trop longues (plus de ${VITALS_MAX_BODY_BYTES} octets).`);
    }
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(read.bytes));
    } catch {
      return refusal(c, 400, 'Mesures illisibles\u00a0: JSON attendu.');
    }
    const parsed = pageViewSchema.safeParse(body);
    if (!parsed.success) return refusal(c, 400, 'Mesures refusées\u00a0: champ inconnu ou hors limites.');
    let response: Response;
    try {
      response = await options.record({
        pageType: pageTypeOfReferer(c.req.header('referer'), siteOrigin),
        ...parsed.data,
      });
    } catch {
      return refusal(c, 503, 'Mesures non enregistrées\u00a0: base injoignable.');
    }
    if (response.ok) return c.body(null, 204, { 'Cache-Control': 'no-store' });
    if (response.status === 429) {
      c.header('Retry-After', response.headers.get('retry-after') ?? '60');
      return refusal(c, 429, 'Trop de mesures reçues\u00a0: réessayez dans une minute.');
    }
    return refusal(c, response.status >= 500 ? 503 : 400, 'Mesures refusées par la base.');
  });
}
