// Generated from the remotes' islands.json by `npm run islands -w @parquet-alsace/shared`
// (shared/scripts/island-types.mjs): do not edit. Types only.
/** Share addresses of the three networks for one page URL. */
export declare function shareUrls(pageUrl: string, text: string): {
    facebook: string;
    twitter: string;
    linkedin: string;
};
/** Mobile-only share bar: network popups 600x400, copy link (native share when no clipboard). */
export declare function ShareBar({ pageUrl, text }: {
    pageUrl: string;
    text: string;
}): import("@emotion/react/jsx-runtime").JSX.Element;
export default ShareBar;
