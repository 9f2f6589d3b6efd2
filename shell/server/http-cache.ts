import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

/** Entry files keep their names across deploys and must be revalidated; hashed chunks never change. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/media/')) return MEDIA;
  if (/\.[0-9a-f]{10}\.js$/.test(urlPath)) return IMMUTABLE;
  return NO_CACHE;
}

export interface Encoded {
  body: Uint8Array;
  encoding: 'br' | 'gzip' | null;
}

/** Picks brotli, then gzip, when the client accepts it and the type is worth compressing. */
export function encodeFor(
  body: Uint8Array,
  contentType: string,
  acceptEncoding: string,
  memo?: Map<string, Uint8Array>,
): Encoded {
  if (!compressibleType.test(contentType) || body.byteLength < 512) return { body, encoding: null };
  if (/\bbr\b/.test(acceptEncoding)) {
    let br = memo?.get('br');
    if (!br) {
      br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: memo ? 11 : 5 } });
      memo?.set('br', br);
    }
    return { body: br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(acceptEncoding)) {
    let gz = memo?.get('gzip');
    if (!gz) {
      gz = gzipSync(body, { level: memo ? 9 : 6 });
      memo?.set('gzip', gz);
    }
    return { body: gz, encoding: 'gzip' };
  }
  return { body, encoding: null };
}
