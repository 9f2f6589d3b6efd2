import { business, pageTitle } from '@parquet-alsace/shared';
import { frenchSpaces, typeset } from '@parquet-alsace/shared/format';
import { visitInvitation } from '@parquet-alsace/shared/visit-invitation';
import { slotsShown, visitSlotLabel } from '@parquet-alsace/shared/visit-label';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { readBoundedBody } from './request-body';
import { selfContainedPage } from './seo/self-contained-page';
import type { WriteVerdict } from './web-vitals';

/**
 * The visitor's page of a technical visit, `/visite/<key>/` (docs/adr-022-visit-booking.md): the
 * link of the confirmation e-mails and of the thank-you page. Server-rendered, no script: choose
 * a slot (one tap), confirm it (« Confirmer la visite »), then change or cancel it until the
 * day before, each a form posted to the same address; « Ajouter à mon agenda » is the visit's
 * .ics. Nothing personal is in an address but the unguessable key; no visitor text is shown.
 */
export const VISIT_PATH_PREFIX = '/visite/';
/** A posted choice is a slot's time and an action: a few hundred bytes. */
export const VISIT_MAX_BODY_BYTES = 1024;

const TOKEN = /^[0-9a-f]{64}$/;

/** Calls one of the visitor's visit functions with the anon key, as a browser would. */
export type VisitRpc = (name: string, args: Record<string, unknown>, c: Context) => Promise<Response>;

interface VisitRow {
  request_id: string;
  visit_id: string | null;
  status: 'booked' | 'cancelled' | null;
  starts_at: string | null;
  ends_at: string | null;
  label: string | null;
  sequence: number | null;
  can_change: boolean;
}
interface Slot {
  starts_at: string;
  ends_at: string;
}

/** The page's French texts, typeset once (docs/adr-019-french-typography.md). */
const texts = typeset({
  callUs: 'Une question ? Appelez-nous au',
  noneFree: 'Aucun créneau libre pour le moment : nous vous appelons pour convenir d’une date.',
  noneSuits: 'Aucun créneau ne me convient : nous vous appelons pour convenir d’une date, comme prévu.',
  noLongerFree: 'Ce créneau n’est plus libre : choisissez-en un autre.',
  next: 'Ce qui se passe ensuite : un technicien vient chez vous à l’heure dite (comptez une heure), mesure les pièces et regarde l’état du parquet ; vous recevez ensuite le devis détaillé.',
  tooOld:
    'Cette demande est trop ancienne pour choisir un créneau en ligne : appelez-nous pour fixer la visite.',
  today: 'La visite a lieu aujourd’hui : pour la changer, appelez-nous.',
  past: 'Cette visite a eu lieu. Une question sur la suite ? Appelez-nous.',
  tooMany: 'Trop de demandes depuis votre connexion : réessayez dans une minute.',
  current: 'Visite actuelle :',
  visit: 'Visite technique :',
  cancelled:
    'Votre visite technique est annulée ; un e-mail vous le confirme. Nous vous appelons pour convenir d’une autre date, ou choisissez-en une ci-dessous.',
  cancelFailed: 'Annulation impossible : appelez-nous.',
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const t = (text: string) => escapeHtml(frenchSpaces(text));

/** « mardi 15 décembre, 9 h 00 – 10 h 00 », Europe/Paris. */
export const slotLabel = (slot: Slot): string => visitSlotLabel(slot.starts_at, slot.ends_at);

const CSS = `.visit{max-width:40rem;margin:0 auto;padding:32px 16px}
.slots{display:grid;gap:8px;margin:16px 0;padding:0;list-style:none}
.slots button,.visit .primary{width:100%;min-height:48px;padding:10px 14px;border-radius:12px;border:2px solid var(--c-accent);background:var(--c-surface);text-align:left;cursor:pointer}
.visit .primary{background:var(--c-accent);color:var(--c-accentText);text-align:center;font-weight:700}
.visit form>button:not(.primary){min-height:44px;padding:8px 14px;border-radius:12px;border:1px solid var(--c-border);background:var(--c-surface);cursor:pointer}
.visit .notice{padding:10px 14px;border-radius:12px;background:var(--c-surfaceRaised)}
.visit .phone{font-weight:700}`;

function page(title: string, body: string): string {
  return selfContainedPage({
    title: escapeHtml(pageTitle(title)),
    css: CSS,
    noReferrer: true,
    body: `<main id="main" class="visit">
<h1>${t(title)}</h1>
${body}
<p>${t(texts.callUs)} <a class="phone" href="${business.phone.href}">${escapeHtml(business.phone.display)}</a>.</p>
<p><a href="/">${t('Retour à l’accueil')}</a></p>
</main>`,
  });
}

const paragraph = (text: string, className?: string) =>
  `<p${className ? ` class="${className}"` : ''}>${t(text)}</p>`;

/** The slots as buttons of one posted form: those of `level` (slotsShown), and a link to more. */
function chooser(
  slots: Slot[],
  level: number,
  changing: boolean,
  heading = changing ? 'Choisissez le nouveau créneau' : 'Choisissez le créneau de la visite technique',
): string {
  const visible = slotsShown(slots, level);
  const buttons = visible
    .map(
      (slot) =>
        `<li><button type="submit" name="creneau" value="${escapeHtml(slot.starts_at)}">${t(slotLabel(slot))}</button></li>`,
    )
    .join('');
  return `<h2>${t(heading)}</h2>
${
  visible.length === 0
    ? paragraph(texts.noneFree)
    : `<form method="post"><input type="hidden" name="action" value="choisir"><ul class="slots">${buttons}</ul></form>`
}
${slots.length > visible.length ? `<p><a href="?${changing ? 'changer=1&amp;' : ''}plus=${level + 1}">${t('Voir d’autres créneaux')}</a></p>` : ''}
${paragraph(texts.noneSuits)}`;
}

/** The visit booked: what happens next, the calendar, the change and the cancellation. */
function bookedBody(visit: VisitRow, token: string, justBooked: boolean): string {
  const label = visit.label ?? '';
  return `${justBooked ? paragraph('Votre visite est confirmée. Un e-mail de confirmation vous est envoyé.', 'notice') : ''}
<p>${t(texts.visit)} <strong>${t(label)}</strong>.</p>
${paragraph(texts.next)}
<p><a href="${VISIT_PATH_PREFIX}${token}/visite.ics" download="visite-technique.ics">${t('Ajouter à mon agenda')}</a></p>
${
  visit.ends_at && Date.parse(visit.ends_at) < Date.now()
    ? paragraph(texts.past)
    : visit.can_change
      ? `<p><a href="?changer=1">${t('Changer de créneau')}</a></p>
<form method="post"><input type="hidden" name="action" value="annuler"><button type="submit">${t('Annuler la visite')}</button></form>
${paragraph('Vous pouvez changer ou annuler la visite jusqu’à la veille.')}`
      : paragraph(texts.today)
}`;
}

const formSchema = z.object({
  action: z.enum(['choisir', 'confirmer', 'annuler']),
  creneau: z.iso.datetime({ offset: true }).optional(),
});

/**
 * What the visitor's visit pages need: the site's origin (PUBLIC_URL), the visit functions, and
 * the client's write budget, one write per form posted (before its body is read), as the devis's
 * forms: in front of a hosted project nothing else limits a client's bookings.
 */
interface VisitPageOptions {
  rpc: VisitRpc;
  publicUrl: string;
  takeWrite: (c: Context) => WriteVerdict;
}

/** A visit function refused the client for its rate (429): said so, not as a server failure. */
class TooManyRequests extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Trop de demandes');
  }
}

const noStore = { 'Cache-Control': 'no-store' };

/** The visit functions' calls and the answers the routes of a visit share. */
function visitResponses(options: VisitPageOptions) {
  async function call<T>(c: Context, name: string, args: Record<string, unknown>) {
    const response = await options.rpc(name, args, c);
    if (response.status === 429) {
      await response.body?.cancel();
      throw new TooManyRequests(Number(response.headers.get('retry-after')) || 60);
    }
    const body = (await response.json().catch(() => null)) as T | { message?: string } | null;
    return { ok: response.ok, status: response.status, body };
  }
  async function visitOf(c: Context, token: string): Promise<VisitRow | null | 'failed'> {
    const found = await call<VisitRow[]>(c, 'visit_by_token', { p_token: token });
    if (!found.ok || !Array.isArray(found.body)) return 'failed';
    return found.body[0] ?? null;
  }
  async function slotsOf(c: Context, requestId: string): Promise<Slot[] | null> {
    const found = await call<Slot[]>(c, 'available_visit_slots', { p_request_id: requestId });
    if (found.ok && Array.isArray(found.body)) return found.body;
    // PT404: a request too old (or unknown) to book online; anything else is a failure.
    if (found.status === 404) return null;
    throw new Error(`available_visit_slots : HTTP ${found.status}`);
  }
  const unknownLink = (c: Context) =>
    c.html(
      page(
        'Lien de visite inconnu',
        paragraph('Ce lien ne correspond à aucune demande. Appelez-nous pour fixer la visite.'),
      ),
      404,
      noStore,
    );
  const unavailable = (c: Context) =>
    c.html(
      page('Notre serveur ne répond pas', paragraph('Réessayez dans quelques minutes, ou appelez-nous.')),
      503,
      { ...noStore, 'Retry-After': '30' },
    );
  const tooMany = (c: Context, retryAfterSeconds: number) =>
    c.html(page('Trop de demandes', paragraph(texts.tooMany)), 429, {
      ...noStore,
      'Retry-After': String(retryAfterSeconds),
    });
  /** What a route answers when a call failed: too many requests said so, anything else 503. */
  const failure = (c: Context, error: unknown) =>
    error instanceof TooManyRequests ? tooMany(c, error.retryAfterSeconds) : unavailable(c);

  async function render(c: Context, token: string, notice?: { text: string; status: 200 | 409 | 422 }) {
    const visit = await visitOf(c, token);
    if (visit === 'failed') return unavailable(c);
    if (!visit) return unknownLink(c);
    const changing = c.req.query('changer') === '1';
    if (visit.status === 'booked' && !changing && !notice) {
      return c.html(
        page('Votre visite technique', bookedBody(visit, token, c.req.query('confirmee') === '1')),
        200,
        noStore,
      );
    }
    const slots = await slotsOf(c, visit.request_id);
    if (!slots) {
      return c.html(page('Visite technique', paragraph(texts.tooOld)), 410, noStore);
    }
    const level = Math.min(Math.max(Math.trunc(Number(c.req.query('plus'))) || 0, 0), 30);
    const body = `${notice ? `<p class="notice" role="alert">${t(notice.text)}</p>` : ''}
${visit.status === 'booked' ? `<p>${t(texts.current)} <strong>${t(visit.label ?? '')}</strong>.</p>` : ''}
${chooser(slots, level, visit.status === 'booked')}`;
    return c.html(page('Visite technique', body), notice?.status ?? 200, noStore);
  }

  return { call, visitOf, slotsOf, unknownLink, unavailable, tooMany, failure, render };
}

type VisitResponses = ReturnType<typeof visitResponses>;

export function registerVisitPage(app: Hono, options: VisitPageOptions) {
  const siteOrigin = new URL(options.publicUrl).origin;
  const responses = visitResponses(options);
  const { unknownLink, failure, render } = responses;

  app.get(`${VISIT_PATH_PREFIX}:token/`, async (c) => {
    const token = c.req.param('token');
    if (!TOKEN.test(token)) return unknownLink(c);
    try {
      return await render(c, token);
    } catch (error) {
      return failure(c, error);
    }
  });

  app.get(`${VISIT_PATH_PREFIX}:token/visite.ics`, (c) =>
    calendarAnswer(c, c.req.param('token'), responses, siteOrigin),
  );

  app.post(`${VISIT_PATH_PREFIX}:token/`, (c) =>
    postedChoice(c, c.req.param('token'), responses, options, siteOrigin),
  );
}

/** The booked visit's .ics (« Ajouter à mon agenda »). */
async function calendarAnswer(c: Context, token: string, responses: VisitResponses, siteOrigin: string) {
  const { visitOf, unknownLink, unavailable } = responses;
  if (!TOKEN.test(token)) return unknownLink(c);
  const visit = await visitOf(c, token).catch(() => 'failed' as const);
  if (visit === 'failed') return unavailable(c);
  if (!visit?.visit_id || visit.status !== 'booked' || !visit.starts_at || !visit.ends_at)
    return unknownLink(c);
  const ics = visitInvitation({
    visitId: visit.visit_id,
    method: 'PUBLISH',
    sequence: visit.sequence ?? 0,
    startsAt: visit.starts_at,
    endsAt: visit.ends_at,
    ...(business.email ? { organizer: { name: business.brand, email: business.email } } : {}),
    location: '',
    description: `Changer ou annuler, jusqu’à la veille\u00a0: ${siteOrigin}${VISIT_PATH_PREFIX}${token}/`,
    url: `${siteOrigin}${VISIT_PATH_PREFIX}${token}/`,
  });
  return c.body(ics, 200, {
    ...noStore,
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': 'attachment; filename="visite-technique.ics"',
  });
}

/** A posted form of the visit's page: choose a slot, confirm it, or cancel the visit. */
async function postedChoice(
  c: Context,
  token: string,
  responses: VisitResponses,
  options: VisitPageOptions,
  siteOrigin: string,
) {
  const { call, visitOf, slotsOf, unknownLink, unavailable, tooMany, failure, render } = responses;
  if (!TOKEN.test(token)) return unknownLink(c);
  const origin = c.req.header('origin');
  if (origin && origin !== siteOrigin && c.req.header('sec-fetch-site') !== 'same-origin') {
    return c.html(
      page('Demande refusée', paragraph('Ce formulaire ne peut être envoyé que depuis notre site.')),
      403,
      noStore,
    );
  }
  const verdict = options.takeWrite(c);
  if (!verdict.allowed) {
    if ('unknownClient' in verdict) {
      return c.html(
        page('Demande refusée', paragraph('Connexion fermée\u00a0: adresse du client inconnue.')),
        400,
        noStore,
      );
    }
    return tooMany(c, verdict.retryAfterSeconds);
  }
  const read = await readBoundedBody(c.req.raw, VISIT_MAX_BODY_BYTES);
  if (read.kind === 'too-large') {
    return c.html(page('Demande refusée', paragraph('Formulaire trop long.')), 413, {
      ...noStore,
      Connection: 'close',
    });
  }
  const parsed = await new Request(c.req.url, {
    method: 'POST',
    headers: { 'content-type': c.req.header('content-type') ?? '' },
    body: read.bytes as BodyInit,
  })
    .formData()
    .then((data) => formSchema.safeParse(Object.fromEntries(data)))
    .catch(() => null);
  if (!parsed?.success) {
    return c.html(
      page('Demande illisible', paragraph('Le formulaire n’a pas pu être lu. Revenez à la page précédente.')),
      400,
      noStore,
    );
  }
  const { action, creneau } = parsed.data;
  try {
    const visit = await visitOf(c, token);
    if (visit === 'failed') return unavailable(c);
    if (!visit) return unknownLink(c);
    if (action === 'choisir' && creneau) {
      // The second tap: confirm the slot chosen (nothing is booked yet).
      const slots = (await slotsOf(c, visit.request_id)) ?? [];
      const slot = slots.find((s) => Date.parse(s.starts_at) === Date.parse(creneau));
      if (!slot)
        return render(c, token, {
          text: texts.noLongerFree,
          status: 409,
        });
      return c.html(
        page(
          'Confirmer la visite',
          `<p>${t('Visite technique le')} <strong>${t(slotLabel(slot))}</strong>.</p>
<form method="post"><input type="hidden" name="action" value="confirmer"><input type="hidden" name="creneau" value="${escapeHtml(slot.starts_at)}"><button class="primary" type="submit">${t('Confirmer la visite')}</button></form>
<p><a href="${VISIT_PATH_PREFIX}${token}/${visit.status === 'booked' ? '?changer=1' : ''}">${t('Choisir un autre créneau')}</a></p>`,
        ),
        200,
        noStore,
      );
    }
    if (action === 'confirmer' && creneau) {
      const booked = await call(c, 'book_visit', { p_request_id: visit.request_id, p_starts_at: creneau });
      if (booked.ok) return c.redirect(`${VISIT_PATH_PREFIX}${token}/?confirmee=1`, 303);
      const message = (booked.body as { message?: unknown } | null)?.message;
      if ((booked.status === 409 || booked.status === 422) && typeof message === 'string') {
        // Lost the race (or too late): the next free slots, with why.
        return render(c, token, { text: message, status: booked.status });
      }
      return unavailable(c);
    }
    if (action === 'annuler') {
      const cancelled = await call(c, 'cancel_visit_by_token', { p_token: token });
      const message = (cancelled.body as { message?: unknown } | null)?.message;
      // Already cancelled (the form sent twice): the same answer as the first time.
      const alreadyCancelled = cancelled.status === 404 && visit.status === 'cancelled';
      if (!cancelled.ok && !alreadyCancelled) {
        return c.html(
          page('Visite technique', paragraph(typeof message === 'string' ? message : texts.cancelFailed)),
          cancelled.status === 422 || cancelled.status === 404 ? cancelled.status : 503,
          noStore,
        );
      }
      return c.html(
        page(
          'Visite annulée',
          `${paragraph(texts.cancelled, 'notice')}
<p><a href="${VISIT_PATH_PREFIX}${token}/">${t('Choisir un autre créneau')}</a></p>`,
        ),
        200,
        noStore,
      );
    }
    return render(c, token);
  } catch (error) {
    return failure(c, error);
  }
}
