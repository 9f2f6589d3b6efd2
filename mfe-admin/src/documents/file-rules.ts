import { SNIFF_BYTES, sniffContentType } from '@parquet-alsace/shared/sniff';

/**
 * A document's file, checked before it is sent (Storage checks it again on its content:
 * docs/adr-016-gallery-and-documents.md): a PDF by its first bytes, not its name, and at most
 * the bucket's limit.
 */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

export async function fileProblem(file: Blob): Promise<'empty' | 'size' | 'type' | null> {
  if (file.size === 0) return 'empty';
  if (file.size > DOCUMENT_MAX_BYTES) return 'size';
  return sniffContentType(await firstBytes(file, SNIFF_BYTES)) === 'application/pdf' ? null : 'type';
}

/** The file's name in Storage, from the title: lower-case ASCII words joined by dashes. */
export function fileSlug(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'document';
}

/** "1,2 Mo", "350 Ko" (French decimal comma, no-break space before the unit). */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '—';
  const format = (value: number) => value.toLocaleString('fr-FR', { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${format(bytes / (1024 * 1024))}\u00a0Mo`;
  return `${format(Math.max(1, Math.round(bytes / 1024)))}\u00a0Ko`;
}
