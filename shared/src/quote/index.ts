export * from './pricing';
export * from './surface';
export * from './validation';
