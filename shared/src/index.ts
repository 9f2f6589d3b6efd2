// The shared package: what every app builds against. Heavy parts (backend client, server
// rendering) have their own entry points (`shared/backend`, `shared/server`).

export * from './analytics/analytics';
export * from './consent/consent';
export { useConsentStore } from './consent/consent-store';
export { business } from './facts/business-facts';
export { Picture, type PictureProps } from './media/picture';
export {
  type ImageFormat,
  largestJpeg,
  mediaBase,
  srcSetFor,
  TEAM_WIDTHS as TEAM_PICTURE_WIDTHS,
  WIDTHS as PICTURE_WIDTHS,
} from './media/picture-sources';
export { NotFoundPage, notFoundHead } from './not-found/not-found-page';
export * from './platform/events';
export { AppUnavailable, ErrorBoundary, ErrorFallback } from './platform/failure';
export { defineFragment, type Fragment, FragmentsContext, type RenderedFragment } from './platform/fragments';
export { AppRoot, appContainer, createLifecycles, hydrateInSlices } from './platform/lifecycles';
export {
  AppProviders,
  type AppRoute,
  browserBackend,
  defineRoute,
  type LoadContext,
  type LoadFailedProps,
  type MicroApp,
  matchRoute,
  type RouteProps,
  RouteView,
} from './platform/micro-app';
export { navigate, SiteLink, useLocation, useSearchParams } from './platform/navigation';
export * from './platform/ownership';
export { PAGE_DATA_ID, type PageData } from './platform/page-data';
export { loadRemoteModule, RemoteSlot, setRemoteModuleLoader } from './platform/remote-modules';
export { getSiteConfig, type SiteConfig, setSiteConfig } from './platform/site-config';
export { runStandalone } from './platform/standalone';
export * from './quote/index';
export { hasPendingQuotes, PENDING_QUOTES_KEY } from './quote/pending-quote';
export { canonicalUrl, isValidCanonical } from './seo/canonical';
export { applyHead, defaultOgImage, jsonForScript, type PageHead, renderHeadTags } from './seo/head';
export * from './seo/structured-data';
export { readItem, removeItem, writeItem } from './storage/storage';
export { interFont } from './theme/font-face.generated';
export {
  applyThemeClass,
  parseStoredTheme,
  THEME_KEY,
  themeBootScript,
  useThemeStore,
} from './theme/theme-store';
export { baseCss, palettes, type SiteTheme, type ThemeName, theme } from './theme/tokens';
export { Modal } from './ui/modal';
export * from './ui/primitives';
