/** Responsive sources of a stored photo URL naming the 960 px JPEG (docs/data-model.md "Media"). */
export const WIDTHS = [480, 960, 1440] as const;
export type ImageFormat = 'avif' | 'webp' | 'jpg';

const pattern = /-960\.jpg$/;

/** srcset of one format, or null when the URL does not follow the naming rule (then only `src` is used). */
export function srcSetFor(url: string, format: ImageFormat): string | null {
  if (!pattern.test(url)) return null;
  return WIDTHS.map((w) => `${url.replace(pattern, `-${w}.${format}`)} ${w}w`).join(', ');
}

/** The largest JPEG sibling (for the lightbox download), or the URL itself. */
export function largestJpeg(url: string): string {
  return pattern.test(url) ? url.replace(pattern, '-1440.jpg') : url;
}
