// `@parquet-alsace/shared/consent`: the cookie-consent rules and their storage, without any UI.
export * from './consent';
export * from './consent-store';
