/**
 * A photo chosen in the browser made ready to send, for the quote photos, the articles' featured
 * images and the gallery (docs/adr-016-gallery-and-documents.md): decoded upright (the orientation
 * tag applied by `createImageBitmap`'s `from-image`, then not kept), drawn on a canvas at each
 * size asked, encoded as JPEG at one quality. Only pixels are drawn, so nothing of the original
 * file's metadata (EXIF, GPS position, camera, date) leaves the device. No library: the quote
 * wizard loads it with its photo picker only.
 */

import { SNIFF_BYTES, type SniffedType, sniffContentType } from '../files/sniff';

const PHOTO_TYPES = new Set<SniffedType | null>(['image/jpeg', 'image/png', 'image/webp']);

/** The one JPEG quality: a floor's grain kept, a 2048 px photo about 0.3 to 1.5 MB. */
export const JPEG_QUALITY = 0.82;

/** Why a chosen file cannot become a photo to send. */
export type ImageProblem = 'not-photo' | 'too-large' | 'too-small' | 'unreadable';

/** The French sentence shown for a problem (`minWidth`: the width a too small photo lacks). */
export function imageProblemText(problem: ImageProblem, minWidth = 0): string {
  switch (problem) {
    case 'not-photo':
      return 'Ce fichier n’est pas une photo JPEG, PNG ou WebP\u00a0: il n’a pas été envoyé.';
    case 'too-large':
      return 'Cette photo dépasse 30\u00a0Mo\u00a0: choisissez-en une plus légère.';
    case 'too-small':
      return `Photo trop petite\u00a0: ${minWidth}\u00a0px de large au moins.`;
    case 'unreadable':
      return 'Ce navigateur ne sait pas lire cette photo. Essayez de l’exporter en JPEG.';
  }
}

export class ImageRefused extends Error {
  constructor(
    readonly reason: ImageProblem,
    minWidth = 0,
  ) {
    super(imageProblemText(reason, minWidth));
    this.name = 'ImageRefused';
  }
}

/** The largest file accepted before it is decoded (a phone's photo is 2 to 8 MB). */
export const MAX_SOURCE_BYTES = 30 * 1024 * 1024;

/** One file to draw: its size, and the part of the photo it shows (the whole photo without `crop`). */
export interface Frame {
  width: number;
  height: number;
  crop?: { x: number; y: number; w: number; h: number };
}

export interface PrepareOptions {
  /** Refuse ('not-photo') a file whose first bytes are not a JPEG, PNG or WebP signature. */
  sniff?: boolean;
  /** Refuse ('too-small') a photo narrower than this, once upright. */
  minWidth?: number;
}

/**
 * Decodes `file` upright and draws every frame `frames` asks for its upright size, each encoded
 * as JPEG. Rejects with an `ImageRefused` only.
 */
export async function prepareImage<F extends Frame>(
  file: Blob,
  frames: (width: number, height: number) => readonly F[],
  options: PrepareOptions = {},
): Promise<(F & { blob: Blob })[]> {
  if (file.size > MAX_SOURCE_BYTES) throw new ImageRefused('too-large');
  if (
    options.sniff &&
    !PHOTO_TYPES.has(sniffContentType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())))
  ) {
    throw new ImageRefused('not-photo');
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new ImageRefused('unreadable');
  }
  try {
    if (options.minWidth && bitmap.width < options.minWidth)
      throw new ImageRefused('too-small', options.minWidth);
    const files: (F & { blob: Blob })[] = [];
    for (const frame of frames(bitmap.width, bitmap.height)) {
      const canvas = document.createElement('canvas');
      canvas.width = frame.width;
      canvas.height = frame.height;
      const context = canvas.getContext('2d');
      if (!context) throw new ImageRefused('unreadable');
      // Averaged rather than sampled: no grain on a small size, and a smaller file.
      context.imageSmoothingEnabled = true;
      context.imageSmoothingQuality = 'high';
      const { x, y, w, h } = frame.crop ?? { x: 0, y: 0, w: bitmap.width, h: bitmap.height };
      context.drawImage(bitmap, x, y, w, h, 0, 0, frame.width, frame.height);
      const blob = await new Promise<Blob | null>((resolve) =>
        canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
      );
      // A browser that cannot encode JPEG falls back on PNG: refused rather than sent as a JPEG.
      if (blob?.type !== 'image/jpeg') throw new ImageRefused('unreadable');
      files.push({ ...frame, blob });
    }
    return files;
  } finally {
    bitmap.close();
  }
}

/** The photo at most `maxSide` px on its longest side, never enlarged, as one JPEG. */
export async function fitWithin(file: Blob, maxSide: number): Promise<Blob> {
  const [fitted] = await prepareImage(file, (width, height) => {
    const scale = Math.min(1, maxSide / Math.max(width, height));
    return [
      { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) },
    ];
  });
  if (!fitted) throw new ImageRefused('unreadable');
  return fitted.blob;
}
