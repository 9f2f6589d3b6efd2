import { existsSync, type FSWatcher, watch } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppName } from '@parquet-alsace/shared';
import {
  asServerBundle,
  type BackendFactory,
  type FragmentRenderer,
  type ServerBundle,
} from '@parquet-alsace/shared/server';
import { evaluateBundle } from './bundle-module';

/**
 * Where each remote is published, and which version of it the server renders with.
 *
 * A remote's deployment (a folder, or a base URL on a static host) holds its releases side by
 * side and one pointer naming the current one:
 *
 *   release.json                      {"name":"blog","version":"3f9a1c2b7d0e","publishedAt":"…"}
 *   releases/<version>/client/        mf-manifest.json, remoteEntry.js, hashed chunks
 *   releases/<version>/server/index.js
 *
 * (written by `shared/build/release.mjs`). The registry reads the pointer at start, again on a
 * short interval, when the pointer file changes (folders) and on `revalidate()`. A new version is
 * loaded beside the one in service, checked (contract, smoke render) and only then switched to,
 * in one assignment; a version that fails is refused, logged, not retried until the pointer
 * names another one, and the previous version keeps serving.
 */

/** Versions are the first 12 hex digits of the release's content hash. */
export const VERSION_PATTERN = /^[0-9a-f]{12}$/;

export type RemoteSource = { kind: 'folder'; dir: string } | { kind: 'url'; url: string };

export type ServerBundles = Partial<Record<AppName, ServerBundle>>;

/** What one render uses, taken once at its start: bundles and browser URLs of the same versions. */
export interface RegistrySnapshot {
  bundles: ServerBundles;
  /** Version in service per remote (absent: none could be loaded). */
  versions: Partial<Record<AppName, string>>;
  /** Remote name → URL of the mf-manifest.json of the version the page is rendered with. */
  remotes: Record<string, string>;
}

export interface CheckOutcome {
  name: AppName;
  status: 'unchanged' | 'switched' | 'refused' | 'unpublished';
  version?: string;
  previous?: string;
  error?: string;
}

interface Pointer {
  version: string;
}

interface Candidate {
  version: string;
  bundle: ServerBundle;
  manifestUrl: string;
}

export interface RegistryOptions {
  /** The shell's own bundle (its pages and chrome): deployed with the server, never switched. */
  shell: ServerBundle;
  sources: Partial<Record<AppName, RemoteSource>>;
  /** The backend smoke renders load their data from. */
  backend: BackendFactory;
  /** A file whose node_modules a bundle's imports resolve from when its own folder lacks them. */
  resolveFrom: string;
  log?: Pick<Console, 'log' | 'warn' | 'error'>;
  fetch?: typeof fetch;
}

/**
 * Renders "reviews/Testimonials" with the reviews bundle of `snapshot`; null when that remote has
 * no bundle in service or no such fragment. `used` collects the remotes asked.
 */
export function fragmentRenderer(
  snapshot: RegistrySnapshot,
  backend: BackendFactory,
  used?: Set<AppName>,
): FragmentRenderer {
  return async (id) => {
    const [remote, name] = id.split('/');
    if (!remote || !name) return null;
    used?.add(remote as AppName);
    const bundle = snapshot.bundles[remote as AppName];
    return bundle ? bundle.renderFragment(name, backend) : null;
  };
}

/** Paths of an app a new version must render before it serves: every route without parameters, and a not-found. */
export function smokePaths(bundle: ServerBundle): string[] {
  const plain = bundle.app.routes.map((r) => r.path).filter((p) => !/[:*]/.test(p));
  return [...plain, '/__verification-de-version__/'];
}

function parsePointer(text: string, name: AppName): Pointer {
  const parsed = JSON.parse(text) as { name?: unknown; version?: unknown };
  if (parsed.name !== name) throw new Error(`le pointeur annonce l’app ${String(parsed.name)}`);
  if (typeof parsed.version !== 'string' || !VERSION_PATTERN.test(parsed.version)) {
    throw new Error(`version invalide : ${String(parsed.version)}`);
  }
  return { version: parsed.version };
}

export class RemoteRegistry {
  private current: RegistrySnapshot;
  /** The version each remote refused last, and why: not tried again until the pointer moves. */
  private readonly refused = new Map<AppName, { version: string; error: string }>();
  private readonly queues = new Map<AppName, Promise<CheckOutcome>>();
  private readonly etags = new Map<AppName, { etag: string; version: string }>();
  private readonly listeners: Array<(name: AppName, version: string) => void> = [];
  private readonly watchers: FSWatcher[] = [];
  private timer: NodeJS.Timeout | null = null;
  private readonly log: Pick<Console, 'log' | 'warn' | 'error'>;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: RegistryOptions) {
    this.log = options.log ?? console;
    this.fetch = options.fetch ?? fetch;
    const remotes: Record<string, string> = {};
    for (const name of this.names()) remotes[name] = this.fallbackManifest(name);
    this.current = { bundles: { pages: options.shell }, versions: {}, remotes };
  }

  /** A registry of bundles fixed once and for all (tests, or a server without releases). */
  static of(shell: ServerBundle, bundles: ServerBundles, backend: BackendFactory): RemoteRegistry {
    const registry = new RemoteRegistry({ shell, sources: {}, backend, resolveFrom: __filename });
    const remotes: Record<string, string> = {};
    for (const name of Object.keys(bundles)) remotes[name] = `/remotes/${name}/mf-manifest.json`;
    registry.current = { bundles: { ...bundles, pages: shell }, versions: {}, remotes };
    return registry;
  }

  snapshot(): RegistrySnapshot {
    return this.current;
  }

  /** Called after each switch, with the remote and its new version. */
  onSwitch(listener: (name: AppName, version: string) => void): void {
    this.listeners.push(listener);
  }

  /** Loads every remote's published version. */
  async start(): Promise<CheckOutcome[]> {
    return this.revalidate();
  }

  /** Checks every remote (or one) for a new version now. */
  async revalidate(only?: AppName): Promise<CheckOutcome[]> {
    const names = only ? this.names().filter((n) => n === only) : this.names();
    return Promise.all(names.map((name) => this.check(name)));
  }

  /** Checks again every `intervalMs` (0: never), and as soon as a folder's pointer file changes. */
  watch(intervalMs: number): void {
    if (intervalMs > 0) {
      this.timer = setInterval(() => void this.revalidate(), intervalMs);
      this.timer.unref();
    }
    for (const name of this.names()) {
      const source = this.options.sources[name];
      if (source?.kind !== 'folder' || !existsSync(source.dir)) continue;
      try {
        const watcher = watch(source.dir, (_event, file) => {
          if (!file || String(file) === 'release.json') void this.check(name);
        });
        watcher.unref();
        this.watchers.push(watcher);
      } catch (error) {
        this.log.warn(
          `${name} : surveillance de ${source.dir} impossible, vérification périodique seule`,
          error,
        );
      }
    }
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    for (const watcher of this.watchers) watcher.close();
  }

  /**
   * The folder of a remote's browser code for `/remotes/<name><rest>`: `/<version>/…` from that
   * release (kept servable after a switch), anything else from the version in service. Null when
   * the remote is published at a URL (browsers fetch it there) or has no release.
   */
  clientFolder(name: string, rest: string): { root: string; prefix: string } | null {
    const source = Object.hasOwn(this.options.sources, name)
      ? this.options.sources[name as AppName]
      : undefined;
    if (source?.kind !== 'folder') return null;
    const versioned = /^\/([0-9a-f]{12})\//.exec(rest)?.[1];
    const version =
      versioned ?? this.current.versions[name as AppName] ?? this.refused.get(name as AppName)?.version;
    if (!version) return null;
    return {
      root: join(source.dir, 'releases', version, 'client'),
      prefix: versioned ? `/remotes/${name}/${versioned}` : `/remotes/${name}`,
    };
  }

  private names(): AppName[] {
    return Object.keys(this.options.sources) as AppName[];
  }

  private fallbackManifest(name: AppName): string {
    const source = this.options.sources[name];
    return source?.kind === 'url'
      ? new URL('mf-manifest.json', source.url).href
      : `/remotes/${name}/mf-manifest.json`;
  }

  /** One check at a time per remote: a watch event, the timer and a signal never load twice. */
  private check(name: AppName): Promise<CheckOutcome> {
    const previous = this.queues.get(name) ?? Promise.resolve(null);
    const next = previous.then(() => this.checkNow(name));
    this.queues.set(name, next);
    return next;
  }

  private async checkNow(name: AppName): Promise<CheckOutcome> {
    const source = this.options.sources[name];
    const previous = this.current.versions[name];
    let pointer: Pointer | null;
    try {
      pointer = await this.readPointer(name, source);
    } catch (error) {
      this.log.error(
        `${name} : pointeur de version illisible, la version ${previous ?? '(aucune)'} reste en service`,
        error,
      );
      return { name, status: 'refused', previous, error: String(error) };
    }
    if (!pointer)
      return previous ? { name, status: 'unchanged', version: previous } : { name, status: 'unpublished' };
    const { version } = pointer;
    if (version === previous) return { name, status: 'unchanged', version };
    const refusal = this.refused.get(name);
    if (refusal?.version === version)
      return { name, status: 'refused', version, previous, error: refusal.error };
    try {
      const candidate = await this.load(name, source as RemoteSource, version);
      await this.smoke(name, candidate.bundle);
      this.current = {
        bundles: { ...this.current.bundles, [name]: candidate.bundle },
        versions: { ...this.current.versions, [name]: version },
        remotes: { ...this.current.remotes, [name]: candidate.manifestUrl },
      };
      this.refused.delete(name);
      this.log.log(`${name} : version ${version} en service${previous ? ` (remplace ${previous})` : ''}`);
      for (const listener of this.listeners) listener(name, version);
      return { name, status: 'switched', version, previous };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.refused.set(name, { version, error: reason });
      this.log.error(
        `${name} : version ${version} refusée, ${previous ? `la version ${previous} reste en service` : 'pages rendues par le navigateur'}`,
        error,
      );
      if (!previous) {
        // Nothing to keep: browsers get that version's code, which may well work on its own.
        this.current = {
          ...this.current,
          remotes: {
            ...this.current.remotes,
            [name]: this.manifestUrlOf(source as RemoteSource, name, version),
          },
        };
      }
      return { name, status: 'refused', version, previous, error: reason };
    }
  }

  private async readPointer(name: AppName, source: RemoteSource | undefined): Promise<Pointer | null> {
    if (!source) return null;
    let text: string;
    if (source.kind === 'folder') {
      try {
        text = await readFile(join(source.dir, 'release.json'), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    } else {
      // Revalidated cheaply: an unchanged pointer answers 304 and names the version already known.
      const known = this.etags.get(name);
      const response = await this.fetch(source.url, {
        cache: 'no-store',
        headers: known ? { 'If-None-Match': known.etag } : {},
      });
      if (response.status === 304 && known) return { version: known.version };
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`${source.url} : HTTP ${response.status}`);
      text = await response.text();
      const pointer = parsePointer(text, name);
      const etag = response.headers.get('etag');
      if (etag) this.etags.set(name, { etag, version: pointer.version });
      return pointer;
    }
    return parsePointer(text, name);
  }

  private manifestUrlOf(source: RemoteSource, name: AppName, version: string): string {
    return source.kind === 'folder'
      ? `/remotes/${name}/${version}/mf-manifest.json`
      : new URL(`releases/${version}/client/mf-manifest.json`, source.url).href;
  }

  /** Fetches and evaluates a release's server bundle, after checking its browser code is published too. */
  private async load(name: AppName, source: RemoteSource, version: string): Promise<Candidate> {
    const manifestUrl = this.manifestUrlOf(source, name, version);
    let code: string;
    let filename: string;
    let resolveFrom: string[];
    if (source.kind === 'folder') {
      const release = join(source.dir, 'releases', version);
      if (!existsSync(join(release, 'client', 'mf-manifest.json'))) {
        throw new Error(`${release}/client/mf-manifest.json est absent`);
      }
      filename = join(release, 'server', 'index.js');
      code = await readFile(filename, 'utf8');
      resolveFrom = [filename, this.options.resolveFrom];
    } else {
      const manifest = await this.fetch(manifestUrl, { cache: 'no-store' });
      if (!manifest.ok) throw new Error(`${manifestUrl} : HTTP ${manifest.status}`);
      filename = new URL(`releases/${version}/server/index.js`, source.url).href;
      const response = await this.fetch(filename, { cache: 'no-store' });
      if (!response.ok) throw new Error(`${filename} : HTTP ${response.status}`);
      code = await response.text();
      resolveFrom = [this.options.resolveFrom];
    }
    const bundle = asServerBundle(evaluateBundle(code, filename, resolveFrom), name);
    return { version, bundle, manifestUrl };
  }

  /**
   * A new version must render its pages before it serves. A render that throws refuses it. Data
   * that cannot be loaded refuses it only when the version in service does load it (a bug of the
   * new version, not a backend that is down).
   */
  private async smoke(name: AppName, candidate: ServerBundle): Promise<void> {
    const inService = this.current.bundles[name];
    const backend = this.options.backend;
    for (const path of smokePaths(candidate)) {
      const url = new URL(path, 'http://verification.invalid');
      const result = await candidate.render(url, { backend });
      if (result.kind === 'unavailable' && inService) {
        const before = await inService.render(url, { backend }).catch(() => null);
        if (before?.kind === 'page')
          throw new Error(`${path} : la nouvelle version ne charge pas ses données`);
      }
    }
    for (const fragment of candidate.fragmentNames) {
      try {
        await candidate.renderFragment(fragment, backend);
      } catch (error) {
        const before = await inService?.renderFragment(fragment, backend).catch(() => null);
        if (before) throw new Error(`fragment ${fragment} : ${String(error)}`);
      }
    }
  }
}
