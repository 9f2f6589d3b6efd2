// The mailer's last check on an address before anything is sent: the site's one e-mail rule
// (shared/src/quote/rules/quote-rules.ts, the database's private.is_valid_email), kept here as a copy
// because an edge function deploys on its own; address.test.ts runs the shared case table
// through it, so the copies cannot drift apart.

const PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** One plain address: never a list, a display name or a group that would add a recipient. */
export function isDeliverableAddress(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const at = value.indexOf('@');
  return value.length <= 254 && at > 0 && at <= 64 && PATTERN.test(value);
}

export class UndeliverableAddressError extends Error {}
