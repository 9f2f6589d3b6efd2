// Generated from the remotes' islands.json by `npm run islands -w @parquet-alsace/shared`
// (shared/scripts/island-types.mjs): do not edit. Types only.
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
export declare const BROCHURE_URL = "/media/documents/plaquette-parquet-alsace-renovation.pdf";
/** Declared size of the brochure when no row describes it (about 2 MB). */
export declare const BROCHURE_DECLARED_SIZE = 2048000;
/** Keeps rows that can be shown and opened; bad server data never crashes the page. */
export declare function parseDocuments(rows: unknown): SiteDocument[];
/** Documents search: case-insensitive substring on title or description, exact category. */
export declare function filterDocuments(docs: SiteDocument[], search: string, category: string): SiteDocument[];
/** Sections in the fixed category order, then any other category met; empty sections dropped. */
export declare function groupByCategory(docs: SiteDocument[]): Array<{
    category: string;
    documents: SiteDocument[];
}>;
