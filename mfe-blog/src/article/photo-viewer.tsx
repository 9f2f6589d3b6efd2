import { css } from '@emotion/react';
import { Modal } from '@parquet-alsace/shared/client';
import { useEffect, useState } from 'react';
import { downloadName, type Photo, wrapIndex } from './gallery-rules';
import { articleTexts } from './texts';

const t = articleTexts.viewer;
const control = css`
  min-width: 48px; min-height: 48px; padding: 8px 14px; border-radius: 999px; border: 1px solid var(--c-border);
  background: var(--c-surfaceRaised); color: var(--c-text); font-weight: 700; cursor: pointer; text-decoration: none;
  display: inline-flex; align-items: center; justify-content: center;
`;

/** Full-screen viewer: wrapping previous/next (buttons and arrow keys), thumbnails, download, share. */
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
        css={css`display: flex; flex-direction: column; align-items: center; gap: 12px; height: 100%; color: #fff;`}
      >
        <p aria-live="polite" css={{ margin: '8px 0 0', color: '#fff', fontWeight: 700 }}>
          {t.counter(wrapIndex(index, photos.length) + 1, photos.length)}
        </p>
        <div
          css={css`display: flex; align-items: center; gap: 8px; width: 100%; flex: 1; min-height: 0; justify-content: center;`}
        >
          <button type="button" css={control} onClick={() => go(-1)} aria-label={t.previous}>
            ‹
          </button>
          <img
            src={photo.url.replace(/-960\.jpg$/, '-1440.jpg')}
            alt={photo.alt}
            width={1440}
            height={1080}
            css={css`max-width: calc(100% - 130px); max-height: 70vh; width: auto; height: auto; object-fit: contain;`}
          />
          <button type="button" css={control} onClick={() => go(1)} aria-label={t.next}>
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
        <ul
          aria-label="Miniatures"
          css={css`display: flex; gap: 6px; list-style: none; padding: 0; overflow-x: auto; max-width: 100%;`}
        >
          {photos.map((p, i) => (
            <li key={p.url}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Photo ${i + 1}`}
                aria-current={i === wrapIndex(index, photos.length) ? 'true' : undefined}
                css={css`padding: 0; border: 3px solid ${i === wrapIndex(index, photos.length) ? 'var(--c-accent)' : 'transparent'}; border-radius: 6px; background: none; cursor: pointer;`}
              >
                <img
                  src={p.url.replace(/-960\.jpg$/, '-480.jpg')}
                  alt=""
                  width={80}
                  height={60}
                  css={{ display: 'block', objectFit: 'cover' }}
                />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
