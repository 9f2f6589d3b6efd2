import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { buttonCss, Container, SiteLink } from 'shared';
import { type GalleryPhoto, photoAlt } from '../gallery/photo';
import { texts } from '../gallery/texts';
import { Picture } from '../picture/picture';
import { samplePhotos } from './sample-photos';

/** How many photos the home shows out of the 6 it asks for (site-shell §7). */
const SHOWN = 4;

/**
 * Home section "Nos chantiers en cours" (exposed as './GalleryTeaser', rendered client-side by
 * the home's RemoteSlot): up to 4 stored photos with their category and place; sample photos on failure.
 */
export default function GalleryTeaser() {
  const [photos, setPhotos] = useState<GalleryPhoto[] | null>(null);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const [{ loadPhotos }, { getBackend }] = await Promise.all([
          import('../gallery/load-photos'),
          import('shared/backend'),
        ]);
        const loaded = await loadPhotos(async () => getBackend(), 6);
        if (!cancelled) setPhotos(loaded.length > 0 ? loaded : samplePhotos);
      } catch (error) {
        console.error(error);
        if (!cancelled) setPhotos(samplePhotos);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, []);

  const shown = (photos ?? samplePhotos).slice(0, SHOWN);
  return (
    <section aria-labelledby="home-gallery-title" css={css`padding: 48px 0;`}>
      <Container>
        <h2 id="home-gallery-title" css={css`text-align: center; margin-top: 0;`}>
          {texts.teaserTitle}
        </h2>
        <ul
          aria-busy={photos === null}
          css={css`list-style: none; padding: 0; margin: 24px 0; display: grid; gap: 16px; grid-template-columns: repeat(2, 1fr); @media (min-width: 900px) { grid-template-columns: repeat(4, 1fr); }`}
        >
          {shown.map((photo) => (
            <li
              key={photo.id}
              css={css`border-radius: 16px; overflow: hidden; background: var(--c-surfaceRaised); border: 1px solid var(--c-border);`}
            >
              <Picture
                src={photo.url}
                alt={photoAlt(photo)}
                width={photo.width}
                height={photo.height}
                sizes="(min-width: 900px) 280px, 50vw"
              />
              <div css={css`padding: 10px 12px;`}>
                <p css={css`margin: 0; font-weight: 700;`}>{photo.category}</p>
                <p css={css`margin: 0; color: var(--c-textMuted);`}>{photo.location}</p>
              </div>
            </li>
          ))}
        </ul>
        <p css={css`text-align: center;`}>
          <SiteLink href="/gallery/" css={buttonCss('secondary')}>
            {texts.teaserLink}
          </SiteLink>
        </p>
      </Container>
    </section>
  );
}
