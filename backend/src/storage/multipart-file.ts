import { StorageApiError } from './storage-common.ts';

/** Fields before the file (supabase-js sends `cacheControl`, then the file): a few hundred bytes. */
const MAX_HEAD_BYTES = 16 * 1024;

const unreadable = () => new StorageApiError(400, 'InvalidRequest', 'Formulaire d’envoi illisible.');

/** The boundary of a `multipart/form-data` content type, or null for any other type. */
export function multipartBoundary(contentType: string): string | null {
  if (!/^\s*multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw unreadable();
  return boundary;
}

/**
 * The first file of a `multipart/form-data` body, taken out as the body streams: `push` each
 * chunk of the body, write what it returns. Fields before the file are skipped (at most 16 KB of
 * them); everything after the file is ignored. Only the bytes of the delimiter are held back, so
 * the file goes to disk without ever being whole in memory.
 */
export class MultipartFile {
  private readonly delimiter: Buffer;
  // The body's first delimiter has no line break before it: one is assumed.
  private pending: Buffer = Buffer.from('\r\n');
  private state: 'head' | 'file' | 'done' = 'head';
  private fileFound = false;
  /** The file part's own Content-Type (what the client declares), once its headers are read. */
  fileType: string | null = null;

  constructor(boundary: string) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
  }

  /** Whether the file part was found and ended. */
  get complete(): boolean {
    return this.state === 'done' && this.fileFound;
  }

  /** The file's bytes in this chunk of the body. */
  push(chunk: Uint8Array): Buffer[] {
    if (this.state === 'done') return [];
    this.pending = Buffer.concat([this.pending, chunk]);
    const out: Buffer[] = [];
    for (;;) {
      if (this.state === 'head') {
        const start = this.pending.indexOf(this.delimiter);
        if (start < 0) {
          if (this.pending.length > MAX_HEAD_BYTES) throw unreadable();
          return out;
        }
        const after = start + this.delimiter.length;
        if (this.pending.length < after + 2) return out;
        if (this.pending[after] === 0x2d && this.pending[after + 1] === 0x2d) {
          this.state = 'done'; // the closing delimiter, and no file before it
          return out;
        }
        const headersEnd = this.pending.indexOf('\r\n\r\n', after);
        if (headersEnd < 0) {
          if (this.pending.length > MAX_HEAD_BYTES) throw unreadable();
          return out;
        }
        const headers = this.pending.subarray(after, headersEnd).toString('latin1');
        this.pending = this.pending.subarray(headersEnd + 4);
        // A field's value runs to the next delimiter, which the next turn finds.
        if (/content-disposition:[^\r\n]*;\s*filename\*?=/i.test(headers)) {
          this.state = 'file';
          this.fileType = /(?:^|\r\n)content-type:[ \t]*([^\r\n]*)/i.exec(headers)?.[1]?.trim() ?? null;
        }
        continue;
      }
      const end = this.pending.indexOf(this.delimiter);
      if (end >= 0) {
        out.push(this.pending.subarray(0, end));
        this.pending = Buffer.alloc(0);
        this.state = 'done';
        this.fileFound = true;
        return out;
      }
      const keep = this.delimiter.length - 1;
      if (this.pending.length > keep) {
        out.push(this.pending.subarray(0, this.pending.length - keep));
        this.pending = Buffer.from(this.pending.subarray(this.pending.length - keep));
      }
      return out;
    }
  }
}
