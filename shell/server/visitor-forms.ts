import type { Context, Hono } from 'hono';
import { type DevisPageOptions, registerDevisPage } from './devis-page';
import { registerPlainQuote } from './plain-quote';
import { registerVisitPage } from './visit-page';
import { registerWebVitals, type WebVitalsOptions } from './web-vitals';

/** What the visitor's forms and beacons need. */
export interface VisitorFormsDeps {
  publicUrl: string;
  /** The key of the plain form's request ids. */
  formIdSecret: string;
  /** A database function with the anon key; given the visitor's request, it is their write. */
  callRpc: (name: string, args: unknown, c?: Context) => Promise<Response>;
  /** Takes one write of the client's budget (web-vitals.ts). */
  takeWrite: WebVitalsOptions['takeWrite'];
  /** The devis's page: its service-key calls, the client's address, its PDFs (devis-backend.ts). */
  devis: Pick<DevisPageOptions, 'rpc' | 'acceptance' | 'signedPdfs' | 'clientAddress' | 'renderPdf'>;
}

/**
 * What a visitor posts to the server itself: the quote form of pages without scripts, a page
 * view's speed, the technical visit's pages and forms, and the devis's page and forms.
 */
export function registerVisitorForms(app: Hono, deps: VisitorFormsDeps) {
  const { callRpc } = deps;
  // The quote form of pages without scripts, stored through submit_quote like the wizard's.
  registerPlainQuote(app, {
    publicUrl: deps.publicUrl,
    formIdSecret: deps.formIdSecret,
    visitLink: async (requestId) => {
      // The server's own call (the visitor's write was counted by submit_quote).
      const response = await callRpc('visit_link', { p_request_id: requestId });
      const key: unknown = response.ok ? await response.json() : null;
      return typeof key === 'string' ? key : null;
    },
    submit: (payload, c) => callRpc('submit_quote', { payload }, c),
  });

  // A page view's speed, sent by its measuring script (docs/adr-021-field-speed.md): one write
  // of the client's budget — the backend's own, or this server's in front of a hosted project.
  registerWebVitals(app, {
    publicUrl: deps.publicUrl,
    takeWrite: deps.takeWrite,
    // The client's write was counted above: the backend runs the call as the server's own.
    record: (view) => callRpc('record_web_vitals', { view }),
  });

  // The visitor's technical visit (docs/adr-022-visit-booking.md): pages and forms without
  // scripts, calling the visit functions with the anon key as a browser would; each form posted
  // takes one write of the client's budget before its body is read.
  registerVisitPage(app, {
    publicUrl: deps.publicUrl,
    rpc: callRpc,
    takeWrite: deps.takeWrite,
  });

  // The customer's devis (docs/adr-023-devis.md): its page and PDFs, its forms without scripts;
  // each form posted takes one write of the client's budget before its body is read.
  registerDevisPage(app, {
    publicUrl: deps.publicUrl,
    takeWrite: deps.takeWrite,
    ...deps.devis,
  });
}
