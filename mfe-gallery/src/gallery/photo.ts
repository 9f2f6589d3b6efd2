import { frenchSpaces } from '@parquet-alsace/shared/format';
/** A gallery photo as stored (table gallery_photos); category, place and description are stored. */
export interface GalleryPhoto {
  id: string;
  url: string;
  order: number;
  category: string;
  location: string;
  description: string;
  alt: string | null;
  width: number;
  height: number;
}

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const positive = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.round(v) : fallback;

/** Keeps only rows usable on screen: bad server data never crashes the page (missing size → 4:3). */
export function parsePhotos(rows: unknown): GalleryPhoto[] {
  if (!Array.isArray(rows)) return [];
  const photos: GalleryPhoto[] = [];
  for (const row of rows) {
    if (!row || typeof row !== 'object') continue;
    const r = row as Record<string, unknown>;
    const url = str(r.url);
    if (!url.startsWith('/') && !url.startsWith('https://')) continue;
    photos.push({
      id: str(r.id) || url,
      url,
      order: typeof r.order === 'number' ? r.order : 0,
      // Staff's text, in French typography where it is loaded (docs/adr-019-french-typography.md).
      category: str(r.category),
      location: frenchSpaces(str(r.location)),
      description: frenchSpaces(str(r.description)),
      alt: frenchSpaces(str(r.alt)) || null,
      width: positive(r.width, 1440),
      height: positive(r.height, 1080),
    });
  }
  return photos;
}

/** French alt text: the stored one, else built from category, description and place. */
export function photoAlt(photo: Pick<GalleryPhoto, 'alt' | 'category' | 'description' | 'location'>): string {
  if (photo.alt?.trim()) return photo.alt.trim();
  const description = photo.description.trim().replace(/[.\s]+$/, '');
  const category = photo.category.trim();
  const parts: string[] = [];
  if (category) parts.push(`Réalisation ${category.toLowerCase()}`);
  if (description)
    parts.push(parts.length ? description.charAt(0).toLowerCase() + description.slice(1) : description);
  let alt = parts.join('\u00a0: ') || 'Réalisation de rénovation de parquet';
  if (photo.location.trim()) alt += ` à ${photo.location.trim()}`;
  return alt;
}

/** The categories present in the photos, in first-seen order. */
export function categoriesOf(photos: GalleryPhoto[]): string[] {
  return [...new Set(photos.map((p) => p.category).filter(Boolean))];
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/'/g, '’');

/** Search over stored category, place and description (accent- and case-insensitive) plus an exact category. */
export function filterPhotos(photos: GalleryPhoto[], search: string, category: string): GalleryPhoto[] {
  const terms = fold(search).split(/\s+/).filter(Boolean);
  return photos.filter((p) => {
    if (category && p.category !== category) return false;
    if (terms.length === 0) return true;
    const haystack = fold(`${p.category} ${p.location} ${p.description}`);
    return terms.every((t) => haystack.includes(t));
  });
}
