// Generated from the remotes' islands.json by `npm run islands -w @parquet-alsace/shared`
// (shared/scripts/island-types.mjs): do not edit. Types only.
/** A gallery photo as stored (table gallery_photos); category, place and description are stored. */
export interface GalleryPhoto {
    id: string;
    url: string;
    order: number;
    category: string;
    location: string;
    description: string;
    alt: string | null;
    width: number;
    height: number;
}
/** Keeps only rows usable on screen: bad server data never crashes the page (missing size → 4:3). */
export declare function parsePhotos(rows: unknown): GalleryPhoto[];
/** French alt text: the stored one, else built from category, description and place. */
export declare function photoAlt(photo: Pick<GalleryPhoto, 'alt' | 'category' | 'description' | 'location'>): string;
/** The categories present in the photos, in first-seen order. */
export declare function categoriesOf(photos: GalleryPhoto[]): string[];
/** Search over stored category, place and description (accent- and case-insensitive) plus an exact category. */
export declare function filterPhotos(photos: GalleryPhoto[], search: string, category: string): GalleryPhoto[];
