import type { ApiRole, JwtClaims } from '../auth/jwt-keys.ts';

/** What the server knows about the caller of one request. */
export interface CallerAuth {
  role: ApiRole;
  claims: JwtClaims;
}

/** Passed by whoever hands the request to the backend (the Node server, the shell's server). */
export interface RequestBindings {
  /** The client's address, for the per-IP rate limit. */
  remoteAddress?: string;
  /** Set for requests the backend's own edge functions make to it (already counted). */
  internal?: boolean;
  /**
   * Runs `work` in one of the admission control's places (overload/admission.ts). Given to the
   * Storage uploads, which stream their body outside any place and take one for their queries.
   */
  admit?: (work: () => Promise<Response>) => Promise<Response>;
}

export interface AppEnv {
  Bindings: RequestBindings;
  Variables: { auth: CallerAuth };
}
