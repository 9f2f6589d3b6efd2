import {
  COMPANY_ROW_COLUMNS,
  type CompanyRow,
  placeholderFields,
  setCompanyDetails,
} from '@parquet-alsace/shared';
import { frenchPunctuation, frenchSpaces } from '@parquet-alsace/shared/format';
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
  private row: CompanyRow | null = null;
  private loadedAt = Number.NEGATIVE_INFINITY;
  private healthy = true;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly backend: () => Promise<SupabaseClient>,
    private readonly ttlMs: number,
  ) {}

  /** The current row (read again once older than the lifetime), made current for renders. */
  async current(now = Date.now()): Promise<CompanyRow | null> {
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
        .select(COMPANY_ROW_COLUMNS)
        .abortSignal(AbortSignal.timeout(READ_TIMEOUT_MS))
        .maybeSingle();
      if (error) throw new Error(error.message);
      if (data) this.row = typesetCompanyDetails(data);
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

// The columns written as sentences or names: set in French typography once read, so every page
// (and the browser, which reads the same row back from the page) shows them with the right
// spaces. Numbers, codes, hours, addresses of sites and e-mail are left as staff typed them.
const PROSE_COLUMNS = [
  'head_office_street',
  'head_office_city',
  'opening_days',
  'insurer_name',
  'insurer_area',
  'publication_director',
  'host_name',
  'host_address',
  'mediator_name',
  'mediator_address',
] as const;

const FIGURE_COLUMNS = [
  'figure_years',
  'figure_floors',
  'figure_staircases',
  'figure_satisfaction',
  'external_rating_source',
  'hourly_rate_counting',
] as const;

/** The row with its prose columns (and agencies' names and streets) in French typography. */
export function typesetCompanyDetails(row: CompanyRow): CompanyRow {
  const out = { ...row };
  for (const key of PROSE_COLUMNS) if (typeof out[key] === 'string') out[key] = frenchPunctuation(out[key]);
  // The figures and the price list's sentence: figures and units joined as well ("98 %").
  for (const key of FIGURE_COLUMNS) {
    const value = out[key];
    if (typeof value === 'string') out[key] = frenchSpaces(value);
  }
  if (Array.isArray(out.agencies))
    out.agencies = out.agencies.map((a) => ({
      ...a,
      label: frenchPunctuation(a.label ?? ''),
      street: frenchPunctuation(a.street ?? ''),
      locality: frenchPunctuation(a.locality ?? ''),
    }));
  return out;
}
