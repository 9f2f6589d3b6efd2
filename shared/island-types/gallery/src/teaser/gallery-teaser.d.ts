// Generated from the remotes' islands.json by `npm run islands -w @parquet-alsace/shared`
// (shared/scripts/island-types.mjs): do not edit. Types only.
import { type GalleryPhoto } from '../gallery/photo';
/**
 * Home section "Nos chantiers en cours" (exposed as './GalleryTeaser'): up to 4 stored photos with
 * their category and place. The server renders it into the home page (`galleryTeaserFragment`)
 * and hands the photos over as `initial`; the browser asks again and keeps what it has if that
 * fails; sample photos only when nothing could be loaded.
 */
export default function GalleryTeaser({ initial }: {
    initial?: GalleryPhoto[];
}): import("@emotion/react/jsx-runtime").JSX.Element;
