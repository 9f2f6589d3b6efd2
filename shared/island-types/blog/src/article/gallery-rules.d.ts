// Generated from the remotes' islands.json by `npm run islands -w @parquet-alsace/shared`
// (shared/scripts/island-types.mjs): do not edit. Types only.
export interface Photo {
    url: string;
    alt: string;
}
/** When the gallery has no photo or fails, these four are used silently. */
export declare const defaultPhotos: Photo[];
/** Photos the gallery block shows before it is expanded. */
export declare const PREVIEW_PHOTOS = 3;
/** Previous/next wrap around the ends. */
export declare const wrapIndex: (index: number, length: number) => number;
/** The downloaded file is named realisation-{n}.jpg, n counted from 1. */
export declare const downloadName: (index: number) => string;
/** Counter '3 sur N' while collapsed (when there are more), 'N photos' otherwise. */
export declare function galleryCounter(total: number, expanded: boolean): string;
