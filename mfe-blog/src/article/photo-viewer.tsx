import { css } from '@emotion/react';
import { Modal } from '@parquet-alsace/shared/client';
import { useEffect, useRef, useState } from 'react';
import { downloadName, type Photo, wrapIndex } from './gallery-rules';
import { articleTexts } from './texts';

const t = articleTexts.viewer;
const control = css`
  min-width: 48px; min-height: 48px; padding: 8px 14px; border-radius: 999px; border: 1px solid var(--c-border);
  background: var(--c-surfaceRaised); color: var(--c-text); font-weight: 700; cursor: pointer; text-decoration: none;
  display: inline-flex; align-items: center; justify-content: center;
`;

const stage = css`
  position: relative; width: 100%; flex: 1; min-height: 0; display: flex; align-items: center; justify-content: center;
  touch-action: pan-y pinch-zoom;
  img { display: block; width: 100%; max-width: 1100px; height: auto; max-height: 100%; object-fit: contain; }
  /* Previous/next over the photo's edges: the photo keeps the whole width of a phone. */
  .nav { position: absolute; top: 50%; transform: translateY(-50%); background: rgba(0, 0, 0, 0.55); color: #fff; border-color: rgba(255, 255, 255, 0.6); }
  .prev { left: 4px; }
  .next { right: 4px; }
`;
const thumbs = css`
  display: flex; gap: 6px; list-style: none; padding: 0 4px 4px; margin: 0; overflow-x: auto; max-width: 100%;
  li { flex: none; }
  button { display: block; padding: 0; border: 3px solid transparent; border-radius: 6px; background: none; cursor: pointer; }
  button[aria-current='true'] { border-color: var(--c-accent); }
  img { display: block; width: 64px; height: 48px; object-fit: cover; }
  /* On a phone the photo is swiped: thumbnails would be too small to tap. */
  @media (max-width: 699px) { display: none; }
`;
/** How far a finger must travel sideways for a swipe, in CSS pixels. */
const SWIPE_PX = 40;

/**
 * Full-screen viewer: wrapping previous/next (buttons, arrow keys, swipe), thumbnails where there
 * is room for them, download, share.
 */
export default function PhotoViewer({
  photos,
  start,
  onClose,
}: {
  photos: Photo[];
  start: number;
  onClose: () => void;
}) {
  const [index, setIndex] = useState(start);
  const photo = photos[wrapIndex(index, photos.length)] as Photo;
  const go = (delta: number) => setIndex((i) => wrapIndex(i + delta, photos.length));
  const [canShare, setCanShare] = useState(false);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  useEffect(() => setCanShare(typeof navigator !== 'undefined' && typeof navigator.share === 'function'), []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') go(-1);
      if (e.key === 'ArrowRight') go(1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const share = async () => {
    const url = new URL(photo.url, window.location.href).href;
    try {
      if (canShare) await navigator.share({ title: photo.alt, url });
      else await navigator.clipboard.writeText(url);
    } catch (error) {
      console.info('Partage annulé ou impossible', error);
    }
  };

  return (
    <Modal title={t.title} hideTitle variant="fullscreen" onClose={onClose}>
      <div
        css={css`display: flex; flex-direction: column; align-items: center; gap: 12px; height: 100%; color: #fff; margin: 0 -12px;`}
      >
        <p aria-live="polite" css={{ margin: '8px 0 0', color: '#fff', fontWeight: 700 }}>
          {t.counter(wrapIndex(index, photos.length) + 1, photos.length)}
        </p>
        <div
          css={stage}
          onPointerDown={(e) => {
            if (e.pointerType !== 'mouse') swipe.current = { x: e.clientX, y: e.clientY };
          }}
          onPointerUp={(e) => {
            const start = swipe.current;
            swipe.current = null;
            if (!start) return;
            const dx = e.clientX - start.x;
            if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - start.y)) go(dx < 0 ? 1 : -1);
          }}
          onPointerCancel={() => {
            swipe.current = null;
          }}
        >
          <img
            src={photo.url.replace(/-960\.jpg$/, '-1440.jpg')}
            alt={photo.alt}
            width={1440}
            height={1080}
            draggable={false}
          />
          <button
            type="button"
            css={control}
            className="nav prev"
            onClick={() => go(-1)}
            aria-label={t.previous}
          >
            ‹
          </button>
          <button type="button" css={control} className="nav next" onClick={() => go(1)} aria-label={t.next}>
            ›
          </button>
        </div>
        <div css={css`display: flex; gap: 8px; flex-wrap: wrap; justify-content: center;`}>
          <a css={control} href={photo.url} download={downloadName(wrapIndex(index, photos.length))}>
            {t.download}
          </a>
          <button type="button" css={control} onClick={share}>
            {t.share}
          </button>
        </div>
        <ul aria-label="Miniatures" css={thumbs}>
          {photos.map((p, i) => (
            <li key={p.url}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Photo ${i + 1}`}
                aria-current={i === wrapIndex(index, photos.length) ? 'true' : undefined}
              >
                <img
                  src={p.url.replace(/-960\.jpg$/, '-480.jpg')}
                  alt=""
                  width={64}
                  height={48}
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
