import { BUCKETS } from '@parquet-alsace/shared/buckets';
import { type ImageProblem, ImageRefused, prepareImage } from '@parquet-alsace/shared/image-prepare';
import { type StaffBackend, siteAddress } from '../backend';
import { slugify } from './model';

/**
 * A featured image as the blog serves it (docs/adr-017-publishing-articles.md): 16:9, in the
 * widths of the shared `Picture` (480, 960, 1440), as JPEG only: `Picture` names no WebP or AVIF
 * source for a Storage photo, since a phone's browser does not always encode them
 * (docs/adr-016-gallery-and-documents.md). Prepared by the shared preparation (upright, drawn
 * again on a canvas): nothing of the original file but its pixels is sent.
 */
export const IMAGE_BUCKET = BUCKETS.articleImages;
export const IMAGE_WIDTHS = [480, 960, 1440] as const;

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

/** Why a featured image was not stored: a problem of the photo, or of its upload. */
export type PhotoError = ImageProblem | 'upload';

export class PhotoRefused extends Error {
  constructor(readonly reason: PhotoError) {
    super(reason);
  }
}

/** The three files of a photo (one 16:9 JPEG per width), drawn from its pixels only. */
export function preparePhoto(file: File): Promise<{ width: number; blob: Blob }[]> {
  return prepareImage(
    file,
    (width, height) =>
      IMAGE_WIDTHS.map((target) => ({
        width: target,
        height: Math.round((target * 9) / 16),
        crop: crop16x9(width, height),
      })),
    // Checked by its first bytes, never by its name or declared type.
    { sniff: true },
  );
}

/** Prepares and uploads a photo; returns the public address of its 960 px JPEG (what an article stores). */
export async function uploadFeaturedImage(backend: StaffBackend, file: File): Promise<string> {
  const files = await preparePhoto(file).catch((error: unknown) => {
    throw new PhotoRefused(error instanceof ImageRefused ? error.reason : 'unreadable');
  });
  const folder = crypto.randomUUID();
  const bucket = backend.storage.from(IMAGE_BUCKET);
  for (const { width, blob } of files) {
    const { error } = await bucket.upload(objectName(folder, file.name, width, 'jpg'), blob, {
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
