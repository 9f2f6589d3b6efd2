// Generated from the remotes' islands.json by `npm run islands -w @parquet-alsace/shared`
// (shared/scripts/island-types.mjs): do not edit. Types only.
import { type GalleryPhoto } from './photo';
export interface GalleryBrowserProps {
    photos: GalleryPhoto[];
    /** The page the address asked for (?page), within the photos' pages (the route answers 404 otherwise). */
    page: number;
    /** Set when the browser could not load the photos (the server answers 503 instead). */
    failed?: boolean;
}
/**
 * The interactive part of /gallery/ (an island, woken by the visitor's first interaction):
 * search, work type, grid or list, numbered pages kept in the address (?page, back and forward
 * included) and the photo viewer. Everything else on the page is static HTML.
 */
export default function GalleryBrowser({ photos: initialPhotos, page: initialPage, failed: initiallyFailed, }: GalleryBrowserProps): import("@emotion/react/jsx-runtime").JSX.Element;
