import { css } from '@emotion/react';
import { browserBackend } from '@parquet-alsace/shared/client';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { galleryCounter, type Photo, PREVIEW_PHOTOS } from './gallery-rules';
import { loadAllPhotos } from './photos-data';
import { articleTexts } from './texts';

const PhotoViewer = lazy(() => import(/* webpackChunkName: "photo-viewer" */ './photo-viewer'));

const grid = css`
  display: grid; gap: 8px; grid-template-columns: repeat(2, 1fr); list-style: none; padding: 0; margin: 12px 0;
  @media (min-width: 700px) { grid-template-columns: repeat(3, 1fr); }
  button { display: block; width: 100%; padding: 0; border: 0; border-radius: 10px; overflow: hidden; cursor: zoom-in; background: var(--c-surface); }
  img { display: block; width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: cover; }
`;

/**
 * The article's gallery block (docs/product-rules.md#article-gallery): the first photos, the
 * expand toggle, counters, the viewer. The page carries only the first photos and the total;
 * the others are fetched once, when the visitor expands the block or opens the viewer.
 */
export function ArticleGallery({ photos: preview, total }: { photos: Photo[]; total: number }) {
  const [all, setAll] = useState<Photo[] | null>(preview.length >= total ? preview : null);
  const [expanded, setExpanded] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  // Until hydrated, the thumbnails are as the server rendered them: their address waits for the
  // page's largest paint (the article's photo just above), which the page's loader then gives.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const loading = useRef<Promise<Photo[]> | null>(null);
  if (preview.length === 0) return null;
  const photos = all ?? preview;
  const count = all ? all.length : total;
  const shown = expanded ? photos : photos.slice(0, PREVIEW_PHOTOS);

  /** Runs `then` with every photo, fetched first if needed. */
  const withAll = async (then: () => void) => {
    if (!all) {
      setBusy(true);
      loading.current ??= loadAllPhotos(browserBackend);
      setAll(await loading.current);
      setBusy(false);
    }
    then();
  };
  return (
    <section aria-labelledby="article-gallery" css={{ margin: '24px 0' }}>
      <div
        css={css`display: flex; justify-content: space-between; align-items: baseline; gap: 8px; flex-wrap: wrap;`}
      >
        <h2 id="article-gallery" css={{ fontSize: '1.3rem', margin: 0 }}>
          {articleTexts.gallery}
        </h2>
        <span css={{ color: 'var(--c-textMuted)' }}>{galleryCounter(count, expanded)}</span>
      </div>
      <ul css={grid}>
        {shown.map((p, i) => (
          <li key={p.url}>
            <button
              type="button"
              onClick={() => withAll(() => setOpen(i))}
              aria-label={`Agrandir la photo ${i + 1}\u00a0: ${p.alt}`}
            >
              <img
                {...(hydrated
                  ? { src: p.url.replace(/-960\.jpg$/, '-480.jpg') }
                  : { 'data-defer-src': p.url.replace(/-960\.jpg$/, '-480.jpg') })}
                alt=""
                width={480}
                height={360}
                loading="lazy"
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
      {count > PREVIEW_PHOTOS && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-busy={busy}
          onClick={() => (expanded ? setExpanded(false) : withAll(() => setExpanded(true)))}
          css={css`min-height: 44px; padding: 8px 16px; border-radius: 999px; border: 2px solid var(--c-border); background: var(--c-surfaceRaised); color: var(--c-text); font-weight: 600; cursor: pointer;`}
        >
          {expanded ? articleTexts.showLess : articleTexts.showAll(count - PREVIEW_PHOTOS)}
        </button>
      )}
      {open !== null && (
        <Suspense fallback={null}>
          <PhotoViewer photos={photos} start={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}

/** Exposed as './ArticleGallery': an island of the article page (trigger: interaction). */
export default ArticleGallery;
