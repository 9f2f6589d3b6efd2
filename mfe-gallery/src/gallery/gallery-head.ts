import { breadcrumbList, breadcrumbsFor, imageGallery, type PageHead } from '@parquet-alsace/shared';
import { clampPage, pageCount, pageSlice } from './pagination';
import { type GalleryPhoto, photoAlt } from './photo';
import { texts } from './texts';

/** Head of /gallery/ (?page=N kept in the canonical): ImageGallery of the photos on that page + breadcrumb. */
export function galleryHead(photos: GalleryPhoto[], url: URL): PageHead {
  const page = clampPage(url.searchParams.get('page') ?? 1, pageCount(photos.length));
  const search = page > 1 ? `?page=${page}` : '';
  const title = texts.pageMetaTitle(page);
  return {
    title,
    description: texts.metaDescription,
    path: '/gallery/',
    search,
    ogImage: undefined,
    jsonLd: [
      imageGallery(
        texts.title,
        texts.metaDescription,
        `/gallery/${search}`,
        pageSlice(photos, page).map((p) => ({
          url: p.url,
          caption: photoAlt(p),
          width: p.width,
          height: p.height,
        })),
      ),
      breadcrumbList(breadcrumbsFor('/gallery/')),
    ],
  };
}
