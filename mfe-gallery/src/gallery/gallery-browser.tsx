import { css } from '@emotion/react';
import { applyHead, Button, browserBackend, Spinner, track, useSearchParams } from '@parquet-alsace/shared';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { GalleryFilters, type GalleryView } from './gallery-filters';
import { galleryHead } from './gallery-head';
import { loadPhotos } from './load-photos';
import { clampPage, PAGE_SIZE, pageCount, pageSlice } from './pagination';
import { PaginationNav } from './pagination-nav';
import { categoriesOf, filterPhotos, type GalleryPhoto } from './photo';
import { PhotoGrid } from './photo-grid';
import { texts } from './texts';

const Lightbox = lazy(() => import('./lightbox'));

export interface GalleryData {
  photos: GalleryPhoto[];
  /** Set when the browser could not load the photos (the server throws instead, see the route). */
  failed: boolean;
}

/** The interactive part of the gallery: filters, photos, pages and the viewer. */
export function GalleryBrowser({ data }: { data: GalleryData }) {
  const [photos, setPhotos] = useState(data.photos);
  const [failed, setFailed] = useState(data.failed);
  const [retrying, setRetrying] = useState(false);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [view, setView] = useState<GalleryView>('grid');
  const [open, setOpen] = useState<number | null>(null);
  const [params, setParams] = useSearchParams();

  const categories = useMemo(() => categoriesOf(photos), [photos]);
  const filtered = useMemo(() => filterPhotos(photos, search, category), [photos, search, category]);
  const last = pageCount(filtered.length);
  const page = clampPage(params.get('page') ?? 1, last);
  const visible = pageSlice(filtered, page);

  useEffect(() => {
    track('gallery_view', { event_category: 'engagement', photo_count: data.photos.length });
  }, [data.photos.length]);

  const setPage = (requested: number, options: { scroll?: boolean; replace?: boolean } = {}) => {
    const next = clampPage(requested, last);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      },
      { replace: options.replace ?? false, preventScrollReset: true },
    );
    // The route does not reload on ?page: keep the canonical (which keeps `page`) in step.
    const url = new URL(window.location.href);
    if (next > 1) url.searchParams.set('page', String(next));
    else url.searchParams.delete('page');
    applyHead(galleryHead(photos, url));
    if (options.scroll !== false) {
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    }
  };

  const changeFilter = (nextSearch: string, nextCategory: string) => {
    setSearch(nextSearch);
    setCategory(nextCategory);
    if (page !== 1) setPage(1, { scroll: false, replace: true });
  };

  const retry = async () => {
    setRetrying(true);
    try {
      setPhotos(await loadPhotos(browserBackend));
      setFailed(false);
    } catch (error) {
      console.error(error);
      setFailed(true);
    } finally {
      setRetrying(false);
    }
  };

  const filtersActive = search !== '' || category !== '';

  return (
    <>
      <GalleryFilters
        search={search}
        category={category}
        categories={categories}
        view={view}
        onFilter={changeFilter}
        onView={setView}
      />

      {!failed && (
        <div
          css={css`display: flex; flex-wrap: wrap; gap: 12px; align-items: center; justify-content: space-between; margin-bottom: 16px;`}
        >
          <output css={css`margin: 0; font-weight: 600;`}>{texts.count(filtered.length)}</output>
          {filtersActive && (
            <Button variant="ghost" onClick={() => changeFilter('', '')}>
              {texts.reset}
            </Button>
          )}
        </div>
      )}

      {retrying ? (
        <Spinner label={texts.loading} />
      ) : failed ? (
        <div
          role="alert"
          css={css`border: 1px solid var(--c-danger); border-radius: 16px; padding: 24px; text-align: center;`}
        >
          <h2 css={css`margin-top: 0;`}>{texts.errorTitle}</h2>
          <p>{texts.error}</p>
          <Button onClick={retry}>{texts.retry}</Button>
        </div>
      ) : filtered.length === 0 ? (
        <div css={css`text-align: center; padding: 40px 0;`}>
          <h2>{texts.empty}</h2>
          <p css={css`color: var(--c-textMuted);`}>{texts.emptyHint}</p>
          {filtersActive && <Button onClick={() => changeFilter('', '')}>{texts.reset}</Button>}
        </div>
      ) : (
        <PhotoGrid photos={visible} firstIndex={(page - 1) * PAGE_SIZE} view={view} onOpen={setOpen} />
      )}

      {!failed && !retrying && <PaginationNav page={page} last={last} onPage={(n) => setPage(n)} />}

      {open !== null && filtered.length > 0 && (
        <Suspense fallback={null}>
          <Lightbox
            photos={filtered}
            index={Math.min(open, filtered.length - 1)}
            onIndex={setOpen}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </>
  );
}
