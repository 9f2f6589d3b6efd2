// Generated from the remotes' islands.json by `npm run islands -w @parquet-alsace/shared`
// (shared/scripts/island-types.mjs): do not edit. Types only.
import { type SiteDocument } from './documents';
export interface DownloadsData {
    documents: SiteDocument[];
    /** Set when the browser could not load the documents (the server throws instead). */
    failed: boolean;
}
/**
 * The interactive part of /downloads/ (an island, woken by the visitor's first interaction): the
 * brochure, search and category, the documents and their download counters. A download tapped
 * before the code ran is replayed once it has, so it is counted.
 */
export default function DocumentLibrary({ data }: {
    data: DownloadsData;
}): import("@emotion/react/jsx-runtime").JSX.Element;
