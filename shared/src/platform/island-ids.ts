/**
 * The ids of the islands the remotes expose ("reviews/Testimonials"), typed from each remote's
 * manifest (`mfe-<name>/islands.json`, exposed name → module), the same file webpack's `exposes`
 * is built from (shared/build/webpack-app.mjs). Renaming or removing an island there fails `tsc`
 * at every `<RemoteSlot id>` and route `fragments` list that names it. Types only: no manifest
 * reaches a bundle.
 */
type Manifests = {
  quote: typeof import('../../../mfe-quote/islands.json');
  blog: typeof import('../../../mfe-blog/islands.json');
  gallery: typeof import('../../../mfe-gallery/islands.json');
  reviews: typeof import('../../../mfe-reviews/islands.json');
  downloads: typeof import('../../../mfe-downloads/islands.json');
};

/** "<remote>/<exposed island>", one of the remotes' manifests. */
export type IslandId = { [R in keyof Manifests]: `${R}/${keyof Manifests[R] & string}` }[keyof Manifests];

/** The islands one remote exposes, by name ("Testimonials"). */
export type IslandName<R extends keyof Manifests> = keyof Manifests[R] & string;
