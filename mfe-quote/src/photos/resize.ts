/** Longest side of a sent photo: enough to judge a floor, about 0.3–1.5 MB in JPEG. */
export const MAX_SIDE = 2048;

/** Longest side of the thumbnail the back office lists (JPEG well under 40 KB). */
export const THUMB_SIDE = 320;

export class UnreadableImage extends Error {}

/**
 * The photo redrawn on a canvas, at most MAX_SIDE px on its longest side, as JPEG: what the
 * canvas exports carries no EXIF, so no GPS position, camera or date leaves the phone. The
 * orientation is applied first (createImageBitmap's `from-image`), so the photo stays upright.
 */
export async function resizeToJpeg(file: Blob, maxSide = MAX_SIDE, quality = 0.85): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new UnreadableImage();
  }
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new UnreadableImage();
  // Averaged rather than sampled: a thumbnail without the grain of a sampled one, and smaller.
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new UnreadableImage())), 'image/jpeg', quality),
  );
}

/** HEIC/HEIF by type or name (browsers that cannot read them often leave the type empty). */
export function isHeic(file: File): boolean {
  return /^image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name);
}
