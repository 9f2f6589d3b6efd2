// Generated from the remotes' islands.json by `npm run islands -w @parquet-alsace/shared`
// (shared/scripts/island-types.mjs): do not edit. Types only.
export declare const siteSearchTexts: {
    nothing: (term: string) => string;
    failed: string;
};
/** The not-found page's site search: up to 5 published articles, 4 suggestions. Exposed as './SiteSearch'. */
export default function SiteSearch(): import("@emotion/react/jsx-runtime").JSX.Element;
