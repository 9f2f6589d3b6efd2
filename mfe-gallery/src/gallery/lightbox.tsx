import { css } from '@emotion/react';
import {
  largestJpeg,
  Modal,
  Picture,
  pillCss,
  track,
  useWrappingArrowKeys,
} from '@parquet-alsace/shared/client';
import { useEffect, useState } from 'react';
import { type GalleryPhoto, photoAlt } from './photo';
import { texts } from './texts';

const toolButton = css`
  ${pillCss};
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 600;
`;

const arrow = css`
  position: absolute;
  top: 50%;
  transform: translateY(-50%);
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 1px solid var(--c-border);
  background: var(--c-surfaceRaised);
  color: var(--c-text);
  font-size: 1.6rem;
  cursor: pointer;
`;

/** File name of the download: the stored name without its width suffix. */
function downloadName(url: string): string {
  const base = url.split('/').pop() ?? 'realisation.jpg';
  return base.replace(/-\d+\.jpg$/, '.jpg');
}

/**
 * Full-screen viewer (lazy chunk): previous/next (wrapping, arrow keys too), share and download.
 * Focus trap, Escape, scroll lock and focus return come from the shared Modal.
 */
export default function Lightbox({
  photos,
  index,
  onIndex,
  onClose,
}: {
  photos: GalleryPhoto[];
  index: number;
  onIndex: (i: number) => void;
  onClose: () => void;
}) {
  const photo = photos[index];
  const [copied, setCopied] = useState(false);
  const count = photos.length;
  const go = (delta: number) => onIndex((index + delta + count) % count);

  useWrappingArrowKeys(index, count, onIndex);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  if (!photo) return null;
  const alt = photoAlt(photo);

  const share = async () => {
    const url = window.location.href;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({
          title: `${photo.category} – ${photo.location}`,
          text: photo.description,
          url,
        });
      } else {
        await navigator.clipboard.writeText(url);
        setCopied(true);
      }
      track('share', {
        method: typeof navigator.share === 'function' ? 'native' : 'copy_link',
        content_type: 'gallery_photo',
      });
    } catch (error) {
      console.info('Partage annulé ou impossible', error);
    }
  };

  return (
    <Modal title={texts.lightboxTitle(index + 1, count)} hideTitle variant="fullscreen" onClose={onClose}>
      <div css={css`display: flex; flex-direction: column; gap: 12px; height: 100%;`}>
        <div
          css={css`display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin-right: 56px; background: var(--c-surface); color: var(--c-text); border-radius: 12px; padding: 8px 12px;`}
        >
          <p css={css`margin: 0; font-weight: 700; flex: 1 1 auto;`}>
            <span>
              {index + 1} / {count}
            </span>
            {' · '}
            {photo.category}
            {photo.location ? ` · ${photo.location}` : ''}
          </p>
          <button type="button" css={toolButton} onClick={share}>
            {texts.share}
          </button>
          <a
            css={toolButton}
            href={largestJpeg(photo.url)}
            download={downloadName(photo.url)}
            onClick={() =>
              track('file_download', { file_name: downloadName(photo.url), content_type: 'gallery_photo' })
            }
          >
            {texts.download}
          </a>
          <span role="status" css={css`min-width: 0;`}>
            {copied ? texts.linkCopied : ''}
          </span>
        </div>
        <figure
          css={css`position: relative; margin: 0; flex: 1 1 auto; display: grid; grid-template-columns: minmax(0, 1fr); align-content: center; justify-items: center; min-height: 0;`}
        >
          {/* As wide as the screen allows (centred), no taller than what is left under the tools. */}
          <div css={css`width: min(100%, calc((100vh - 200px) * ${photo.width / photo.height}));`}>
            <Picture
              key={photo.url}
              src={photo.url}
              alt={alt}
              width={photo.width}
              height={photo.height}
              sizes="100vw"
              eager
            />
          </div>
          <figcaption
            css={css`margin-top: 8px; background: var(--c-surface); color: var(--c-text); border-radius: 12px; padding: 8px 12px; max-width: 70ch;`}
          >
            {photo.description}
          </figcaption>
          {count > 1 && (
            <>
              <button
                type="button"
                aria-label={texts.previousPhoto}
                css={[arrow, css`left: 4px;`]}
                onClick={() => go(-1)}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <button
                type="button"
                aria-label={texts.nextPhoto}
                css={[arrow, css`right: 4px;`]}
                onClick={() => go(1)}
              >
                <span aria-hidden="true">›</span>
              </button>
            </>
          )}
        </figure>
      </div>
    </Modal>
  );
}
