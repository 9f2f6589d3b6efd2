// What the compiler must refuse at the seams between remotes: checked by `npm run typecheck`
// (each `@ts-expect-error` fails the check if its line compiles), never run, never bundled.
// docs/frontend-platform.md, "Typed islands".
import { defineFragment } from './fragments';
import { Island } from './island';
import type { FragmentsOf } from './island-ids';
import { loadRemoteModule, RemoteSlot } from './remote-modules';

const Label = ({ label }: { label: string }) => <p>{label}</p>;
const Share = ({ pageUrl, text }: { pageUrl: string; text: string }) => <a href={pageUrl}>{text}</a>;

const fb = null;

// Right: the island's own props; none for an island that takes none.
export const right = (
  <RemoteSlot id="reviews/ShareBar" props={{ pageUrl: '/avis/', text: 'Avis' }} fallback={fb} />
);
export const none = <RemoteSlot id="reviews/Testimonials" fallback={fb} />;
export const wrong = (
  // @ts-expect-error a prop the island does not take (a misspelt or renamed one)
  <RemoteSlot id="reviews/ShareBar" props={{ pageUrl: '/avis/', texte: 'Avis' }} fallback={fb} />
);
// @ts-expect-error a required prop left out
export const missing = <RemoteSlot id="reviews/ShareBar" fallback={fb} />;
export const mistyped = (
  // @ts-expect-error a prop of the wrong type
  <RemoteSlot id="reviews/ShareBar" props={{ pageUrl: 1, text: 'Avis' }} fallback={fb} />
);
// @ts-expect-error an island no manifest exposes (renamed or removed)
export const renamed = <RemoteSlot id="reviews/Temoignages" fallback={fb} />;
// @ts-expect-error a module that is not a component
export const notComponent = <RemoteSlot id="quote/RetryPending" fallback={fb} />;
// @ts-expect-error `initial` is the server's render's to give, not the page's
export const initial = <RemoteSlot id="reviews/Testimonials" props={{ initial: [] }} fallback={fb} />;

export const island = (
  <Island id="reviews/ShareBar" Component={Share} props={{ pageUrl: '/', text: 'x' }} trigger="idle" />
);
export const otherComponent = (
  // @ts-expect-error a component that is not the island's (its props differ)
  <Island id="reviews/ShareBar" Component={Label} props={{ label: 'x' }} trigger="idle" />
);

export async function loadedModules() {
  const share = await loadRemoteModule('reviews/ShareBar');
  share.default({ pageUrl: '/', text: 'x' });
  // @ts-expect-error the loaded module is typed as its remote exposes it
  share.default({ url: '/' });
  const retry = await loadRemoteModule('quote/RetryPending');
  await retry.default();
}

export const fragments = {
  HomeQuoteSection: defineFragment<null>({ load: async () => null, Component: () => null }),
} satisfies FragmentsOf<'quote'>;

export const wrongFragments = {
  // @ts-expect-error a fragment whose data is not what the island's `initial` takes
  Testimonials: defineFragment<string>({ load: async () => 'avis', Component: Label as never }),
} satisfies FragmentsOf<'reviews'>;
