/**
 * The one reading of a file's type from its first bytes, never from its name or declared type:
 * an HTML or SVG page renamed `.jpg` is text, and is `null` here. Only the formats a bucket of
 * this project accepts are recognised (images the site shows, PDF documents). Used by Storage on
 * every upload (backend), the server's favicon, and the back office before it sends a file
 * (docs/adr-010-storage.md, "Uploads"). No import: the backend loads this file by its path.
 */
export type SniffedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'application/pdf';

/** How many first bytes `sniffContentType` reads at most. */
export const SNIFF_BYTES = 12;

export function sniffContentType(bytes: Uint8Array): SniffedType | null {
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
