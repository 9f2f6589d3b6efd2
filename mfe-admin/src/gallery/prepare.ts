/**
 * A photo chosen on a phone, made ready for the gallery in the browser: turned upright, drawn
 * at the widths the gallery serves (docs/data-model.md "Media": 480, 960 and 1440 px) and
 * encoded as JPEG. Only pixels are drawn, so nothing of the original file's metadata (EXIF, GPS
 * position, camera, date) reaches the stored files (docs/adr-016-gallery-and-documents.md).
 */
export const PHOTO_WIDTHS = [480, 960, 1440] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** Below this width a photo would be blurred on a wide screen. */
export const MIN_SOURCE_WIDTH = 960;
/** Larger files are refused before decoding (a phone's photo is 2 to 8 MB). */
export const MAX_SOURCE_BYTES = 30 * 1024 * 1024;
const JPEG_QUALITY = 0.82;

export interface PreparedFile {
  width: PhotoWidth;
  height: number;
  blob: Blob;
}

/** The size of each file: the photo's proportions at every gallery width. */
export function variantSizes(width: number, height: number): { width: PhotoWidth; height: number }[] {
  return PHOTO_WIDTHS.map((target) => ({
    width: target,
    height: Math.max(1, Math.round((height * target) / width)),
  }));
}

/** Why a chosen file cannot become a gallery photo, or null. */
export function sourceProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!/^image\/(jpeg|png|webp|heic|heif)$/.test(file.type)) return 'type';
  if (file.size > MAX_SOURCE_BYTES) return 'size';
  return null;
}

const toBlob = (canvas: HTMLCanvasElement) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));

/**
 * Decodes the file (upright, as the camera held it) and draws each width. Rejects with
 * `Error('unreadable')` when the browser cannot decode it, `Error('too-small')` under 960 px.
 */
export async function preparePhoto(file: Blob): Promise<PreparedFile[]> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error('unreadable');
  }
  try {
    if (bitmap.width < MIN_SOURCE_WIDTH) throw new Error('too-small');
    const files: PreparedFile[] = [];
    for (const size of variantSizes(bitmap.width, bitmap.height)) {
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('unreadable');
      context.imageSmoothingEnabled = true;
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, size.width, size.height);
      const blob = await toBlob(canvas);
      if (blob?.type !== 'image/jpeg') throw new Error('unreadable');
      files.push({ ...size, blob: blob as Blob });
    }
    return files;
  } finally {
    bitmap.close();
  }
}
