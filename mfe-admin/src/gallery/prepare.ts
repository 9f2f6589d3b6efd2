import { type Frame, MAX_SOURCE_BYTES, prepareImage } from '@parquet-alsace/shared/image-prepare';

/**
 * A photo chosen on a phone, made ready for the gallery in the browser by the shared preparation
 * (upright, metadata dropped, JPEG): drawn at the widths the gallery serves (docs/data-model.md
 * "Media": 480, 960 and 1440 px), in the photo's own proportions.
 */
export const PHOTO_WIDTHS = [480, 960, 1440] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** Below this width a photo would be blurred on a wide screen. */
const MIN_SOURCE_WIDTH = 960;

export interface PreparedFile {
  width: PhotoWidth;
  height: number;
  blob: Blob;
}

/** The size of each file: the photo's proportions at every gallery width. */
export function variantSizes(width: number, height: number): (Frame & { width: PhotoWidth })[] {
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

/** Every width of the photo; rejects with an `ImageRefused` ('unreadable', 'too-small' under 960 px). */
export function preparePhoto(file: Blob): Promise<PreparedFile[]> {
  return prepareImage(file, variantSizes, { minWidth: MIN_SOURCE_WIDTH });
}
