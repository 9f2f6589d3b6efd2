import { BUCKETS } from '@parquet-alsace/shared/buckets';
import { type StaffBackend, siteAddress } from '../backend';
import { slugify } from './model';

/**
 * A featured image as the blog serves it (docs/adr-017-publishing-articles.md): 16:9, in the
 * widths of the shared `Picture` (480, 960, 1440), as JPEG only: `Picture` names no WebP or AVIF
 * source for a Storage photo, since a phone's browser does not always encode them
 * (docs/adr-016-gallery-and-documents.md). Drawn again on a canvas, so nothing of the original
 * file but its pixels is sent: no EXIF, no GPS position, no camera data.
 */
export const IMAGE_BUCKET = BUCKETS.articleImages;
export const IMAGE_WIDTHS = [480, 960, 1440] as const;
/** The largest photo accepted from the phone before it is made smaller (30 MB). */
export const MAX_SOURCE_BYTES = 30 * 1024 * 1024;

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The type read from the first bytes (never the name or the declared type), or null. */
export function sniffPhoto(bytes: Uint8Array): PhotoType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** The centred 16:9 part of a `width`×`height` photo. */
export function crop16x9(width: number, height: number): { x: number; y: number; w: number; h: number } {
  if (width * 9 > height * 16) {
    const w = Math.round((height * 16) / 9);
    return { x: Math.round((width - w) / 2), y: 0, w, h: height };
  }
  const h = Math.round((width * 9) / 16);
  return { x: 0, y: Math.round((height - h) / 2), w: width, h };
}

/** The stored name of one size: `<folder>/<name>-<width>.<jpg|webp>` (the bucket's rule). */
export function objectName(folder: string, fileName: string, width: number, ext: 'jpg' | 'webp'): string {
  const base =
    slugify(fileName.replace(/\.[^.]*$/, ''))
      .slice(0, 60)
      .replace(/-+$/, '') || 'photo';
  return `${folder}/${base}-${width}.${ext}`;
}

export type PhotoError = 'not-photo' | 'too-large' | 'unreadable' | 'upload';

export class PhotoRefused extends Error {
  constructor(readonly reason: PhotoError) {
    super(reason);
  }
}

function canvasBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new PhotoRefused('unreadable'))), type, quality),
  );
}

/** The three files of a photo (one JPEG per width), drawn from its pixels only. */
export async function preparePhoto(file: File): Promise<{ width: number; ext: 'jpg'; blob: Blob }[]> {
  if (file.size > MAX_SOURCE_BYTES) throw new PhotoRefused('too-large');
  if (!sniffPhoto(new Uint8Array(await file.slice(0, 16).arrayBuffer()))) throw new PhotoRefused('not-photo');
  let bitmap: ImageBitmap;
  try {
    // The photo upright, as the phone's orientation tag says; the tag itself is not kept.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoRefused('unreadable');
  }
  const area = crop16x9(bitmap.width, bitmap.height);
  const files: { width: number; ext: 'jpg'; blob: Blob }[] = [];
  for (const width of IMAGE_WIDTHS) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = Math.round((width * 9) / 16);
    const context = canvas.getContext('2d');
    if (!context) throw new PhotoRefused('unreadable');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, area.x, area.y, area.w, area.h, 0, 0, canvas.width, canvas.height);
    files.push({ width, ext: 'jpg', blob: await canvasBlob(canvas, 'image/jpeg', 0.8) });
  }
  bitmap.close();
  return files;
}

/** Prepares and uploads a photo; returns the public address of its 960 px JPEG (what an article stores). */
export async function uploadFeaturedImage(backend: StaffBackend, file: File): Promise<string> {
  const files = await preparePhoto(file);
  const folder = crypto.randomUUID();
  const bucket = backend.storage.from(IMAGE_BUCKET);
  for (const { width, ext, blob } of files) {
    const { error } = await bucket.upload(objectName(folder, file.name, width, ext), blob, {
      contentType: blob.type,
      // A new photo is a new folder: each address always names the same file.
      cacheControl: '31536000',
      upsert: false,
    });
    if (error) throw new PhotoRefused('upload');
  }
  // Stored as visitor pages load it: on the site's origin, not the back office's.
  return siteAddress(bucket.getPublicUrl(objectName(folder, file.name, 960, 'jpg')).data.publicUrl);
}
