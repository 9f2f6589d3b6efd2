import { css } from '@emotion/react';
import { browserBackend, Picture, SiteLink } from '@parquet-alsace/shared';
import { useEffect, useState } from 'react';
import { loadPhotos } from '../gallery/load-photos';
import { type GalleryPhoto, photoAlt } from '../gallery/photo';
import { samplePhotos } from './sample-photos';

/** How many photos the home shows out of the 6 it asks for (docs/product-rules.md#home-page). */
const SHOWN = 4;

/**
 * Home section "Nos chantiers en cours" (exposed as './GalleryTeaser'): up to 4 stored photos with
 * their category and place. The server renders it into the home page (`galleryTeaserFragment`)
 * and hands the photos over as `initial`; the browser asks again and keeps what it has if that
 * fails; sample photos only when nothing could be loaded.
 */
export default function GalleryTeaser({ initial }: { initial?: GalleryPhoto[] }) {
  const [photos, setPhotos] = useState<GalleryPhoto[] | null>(initial && initial.length > 0 ? initial : null);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const loaded = await loadPhotos(browserBackend, 6);
        if (!cancelled) setPhotos((current) => (loaded.length > 0 ? loaded : (current ?? samplePhotos)));
      } catch (error) {
        console.error(error);
        if (!cancelled) setPhotos((current) => current ?? samplePhotos);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  const shown = (photos ?? samplePhotos).slice(0, SHOWN);
  // The home section gives the heading 'Nos chantiers en cours' and the link to /gallery/ around this grid.
  return (
    <ul
      aria-busy={photos === null}
      css={css`list-style: none; padding: 0; margin: 16px 0; display: grid; gap: 16px; grid-template-columns: repeat(2, 1fr); @media (min-width: 900px) { grid-template-columns: repeat(4, 1fr); }`}
    >
      {shown.map((photo) => (
        <li
          key={photo.id}
          css={css`border-radius: 12px; overflow: hidden; background: var(--c-surfaceRaised); border: 1px solid var(--c-border);`}
        >
          <SiteLink href="/gallery/" css={css`display: block; color: inherit; text-decoration: none;`}>
            <Picture
              src={photo.url}
              alt={photoAlt(photo)}
              width={photo.width}
              height={photo.height}
              sizes="(min-width: 900px) 280px, 50vw"
            />
            <span css={css`display: block; padding: 10px 12px;`}>
              <strong css={css`display: block;`}>{photo.category}</strong>
              <span css={css`color: var(--c-textMuted);`}>{photo.location}</span>
            </span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
