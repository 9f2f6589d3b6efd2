// A file's type is read from its bytes by the one sniffer, shared/src/files/sniff.ts.
import type { SniffedType } from '../../../shared/src/files/sniff.ts';

/** Whether a type is allowed by a bucket's list (`image/jpeg`, or `image/*`); no list allows all. */
export function isAllowedType(type: string, allowed: readonly string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  return allowed.some((pattern) =>
    pattern.endsWith('/*') ? type.startsWith(pattern.slice(0, -1)) : pattern.toLowerCase() === type,
  );
}

const TYPE_NAMES: Record<SniffedType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'application/pdf': 'PDF',
};

/** "JPEG, PNG ou WebP" from a bucket's list, for the refusal message. */
export function describeTypes(allowed: readonly string[]): string {
  const names = allowed.map((type) => TYPE_NAMES[type as SniffedType] ?? type);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ou ${names.at(-1)}`;
}

/** "10 Mo", "500 Ko" (French units, no-break space). */
export function describeBytes(bytes: number): string {
  const format = (value: number) => value.toLocaleString('fr-FR', { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${format(bytes / (1024 * 1024))}\u00a0Mo`;
  if (bytes >= 1024) return `${format(bytes / 1024)}\u00a0Ko`;
  return `${bytes}\u00a0octets`;
}

/** Other names clients give the types `sniffContentType` recognises. */
const TYPE_ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'application/x-pdf': 'application/pdf',
};

/**
 * Whether a client's declared type contradicts the type read from the bytes: no declaration,
 * `application/octet-stream` ("some bytes") and bytes of no recognised type contradict nothing;
 * a JPEG declared `text/plain` does (docs/adr-010-storage.md, "Uploads").
 */
export function contradictsContent(declared: string | null | undefined, sniffed: string | null): boolean {
  if (!sniffed) return false;
  const type = (declared ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === '' || type === 'application/octet-stream') return false;
  return (TYPE_ALIASES[type] ?? type) !== sniffed;
}
