// One webpack setup for every app: a browser build (Module Federation, hashed chunks) and a
// Node build of the same routes for server rendering. Each app's webpack.config.mjs is a call.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { constants } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { containerName, sharedSingletons } from './federation.mjs';

const require = createRequire(import.meta.url);
const repositoryRoot = join(import.meta.dirname, '..', '..');
const runtimeCoreDist = dirname(require.resolve('@module-federation/runtime-core'));

const swcRule = (target) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules\/(?!@parquet-alsace\/shared\/)/,
  use: {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: target === 'node' ? 'es2022' : 'es2020',
        // The production JSX runtime in development too: a remote's dev server is loaded into the
        // composed site, whose React is the production one (README, "Working on one remote").
        transform: { react: { runtime: 'automatic', importSource: '@emotion/react', development: false } },
      },
    },
  },
});

// Text assets get .br and .gz siblings at the highest settings, once, at build time: the server
// picks one by the request's Accept-Encoding and never compresses a file itself.
const precompressionPlugins = () =>
  [
    ['brotliCompress', '.br', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }],
    ['gzip', '.gz', { level: constants.Z_BEST_COMPRESSION }],
  ].map(
    ([algorithm, extension, compressionOptions]) =>
      new CompressionPlugin({
        algorithm,
        compressionOptions,
        filename: `[path][base]${extension}`,
        test: /\.(js|json|css|svg|txt)$/,
        threshold: 512,
      }),
  );

const resolve = {
  extensions: ['.tsx', '.ts', '.mjs', '.js'],
  conditionNames: ['browser', 'import', 'module', 'require', 'default'],
};

/**
 * `npm run dev` of a remote (docs/adr-011-standalone-remotes.md): every path the app owns answers
 * the standalone page, which loads its scripts from the root; the site's font and media come from
 * the repository's own files; the backend, the site config and the other remotes' releases from
 * a running site (SITE_URL, default http://127.0.0.1:8080). DEV_PORT replaces the remote's port.
 * Saving a file rebuilds and reloads the page (live reload; no hot module replacement: the
 * composed site's React is the production one).
 */
function devServerOptions(devPort) {
  const site = process.env.SITE_URL ?? 'http://127.0.0.1:8080';
  return {
    host: process.env.DEV_HOST ?? '127.0.0.1',
    port: Number(process.env.DEV_PORT ?? devPort),
    historyApiFallback: true,
    hot: false,
    liveReload: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: { warnings: false, errors: true, runtimeErrors: false }, logging: 'warn' },
    static: [
      { directory: join(repositoryRoot, 'shell', 'static', 'fonts'), publicPath: '/fonts', watch: false },
      { directory: join(repositoryRoot, 'content', 'media'), publicPath: '/media', watch: false },
    ],
    proxy: [
      {
        context: ['/rest/v1', '/auth/v1', '/functions/v1', '/site-config.json', '/sitemap.xml', '/remotes'],
        target: site,
        changeOrigin: true,
      },
    ],
  };
}

/**
 * @param {object} o
 * @param {string} o.dir       the app's folder
 * @param {string} o.name      'shell' or the remote's short name ('blog')
 * @param {Record<string,string>} [o.exposes]
 * @param {number} o.devPort   port of `npm run dev`
 * @param {Record<string,string>} [o.serverEntries]  Node entries (server rendering)
 * @param {string} [o.clientEntry]  browser entry (`main.js`): the remote's standalone start, the shell's runtime
 */
export function createAppConfigs({
  dir,
  name,
  exposes = {},
  devPort,
  serverEntries = { index: './src/server.tsx' },
  clientEntry = './src/index.ts',
}) {
  // The remote's islands manifest (`islands.json`: exposed name → module) is exposed as
  // `./<name>`; the same file types `<RemoteSlot id>` in every app (shared/src/platform/island-ids.ts).
  const manifest = join(dir, 'islands.json');
  if (existsSync(manifest)) {
    const islands = JSON.parse(readFileSync(manifest, 'utf8'));
    exposes = {
      ...exposes,
      ...Object.fromEntries(Object.entries(islands).map(([id, module]) => [`./${id}`, module])),
    };
  }
  return (env = {}, argv = {}) => {
    const production = argv.mode !== 'development';
    // `--env outDir=<dir>` builds elsewhere than dist/ (a release built beside the one in use).
    const outDir = env.outDir ?? join(dir, 'dist');
    const isShell = name === 'shell';
    const client = {
      name: 'client',
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: clientEntry },
      // No eval in development either: the composed site's CSP allows no 'unsafe-eval', and a
      // remote's dev server is loaded into it (README, "Working on one remote").
      devtool: production ? false : 'cheap-module-source-map',
      output: {
        path: join(outDir, 'client'),
        // Entry files keep stable names (served no-cache); chunks are content-hashed (immutable).
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:10].js',
        publicPath: isShell ? '/' : 'auto',
        uniqueName: containerName(name),
        clean: true,
      },
      resolve:
        isShell && production ? { ...resolve, alias: { 'mf-runtime-core-dist': runtimeCoreDist } } : resolve,
      module: { rules: [swcRule('web')] },
      plugins: [
        // The shell provides the federation runtime: without the manifest-reading code it never
        // runs, and with its error codes but not their English descriptions (snapshot-handler.js
        // and federation-error-texts.js say why).
        isShell &&
          production &&
          new webpack.NormalModuleReplacementPlugin(
            /runtime-core[\\/]dist[\\/]plugins[\\/]snapshot[\\/]SnapshotHandler\.js$/,
            join(import.meta.dirname, 'snapshot-handler.js'),
          ),
        isShell &&
          production &&
          new webpack.NormalModuleReplacementPlugin(
            /error-codes[\\/]dist[\\/]desc\.mjs$/,
            join(import.meta.dirname, 'federation-error-texts.js'),
          ),
        new ModuleFederationPlugin({
          name: containerName(name),
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedSingletons(),
          // Every app is built from one lockfile, so the first loaded copy of a singleton is the
          // right one. The default ('version-first') fetches EVERY registered remote's entry to
          // compare versions the first time a shared module is needed: extra requests, and one
          // broken remote would break the pages of the others.
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: !isShell,
          // One copy of the federation runtime per page: the shell (a pure consumer) provides it
          // and the remotes' entries use it instead of carrying their own (~20 KB gzip each).
          // Dev builds of a remote keep theirs: `npm run dev` serves a remote without a shell.
          // The runtime is trimmed to the browser and to what we use: no manifest ("snapshot")
          // plugin — the shell's runtime reads the manifest itself (shell/src/runtime) — which
          // takes 3 KB gzip off every page that loads it (docs/adr-004-islands.md).
          // A remote consumes no other remote through webpack (islands of other remotes are loaded
          // by the shell's runtime), so its entry drops the bundler runtime's remotes handler
          // (`disableRemote`). The shell cannot: its runtime registers and loads the remotes.
          // The shell hands its runtime to the remotes with its own small plugin (what
          // `provideExternalRuntime` does, without its CommonJS wrapper).
          ...(isShell && production
            ? { runtimePlugins: [join(dir, 'src', 'runtime', 'provide-runtime-core.ts')] }
            : {}),
          experiments: production
            ? {
                ...(isShell ? {} : { externalRuntime: true }),
                optimization: {
                  disableSnapshot: true,
                  target: 'web',
                  ...(isShell ? {} : { disableRemote: true }),
                },
              }
            : {},
        }),
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        }),
        ...(production ? precompressionPlugins() : []),
        // The standalone page (`npm run dev`): its scripts by absolute path, so that a deep link
        // such as /blog/mon-article/ loads /main.js, not /blog/mon-article/main.js.
        !production &&
          new HtmlWebpackPlugin({
            template: join(dir, '..', 'shared', 'build', 'dev.html'),
            title: `${name} (dev)`,
            publicPath: '/',
          }),
      ].filter(Boolean),
      performance: { hints: false },
      devServer: devServerOptions(devPort),
    };
    const server = {
      name: 'server',
      mode: 'production',
      context: dir,
      target: 'node20',
      entry: serverEntries,
      devtool: false,
      output: {
        path: join(outDir, 'server'),
        filename: '[name].js',
        library: { type: 'commonjs2' },
        clean: true,
      },
      resolve: { ...resolve, conditionNames: ['node', 'import', 'require', 'default'] },
      // The server loads other apps' bundles at run time with createRequire: not for webpack to follow.
      module: { rules: [swcRule('node')], parser: { javascript: { createRequire: false } } },
      // node_modules stay outside the bundle (one React on the server); the workspace's
      // TypeScript packages (shared) are compiled in.
      externals: [
        ({ request }, callback) => {
          if (/^@parquet-alsace\/shared(\/|$)/.test(request)) return callback();
          if (/^[a-z@][^:]*$/i.test(request) && !request.startsWith('.'))
            return callback(null, `commonjs ${request}`);
          return callback();
        },
      ],
      externalsPresets: { node: true },
      node: { __dirname: false, __filename: false },
      optimization: { minimize: false, splitChunks: false },
      plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: Object.keys(serverEntries).length })],
      performance: { hints: false },
    };
    // `webpack serve` runs the browser build only; `webpack` builds both.
    return env.WEBPACK_SERVE ? client : [client, server];
  };
}

/**
 * The shell's inline loader (shell/src/loader): one small script, no Module Federation, no
 * chunks, no React, which the server writes into every page. Built to dist/loader/loader.js.
 * @param {object} o
 * @param {string} o.dir  the shell's folder
 */
export function createLoaderConfig({ dir }) {
  return {
    name: 'loader',
    mode: 'production',
    context: dir,
    entry: { loader: './src/loader/index.ts' },
    devtool: false,
    target: ['web', 'es2020'],
    output: { path: join(dir, 'dist', 'loader'), filename: '[name].js', iife: true, clean: true },
    resolve,
    module: { rules: [swcRule('web')] },
    optimization: { splitChunks: false, runtimeChunk: false },
    plugins: [new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
    performance: { hints: false },
  };
}

/**
 * A remote's plain script beside its federated build: one file, no Module Federation, no chunks,
 * no shared React, written into the release's client folder after the browser build (which
 * empties that folder) and precompressed like it. The back office's first script (`start.js`,
 * docs/adr-008-back-office.md) is one.
 * @param {object} o
 * @param {string} o.dir    the app's folder
 * @param {string} o.name   the file's name, without `.js`
 * @param {string} o.entry  its source
 */
export function createPlainScriptConfig({ dir, name, entry }) {
  return (env = {}) => ({
    name: `script-${name}`,
    // After the client build, which cleans the folder this file goes to.
    dependencies: ['client'],
    mode: 'production',
    context: dir,
    entry: { [name]: entry },
    devtool: false,
    target: ['web', 'es2020'],
    output: {
      path: join(env.outDir ?? join(dir, 'dist'), 'client'),
      filename: '[name].js',
      iife: true,
      clean: false,
    },
    resolve,
    module: { rules: [swcRule('web')] },
    optimization: { splitChunks: false, runtimeChunk: false },
    plugins: [
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      ...precompressionPlugins(),
    ],
    performance: { hints: false },
  });
}
