/**
 * One failure policy for every app's pages, owned by the platform rather than by each remote:
 * a page whose data could not be loaded (or whose server render failed) answers 503 with
 * `Retry-After`, its app container empty so that the browser renders the route itself, and
 * nothing failed or partial is ever cached — neither by our render cache nor by anyone
 * downstream.
 */

/** Seconds a browser, crawler or proxy is asked to wait before asking again. */
export const RETRY_AFTER_SECONDS = 30;

/** Whether a rendered page may be reused: a real answer (200, or 404 for what does not exist), rendered whole. */
export const isCacheable = (status: number, complete: boolean) =>
  complete && (status === 200 || status === 404);
