import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type Encoding, isNotModified, negotiateEncoding } from './http-cache';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface CompressionLevels {
  br: number;
  gzip: number;
}

/**
 * A page kept in the render cache is compressed once for all the visitors of its lifetime, so
 * it can afford a moderate setting; without the cache every request pays, so a fast one. Brotli
 * at 11 (the maximum) costs ~50× the time of 5 for ~8 % fewer bytes on our pages: never on a
 * request path. Figures in docs/adr-013-static-files-and-compression.md.
 */
export const CACHED_PAGE_LEVELS: CompressionLevels = { br: 5, gzip: 6 };
export const UNCACHED_PAGE_LEVELS: CompressionLevels = { br: 3, gzip: 4 };

/** Below this, compression saves less than a packet and costs a round of zlib. */
const MIN_COMPRESSIBLE_BYTES = 512;

function compress(body: Uint8Array, encoding: Encoding, levels: CompressionLevels): Promise<Uint8Array> {
  // The async zlib calls run on libuv's thread pool: the server thread keeps answering meanwhile.
  return encoding === 'br'
    ? brotliAsync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: levels.br,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipAsync(body, { level: levels.gzip });
}

/**
 * A text body with its encoded variants, each made on first demand and then reused (concurrent
 * requests share the one compression in progress), and a weak ETag of its content.
 */
export class EncodedBody {
  readonly identity: Uint8Array;
  readonly etag: string;
  private readonly variants = new Map<Encoding, Promise<Uint8Array | null>>();

  constructor(
    text: string,
    private readonly levels: CompressionLevels,
  ) {
    this.identity = new TextEncoder().encode(text);
    // Weak: the brotli, gzip and identity bytes are the same page, validated by one tag.
    this.etag = `W/"${createHash('sha1').update(this.identity).digest('base64url')}"`;
  }

  /** The body in `encoding`, or null when not worth it (tiny, or compression would not shrink it). */
  encoded(encoding: Encoding): Promise<Uint8Array | null> {
    let variant = this.variants.get(encoding);
    if (!variant) {
      variant =
        this.identity.byteLength < MIN_COMPRESSIBLE_BYTES
          ? Promise.resolve(null)
          : compress(this.identity, encoding, this.levels).then(
              (out) => (out.byteLength < this.identity.byteLength ? out : null),
              // A failed compression is served uncompressed rather than failed.
              () => null,
            );
      this.variants.set(encoding, variant);
    }
    return variant;
  }

  /** Upper bound of the memory held: the identity bytes and at most two variants no larger than it. */
  get maxBytes(): number {
    return this.identity.byteLength * 3;
  }
}

/**
 * The response for `body` to `request`: 304 when the client's copy is current, else the best
 * encoding the client accepts. `headers` (type, cache policy…) are sent with both.
 */
export async function encodedResponse(
  request: Request,
  body: EncodedBody,
  init: { status: number; headers: Record<string, string> },
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Vary', 'Accept-Encoding');
  // Only a real page is worth revalidating (not a 404 or a 503 to retry).
  if (init.status === 200) {
    headers.set('ETag', body.etag);
    const ifNoneMatch = request.headers.get('if-none-match') ?? undefined;
    if (isNotModified({ ifNoneMatch }, { etag: body.etag }))
      return new Response(null, { status: 304, headers });
  }
  const encoding = negotiateEncoding(request.headers.get('accept-encoding') ?? undefined);
  const encoded = encoding ? await body.encoded(encoding) : null;
  if (encoding && encoded) headers.set('Content-Encoding', encoding);
  const bytes = encoded ?? body.identity;
  headers.set('Content-Length', String(bytes.byteLength));
  return new Response(request.method === 'HEAD' ? null : (bytes as Uint8Array<ArrayBuffer>), {
    status: init.status,
    headers,
  });
}
