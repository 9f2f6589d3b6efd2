// Generated from the remotes' islands.json by `npm run islands -w @parquet-alsace/shared`
// (shared/scripts/island-types.mjs): do not edit. Types only.
/**
 * Exposed as './QuoteDialog': the wizard inside the native dialog the server writes into every
 * page (docs/adr-004-islands.md, "The first tap"). Its step 1 is this component's server render,
 * which the page's loader shows at the first tap; this code hydrates it while the visitor reads,
 * and what they typed or chose meanwhile is handed over by the hydration. The dialog itself (open,
 * close, Escape, back gesture, focus) is the loader's; each opening is announced to the wizard
 * here, which starts the form as the request asks (the home section's surface, the finalize form).
 */
export default function QuoteDialog(): import("@emotion/react/jsx-runtime").JSX.Element;
