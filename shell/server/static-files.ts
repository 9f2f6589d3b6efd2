import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { cacheControlFor, contentTypeOf, isCompressible, isNotModified } from './http-cache';

/**
 * Static files: the shell's build at the root, each remote's under /remotes/<name>/, and
 * content/media under /media/. Sending (streams from disk, `Range`, HEAD, picking the `.br`/`.gz`
 * sibling written at build time) is @hono/node-server's serveStatic; this module adds what it
 * lacks: validators and 304s, the cache policy, `Vary`, CORS for remotes, If-Range. Nothing is
 * kept in memory: the OS's page cache holds hot files (docs/adr-013-static-files-and-compression.md).
 */

/**
 * Where a remote's browser files for `/remotes/<name><rest>` come from: the folder and the URL
 * prefix it is mounted at (a release's `client/`, see remote-registry.ts), or null for none.
 */
export type RemoteFolderOf = (name: string, rest: string) => { root: string; prefix: string } | null;

/**
 * The file below `base` that `urlPath` names, or null: no `..` escapes, no hidden files (a
 * segment starting with a dot), no backslashes or NUL, and never the precompressed siblings
 * themselves (they are chosen by negotiation).
 */
export function fileBelow(base: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (/[\\\0]/.test(decoded) || /(^|\/)\./.test(decoded) || /\.(br|gz)$/.test(decoded)) return null;
  const full = normalize(join(base, decoded));
  return full.startsWith(base + sep) ? full : null;
}

/**
 * The validator of a file: size and modification time (like nginx and `send`); weak for text, whose
 * brotli, gzip and identity bytes are one representation, strong otherwise (If-Range needs it).
 */
export function fileEtag(info: Pick<Stats, 'size' | 'mtimeMs'>, weak: boolean): string {
  const tag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  return weak ? `W/${tag}` : tag;
}

/** Whether a Range request may be answered with the range: If-Range absent, or naming this version. */
function rangeStillValid(ifRange: string | undefined, etag: string, lastModified: Date): boolean {
  if (!ifRange) return true;
  if (ifRange.startsWith('"')) return ifRange === etag; // strong comparison; a weak tag never matches
  if (ifRange.startsWith('W/')) return false;
  const date = Date.parse(ifRange);
  return Number.isFinite(date) && Math.floor(lastModified.getTime() / 1000) * 1000 === date;
}

export interface StaticFolder {
  /** Where the files are. */
  root: string;
  /** The URL path the folder is mounted at ('' for the site's root). */
  prefix: string;
  /** Cross-origin readers allowed (a remote's files, loaded by a shell on another origin). */
  cors?: boolean;
}

/** A handler answering GET/HEAD for the files of one folder; anything else it names is a 404. */
export function staticFolder(folder: StaticFolder) {
  const root = normalize(folder.root);
  const rewriteRequestPath = (path: string) => path.slice(folder.prefix.length);
  // Two senders: with a Range the identity bytes are sent (a range of brotli bytes is of no use).
  const negotiated = new Hono().get('*', serveStatic({ root, rewriteRequestPath, precompressed: true }));
  const identity = new Hono().get('*', serveStatic({ root, rewriteRequestPath }));

  return async (c: Context) => {
    const file = fileBelow(root, c.req.path.slice(folder.prefix.length));
    const info = file ? await stat(file).catch(() => null) : null;
    if (!file || !info?.isFile()) return c.notFound();

    const type = contentTypeOf(file);
    const text = isCompressible(type);
    const etag = fileEtag(info, text);
    const headers: Record<string, string> = {
      'Cache-Control': cacheControlFor(c.req.path),
      ETag: etag,
      'Last-Modified': info.mtime.toUTCString(),
      'Accept-Ranges': 'bytes',
    };
    if (text) headers.Vary = 'Accept-Encoding';
    if (folder.cors) headers['Access-Control-Allow-Origin'] = '*';

    const conditions = {
      ifNoneMatch: c.req.header('if-none-match'),
      ifModifiedSince: c.req.header('if-modified-since'),
    };
    if (isNotModified(conditions, { etag, lastModified: info.mtime })) {
      return new Response(null, { status: 304, headers });
    }

    let request = c.req.raw;
    const range = c.req.header('range');
    if (range && !rangeStillValid(c.req.header('if-range'), etag, info.mtime)) {
      // The client's partial copy is of another version: the whole current file.
      const withoutRange = new Headers(request.headers);
      withoutRange.delete('range');
      request = new Request(request.url, { method: request.method, headers: withoutRange });
    }
    const response = await (request.headers.has('range') ? identity : negotiated).fetch(request);
    if (response.status === 404) return c.notFound();
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    response.headers.set('Content-Type', type);
    return response;
  };
}

/**
 * Mounts the static folders. Call it after the routes it must not shadow (/sw.js, /robots.txt…
 * also match the shell's root file pattern).
 */
export function registerStaticRoutes(
  app: Hono,
  paths: { shellClient: string; media: string; remoteFolder: RemoteFolderOf },
): void {
  app.get('/media/*', staticFolder({ root: paths.media, prefix: '/media' }));

  // One handler per release folder, made on first use (releases come and go while the server runs).
  const remotes = new Map<string, ReturnType<typeof staticFolder>>();
  app.get('/remotes/:name/*', (c) => {
    const name = c.req.param('name');
    const folder = paths.remoteFolder(name, c.req.path.slice(`/remotes/${name}`.length));
    if (!folder) return c.notFound();
    const key = `${folder.prefix}\0${folder.root}`;
    let handler = remotes.get(key);
    if (!handler) {
      if (remotes.size >= 100) remotes.clear();
      handler = staticFolder({ ...folder, cors: true });
      remotes.set(key, handler);
    }
    return handler(c);
  });

  // The shell's own files (main.js and its chunks) sit at the root.
  app.get('/:file{[^/]+\\.(js|txt|json)}', staticFolder({ root: paths.shellClient, prefix: '' }));
}
