// Generated from the remotes' islands.json by `npm run islands -w @parquet-alsace/shared`
// (shared/scripts/island-types.mjs): do not edit. Types only.
/**
 * Exposed as './HomeQuoteSection' (docs/product-rules.md#quote-steps): surface slider and
 * property type; the button opens the wizard with them. Only this small component is loaded on
 * the home page: the wizard's code comes when the visitor presses the button.
 */
export default function HomeQuoteSection(): import("@emotion/react/jsx-runtime").JSX.Element;
