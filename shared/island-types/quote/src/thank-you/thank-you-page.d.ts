// Generated from the remotes' islands.json by `npm run islands -w @parquet-alsace/shared`
// (shared/scripts/island-types.mjs): do not edit. Types only.
/**
 * /thank-you/ (docs/product-rules.md#thank-you-page), the page's one island, woken as soon as the
 * page's loader runs: shown only with the session flag of a submitted form (read in the browser:
 * the server never knows it, and renders the spinner), otherwise a silent replace-redirect to /.
 * The flag lasts ten minutes, so a reload shows the page again.
 */
export default function ThankYouPage(): import("@emotion/react/jsx-runtime").JSX.Element;
