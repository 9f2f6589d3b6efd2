import { deliveryErrorTexts as t } from './delivery-texts';
import type { Delivery } from './model';

/**
 * Why a delivery failed, as staff can act on it. The outbox stores its last error as text
 * (`outbox_jobs.last_error`, written by supabase/functions/outbox-worker: its own French
 * sentences, a transport's English one, `ECONNREFUSED`…); staff see the reason's sentence (what
 * failed, what to do), the raw text only under « Détails techniques ».
 */
export type DeliveryFailureReason =
  | 'sheet-not-configured'
  | 'mail-not-configured'
  | 'no-business-address'
  | 'company-unreadable'
  | 'address-refused'
  | 'recipient-refused'
  | 'unreachable'
  | 'timeout'
  | 'service-error'
  | 'unknown';

const patterns: [DeliveryFailureReason, RegExp][] = [
  ['sheet-not-configured', /SHEET_WEBHOOK_URL/i],
  // After the sheet's: any other « non configuré » is the mail transport's. (No secret's name
  // here: no file a browser loads may hold one.)
  ['mail-not-configured', /non configuré/i],
  ['no-business-address', /Expéditeur inconnu|Pas d’e-mail dans les coordonnées/i],
  ['company-unreadable', /Coordonnées de l’entreprise illisibles/i],
  ['address-refused', /Adresse refusée/i],
  ['timeout', /ETIMEDOUT|ESOCKETTIMEDOUT|timed? ?out|Délai .*dépassé|pas de réponse en/i],
  [
    'unreachable',
    /ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|injoignable|fetch failed/i,
  ],
  ['service-error', /HTTP \d{3}/i],
  // An SMTP server's refusal (5xx) of a recipient.
  ['recipient-refused', /\b5[0-5]\d\b|mailbox|boîte|recipient|destinataire|rejected|refus/i],
];

export function deliveryFailureReason(lastError: string): DeliveryFailureReason {
  return patterns.find(([, pattern]) => pattern.test(lastError))?.[0] ?? 'unknown';
}

/** The sentence staff read for a delivery's last error: what failed, then what to do. */
export function deliveryFailureMessage(job: Pick<Delivery, 'kind' | 'last_error'>): string {
  const reason = deliveryFailureReason(job.last_error ?? '');
  // The sheet row and the alert of an undelivered lead are posted to the sheet's webhook.
  const channel = job.kind === 'quote_sheet' || job.kind === 'quote_alert' ? 'sheet' : 'mail';
  const text = t.reasons[reason];
  return typeof text === 'string' ? text : text[channel];
}

/** A delivery's failure, in French, with the raw error folded under « Détails techniques ». */
export function DeliveryFailure({ job }: { job: Pick<Delivery, 'kind' | 'last_error'> }) {
  if (!job.last_error) return null;
  return (
    <div css={{ display: 'grid', gap: 4 }}>
      <p css={{ margin: 0 }}>{deliveryFailureMessage(job)}</p>
      <details>
        <summary css={{ cursor: 'pointer', minHeight: 24 }}>{t.technicalDetails}</summary>
        <code css={{ overflowWrap: 'anywhere' }}>{job.last_error}</code>
      </details>
    </div>
  );
}
