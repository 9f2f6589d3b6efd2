/**
 * Responsive sources of a stored photo (docs/data-model.md "Media"). A stored URL names one
 * JPEG of the photo, `/media/<area>/<name>-<width>.jpg`; its siblings `<name>-<w>.<avif|webp|jpg>`
 * exist for every width of the folder: 480, 960 and 1440 for photos (the stored URL names the
 * 960 one), 200 and 400 for the team portraits (`/media/team/<name>-200.jpg`). A photo the back
 * office stored (`…/storage/v1/object/public/<bucket>/<name>-960.jpg`) has its JPEG files only.
 */
export const WIDTHS = [480, 960, 1440] as const;
/** Widths of the team portraits, /media/team/ (160 px on screen: 200 at 1x, 400 at 2x). */
export const TEAM_WIDTHS = [200, 400] as const;
export type ImageFormat = 'avif' | 'webp' | 'jpg';

const named = /^(.+)-([1-9]\d*)\.jpg$/;

/**
 * `/media/<area>/<name>` of a stored URL, or null when the URL does not follow the naming rule or
 * names a width that is not in `widths` (then its siblings are unknown and must not be requested).
 */
export function mediaBase(url: string, widths: readonly number[] = WIDTHS): string | null {
  const match = named.exec(url);
  if (!match || !widths.includes(Number(match[2]))) return null;
  return match[1] ?? null;
}

/** srcset of one format, or null when the URL does not follow the naming rule (then only `src` is used). */
export function srcSetFor(
  url: string,
  format: ImageFormat,
  widths: readonly number[] = WIDTHS,
): string | null {
  const base = mediaBase(url, widths);
  // A photo published from the back office (Storage) has its JPEG files only: a phone's browser
  // encodes JPEG, not always WebP, never AVIF (docs/adr-016-gallery-and-documents.md).
  if (base === null || (format !== 'jpg' && url.includes('/storage/v1/object/public/'))) return null;
  return [...widths]
    .sort((a, b) => a - b)
    .map((w) => `${base}-${w}.${format} ${w}w`)
    .join(', ');
}

/** The largest JPEG sibling (for the lightbox download), or the URL itself. */
export function largestJpeg(url: string, widths: readonly number[] = WIDTHS): string {
  const base = mediaBase(url, widths);
  return base === null ? url : `${base}-${Math.max(...widths)}.jpg`;
}
