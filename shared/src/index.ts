// The shared package: what every app builds against, on the server. Islands import the lean
// entries instead (`shared/client`, `shared/quote`): Module Federation provides a shared module
// whole, so this index — routes, router pieces, SEO helpers — is for the apps' server bundles.
// Heavy or server-only parts have their own entry points (`shared/backend`, `shared/server`).

export * from '@parquet-alsace/shared/client';
export * from '@parquet-alsace/shared/quote';
export {
  applyConsent,
  initAnalytics,
  resetAnalyticsForTests,
  trackPageView,
  trackPerformance,
} from './analytics/analytics';
export * from './consent/consent';
export {
  COMPANY_DETAILS_COLUMNS,
  COMPANY_DETAILS_ELEMENT_ID,
  COMPANY_PRICE_LIST_COLUMNS,
  COMPANY_ROW_COLUMNS,
  type CompanyDetailsRow,
  type CompanyPriceListRow,
  type CompanyRow,
  currentCompanyDetails,
  setCompanyDetails,
} from './facts/company-details';
export { isPlaceholder, placeholderFields } from './facts/company-placeholders';
export {
  agencyAddress,
  agencyCities,
  agencyCount,
  frenchList,
  headOfficeAddress,
  hourText,
  openingHoursText,
  replyDelaySentence,
  replyWithin,
} from './facts/company-texts';
export * from './format/french';
export {
  type ImageFormat,
  largestJpeg,
  mediaBase,
  srcSetFor,
  TEAM_WIDTHS as TEAM_PICTURE_WIDTHS,
  WIDTHS as PICTURE_WIDTHS,
} from './media/picture-sources';
export { NotFoundPage, notFoundHead } from './not-found/not-found-page';
export { defineFragment, type Fragment, FragmentsContext, type RenderedFragment } from './platform/fragments';
export { Island, type IslandProps } from './platform/island';
export type {
  ComponentIslandId,
  FragmentsOf,
  IslandId,
  IslandInitial,
  IslandModule,
  IslandName,
  IslandPropsOf,
  SlotProps,
} from './platform/island-ids';
export * from './platform/islands';
export {
  type AppRoute,
  defineRoute,
  type LoadContext,
  type MicroApp,
  matchRoute,
  type RouteFailedProps,
  type RouteProps,
} from './platform/micro-app';
export * from './platform/ownership';
export { loadRemoteModule, RemoteSlot, setRemoteModuleLoader } from './platform/remote-modules';
export { useLocation, useSearchParams } from './platform/router';
export { getSiteConfig, type SiteConfig, setSiteConfig } from './platform/site-config';
export { canonicalUrl, isValidCanonical } from './seo/canonical';
export { applyHead, defaultOgImage, jsonForScript, type PageHead, renderHeadTags } from './seo/head';
export * from './seo/structured-data';
export { baseCss } from './theme/base-css';
export { interFont } from './theme/font-face.generated';
export { applyThemeClass, parseStoredTheme, THEME_KEY, themeBootScript } from './theme/theme-store';
export {
  Breadcrumbs,
  ButtonLink,
  breadcrumbsFor,
  Container,
  type Crumb,
  cardCss,
  cardGridCss,
  containerCss,
  controlCss,
  controlLabelCss,
  PageSpinner,
} from './ui/primitives';
export { ThemeToggle } from './ui/theme-toggle';
// The document's <noscript> style (the server's); the line and marker are `shared/without-script`.
export { WITHOUT_SCRIPT_CSS } from './ui/without-script-css';
