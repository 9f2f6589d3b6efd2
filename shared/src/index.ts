// The shared package: what every app builds against. Heavy parts (backend client, server
// rendering) have their own entry points (`shared/backend`, `shared/server`).
export { business } from './facts/business-facts';
export { theme, palettes, baseCss, type ThemeName, type SiteTheme } from './theme/tokens';
export { useThemeStore, parseStoredTheme, applyThemeClass, themeBootScript, THEME_KEY } from './theme/theme-store';
export { readItem, writeItem, removeItem } from './storage/storage';
export * from './consent/consent';
export { useConsentStore } from './consent/consent-store';
export * from './analytics/analytics';
export * from './platform/events';
export * from './platform/ownership';
export { getSiteConfig, setSiteConfig, type SiteConfig } from './platform/site-config';
export { navigate, SiteLink, useLocation, useSearchParams } from './platform/navigation';
export { PAGE_DATA_ID, type PageData } from './platform/page-data';
export { setRemoteModuleLoader, loadRemoteModule, RemoteSlot } from './platform/remote-modules';
export { defineFragment, type Fragment, type RenderedFragment, FragmentsContext } from './platform/fragments';
export { AppUnavailable, ErrorFallback, ErrorBoundary } from './platform/failure';
export {
  type AppRoute,
  type MicroApp,
  type LoadContext,
  type RouteProps,
  defineRoute,
  matchRoute,
  RouteView,
  AppProviders,
  browserBackend,
} from './platform/micro-app';
export { createLifecycles, appContainer, AppRoot, hydrateInSlices } from './platform/lifecycles';
export { runStandalone } from './platform/standalone';
export { canonicalUrl, isValidCanonical } from './seo/canonical';
export { type PageHead, renderHeadTags, applyHead, jsonForScript, defaultOgImage } from './seo/head';
export * from './ui/primitives';
export { NotFoundPage, notFoundHead } from './not-found/not-found-page';
export { Modal } from './ui/modal';
export * from './seo/structured-data';
export { PENDING_QUOTES_KEY, hasPendingQuotes } from './quote/pending-quote';
export * from './quote/index';
export { Picture, type PictureProps } from './media/picture';
export { srcSetFor, largestJpeg, WIDTHS as PICTURE_WIDTHS, type ImageFormat } from './media/picture-sources';
export { mediaBase, TEAM_WIDTHS as TEAM_PICTURE_WIDTHS } from './media/picture-sources';
