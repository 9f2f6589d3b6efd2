import { createHash } from 'node:crypto';
import { business, pageTitle } from '@parquet-alsace/shared';
import { frenchSpaces, typeset } from '@parquet-alsace/shared/format';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  type DevisAcceptanceView,
  type DevisSnapshot,
  type DevisView,
  devisView,
  parisDateTime,
} from './devis-view';
import { readBoundedBody } from './request-body';
import { selfContainedPage } from './seo/self-contained-page';
import type { WriteVerdict } from './web-vitals';

/**
 * The customer's page of a devis, `/mon-devis/<token>/` (docs/adr-023-devis.md): the link of
 * the devis's e-mail. Server-rendered, no script: the devis in HTML and in PDF, the reduced-VAT
 * attestation and the early-start request to tick, a 6-digit code asked by e-mail, then the
 * code and the customer's name to accept it; or a refusal with its reason. Each a form posted
 * to the same address. The devis functions are the service role's only: this server calls them
 * with the service key and passes the client's address and browser, kept as the proof.
 */
export const DEVIS_PATH_PREFIX = '/mon-devis/';
/** The longest form: the refusal's reason (1 000 characters, up to 9 bytes each once encoded). */
export const DEVIS_MAX_BODY_BYTES = 10 * 1024;
const MAX_REASON = 1000;
const MAX_NAME = 120;

const TOKEN = /^[0-9a-f]{64}$/;

/** The storage bucket and path of a version's signed PDF (the worker attaches it to the mails). */
export const signedPdfPath = (devisId: string, version: number) => `${devisId}/v${version}-signe.pdf`;
export const DEVIS_BUCKET = 'devis';

export type DevisState = 'a_signer' | 'accepte' | 'refuse' | 'expire' | 'remplace';

export interface DevisRow {
  devis_id: string;
  number: string;
  version: number;
  state: DevisState;
  snapshot: DevisSnapshot;
  expires_at: string | null;
  accepted_at: string | null;
  signer_name: string | null;
  pdf_sha256: string | null;
}

export interface RecordedAcceptance {
  accepted_at: string;
  signer_name: string;
  pdf_sha256: string;
  vat_certified: boolean;
  early_start: boolean;
}

export interface DevisPageOptions {
  publicUrl: string;
  /** A devis function called with the service key; PostgREST's answer (errors `{ message }`). */
  rpc: (name: string, args: Record<string, unknown>) => Promise<Response>;
  /** The client's address as the write limit sees it (TRUST_PROXY), kept with an acceptance. */
  clientAddress: (c: Context) => string | null;
  /** One write of the client's budget, taken before a form's body is read. */
  takeWrite: (c: Context) => WriteVerdict;
  /** The devis's PDF (content/scripts/devis-pdf.mjs), the same bytes for the same view. */
  renderPdf: (view: DevisView, acceptance: DevisAcceptanceView | null) => Promise<Uint8Array>;
  /**
   * The acceptance recorded for a version (the service role's read of `devis_acceptances`):
   * the signed PDF is drawn again from it when the stored one is missing.
   */
  acceptance: (devisId: string, version: number) => Promise<RecordedAcceptance | null>;
  /** The signed PDFs, in the private storage bucket `devis`. */
  signedPdfs: {
    put: (path: string, pdf: Uint8Array) => Promise<void>;
    get: (path: string) => Promise<Uint8Array | null>;
  };
}

const texts = typeset({
  callUs: 'Une question sur ce devis ? Répondez à son e-mail ou appelez-nous au',
  superseded:
    // Said the moment staff change a sent devis, before its new version is sent: no mail is
    // claimed that may not have left yet.
    'Ce devis a été remplacé par une version plus récente, que nous vous envoyons par e-mail avec son lien dès qu’elle est prête. Cette version ne peut plus être acceptée.',
  expired: 'Ce devis n’est plus valable : il ne peut plus être accepté. Demandez-nous un nouveau devis.',
  refused: 'Vous avez refusé ce devis. Merci de nous avoir répondu.',
  acceptIntro:
    'Pour accepter le devis : cochez ce qui vous concerne, demandez le code à 6 chiffres que nous vous envoyons par e-mail, puis saisissez-le avec votre nom.',
  vatIntro:
    'Ce devis applique un taux réduit de TVA. Pour en bénéficier, vous attestez que les locaux sont des locaux d’habitation achevés depuis plus de deux ans, que les travaux ne concourent pas à la production d’un immeuble neuf et n’augmentent pas de plus de 10 % la surface de plancher (texte complet de l’attestation dans le PDF).',
  vatTick: 'J’atteste remplir les conditions du taux réduit de TVA décrites dans le devis.',
  withdrawal:
    'Vous disposez de 14 jours après l’acceptation pour vous rétracter (contrat conclu à distance) ; le formulaire de rétractation est dans le PDF. Les travaux ne commencent pas avant la fin de ce délai, sauf si vous le demandez.',
  earlyTick: 'Je demande que les travaux commencent avant la fin du délai de rétractation.',
  alreadyHaveCode: 'J’ai déjà reçu un code',
  codeLabel: 'Code à 6 chiffres reçu par e-mail',
  nameLabel: 'Votre prénom et votre nom',
  missingTick: 'Cochez l’attestation du taux réduit de TVA pour accepter ce devis.',
  badCode: 'Saisissez le code à 6 chiffres reçu par e-mail.',
  missingName: 'Saisissez votre prénom et votre nom.',
  tooManyCodes: 'Trop de codes demandés pour ce devis : réessayez dans une heure.',
  tooManyRequests: 'Trop de demandes en peu de temps : réessayez dans une minute.',
  reasonTooLong: `Le motif ne peut dépasser ${MAX_REASON} caractères.`,
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
/** A text for HTML: French spaces, then escaped (visitor-written text included: inert). */
const t = (text: string) => escapeHtml(frenchSpaces(text));

const CSS = `.devis{max-width:44rem;margin:0 auto;padding:24px 16px;overflow-wrap:break-word}
.devis h1 span{white-space:nowrap}
.devis .meta{color:var(--c-textMuted)}
.devis .parties{display:grid;gap:12px;grid-template-columns:repeat(auto-fit,minmax(15rem,1fr));margin-bottom:8px}
.devis .parties p{margin:0}
.devis .lines{list-style:none;padding:0;margin:8px 0;display:grid;gap:8px}
.devis .lines li{padding:10px 12px;border-radius:10px;background:var(--c-surfaceRaised);display:grid;gap:2px}
.devis .amount,.devis .sums dd{font-variant-numeric:tabular-nums}
.devis .amount{text-align:right;font-weight:700}
.devis dl{margin:8px 0;display:grid;gap:8px}
.devis dt{font-weight:700}
.devis dd{margin:0}
.devis .sums{gap:4px}
.devis .sums div{display:flex;justify-content:space-between;gap:12px}
.devis .sums dt{font-weight:400}
.devis .sums dd{text-align:right;white-space:nowrap}
.devis .sums .ttc dt,.devis .ttc{font-weight:700;font-size:1.15em}
.devis .notice{padding:10px 14px;border-radius:12px;background:var(--c-surfaceRaised)}
.devis .error{border:2px solid var(--c-danger)}
.devis form{display:grid;gap:12px;margin:12px 0}
.devis label.tick{display:flex;gap:10px;align-items:flex-start}
.devis label.tick input{width:24px;height:24px;flex:none;margin:0}
.devis label.field{display:grid;gap:4px}
.devis input[type=text],.devis textarea{min-height:48px;padding:10px 12px;border-radius:10px;border:1px solid var(--c-border);background:var(--c-surface);color:var(--c-text);font:inherit;width:100%;box-sizing:border-box}
.devis button{min-height:48px;padding:10px 14px;border-radius:12px;border:1px solid var(--c-border);background:var(--c-surface);color:var(--c-text);cursor:pointer;font:inherit}
.devis .primary{background:var(--c-accent);color:var(--c-accentText);border:2px solid var(--c-accent);font-weight:700}`;

function page(title: string, body: string): string {
  return selfContainedPage({
    title: escapeHtml(pageTitle(title)),
    css: CSS,
    noReferrer: true,
    body: `<main id="main" class="devis">
${body}
<p>${t(texts.callUs)} <a href="${business.phone.href}">${escapeHtml(business.phone.display)}</a>.</p>
</main>`,
  });
}

const paragraph = (text: string, className?: string, role?: string) =>
  `<p${className ? ` class="${className}"` : ''}${role ? ` role="${role}"` : ''}>${t(text)}</p>`;

/** « Label : value » rows, the empty values left out. */
const definitions = (rows: [string, string][], className = '') =>
  `<dl${className ? ` class="${className}"` : ''}>${rows
    .filter(([, value]) => value)
    .map(([label, value]) => `<div><dt>${t(label)}</dt><dd>${t(value)}</dd></div>`)
    .join('')}</dl>`;

/** « 14 marches », « 2 heures », « 12,5 m² »: the units of a count agree with it. */
function quantityWithUnit(quantity: string, unit: string): string {
  const count = Number(quantity.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
  return `${quantity} ${unit}${unit !== 'm²' && count >= 2 ? 's' : ''}`;
}

/** The devis itself, as its PDF shows it. */
function devisBody(view: DevisView, prefix: string): string {
  const c = view.company;
  const lines = [...view.lines, ...(view.travel ? [view.travel] : [])]
    .map(
      (line) => `<li><strong>${t(line.description)}</strong>
<span>${t(`${quantityWithUnit(line.quantity, line.unit)} × ${line.unitPriceHt} HT · TVA ${line.vatRate}`)}</span>
<span class="amount">${t(`${line.totalHt} HT`)}</span></li>`,
    )
    .join('\n');
  const totals = definitions(
    [
      ['Total HT', view.totals.ht],
      ...view.totals.byRate.map((r): [string, string] => [`TVA ${r.rate} sur ${r.base} HT`, r.vat]),
    ],
    'sums',
  );
  return `<p><a href="${prefix}devis.pdf">${t('Voir le devis en PDF')}</a></p>
<div class="parties">
<div><h2>${t('Entreprise')}</h2>
<p><strong>${t(c.legalName)}</strong></p>
<p>${t(c.legalForm)}</p>
<p>${t(c.address)}</p>
<p>${t(`SIRET\u00a0: ${c.siret} · ${c.rcs}`)}</p>
<p>${t(`TVA\u00a0: ${c.vatNumber}`)}</p>
<p>${t(`${c.phone} · ${c.email}`)}</p></div>
<div><h2>${t('Client')}</h2>
<p><strong>${t(view.customer.name)}</strong></p>
<p>${t(`Adresse des travaux\u00a0: ${view.customer.worksAddress}`)}</p></div>
</div>
<h2>${t('Nature des travaux')}</h2>
${paragraph(view.worksNature)}
<h2>${t('Détail')}</h2>
<ul class="lines">
${lines}
</ul>
${view.travel ? '' : paragraph('Aucuns frais de déplacement.')}
${totals}
<dl class="sums"><div class="ttc"><dt>${t('Total TTC')}</dt><dd>${t(view.totals.ttc)}</dd></div></dl>
<h2>${t('Conditions')}</h2>
${definitions([
  ['Valable jusqu’au', `${view.validUntil} inclus`],
  ['Prix du devis', view.devisPrice],
  ['Début des travaux', view.start],
  ['Durée', view.duration],
  ['Paiement', view.paymentTerms],
  ['Acompte', view.deposit],
  ['Assurance décennale', `${c.insurerName}, police ${c.insurerPolicy} (${c.insurerArea})`],
  [
    'Médiateur de la consommation',
    [c.mediatorName, c.mediatorAddress, c.mediatorWebsite].filter(Boolean).join(', '),
  ],
])}`;
}

/** What the customer typed: given back whole on an error. */
interface Typed {
  tva: boolean;
  anticipe: boolean;
  code: string;
  nom: string;
  raison: string;
}
const NOTHING_TYPED: Typed = { tva: false, anticipe: false, code: '', nom: '', raison: '' };

interface Notice {
  text: string;
  error: boolean;
}

const checked = (on: boolean) => (on ? ' checked' : '');

/** The ticks of the acceptance (the attestation only when a reduced rate applies). */
function ticks(view: DevisView, typed: Typed): string {
  return `${
    view.reducedVat
      ? `${paragraph(texts.vatIntro)}
<label class="tick"><input type="checkbox" name="tva" value="1"${checked(typed.tva)}><span>${t(texts.vatTick)}</span></label>`
      : ''
  }
${paragraph(texts.withdrawal)}
<label class="tick"><input type="checkbox" name="anticipe" value="1"${checked(typed.anticipe)}><span>${t(texts.earlyTick)}</span></label>`;
}

/**
 * The acceptance: first the ticks and the code asked; then (`withCode`) the code and the name.
 * The forms land back here (`#accepter`), the answer's notice beside them.
 */
function acceptForms(
  view: DevisView,
  action: string,
  typed: Typed,
  withCode: boolean,
  notice: string,
): string {
  const heading = `<h2 id="accepter">${t('Accepter le devis')}</h2>
${notice}`;
  if (!withCode) {
    return `${heading}
${paragraph(texts.acceptIntro)}
<form method="post" action="${action}#accepter">
${ticks(view, typed)}
<button class="primary" type="submit" name="action" value="code">${t('Recevoir le code par e-mail')}</button>
</form>
<p><a href="${action}?code=1#accepter">${t(texts.alreadyHaveCode)}</a></p>`;
  }
  const kept = `${typed.tva ? '<input type="hidden" name="tva" value="1">' : ''}${
    typed.anticipe ? '<input type="hidden" name="anticipe" value="1">' : ''
  }<input type="hidden" name="nom" value="${escapeHtml(typed.nom)}">`;
  return `${heading}
<form method="post" action="${action}#accepter">
${ticks(view, typed)}
<label class="field"><span>${t(texts.codeLabel)}</span><input type="text" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="12" value="${escapeHtml(typed.code)}"></label>
<label class="field"><span>${t(texts.nameLabel)}</span><input type="text" name="nom" autocomplete="name" maxlength="${MAX_NAME}" value="${escapeHtml(typed.nom)}"></label>
<button class="primary" type="submit" name="action" value="accepter">${t('Accepter le devis')}</button>
</form>
<form method="post" action="${action}#accepter">${kept}<button type="submit" name="action" value="code">${t('Recevoir un nouveau code')}</button></form>`;
}

function refuseForm(action: string, typed: Typed, open: boolean): string {
  return `<details${open ? ' open' : ''}><summary>${t('Refuser le devis')}</summary>
<form method="post" action="${action}#accepter">
<label class="field"><span>${t('Motif (facultatif)')}</span><textarea name="raison" rows="3" maxlength="${MAX_REASON}">${escapeHtml(typed.raison)}</textarea></label>
<button type="submit" name="action" value="refuser">${t('Refuser')}</button>
</form></details>`;
}

const noStore = { 'Cache-Control': 'no-store' };

/** The first line of a function's French error, if it sent one. */
const messageOf = (body: unknown) => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
};

function devisResponses(options: DevisPageOptions) {
  async function call<T>(name: string, args: Record<string, unknown>) {
    const response = await options.rpc(name, args);
    const body = (await response.json().catch(() => null)) as T | { message?: string } | null;
    return { ok: response.ok, status: response.status, body };
  }
  async function devisOf(token: string): Promise<DevisRow | null | 'failed'> {
    const found = await call<DevisRow[]>('devis_by_token', { p_token: token });
    if (!found.ok || !Array.isArray(found.body)) return 'failed';
    return found.body[0] ?? null;
  }

  // The unsigned PDFs rendered lately: the bytes shown are the bytes whose SHA-256 is accepted
  // (the rendering is deterministic; the cache saves a child process per download).
  const unsignedPdfs = new Map<string, Promise<Uint8Array>>();
  function unsignedPdf(row: DevisRow, view: DevisView): Promise<Uint8Array> {
    const key = `${row.devis_id}:${row.version}:${row.snapshot.sentAt}`;
    let pdf = unsignedPdfs.get(key);
    if (!pdf) {
      pdf = options.renderPdf(view, null);
      pdf.catch(() => unsignedPdfs.delete(key));
      unsignedPdfs.set(key, pdf);
      if (unsignedPdfs.size > 32) unsignedPdfs.delete(unsignedPdfs.keys().next().value as string);
    }
    return pdf;
  }

  /**
   * The signed PDF of an acceptance, drawn and stored where the mails take it. The drawing is
   * deterministic: drawn again from the recorded acceptance, it is the same file.
   */
  async function storeSigned(row: DevisRow, view: DevisView, acceptance: RecordedAcceptance) {
    const pdf = await options.renderPdf(view, {
      acceptedAt: parisDateTime(acceptance.accepted_at),
      signerName: frenchSpaces(acceptance.signer_name),
      pdfSha256: acceptance.pdf_sha256,
      vatCertified: acceptance.vat_certified,
      earlyStart: acceptance.early_start,
    });
    await options.signedPdfs.put(signedPdfPath(row.devis_id, row.version), pdf).catch((error: unknown) => {
      console.error(`devis ${row.number} : PDF signé non enregistré`, error);
    });
    return pdf;
  }

  const unknownLink = (c: Context) =>
    c.html(
      page(
        'Devis introuvable',
        `<h1>${t('Devis introuvable')}</h1>${paragraph('Ce lien ne correspond à aucun devis. Vérifiez le lien reçu par e-mail, ou appelez-nous.')}`,
      ),
      404,
      noStore,
    );
  const unavailable = (c: Context) =>
    c.html(
      page(
        'Notre serveur ne répond pas',
        `<h1>${t('Notre serveur ne répond pas')}</h1>${paragraph('Réessayez dans quelques minutes, ou appelez-nous.')}`,
      ),
      503,
      { ...noStore, 'Retry-After': '30' },
    );

  /** The page of the devis in its state, with what was typed and a notice. */
  function render(
    c: Context,
    token: string,
    row: DevisRow,
    options: { typed?: Typed; withCode?: boolean; notice?: Notice; status?: number } = {},
  ) {
    const view = devisView(row.snapshot);
    const action = `${DEVIS_PATH_PREFIX}${token}/`;
    const typed = options.typed ?? NOTHING_TYPED;
    const notice = options.notice
      ? paragraph(
          options.notice.text,
          options.notice.error ? 'notice error' : 'notice',
          options.notice.error ? 'alert' : 'status',
        )
      : '';
    const heading = `<h1>${t('Devis')} <span>${t(view.number)}</span></h1>
<p class="meta">${t(`Version ${view.version} · envoyé le ${view.date} · valable jusqu’au ${view.validUntil} inclus`)}</p>`;
    let title = `Devis ${view.number}`;
    let body: string;
    switch (row.state) {
      case 'a_signer':
        body = `${heading}
${devisBody(view, action)}
${acceptForms(view, action, typed, options.withCode ?? false, notice)}
${refuseForm(action, typed, typed.raison !== '')}`;
        break;
      case 'accepte': {
        title = 'Devis accepté';
        const when = row.accepted_at ? ` ${parisDateTime(row.accepted_at)} (heure de Paris)` : '';
        body = `<h1>${t('Devis accepté')}</h1>
${notice}
${paragraph(`Le devis ${view.number} (version ${view.version}) a été accepté${when}${row.signer_name ? `, au nom de ${row.signer_name}` : ''}. Le devis signé vous est envoyé par e-mail\u00a0; nous vous contactons pour organiser les travaux.`)}
<p><a href="${action}devis-signe.pdf">${t('Télécharger le devis signé (PDF)')}</a></p>
${devisBody(view, action)}`;
        break;
      }
      case 'refuse':
        title = 'Devis refusé';
        body = `<h1>${t('Devis refusé')}</h1>${notice}${paragraph(texts.refused)}${devisBody(view, action)}`;
        break;
      case 'expire':
        title = 'Devis expiré';
        body = `${heading}${notice}${paragraph(texts.expired, 'notice')}${devisBody(view, action)}`;
        break;
      default:
        title = 'Devis remplacé';
        body = `${heading}${notice}${paragraph(texts.superseded, 'notice')}${devisBody(view, action)}`;
    }
    return c.html(page(title, body), (options.status ?? 200) as ContentfulStatusCode, noStore);
  }

  return { call, devisOf, unsignedPdf, storeSigned, unknownLink, unavailable, render };
}

type DevisResponses = ReturnType<typeof devisResponses>;

const pdfHeaders = (fileName: string) => ({
  ...noStore,
  'Content-Type': 'application/pdf',
  'Content-Disposition': `inline; filename="${fileName}"`,
  'X-Content-Type-Options': 'nosniff',
});

/** The file name of a devis's PDF: its number (letters, digits and dashes only). */
const fileName = (number: string, suffix = '') =>
  `${number.replace(/[^A-Za-z0-9-]/g, '') || 'devis'}${suffix}.pdf`;

export function registerDevisPage(app: Hono, options: DevisPageOptions) {
  const siteOrigin = new URL(options.publicUrl).origin;
  const responses = devisResponses(options);
  const { devisOf, unknownLink, unavailable, render, unsignedPdf, storeSigned } = responses;

  app.get(`${DEVIS_PATH_PREFIX}:token/`, async (c) => {
    const token = c.req.param('token');
    if (!TOKEN.test(token)) return unknownLink(c);
    try {
      const row = await devisOf(token);
      if (row === 'failed') return unavailable(c);
      if (!row) return unknownLink(c);
      // The first opening is told to staff (once per version, by the function itself).
      await options.rpc('devis_opened', { p_token: token }).catch(() => null);
      return render(c, token, row, { withCode: c.req.query('code') === '1' });
    } catch {
      return unavailable(c);
    }
  });

  app.get(`${DEVIS_PATH_PREFIX}:token/devis.pdf`, async (c) => {
    const token = c.req.param('token');
    if (!TOKEN.test(token)) return unknownLink(c);
    try {
      const row = await devisOf(token);
      if (row === 'failed') return unavailable(c);
      if (!row) return unknownLink(c);
      const pdf = await unsignedPdf(row, devisView(row.snapshot));
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, pdfHeaders(fileName(row.number)));
    } catch {
      return unavailable(c);
    }
  });

  app.get(`${DEVIS_PATH_PREFIX}:token/devis-signe.pdf`, async (c) => {
    const token = c.req.param('token');
    if (!TOKEN.test(token)) return unknownLink(c);
    try {
      const row = await devisOf(token);
      if (row === 'failed') return unavailable(c);
      if (row?.state !== 'accepte') return unknownLink(c);
      let pdf = await options.signedPdfs.get(signedPdfPath(row.devis_id, row.version));
      if (!pdf) {
        // Not stored (the upload failed at acceptance): drawn again, stored, and the mails
        // waiting for it leave.
        const acceptance = await options.acceptance(row.devis_id, row.version);
        if (!acceptance) return unavailable(c);
        // Only while the PDF drawn now is the one accepted (a later change of its layout gives
        // other bytes): a signed PDF never pairs a devis with the hash of another file.
        const view = devisView(row.snapshot);
        const sha = createHash('sha256')
          .update(await unsignedPdf(row, view))
          .digest('hex');
        if (sha !== acceptance.pdf_sha256) {
          console.error(`devis ${row.number} : le PDF redessiné n’est plus celui accepté`);
          return unavailable(c);
        }
        pdf = await storeSigned(row, view, acceptance);
      }
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, pdfHeaders(fileName(row.number, '-signe')));
    } catch {
      return unavailable(c);
    }
  });

  app.post(`${DEVIS_PATH_PREFIX}:token/`, (c) =>
    postedForm(c, c.req.param('token'), responses, options, siteOrigin),
  );
}

/** The posted form, read within its bound: what the customer typed and the button pressed. */
async function readForm(c: Context): Promise<{ action: string; typed: Typed } | 'too-large' | null> {
  const read = await readBoundedBody(c.req.raw, DEVIS_MAX_BODY_BYTES);
  if (read.kind === 'too-large') return 'too-large';
  const data = await new Request(c.req.url, {
    method: 'POST',
    headers: { 'content-type': c.req.header('content-type') ?? '' },
    body: read.bytes as BodyInit,
  })
    .formData()
    .catch(() => null);
  if (!data) return null;
  const field = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const action = field('action');
  if (!['code', 'accepter', 'refuser'].includes(action)) return null;
  return {
    action,
    typed: {
      tva: field('tva') !== '',
      anticipe: field('anticipe') !== '',
      code: field('code').slice(0, 12),
      nom: field('nom').replace(/\s+/g, ' ').trim().slice(0, MAX_NAME),
      raison: field('raison').replace(/\r\n?/g, '\n').trim(),
    },
  };
}

const refusal = (c: Context, status: 400 | 403 | 413 | 429, title: string, text: string) =>
  c.html(page(title, `<h1>${t(title)}</h1>${paragraph(text)}`), status, {
    ...noStore,
    ...(status === 413 ? { Connection: 'close' } : {}),
  });

/** A posted form of the devis's page: ask for a code, accept, or refuse. */
async function postedForm(
  c: Context,
  token: string,
  responses: DevisResponses,
  options: DevisPageOptions,
  siteOrigin: string,
) {
  const { call, devisOf, unknownLink, unavailable, render, unsignedPdf, storeSigned } = responses;
  if (!TOKEN.test(token)) return unknownLink(c);
  const origin = c.req.header('origin');
  if (origin && origin !== siteOrigin && c.req.header('sec-fetch-site') !== 'same-origin') {
    return refusal(c, 403, 'Demande refusée', 'Ce formulaire ne peut être envoyé que depuis notre site.');
  }
  const verdict = options.takeWrite(c);
  if (!verdict.allowed) {
    if ('unknownClient' in verdict)
      return refusal(c, 400, 'Demande refusée', 'Connexion fermée\u00a0: adresse du client inconnue.');
    c.header('Retry-After', String(verdict.retryAfterSeconds));
    return refusal(c, 429, 'Trop de demandes', texts.tooManyRequests);
  }
  const form = await readForm(c);
  if (form === 'too-large') return refusal(c, 413, 'Demande refusée', 'Formulaire trop long.');
  if (!form) {
    return refusal(
      c,
      400,
      'Demande illisible',
      'Le formulaire n’a pas pu être lu. Revenez à la page précédente.',
    );
  }
  const { action, typed } = form;
  try {
    const row = await devisOf(token);
    if (row === 'failed') return unavailable(c);
    if (!row) return unknownLink(c);
    if (row.state !== 'a_signer') return render(c, token, row, { status: 409 });
    const view = devisView(row.snapshot);
    const withError = (text: string, status: number, withCode: boolean) =>
      render(c, token, row, { typed, withCode, notice: { text, error: true }, status });
    /** A function's refusal, told in its French words; anything else: the server is unavailable. */
    const failed = async (answer: { status: number; body: unknown }, withCode: boolean) => {
      const message = messageOf(answer.body);
      if (answer.status === 429) return withError(message ?? texts.tooManyCodes, 429, withCode);
      if (answer.status >= 400 && answer.status < 500 && message) {
        // The devis may have changed meanwhile (replaced, expired): its page as it is now.
        const now = await devisOf(token);
        if (now !== 'failed' && now && now.state !== 'a_signer')
          return render(c, token, now, { notice: { text: message, error: true }, status: 409 });
        return withError(message, answer.status === 409 ? 409 : 422, withCode);
      }
      return unavailable(c);
    };

    if (action === 'refuser') {
      if (typed.raison.length > MAX_REASON) return withError(texts.reasonTooLong, 422, false);
      const refused = await call('devis_refuse', { p_token: token, p_reason: typed.raison });
      if (!refused.ok) return failed(refused, false);
      return render(c, token, { ...row, state: 'refuse' });
    }

    if (view.reducedVat && !typed.tva) return withError(texts.missingTick, 422, action === 'accepter');

    if (action === 'code') {
      const sent = await call<{ sent_to: string; retry_after_seconds: number | null }[]>(
        'devis_request_code',
        {
          p_token: token,
        },
      );
      if (!sent.ok) return failed(sent, false);
      const answer = Array.isArray(sent.body) ? sent.body[0] : undefined;
      const to = answer?.sent_to;
      const wait = Math.ceil((answer?.retry_after_seconds ?? 0) / 60);
      return render(c, token, row, {
        typed: { ...typed, code: '' },
        withCode: true,
        notice: {
          text: `Un code à 6 chiffres vient d’être envoyé${to ? ` à ${to}` : ' par e-mail'}\u00a0; il est valable 15 minutes.${
            wait > 0
              ? ` C’était le dernier code possible pour le moment\u00a0: un autre pourra être demandé dans ${wait} min.`
              : ''
          }`,
          error: false,
        },
      });
    }

    // Accept: the code and the name, then the fingerprint of the PDF shown, then the signed PDF.
    const code = typed.code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(code)) return withError(texts.badCode, 422, true);
    if (typed.nom.length < 2) return withError(texts.missingName, 422, true);
    const unsigned = await unsignedPdf(row, view);
    const sha = createHash('sha256').update(unsigned).digest('hex');
    const accepted = await call<{ accepted_at: string }[]>('devis_accept', {
      p_token: token,
      p_code: code,
      p_signer_name: typed.nom,
      p_vat_certified: view.reducedVat && typed.tva,
      p_early_start: typed.anticipe,
      p_ip: options.clientAddress(c),
      p_user_agent: (c.req.header('user-agent') ?? '').slice(0, 512),
      p_pdf_sha256: sha,
    });
    if (!accepted.ok) return failed(accepted, true);
    const acceptedAt =
      (Array.isArray(accepted.body) ? accepted.body[0]?.accepted_at : undefined) ?? new Date().toISOString();
    // The acceptance is recorded: a signed PDF not stored now is drawn again on its first
    // download (the mails wait for it); the customer's acceptance stands either way.
    await storeSigned(row, view, {
      accepted_at: acceptedAt,
      signer_name: typed.nom,
      pdf_sha256: sha,
      vat_certified: view.reducedVat && typed.tva,
      early_start: typed.anticipe,
    }).catch((error: unknown) => {
      console.error(`devis ${row.number} : PDF signé non dessiné`, error);
    });
    return render(c, token, {
      ...row,
      state: 'accepte',
      accepted_at: acceptedAt,
      signer_name: typed.nom,
      pdf_sha256: sha,
    });
  } catch {
    return unavailable(c);
  }
}
