/**
 * The type of a file from its first bytes, never from its name or declared type: an HTML or SVG
 * page renamed `.jpg` is text, and is `null` here. Only the formats a bucket of this project
 * accepts are recognised (images the site shows, PDF documents).
 */
export function sniffContentType(bytes: Uint8Array): string | null {
  const startsWith = (signature: number[], offset = 0) =>
    bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
  const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(ascii('RIFF')) && startsWith(ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(ascii('GIF87a')) || startsWith(ascii('GIF89a'))) return 'image/gif';
  if (startsWith(ascii('%PDF-'))) return 'application/pdf';
  return null;
}

/** Whether a type is allowed by a bucket's list (`image/jpeg`, or `image/*`); no list allows all. */
export function isAllowedType(type: string, allowed: readonly string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  return allowed.some((pattern) =>
    pattern.endsWith('/*') ? type.startsWith(pattern.slice(0, -1)) : pattern.toLowerCase() === type,
  );
}

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'application/pdf': 'PDF',
};

/** "JPEG, PNG ou WebP" from a bucket's list, for the refusal message. */
export function describeTypes(allowed: readonly string[]): string {
  const names = allowed.map((type) => TYPE_NAMES[type] ?? type);
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
