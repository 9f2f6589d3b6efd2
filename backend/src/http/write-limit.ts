import { envInteger } from '../config.ts';
import { clientAddress, clientKey, parseTrustProxy, type TrustedProxies } from './client-address.ts';
import { FixedWindowRateLimiter } from './rate-limit.ts';

export type WriteVerdict =
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number }
  | { allowed: false; unknownClient: true };

/**
 * The per-client write limit (RATE_LIMIT_WRITES_PER_MINUTE, 60 a minute by default; the client
 * per TRUST_PROXY, an IPv6 client by its /64: docs/threat-model.md). The backend's REST and
 * function writes take from it, and so do the production server's own write routes, before
 * they read a body: one budget per client for both.
 */
export interface WriteLimit {
  /** Counts one write of the client behind `remoteAddress` (and a trusted proxy's `forwardedFor`). */
  take(remoteAddress: string | undefined, forwardedFor: string | null): WriteVerdict;
  /** The client's address the same way (undefined when unknown), kept as a proof of who acted. */
  client(remoteAddress: string | undefined, forwardedFor: string | null): string | undefined;
  /** The counter itself, keyed by client (the backend's REST and function writes). */
  limiter: FixedWindowRateLimiter;
}

export function createWriteLimit(
  options: { perMinute?: number; trustProxy?: TrustedProxies; now?: () => number } = {},
): WriteLimit {
  const limiter = new FixedWindowRateLimiter(
    options.perMinute ?? envInteger('RATE_LIMIT_WRITES_PER_MINUTE', 60),
    60_000,
    options.now,
  );
  const trusted = options.trustProxy ?? parseTrustProxy(process.env.TRUST_PROXY);
  return {
    limiter,
    take(remoteAddress, forwardedFor) {
      const client = clientAddress(remoteAddress, forwardedFor, trusted);
      if (client === undefined) return { allowed: false, unknownClient: true };
      return limiter.take(clientKey(client));
    },
    client(remoteAddress, forwardedFor) {
      return clientAddress(remoteAddress, forwardedFor, trusted);
    },
  };
}
