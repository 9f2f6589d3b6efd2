import { css } from '@emotion/react';
import { lazy, Suspense, useState } from 'react';
import { galleryCounter, type Photo } from './gallery-rules';
import { articleTexts } from './texts';

const PhotoViewer = lazy(() => import(/* webpackChunkName: "photo-viewer" */ './photo-viewer'));

const grid = css`
  display: grid; gap: 8px; grid-template-columns: repeat(2, 1fr); list-style: none; padding: 0; margin: 12px 0;
  @media (min-width: 700px) { grid-template-columns: repeat(3, 1fr); }
  button { display: block; width: 100%; padding: 0; border: 0; border-radius: 10px; overflow: hidden; cursor: zoom-in; background: var(--c-surface); }
  img { display: block; width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: cover; }
`;

/** The first 3 photos, the expand toggle, counters, the viewer (docs/product-rules.md#article-gallery). */
export function ArticleGallery({ photos }: { photos: Photo[] }) {
  const [expanded, setExpanded] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const shown = expanded ? photos : photos.slice(0, 3);
  return (
    <section aria-labelledby="article-gallery" css={{ margin: '24px 0' }}>
      <div
        css={css`display: flex; justify-content: space-between; align-items: baseline; gap: 8px; flex-wrap: wrap;`}
      >
        <h2 id="article-gallery" css={{ fontSize: '1.3rem', margin: 0 }}>
          {articleTexts.gallery}
        </h2>
        <span css={{ color: 'var(--c-textMuted)' }}>{galleryCounter(photos.length, expanded)}</span>
      </div>
      <ul css={grid}>
        {shown.map((p, i) => (
          <li key={p.url}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              aria-label={`Agrandir la photo ${i + 1} : ${p.alt}`}
            >
              <img
                src={p.url.replace(/-960\.jpg$/, '-480.jpg')}
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
      {photos.length > 3 && (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
          css={css`min-height: 44px; padding: 8px 16px; border-radius: 999px; border: 2px solid var(--c-border); background: var(--c-surfaceRaised); color: var(--c-text); font-weight: 600; cursor: pointer;`}
        >
          {expanded ? articleTexts.showLess : articleTexts.showAll(photos.length - 3)}
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
