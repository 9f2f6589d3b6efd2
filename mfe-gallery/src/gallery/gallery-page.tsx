import { css } from '@emotion/react';
import {
  applyHead,
  Breadcrumbs,
  Button,
  breadcrumbsFor,
  browserBackend,
  business,
  buttonCss,
  Container,
  controlCss,
  controlLabelCss,
  openQuote,
  Picture,
  SiteLink,
  Spinner,
  track,
  trackPhoneClick,
  useSearchParams,
} from '@parquet-alsace/shared';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { galleryHead } from './gallery-head';
import { loadPhotos } from './load-photos';
import { clampPage, PAGE_SIZE, pageCount, pageSlice } from './pagination';
import { PaginationNav } from './pagination-nav';
import { categoriesOf, filterPhotos, type GalleryPhoto, photoAlt } from './photo';
import { texts } from './texts';

const Lightbox = lazy(() => import('./lightbox'));

export interface GalleryData {
  photos: GalleryPhoto[];
  /** Set when the browser could not load the photos (the server throws instead, see the route). */
  failed: boolean;
}

export function GalleryPage({ data }: { data: GalleryData }) {
  const [photos, setPhotos] = useState(data.photos);
  const [failed, setFailed] = useState(data.failed);
  const [retrying, setRetrying] = useState(false);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [view, setView] = useState<'grid' | 'list'>('grid');
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
    <div css={css`padding-bottom: 48px;`}>
      <Container as="header">
        <SiteLink href="/" css={css`display: inline-block; margin-top: 16px; font-weight: 600;`}>
          <span aria-hidden="true">← </span>
          {texts.back}
        </SiteLink>
        <Breadcrumbs items={breadcrumbsFor('/gallery/')} />
        <h1 css={css`font-size: clamp(1.8rem, 4vw, 2.6rem); margin: 8px 0;`}>
          {texts.title}
          {page > 1 && <span className="visually-hidden">{texts.pageTitle(page)}</span>}
        </h1>
        <p css={css`color: var(--c-textMuted); max-width: 60ch;`}>{texts.intro}</p>
      </Container>

      <Container>
        <search
          css={css`display: grid; gap: 12px; grid-template-columns: 1fr; margin: 24px 0 12px; @media (min-width: 720px) { grid-template-columns: 2fr 1fr auto; align-items: end; }`}
        >
          <label css={controlLabelCss}>
            {texts.searchLabel}
            <input
              type="search"
              value={search}
              placeholder={texts.searchPlaceholder}
              css={controlCss}
              onChange={(e) => changeFilter(e.target.value, category)}
            />
          </label>
          <label css={controlLabelCss}>
            {texts.categoryLabel}
            <select value={category} css={controlCss} onChange={(e) => changeFilter(search, e.target.value)}>
              <option value="">{texts.allCategories}</option>
              {categories.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
          <fieldset css={css`display: flex; gap: 8px; border: 0; padding: 0; margin: 0;`}>
            <legend className="visually-hidden">{texts.viewLabel}</legend>
            {(['grid', 'list'] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                css={[buttonCss(view === v ? 'primary' : 'secondary'), css`min-height: 48px;`]}
                onClick={() => setView(v)}
              >
                {v === 'grid' ? texts.grid : texts.list}
              </button>
            ))}
          </fieldset>
        </search>

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
          <ul
            css={css`
              list-style: none;
              padding: 0;
              margin: 0;
              display: grid;
              gap: 20px;
              grid-template-columns: ${view === 'grid' ? 'repeat(auto-fill, minmax(260px, 1fr))' : '1fr'};
            `}
          >
            {visible.map((photo, i) => {
              const alt = photoAlt(photo);
              const absoluteIndex = (page - 1) * PAGE_SIZE + i;
              return (
                <li
                  key={photo.id}
                  css={css`
                    background: var(--c-surfaceRaised);
                    border: 1px solid var(--c-border);
                    border-radius: 16px;
                    overflow: hidden;
                    display: grid;
                    ${view === 'list' ? '@media (min-width: 720px) { grid-template-columns: 320px 1fr; }' : ''}
                  `}
                >
                  <button
                    type="button"
                    aria-label={texts.open(alt)}
                    onClick={() => setOpen(absoluteIndex)}
                    css={css`padding: 0; border: 0; background: none; cursor: zoom-in; display: block; width: 100%;`}
                  >
                    <Picture
                      src={photo.url}
                      alt={alt}
                      width={photo.width}
                      height={photo.height}
                      sizes={
                        view === 'grid'
                          ? '(min-width: 1180px) 380px, (min-width: 720px) 50vw, 100vw'
                          : '(min-width: 720px) 320px, 100vw'
                      }
                      eager={i < 3}
                      priority={i === 0}
                    />
                  </button>
                  <div css={css`padding: 14px 16px;`}>
                    <p css={css`margin: 0 0 6px; font-weight: 700;`}>
                      {photo.category}
                      {photo.location && (
                        <span css={css`color: var(--c-textMuted); font-weight: 400;`}>
                          {' '}
                          · {photo.location}
                        </span>
                      )}
                    </p>
                    <p css={css`margin: 0; color: var(--c-textMuted);`}>{photo.description}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}

        {!failed && !retrying && <PaginationNav page={page} last={last} onPage={(n) => setPage(n)} />}

        <section
          aria-labelledby="gallery-cta"
          css={css`margin-top: 48px; padding: 32px 24px; border-radius: 20px; background: var(--c-surfaceRaised); border: 1px solid var(--c-border); text-align: center;`}
        >
          <h2 id="gallery-cta" css={css`margin-top: 0;`}>
            {texts.ctaTitle}
          </h2>
          <p>{texts.ctaText}</p>
          <div css={css`display: flex; flex-wrap: wrap; gap: 12px; justify-content: center;`}>
            <Button onClick={() => openQuote('gallery_cta')}>{texts.ctaQuote}</Button>
            <a
              href={business.phone.href}
              css={buttonCss('secondary')}
              onClick={() => {
                trackPhoneClick('gallery_cta');
                track('gallery_cta', {
                  event_category: 'contact',
                  phone_number: business.phone.e164,
                  source: 'gallery_cta',
                });
              }}
            >
              {texts.ctaCall} {business.phone.display}
            </a>
          </div>
        </section>
      </Container>

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
    </div>
  );
}
