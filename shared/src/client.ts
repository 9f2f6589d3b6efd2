// `@parquet-alsace/shared/client`: what an island needs and nothing more — UI primitives, events,
// facts, analytics events, storage, the island parcel, links and pictures. No router, no SEO helpers, no page layout
// pieces: Module Federation provides a shared module whole, so the island
// of a page pays only for this entry (docs/adr-004-islands.md). The full index re-exports it.
export { track, trackConsent, trackConversion, trackPhoneClick } from './analytics/track';
export { business } from './facts/business-facts';
export { currentCompanyDetails } from './facts/company-details';
export { replyDelaySentence, replyWithin } from './facts/company-texts';
export { Picture, type PictureProps } from './media/picture';
export { largestJpeg } from './media/picture-sources';
export { browserBackend } from './platform/backend-loader';
export * from './platform/events';
export { ErrorBoundary, LoadFailed, type LoadFailedProps } from './platform/failure';
export { hydrateInSlices, replayEarlyInput } from './platform/hydration';
export { type IslandMountProps, reactIsland } from './platform/island-parcel';
export { navigate, SiteLink } from './platform/navigation';
export { AppProviders } from './platform/providers';
export { retryable, retryableByKey } from './platform/retry';
export { pageTitle } from './seo/page-title';
export { readItem, removeItem, writeItem } from './storage/storage';
export { palettes, type SiteTheme, type ThemeName, theme } from './theme/tokens';
export { useWrappingArrowKeys } from './ui/arrow-keys';
export { ClosingCta } from './ui/closing-cta';
export { Modal } from './ui/modal';
export {
  Button,
  buttonCss,
  CategorySelect,
  controlCss,
  controlLabelCss,
  PhoneLink,
  pillCss,
  SearchField,
  Spinner,
} from './ui/primitives';
export { QUOTE_FALLBACK_HREF, QuoteButton } from './ui/quote-button';
export { SecondaryNav, secondaryNavLinks } from './ui/secondary-nav';
