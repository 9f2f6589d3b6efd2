import { css } from '@emotion/react';
import { Picture } from '@parquet-alsace/shared/client';
import type { GalleryView } from './gallery-filters';
import { type GalleryPhoto, photoAlt } from './photo';
import { texts } from './texts';

/** The photos of one page as cards; a tap on a photo opens it (by its index in `photos`). */
export function PhotoGrid({
  photos,
  firstIndex,
  view,
  deferImages = false,
  onOpen,
}: {
  photos: GalleryPhoto[];
  /** Index of the first photo shown among all filtered photos (the viewer pages through those). */
  firstIndex: number;
  view: GalleryView;
  /**
   * The server's render: photos after the first wait for the page's largest paint (near the fold
   * on a phone, they would compete with it); once hydrated every photo has its address.
   */
  deferImages?: boolean;
  onOpen: (index: number) => void;
}) {
  return (
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
      {photos.map((photo, i) => {
        const alt = photoAlt(photo);
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
              onClick={() => onOpen(firstIndex + i)}
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
                defer={deferImages && i > 0}
              />
            </button>
            <div css={css`padding: 14px 16px;`}>
              <p css={css`margin: 0 0 6px; font-weight: 700;`}>
                {photo.category}
                {photo.location && (
                  <span css={css`color: var(--c-textMuted); font-weight: 400;`}> · {photo.location}</span>
                )}
              </p>
              <p css={css`margin: 0; color: var(--c-textMuted);`}>{photo.description}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
