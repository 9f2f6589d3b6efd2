import { DOCUMENT_CATEGORIES } from '@parquet-alsace/shared/document-categories';
import { frenchSpaces } from '@parquet-alsace/shared/format';
/** A downloadable document (table documents). */
export interface SiteDocument {
  id: string;
  title: string;
  description: string;
  category: string;
  file_url: string;
  file_type: string;
  file_size: number | null;
  download_count: number;
  updated_at: string | null;
}

export const BROCHURE_URL = '/media/documents/plaquette-parquet-alsace-renovation.pdf';
/** Declared size of the brochure when no row describes it (about 2 MB). */
export const BROCHURE_DECLARED_SIZE = 2_048_000;

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
// A search ignores the no-break spaces of French typography: "huiler :" finds "Huiler\u00a0:".
// …nor the apostrophe's form: "l'huile" finds "l’huile".
const plain = (v: string): string =>
  v
    .toLocaleLowerCase('fr')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/'/g, '’');
const count = (v: unknown): number => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0;
};

/** Keeps rows that can be shown and opened; bad server data never crashes the page. */
export function parseDocuments(rows: unknown): SiteDocument[] {
  if (!Array.isArray(rows)) return [];
  const docs: SiteDocument[] = [];
  for (const row of rows) {
    if (!row || typeof row !== 'object') continue;
    const r = row as Record<string, unknown>;
    const url = str(r.file_url);
    const title = str(r.title);
    if (!title || !(url.startsWith('/') || url.startsWith('https://'))) continue;
    const size = typeof r.file_size === 'string' ? Number(r.file_size) : r.file_size;
    docs.push({
      id: str(r.id) || url,
      // Staff's text, in French typography where it is loaded (docs/adr-019-french-typography.md).
      title: frenchSpaces(title),
      description: frenchSpaces(str(r.description)),
      category: str(r.category),
      file_url: url,
      file_type: str(r.file_type) || 'PDF',
      file_size: typeof size === 'number' && Number.isFinite(size) && size >= 0 ? size : null,
      download_count: count(r.download_count),
      updated_at: str(r.updated_at) || null,
    });
  }
  return docs;
}

/** Documents search: case-insensitive substring on title or description, exact category. */
export function filterDocuments(docs: SiteDocument[], search: string, category: string): SiteDocument[] {
  const term = plain(search.trim());
  return docs.filter(
    (d) =>
      (!category || d.category === category) &&
      (!term || plain(d.title).includes(term) || plain(d.description).includes(term)),
  );
}

/** Sections in the fixed category order, then any other category met; empty sections dropped. */
export function groupByCategory(
  docs: SiteDocument[],
): Array<{ category: string; documents: SiteDocument[] }> {
  const order: string[] = [...DOCUMENT_CATEGORIES];
  for (const d of docs) if (!order.includes(d.category)) order.push(d.category);
  return order
    .map((category) => ({ category, documents: docs.filter((d) => d.category === category) }))
    .filter((g) => g.documents.length > 0);
}
