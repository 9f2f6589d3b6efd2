import type { ComponentProps, ComponentType } from 'react';
import type { Fragment } from './fragments';
import type { IslandModules } from './island-modules.generated';

/**
 * The islands the remotes expose ("reviews/Testimonials"), typed from each remote's manifest
 * (`mfe-<name>/islands.json`, exposed name → module), the same file webpack's `exposes` is built
 * from (shared/build/webpack-app.mjs). Each island's module type comes from
 * island-modules.generated.ts (written from the manifests by shared/scripts/island-types.mjs), so
 * its props are the exposed component's own: renaming or removing an island, or changing its
 * props, fails `tsc` at every `<RemoteSlot>`, `<Island>`, route `fragments` list and
 * `loadRemoteModule` that names it (docs/frontend-platform.md, "Typed islands"). Types only: no
 * manifest reaches a bundle.
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

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
/**
 * Fails `tsc` ("'false' does not satisfy the constraint 'true'") when a manifest names an island
 * the generated module types do not know, or the reverse: `npm run islands -w
 * @parquet-alsace/shared` regenerates them.
 */
export type GeneratedIslandsMatchManifests = Holds<Same<IslandId, keyof IslandModules>>;

/** The module an island's id loads: what its remote exposes. */
export type IslandModule<I extends IslandId> = IslandModules[I];

/**
 * The islands whose module's default export is a React component: all but `quote/RetryPending`,
 * an async function (which React 19's types would take for an async component).
 */
export type ComponentIslandId = {
  [I in IslandId]: IslandModules[I] extends { default: infer C }
    ? C extends (...args: never[]) => Promise<unknown>
      ? never
      : // biome-ignore lint/suspicious/noExplicitAny: any component, whatever its props.
        C extends ComponentType<any>
        ? I
        : never
    : never;
}[IslandId];

/** The props of an island's component, as its remote declares them (`{}` for none). */
export type IslandPropsOf<I extends ComponentIslandId> =
  ComponentProps<IslandModules[I]['default']> extends infer P
    ? unknown extends P
      ? // biome-ignore lint/complexity/noBannedTypes: a component without props takes `{}`.
        {}
      : P
    : never;

/**
 * The props a page gives an island it places: its component's own, but `initial`, which the
 * server's render of a fragment supplies (shared/src/platform/fragments.tsx).
 */
export type SlotProps<I extends ComponentIslandId> = Omit<IslandPropsOf<I>, 'initial'> & { initial?: never };

/** The data a fragment's server render hands its island (`initial`); null when it takes none. */
export type IslandInitial<I extends ComponentIslandId> =
  IslandPropsOf<I> extends infer P
    ? 'initial' extends keyof P
      ? Exclude<P[Extract<'initial', keyof P>], undefined>
      : null
    : never;

/**
 * A remote's fragments (`src/fragments.ts`), by island name: each one's data is the `initial`
 * its island's component takes, so the server's render and the browser's island agree.
 */
export type FragmentsOf<R extends keyof Manifests> = {
  [N in IslandName<R>]?: `${R}/${N}` extends infer I extends ComponentIslandId
    ? Fragment<IslandInitial<I>>
    : never;
};
