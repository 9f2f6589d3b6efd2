import { createHmac } from 'node:crypto';
import { business, pageTitle, replyDelaySentence } from '@parquet-alsace/shared';
import { frenchSpaces } from '@parquet-alsace/shared/format';
import {
  isFinition,
  isPhoneCountry,
  isPropertyType,
  normalizePostalCode,
  type QuoteFields,
  type QuotePayload,
} from '@parquet-alsace/shared/quote';
import { checkQuote } from '@parquet-alsace/shared/quote-form';
import type { Context, Hono } from 'hono';
import { readBoundedBody } from './request-body';
import { selfContainedPage } from './seo/self-contained-page';

/** Where the plain quote form (the shell's /devis/ page) posts; the same address as the page. */
export const PLAIN_QUOTE_PATH = '/devis/';
/** Where a stored form is redirected (303): reloading it shows the page again, sends nothing. */
export const PLAIN_QUOTE_DONE_PATH = '/devis/merci/';

/**
 * The request id of a plain form: the same form sent again the same day (a reload of the answer,
 * a second click, the browser's « resend ») has the same id, which `submit_quote` stores once and
 * notifies once. A page cannot carry an id of its own: it is rendered once for many visitors.
 * The id is also what reads and books the visitor's visit (`available_visit_slots`,
 * `book_visit`), so it is an HMAC keyed with the server's secret (`formIdSecret`, never sent to
 * a browser): knowing the form's content is not enough to compute it.
 */
export function plainRequestId(
  payload: Omit<QuotePayload, 'requestId'>,
  secret: string,
  now = new Date(),
): string {
  if (secret.length < FORM_ID_SECRET_MIN_LENGTH) throw new Error('plainRequestId : secret trop court');
  const hex = createHmac('sha256', secret)
    .update(JSON.stringify([now.toISOString().slice(0, 10), payload]))
    .digest('hex');
  // The form of a version 4 UUID (the type the database takes), from the HMAC's first bytes.
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
/** The shortest key `plainRequestId` accepts (`openssl rand -hex 16` gives 32 characters). */
export const FORM_ID_SECRET_MIN_LENGTH = 32;
/** A quote form is a few kilobytes; anything larger is not one (counted as it streams). */
export const PLAIN_QUOTE_MAX_BODY_BYTES = 16 * 1024;

/** Calls rpc('submit_quote') as a browser would (anon key, the visitor's address for the limits). */
export type SubmitQuoteCall = (payload: QuotePayload, c: Context) => Promise<Response>;

/**
 * The key of the visitor's visit page for a stored request (rpc('visit_link')), or null: the
 * answer then leads to the page where the technical visit is chosen (docs/adr-022-visit-booking.md).
 */
export type VisitLinkCall = (requestId: string, c: Context) => Promise<string | null>;

const VISIT_KEY = /^[0-9a-f]{64}$/;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The French page answering a posted form: self-contained, no script, the phone number. */
export function answerPage(title: string, paragraphs: string[], extraHtml = ''): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(frenchSpaces(p))}</p>`).join('\n') + extraHtml;
  return selfContainedPage({
    title: escapeHtml(pageTitle(title)),
    css: `.answer{max-width:40rem;margin:0 auto;padding:48px 16px}
.answer .phone{font-size:1.4rem;font-weight:700}`,
    body: `<main id="main" class="answer">
<h1>${escapeHtml(title)}</h1>
${body}
<p>Pour toute question, appelez-nous au <a class="phone" href="${business.phone.href}">${business.phone.display}</a>.</p>
<p><a href="/">Retour à l’accueil</a></p>
</main>`,
  });
}

/** 413 for a form over its bound; the connection is closed, the rest of the body never read. */
export function tooLongAnswer(c: Context): Response {
  return c.html(
    answerPage('Demande trop longue', ['Votre message est trop long\u00a0: raccourcissez-le.']),
    413,
    { 'Cache-Control': 'no-store', Connection: 'close' },
  );
}

/** What will happen now, and nothing else: the copy is mentioned only when it was asked for. */
export function plainQuoteDone(copyAsked: boolean): string[] {
  return [
    `Votre demande de devis a bien été envoyée. ${replyDelaySentence()}`,
    ...(copyAsked ? ['Une copie de votre demande vous est envoyée par e-mail.'] : []),
  ];
}

/** The answer page's link to choose the technical visit (a key of the visitor's link only). */
function visitLinkHtml(key: string | undefined): string {
  if (!key || !VISIT_KEY.test(key)) return '';
  return `<p><a class="phone" href="/visite/${key}/">${frenchSpaces('Choisissez le créneau de la visite technique')}</a></p>`;
}

const text = (form: Record<string, unknown>, key: string) => {
  const value = form[key];
  return typeof value === 'string' ? value : '';
};

/**
 * The plain quote form posted without scripts (docs/product-rules.md#forms-without-scripts):
 * checked with the site's rules, then stored through `submit_quote` with the anon key, exactly
 * as the wizard stores it (same function, same policies, same limits). Accepted only from this
 * site's own pages. Answers a French page; nothing of the visitor's text is logged.
 */
export function registerPlainQuote(
  app: Hono,
  options: {
    submit: SubmitQuoteCall;
    publicUrl: string;
    /** The key of the request ids (`plainRequestId`): from configuration, the same on every instance. */
    formIdSecret: string;
    visitLink?: VisitLinkCall;
  },
) {
  const siteOrigin = new URL(options.publicUrl).origin;
  app.get(PLAIN_QUOTE_DONE_PATH, (c) =>
    c.html(
      answerPage(
        'Merci, votre demande est enregistrée',
        plainQuoteDone(c.req.query('copie') === 'oui'),
        visitLinkHtml(c.req.query('visite')),
      ),
      200,
      {
        'Cache-Control': 'no-store',
      },
    ),
  );
  app.post(PLAIN_QUOTE_PATH, async (c) => {
    const html = (status: 200 | 400 | 403 | 503, title: string, lines: string[]) =>
      c.html(answerPage(title, lines), status, { 'Cache-Control': 'no-store' });
    const origin = c.req.header('origin');
    if (origin && origin !== siteOrigin && c.req.header('sec-fetch-site') !== 'same-origin') {
      return html(403, 'Demande refusée', ['Ce formulaire ne peut être envoyé que depuis notre site.']);
    }
    const read = await readBoundedBody(c.req.raw, PLAIN_QUOTE_MAX_BODY_BYTES);
    if (read.kind === 'too-large') return tooLongAnswer(c);
    let form: Record<string, unknown>;
    try {
      const parsed = await new Request(c.req.url, {
        method: 'POST',
        headers: { 'content-type': c.req.header('content-type') ?? '' },
        body: read.bytes as BodyInit,
      }).formData();
      form = Object.fromEntries([...parsed].filter(([, value]) => typeof value === 'string'));
    } catch {
      return html(400, 'Demande illisible', ['Le formulaire n’a pas pu être lu. Veuillez réessayer.']);
    }
    const propertyType = text(form, 'propertyType');
    const finition = text(form, 'finition');
    const phoneCountry = text(form, 'phoneCountry');
    const surface = Number(text(form, 'surface').replace(',', '.'));
    const elevator = text(form, 'hasElevator');
    // Not answered: the standard VAT rate, as for a request that never asked it.
    const homeAge = text(form, 'homeOlderThanTwoYears');
    const homeOlderThanTwoYears = homeAge === 'oui' ? true : homeAge === 'non' ? false : undefined;
    const fields: QuoteFields = {
      surface: Number.isFinite(surface) && text(form, 'surface').trim() !== '' ? surface : null,
      propertyType,
      hasElevator: elevator === 'oui' ? true : elevator === 'non' ? false : null,
      finition,
      fullName: text(form, 'fullName'),
      phone: text(form, 'phone'),
      phoneCountry: isPhoneCountry(phoneCountry) ? phoneCountry : 'FR',
      email: text(form, 'email'),
      postalCode: text(form, 'postalCode'),
      message: text(form, 'message'),
    };
    const acceptTerms = text(form, 'acceptTerms') === 'oui';
    const check = await checkQuote(fields, acceptTerms);
    if (!check.ok || !isPropertyType(propertyType) || !isFinition(finition)) {
      const messages = check.ok ? ['Merci de compléter le formulaire.'] : Object.values(check.errors);
      return html(400, 'Votre demande est incomplète', [
        ...messages.filter((m): m is string => typeof m === 'string'),
        'Revenez à la page précédente pour corriger\u00a0: ce que vous avez saisi y est encore.',
      ]);
    }
    // The wizard's payload type (shared/src/quote/quote-payload.ts): a key renamed there fails here.
    const fieldsSent: Omit<QuotePayload, 'requestId'> = {
      surface: Math.round((fields.surface ?? 0) / 5) * 5,
      propertyType,
      hasElevator: propertyType === 'appartement' ? fields.hasElevator : null,
      homeOlderThanTwoYears: homeOlderThanTwoYears ?? null,
      finition,
      finishType: finition === 'poncageVitrification' ? 'mat' : null,
      serviceType: 'poncage_vitrification',
      teinture: finition !== 'poncageEscalier' && text(form, 'teinture') === 'oui',
      fullName: fields.fullName.trim(),
      phone: check.phone,
      phoneCountry: fields.phoneCountry,
      email: fields.email.trim(),
      postalCode: normalizePostalCode(fields.postalCode),
      streetNumber: null,
      streetName: null,
      city: null,
      message: fields.message?.trim() ? fields.message.trim() : null,
      sendCopy: text(form, 'sendCopy') === 'oui',
      source: 'modal',
      acceptTerms,
    };
    const payload: QuotePayload = {
      requestId: plainRequestId(fieldsSent, options.formIdSecret),
      ...fieldsSent,
    };
    let response: Response;
    try {
      response = await options.submit(payload, c);
    } catch (error) {
      console.error('Devis sans script : base injoignable', error instanceof Error ? error.message : error);
      return html(503, 'Notre serveur ne répond pas', [
        'Votre demande n’a pas pu être enregistrée. Appelez-nous, ou réessayez dans quelques minutes.',
      ]);
    }
    if (response.ok) {
      // Post/Redirect/Get: the answer is a page of its own, which a reload asks for again; with
      // the key of the visitor's link when it can be read (the visit is chosen from there).
      const key = await options.visitLink?.(payload.requestId, c).catch(() => null);
      const query = [
        ...(payload.sendCopy ? ['copie=oui'] : []),
        ...(key && VISIT_KEY.test(key) ? [`visite=${key}`] : []),
      ];
      return c.redirect(`${PLAIN_QUOTE_DONE_PATH}${query.length ? `?${query.join('&')}` : ''}`, 303);
    }
    const refusal = (await response.json().catch(() => null)) as { hint?: unknown } | null;
    if (response.status === 400 && typeof refusal?.hint === 'string') {
      return html(400, 'Votre demande est incomplète', [
        refusal.hint,
        'Revenez à la page précédente pour corriger\u00a0: ce que vous avez saisi y est encore.',
      ]);
    }
    console.error(`Devis sans script : submit_quote a répondu ${response.status}`);
    return html(503, 'Notre serveur ne répond pas', [
      'Votre demande n’a pas pu être enregistrée. Appelez-nous, ou réessayez dans quelques minutes.',
    ]);
  });
}
