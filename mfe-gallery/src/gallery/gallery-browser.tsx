import { css } from '@emotion/react';
import {
  Button,
  browserBackend,
  dispatchSiteEvent,
  LoadFailed,
  Spinner,
  track,
} from '@parquet-alsace/shared/client';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { GalleryFilters, type GalleryView } from './gallery-filters';
import { loadPhotos } from './load-photos';
import { clampPage, PAGE_SIZE, pageCount, pageSlice } from './pagination';
import { PaginationNav } from './pagination-nav';
import { categoriesOf, filterPhotos, type GalleryPhoto } from './photo';
import { PhotoGrid } from './photo-grid';
import { texts } from './texts';

const Lightbox = lazy(() => import('./lightbox'));

export interface GalleryBrowserProps {
  photos: GalleryPhoto[];
  /** The page the address asked for (?page), within the photos' pages (the route answers 404 otherwise). */
  page: number;
  /** Set when the browser could not load the photos (the server answers 503 instead). */
  failed?: boolean;
}

const pageFromAddress = () => new URL(window.location.href).searchParams.get('page') ?? 1;

/**
 * Shows page `page` in the address, the title and the canonical (the static page around the island
 * was rendered for the page it was loaded at), and announces it for the page_view.
 */
function showPageInAddress(page: number, replace: boolean) {
  const url = new URL(window.location.href);
  if (page > 1) url.searchParams.set('page', String(page));
  else url.searchParams.delete('page');
  if (url.href !== window.location.href) {
    if (replace) window.history.replaceState(window.history.state, '', url);
    else window.history.pushState(null, '', url);
  }
  const title = texts.pageMetaTitle(page);
  document.title = title;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) {
    const href = new URL(canonical.href);
    href.search = page > 1 ? `?page=${page}` : '';
    canonical.href = href.href;
  }
  const label = document.getElementById('gallery-page-label');
  if (label) label.textContent = texts.pageTitle(page);
  dispatchSiteEvent('site:page-ready', { path: `${url.pathname}${url.search}`, title });
}

/**
 * The interactive part of /gallery/ (an island, woken by the visitor's first interaction):
 * search, work type, grid or list, numbered pages kept in the address (?page, back and forward
 * included) and the photo viewer. Everything else on the page is static HTML.
 */
export default function GalleryBrowser({
  photos: initialPhotos,
  page: initialPage,
  failed: initiallyFailed = false,
}: GalleryBrowserProps) {
  const [photos, setPhotos] = useState(initialPhotos);
  const [failed, setFailed] = useState(initiallyFailed);
  const [retrying, setRetrying] = useState(false);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [view, setView] = useState<GalleryView>('grid');
  const [open, setOpen] = useState<number | null>(null);
  const [requestedPage, setRequestedPage] = useState(initialPage);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const categories = useMemo(() => categoriesOf(photos), [photos]);
  const filtered = useMemo(() => filterPhotos(photos, search, category), [photos, search, category]);
  const last = pageCount(filtered.length);
  const page = clampPage(requestedPage, last);
  const visible = pageSlice(filtered, page);

  useEffect(() => {
    track('gallery_view', { event_category: 'engagement', photo_count: initialPhotos.length });
  }, [initialPhotos.length]);

  // Back and forward between pages of the gallery stay on this document.
  useEffect(() => {
    const onPop = () => setRequestedPage(clampPage(pageFromAddress(), pageCount(initialPhotos.length)));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [initialPhotos.length]);

  const setPage = (requested: number, options: { scroll?: boolean; replace?: boolean } = {}) => {
    const next = clampPage(requested, last);
    setRequestedPage(next);
    showPageInAddress(next, options.replace ?? false);
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
        <LoadFailed onRetry={retry} />
      ) : filtered.length === 0 ? (
        <div css={css`text-align: center; padding: 40px 0;`}>
          <h2>{texts.empty}</h2>
          <p css={css`color: var(--c-textMuted);`}>{texts.emptyHint}</p>
          {filtersActive && <Button onClick={() => changeFilter('', '')}>{texts.reset}</Button>}
        </div>
      ) : (
        <PhotoGrid
          photos={visible}
          firstIndex={(page - 1) * PAGE_SIZE}
          view={view}
          deferImages={!hydrated}
          onOpen={setOpen}
        />
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
