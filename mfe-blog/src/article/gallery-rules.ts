import { NBSP } from '@parquet-alsace/shared/format';

export interface Photo {
  url: string;
  alt: string;
}

/** When the gallery has no photo or fails, these four are used silently. */
export const defaultPhotos: Photo[] = [
  { url: '/media/gallery/realisation-01-poncage-colmar-960.jpg', alt: 'Parquet en chêne poncé à Colmar' },
  {
    url: '/media/gallery/realisation-02-vitrification-strasbourg-960.jpg',
    alt: 'Bâtons rompus vitrifiés à Strasbourg',
  },
  { url: '/media/gallery/realisation-03-huilage-mulhouse-960.jpg', alt: 'Parquet huilé à Mulhouse' },
  {
    url: '/media/gallery/realisation-04-escalier-selestat-960.jpg',
    alt: 'Escalier en bois rénové à Sélestat',
  },
];

/** Photos the gallery block shows before it is expanded. */
export const PREVIEW_PHOTOS = 3;

/** Previous/next wrap around the ends. */
export const wrapIndex = (index: number, length: number) =>
  length === 0 ? 0 : ((index % length) + length) % length;

/** The downloaded file is named realisation-{n}.jpg, n counted from 1. */
export const downloadName = (index: number) => `realisation-${index + 1}.jpg`;

/** Counter '3 sur N' while collapsed (when there are more), 'N photos' otherwise. */
export function galleryCounter(total: number, expanded: boolean): string {
  // No-break spaces: the figures never part from their words at the end of a line.
  return !expanded && total > PREVIEW_PHOTOS
    ? `${PREVIEW_PHOTOS}${NBSP}sur ${total}`
    : `${total}${NBSP}photos`;
}
