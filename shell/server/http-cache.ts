export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const MEDIA = 'public, max-age=604800';

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ico': 'image/x-icon',
};

export function contentTypeOf(path: string): string {
  const ext = path.slice(path.lastIndexOf('.')).toLowerCase();
  return types[ext] ?? 'application/octet-stream';
}

const compressibleType = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** Worth compressing: text. Images, fonts and PDFs are compressed formats already. */
export const isCompressible = (contentType: string) => compressibleType.test(contentType);

/** A release's own folder: `/remotes/<name>/<version>/…` (the version a content hash, 12 hex). */
const versionedRemote = /^\/remotes\/[^/]+\/[0-9a-f]{12}\//;

/**
 * Entry files keep their names across deploys and must be revalidated; hashed chunks never change,
 * and neither does anything under a release's versioned folder, its entry and manifest included
 * (a new build is a new version, hence a new URL).
 */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/media/')) return MEDIA;
  if (versionedRemote.test(urlPath)) return IMMUTABLE;
  if (/\.[0-9a-f]{10}\.js$/.test(urlPath)) return IMMUTABLE;
  return NO_CACHE;
}

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with: brotli, then gzip, among those the client accepts (a token with
 * `q=0` is a refusal; `*` stands for any encoding not named). Null means identity.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    quality.set(token.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (name: string) => (quality.get(name) ?? quality.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/**
 * Whether a conditional GET may be answered 304: If-None-Match (weak comparison, as RFC 9110
 * asks for GET) takes precedence over If-Modified-Since.
 */
export function isNotModified(
  request: { ifNoneMatch?: string; ifModifiedSince?: string },
  current: { etag: string; lastModified?: Date },
): boolean {
  if (request.ifNoneMatch !== undefined) {
    if (request.ifNoneMatch.trim() === '*') return true;
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    const wanted = opaque(current.etag);
    return request.ifNoneMatch.split(',').some((tag) => opaque(tag) === wanted);
  }
  if (request.ifModifiedSince && current.lastModified) {
    const since = Date.parse(request.ifModifiedSince);
    // HTTP dates have whole seconds.
    return Number.isFinite(since) && Math.floor(current.lastModified.getTime() / 1000) * 1000 <= since;
  }
  return false;
}
