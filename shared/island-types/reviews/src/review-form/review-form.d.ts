// Generated from the remotes' islands.json by `npm run islands -w @parquet-alsace/shared`
// (shared/scripts/island-types.mjs): do not edit. Types only.
/**
 * The review form and its thanks (an island, woken by the first interaction: a form sent before
 * its code ran is sent again once it has, and what was typed is kept).
 */
export default function ReviewForm(): import("@emotion/react/jsx-runtime").JSX.Element;
