import { track, trackConversion, writeItem } from '@parquet-alsace/shared/client';
import type { QuotePayload } from '@parquet-alsace/shared/quote';
import { estimatePrice, normalizePostalCode } from '@parquet-alsace/shared/quote';
import type { QuoteForm } from '../store/quote-store';
import retryPending from './retry-pending';
import { retryAfter, type SubmitOutcome, type SubmitRpc, sendQuote, supabaseRpc } from './send-quote';
import { SUBMITTED_KEY, type SubmittedFlag } from './submitted-flag';

/** The wizard's offline wait comes with the submission's code (it may not be fetched offline). */
export { sendWhenOnline } from './retry-pending';
/** The body of rpc('submit_quote'), declared once in shared/src/quote/quote-payload.ts. */
export type { QuotePayload };

const blankToNull = (v: string) => (v.trim() === '' ? null : v.trim());

/**
 * The request as sent, from a form that passed validateQuote: `phone` is the number already put
 * in E.164 (toE164, which comes with the wizard's code; this module also serves the retry on
 * every page and stays without the phone library).
 */
export function buildPayload(
  form: QuoteForm,
  source: 'wizard' | 'modal',
  requestId: string,
  acceptTerms: boolean,
  phone: string,
): QuotePayload {
  const { propertyType, finition } = form;
  if (!propertyType || !finition) throw new Error('Demande de devis incomplète : formulaire non validé');
  return {
    requestId,
    surface: form.surface ?? 0,
    propertyType,
    hasElevator: propertyType === 'appartement' ? form.hasElevator : null,
    homeOlderThanTwoYears: form.homeOlderThanTwoYears,
    finition,
    finishType: blankToNull(form.finishType),
    serviceType: form.serviceType,
    teinture: form.teinture,
    fullName: form.fullName.trim(),
    phone,
    phoneCountry: form.phoneCountry,
    email: form.email.trim(),
    postalCode: normalizePostalCode(form.postalCode),
    streetNumber: blankToNull(form.streetNumber),
    streetName: blankToNull(form.streetName),
    city: blankToNull(form.city),
    message: blankToNull(form.message),
    sendCopy: form.sendCopy,
    source,
    acceptTerms,
  };
}

export function estimateOf(
  p: Pick<QuotePayload, 'surface' | 'finition' | 'teinture' | 'propertyType' | 'hasElevator'>,
): number | null {
  return estimatePrice(p);
}

/** The form_submission payload, sent before the request (docs/product-rules.md#analytics-events). */
export function formSubmissionEvent(p: QuotePayload) {
  const [firstName = '', ...rest] = p.fullName.split(/\s+/).filter(Boolean);
  return {
    event_category: 'engagement',
    event_label: 'devis_request',
    form_type: 'devis',
    surface: p.surface,
    service_type: p.serviceType,
    postal_code: p.postalCode,
    estimated_value: estimateOf(p) ?? 0,
    user_data: {
      email: p.email,
      phone: p.phone,
      first_name: firstName,
      last_name: rest.join(' '),
      postal_code: p.postalCode,
    },
  };
}

/** The whole submission (docs/product-rules.md#quote-submission): no lead is lost. */
export async function submitQuote(
  payload: QuotePayload,
  rpc: SubmitRpc = supabaseRpc,
): Promise<SubmitOutcome> {
  track('form_submission', formSubmissionEvent(payload));
  const outcome = await sendQuote(payload, rpc);
  if (outcome.kind === 'invalid') return outcome;
  const flag: SubmittedFlag = {
    status: outcome.kind,
    requestId: payload.requestId,
    at: Date.now(),
    surface: payload.surface,
    propertyType: payload.propertyType,
    hasElevator: payload.hasElevator,
    homeOlderThanTwoYears: payload.homeOlderThanTwoYears ?? null,
    finition: payload.finition,
    teinture: payload.teinture,
    sendCopy: payload.sendCopy,
  };
  writeItem(SUBMITTED_KEY, JSON.stringify(flag), 'session');
  if (outcome.kind === 'queued' && outcome.retryAfterSeconds) {
    retryAfter(outcome.retryAfterSeconds, () => retryPending(rpc));
  }
  if (outcome.kind === 'sent') trackConversion(estimateOf(payload) ?? 0);
  return outcome;
}

export function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}
