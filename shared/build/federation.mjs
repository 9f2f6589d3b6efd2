// The one list of shared singletons, imported by every app's webpack config. Sub-path prefix
// keys ('react/', 'react-dom/', '@emotion/react/', '@parquet-alsace/shared/') are needed: Module Federation
// shares by exact request, and `react-dom/client` or `@emotion/react/jsx-runtime` would
// otherwise arrive twice (docs/toolchain.md#module-federation-traps).
// react-router-dom is deliberately NOT here: a shared module cannot be tree-shaken, and the
// whole router weighed 59.8 KB gzip on every page. Apps take the few router pieces they use from
// '@parquet-alsace/shared' (a singleton), which bundles just those, so every app still sees one router context
// (docs/adr-003-javascript-weight.md).
// single-spa is not here either: only the shell's runtime calls it (it mounts each island as a
// parcel), so it is bundled there once and tree-shaken (docs/adr-004-islands.md).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const versionOf = (pkg) =>
  JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;

const singletons = [
  ['react', 'react'],
  ['react/', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'],
  ['@emotion/react', '@emotion/react'],
  ['@emotion/react/', '@emotion/react'],
  ['zustand', 'zustand'],
  ['@supabase/supabase-js', '@supabase/supabase-js'],
  ['@parquet-alsace/shared', '@parquet-alsace/shared'],
  ['@parquet-alsace/shared/', '@parquet-alsace/shared'],
];

// Sub-paths of the shared package that hold no state and no context: each app bundles its own
// copy in the chunk that uses it, rather than the entry of every app naming one more shared
// module (the quote wizard's entry is on the tap's path, docs/adr-004-islands.md).
const bundledSubPaths = /^(image-prepare|sniff)$/;

export function sharedSingletons() {
  return Object.fromEntries(
    singletons.map(([key, pkg]) => {
      const version = versionOf(pkg);
      const config = { singleton: true, version, requiredVersion: `^${version}`, strictVersion: false };
      return [
        key,
        key === '@parquet-alsace/shared/' ? { ...config, exclude: { request: bundledSubPaths } } : config,
      ];
    }),
  );
}

/** Module Federation container name of a remote ('blog' → 'mfe_blog'). */
export const containerName = (name) => (name === 'shell' ? 'shell' : `mfe_${name}`);
