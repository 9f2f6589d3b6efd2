import type { SupabaseClient } from '@supabase/supabase-js';

/** A 404 does not wait longer than this for the redirects table (it stays a 404). */
const READ_TIMEOUT_MS = 1000;
/** At most this many addresses remembered (a crawler's distinct 404s cannot grow memory). */
const MAX_REMEMBERED = 1000;
/**
 * The only addresses the table can hold (its check: lower-case letters, digits, dashes and
 * slashes); anything else, or longer than the REST subset filters on, is not asked about.
 */
const STORABLE_PATH = /^\/[a-z0-9/-]{0,500}$/;
/** The same shape for the target: a path of this site, never another origin. */
const SITE_PATH = /^\/(?!\/)[a-z0-9/-]*$/;

/**
 * The 301s the database holds (`public.redirects`: a published article's earlier addresses,
 * docs/adr-017-publishing-articles.md), read like a page's content (anon key, same policies).
 * Asked only for an address that rendered a 404, so a page that exists is never redirected and
 * costs no read; an answer is remembered for the render cache's lifetime (0: read every time).
 * A failed read is a 404, never an error page.
 */
export class StoredRedirects {
  private known = new Map<string, { target: string | null; expires: number }>();

  constructor(
    private readonly backend: () => Promise<SupabaseClient>,
    private readonly ttlMs: number,
  ) {}

  /** The path `path` moved to, or null. */
  async target(path: string, now = Date.now()): Promise<string | null> {
    if (!STORABLE_PATH.test(path)) return null;
    const hit = this.known.get(path);
    if (hit && hit.expires > now) return hit.target;
    try {
      const client = await this.backend();
      const { data, error } = await client
        .from('redirects')
        .select('to_path')
        .eq('from_path', path)
        .abortSignal(AbortSignal.timeout(READ_TIMEOUT_MS))
        .maybeSingle();
      if (error) throw new Error(error.message);
      // Only a path of this site: the table's check says so, the server does not rely on it.
      const target = typeof data?.to_path === 'string' && SITE_PATH.test(data.to_path) ? data.to_path : null;
      if (this.ttlMs > 0) {
        if (this.known.size >= MAX_REMEMBERED) this.known.clear();
        this.known.set(path, { target, expires: now + this.ttlMs });
      }
      return target;
    } catch (error) {
      // One line, no stack: the reason is the backend's, the address is one the table could hold.
      const reason = error instanceof Error ? error.message : String(error);
      console.error(
        `Redirections enregistrées illisibles pour ${path} : la page reste introuvable (${reason})`,
      );
      return null;
    }
  }
}
