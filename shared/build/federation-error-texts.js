// Stands in for @module-federation/error-codes' description tables in the shell's browser build
// (webpack-app.mjs replaces that one module with this file). The federation runtime's error
// messages keep their code (RUNTIME-008…) and the link to its documented cause; only the English
// sentence before the code goes, 0.5 KB gzip of the runtime every page loads
// (docs/adr-004-islands.md). Server builds and the remotes' dev builds keep the full texts.
const generic = new Proxy({}, { get: () => 'Module Federation error' });

export const runtimeDescMap = generic;
export const typeDescMap = generic;
export const buildDescMap = generic;
export const errorDescMap = generic;
