import {
  COMPANY_DETAILS_COLUMNS,
  type CompanyDetailsRow,
  placeholderFields,
  setCompanyDetails,
} from '@parquet-alsace/shared';
import type { SupabaseClient } from '@supabase/supabase-js';

/** A render does not wait longer than this for the details (it keeps the last ones). */
const READ_TIMEOUT_MS = 1000;
/** After a failed or slow read, the next one is tried no sooner than this (not once per render). */
const RETRY_AFTER_FAILURE_MS = 10_000;

/**
 * The company details every page shows, read like a page's content (anon key, same policies)
 * and kept for the render cache's lifetime (0: read for every render). A failed or slow read
 * keeps the last values (or the built-in ones) and is not waited for again until a read
 * succeeds: a page is never refused or held up for them.
 */
export class CompanyDetails {
  private row: CompanyDetailsRow | null = null;
  private loadedAt = Number.NEGATIVE_INFINITY;
  private healthy = true;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly backend: () => Promise<SupabaseClient>,
    private readonly ttlMs: number,
  ) {}

  /** The current row (read again once older than the lifetime), made current for renders. */
  async current(now = Date.now()): Promise<CompanyDetailsRow | null> {
    const lifetime = this.healthy ? this.ttlMs : Math.max(this.ttlMs, RETRY_AFTER_FAILURE_MS);
    if (now - this.loadedAt >= lifetime) {
      this.loading ??= this.load(now).finally(() => {
        this.loading = null;
      });
      // The read gives up by itself after READ_TIMEOUT_MS: a render waits at most that long.
      if (this.healthy) await this.loading;
    }
    setCompanyDetails(this.row);
    return this.row;
  }

  /** The columns still empty or holding a placeholder (the production warning, /__ready). */
  placeholders(): string[] {
    return this.row ? placeholderFields(this.row) : ['company_details'];
  }

  private async load(now: number): Promise<void> {
    try {
      const client = await this.backend();
      const { data, error } = await client
        .from('company_details')
        .select(COMPANY_DETAILS_COLUMNS)
        .abortSignal(AbortSignal.timeout(READ_TIMEOUT_MS))
        .maybeSingle();
      if (error) throw new Error(error.message);
      if (data) this.row = data;
      this.healthy = true;
    } catch (error) {
      this.healthy = false;
      console.error(
        'Coordonnées de l’entreprise illisibles : les dernières connues restent affichées',
        error,
      );
    }
    this.loadedAt = now;
  }
}
