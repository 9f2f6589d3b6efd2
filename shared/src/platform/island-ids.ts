import type { ComponentProps, ComponentType } from 'react';
import type { Fragment } from './fragments';
import type { IslandModules } from './island-modules.generated';

/**
 * The islands the remotes expose ("reviews/Testimonials"), typed from each remote's manifest
 * (`mfe-<name>/islands.json`, exposed name → module), the same file webpack's `exposes` is built
 * from (shared/build/webpack-app.mjs). Each island's module type comes from
 * island-modules.generated.ts and the declarations of shared/island-types/ (written from the
 * manifests and the exposed modules by shared/scripts/island-types.mjs, as Module Federation's
 * type tooling does), so its props are the exposed component's own and `shared` imports no
 * remote: renaming or removing an island, or changing its props, fails `tsc` at every
 * `<RemoteSlot>`, `<Island>`, route `fragments` list and `loadRemoteModule` that names it once the
 * types are written again, and `npm run typecheck` fails until they are
 * (docs/adr-015-contracts.md). Types only: nothing of them reaches a bundle.
 */

/** "<remote>/<exposed island>", one of the remotes' manifests. */
export type IslandId = keyof IslandModules & string;

/** A remote that exposes islands ("reviews"). */
export type RemoteName = IslandId extends `${infer R}/${string}` ? R : never;

/** The islands one remote exposes, by name ("Testimonials"). */
export type IslandName<R extends RemoteName> = IslandId extends infer I
  ? I extends `${R}/${infer N}`
    ? N
    : never
  : never;

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
export type FragmentsOf<R extends RemoteName> = {
  [N in IslandName<R>]?: `${R}/${N}` extends infer I extends ComponentIslandId
    ? Fragment<IslandInitial<I>>
    : never;
};
