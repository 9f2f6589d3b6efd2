// `@parquet-alsace/shared/quote`: the quote rules (prices, surface, validation) the wizard, the
// home quote section and the server share.

export * from './dialog';
export * from './pending-quote';
export * from './pricing';
export type * from './quote-payload';
export * from './rules/quote-rules';
export * from './steps';
export * from './surface';
export * from './validation';
export * from './vat';
