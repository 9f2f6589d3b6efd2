import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CONTENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MEDIA_DIR = path.join(CONTENT_DIR, 'media');
export const ARTICLES_DIR = path.join(CONTENT_DIR, 'articles');
export const REPO_DIR = path.resolve(CONTENT_DIR, '..');
/** Public URL → file on disk (`/media/x` → `content/media/x`). */
export const mediaFile = (url) => path.join(MEDIA_DIR, url.replace(/^\/media\//, ''));
export const PHOTO_WIDTHS = [480, 960, 1440];
export const PHOTO_FORMATS = ['avif', 'webp', 'jpg'];
/** The nine files behind a stored photo URL `/media/<area>/<name>-960.jpg`. */
export function photoVariants(url) {
  const base = url.replace(/-960\.jpg$/, '');
  if (base === url) throw new Error(`not a photo URL: ${url}`);
  return PHOTO_WIDTHS.flatMap((w) => PHOTO_FORMATS.map((f) => `${base}-${w}.${f}`));
}
