import { css } from '@emotion/react';
import { Modal, useWrappingArrowKeys } from '@parquet-alsace/shared/client';
import { formatFileSize } from '@parquet-alsace/shared/format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useBackend } from '../auth/session';
import { LoadFailed, Loading } from '../ui/states';
import { errorCss, mutedCss, panelCss, smallButtonCss } from '../ui/styles';
import type { Lead } from './model';
import { downloadUrl, type LeadPhoto, PHOTO_BUCKET, PHOTO_URL_FRESH_MS, THUMB_BUCKET } from './photos-api';
import { leadQueries } from './queries';
import { leadTexts } from './texts';

const t = leadTexts.photos;

/** While announced photos are missing, the list is read again this often. */
const MISSING_PHOTOS_POLL_MS = 30_000;

/** A thumbnail's box, in CSS pixels: the image keeps these sizes before it loads. */
const THUMB = { width: 160, height: 120 };

/**
 * A signed link to one photo, kept while it is valid and signed again before it expires. The
 * thumbnail and the viewer share it, so opening a photo does not download it a second time.
 */
function usePhotoUrl(
  path: string | undefined,
  bucket: typeof PHOTO_BUCKET | typeof THUMB_BUCKET = PHOTO_BUCKET,
) {
  const backend = useBackend();
  return useQuery({
    ...leadQueries.photoUrl(backend, path, bucket),
    staleTime: PHOTO_URL_FRESH_MS,
    gcTime: PHOTO_URL_FRESH_MS,
    refetchInterval: PHOTO_URL_FRESH_MS,
    refetchOnWindowFocus: false,
  });
}

/** The name a downloaded photo gets: its place in the lead and the start of the request id. */
const fileName = (photo: LeadPhoto, index: number) =>
  `photo-${index + 1}-${photo.path.slice(0, 8)}.${photo.path.split('.').at(-1) ?? 'jpg'}`;

const tileCss = css`
  position: relative;
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: ${THUMB.width} / ${THUMB.height};
  padding: 0;
  border-radius: 10px;
  border: 1px solid var(--c-border);
  background: var(--c-surfaceRaised);
  color: var(--c-text);
  overflow: hidden;
  font: inherit;
`;

function Thumbnail({
  photo,
  index,
  count,
  onOpen,
}: {
  photo: LeadPhoto;
  index: number;
  count: number;
  onOpen: () => void;
}) {
  const url = usePhotoUrl(photo.thumbPath ?? photo.path, photo.thumbPath ? THUMB_BUCKET : PHOTO_BUCKET);
  // The link whose image failed to load (an expired link, the connection lost).
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = failedUrl !== null && failedUrl === url.data;

  if (url.isError || failed) {
    return (
      <div css={[tileCss, { gap: 4, padding: 8, textAlign: 'center' }]}>
        <span css={errorCss}>{t.unavailable}</span>
        <button
          type="button"
          css={smallButtonCss()}
          aria-label={t.retryOne(index + 1)}
          onClick={() => {
            setFailedUrl(null);
            void url.refetch();
          }}
        >
          {t.retry}
        </button>
      </div>
    );
  }
  const src = url.data;
  return (
    <button
      type="button"
      css={[tileCss, { cursor: 'pointer' }]}
      aria-label={t.open(index + 1, count)}
      disabled={!url.data}
      onClick={onOpen}
    >
      {src ? (
        // The 320 px copy the visitor's browser sent beside the photo; a photo sent without one
        // shows itself (2 048 px). Sized boxes and lazy loading keep a phone from fetching
        // what it does not show; the photo opens full size on demand (docs/adr-010-storage.md).
        <img
          src={src}
          alt=""
          width={THUMB.width}
          height={THUMB.height}
          loading="lazy"
          decoding="async"
          onError={() => setFailedUrl(src)}
          css={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <span css={mutedCss}>{t.thumbLoading}</span>
      )}
    </button>
  );
}

const toolbarCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-right: 56px;
  padding: 8px 12px;
  border-radius: 12px;
  background: var(--c-surface);
  color: var(--c-text);
`;

/**
 * One photo full size over the page: previous and next (buttons and arrow keys, wrapping),
 * the download link; focus kept inside, Escape closes, focus back on the thumbnail (Modal).
 */
export function PhotoViewer({
  photos,
  index,
  onIndex,
  onClose,
}: {
  photos: LeadPhoto[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const count = photos.length;
  const photo = photos[index];
  const url = usePhotoUrl(photo?.path);
  // How the current link's image fared; a new link (another photo, signed again) starts over.
  const [result, setResult] = useState<{ url: string; state: 'loaded' | 'failed' } | null>(null);
  const shown = url.isError ? 'failed' : url.data && result?.url === url.data ? result.state : 'loading';

  useWrappingArrowKeys(index, count, onIndex);

  if (!photo) return null;
  const src = url.data;
  const title = t.viewerTitle(index + 1, count);
  const name = fileName(photo, index);
  return (
    <Modal title={title} hideTitle variant="fullscreen" onClose={onClose}>
      <div css={{ display: 'flex', flexDirection: 'column', gap: 12, height: '100%' }}>
        <div css={toolbarCss}>
          <p css={{ margin: 0, fontWeight: 700, flex: '1 1 auto' }} aria-live="polite">
            {title}
          </p>
          {count > 1 && (
            <>
              <button
                type="button"
                css={smallButtonCss()}
                onClick={() => onIndex((index - 1 + count) % count)}
              >
                <span aria-hidden="true">←&nbsp;</span>
                {t.previous}
              </button>
              <button type="button" css={smallButtonCss()} onClick={() => onIndex((index + 1) % count)}>
                {t.next}
                <span aria-hidden="true">&nbsp;→</span>
              </button>
            </>
          )}
          {url.data && (
            <a css={smallButtonCss('primary')} href={downloadUrl(url.data, name)} download={name}>
              {photo.size === null ? t.download : t.downloadSize(formatFileSize(photo.size))}
            </a>
          )}
        </div>
        <figure
          css={{
            margin: 0,
            flex: '1 1 auto',
            minHeight: 0,
            display: 'grid',
            placeItems: 'center',
            gap: 8,
          }}
        >
          {shown === 'failed' && (
            <p role="alert" css={[toolbarCss, errorCss, { margin: 0 }]}>
              {t.viewerFailed}
            </p>
          )}
          {shown === 'loading' && (
            <p role="status" css={[toolbarCss, { margin: 0 }]}>
              {t.viewerLoading}
            </p>
          )}
          {src && shown !== 'failed' && (
            <img
              key={src}
              src={src}
              alt={t.alt(index + 1, count)}
              onLoad={() => setResult({ url: src, state: 'loaded' })}
              onError={() => setResult({ url: src, state: 'failed' })}
              css={{
                maxWidth: '100%',
                maxHeight: 'calc(100dvh - 160px)',
                objectFit: 'contain',
                display: 'block',
              }}
            />
          )}
        </figure>
      </div>
    </Modal>
  );
}

/**
 * The lead's photos (docs/adr-010-storage.md): thumbnails through signed links, one open full
 * size at a time; what the visitor announced but did not send yet; a failed read with a retry.
 */
export function LeadPhotos({ lead }: { lead: Lead }) {
  const backend = useBackend();
  const expected = lead.photos_expected ?? 0;
  const list = useQuery({
    ...leadQueries.photos(backend, lead.request_id),
    refetchInterval: (query) =>
      (query.state.data?.length ?? Number.POSITIVE_INFINITY) < expected ? MISSING_PHOTOS_POLL_MS : false,
  });
  const [open, setOpen] = useState<number | null>(null);
  const photos = list.data ?? [];
  const missing = Math.max(0, expected - photos.length);

  return (
    <section css={panelCss} aria-labelledby="photos">
      <h2 id="photos" css={{ margin: 0, fontSize: '1.2rem' }}>
        {t.title}
      </h2>
      {list.isPending ? (
        <Loading label={t.loading} />
      ) : list.isError ? (
        <LoadFailed message={t.loadFailed} onRetry={() => list.refetch()} />
      ) : (
        <>
          {photos.length === 0 && missing === 0 && <p css={{ margin: 0 }}>{t.none}</p>}
          {photos.length > 0 && (
            <ul
              aria-labelledby="photos"
              css={{
                listStyle: 'none',
                margin: 0,
                padding: 0,
                display: 'grid',
                gap: 8,
                gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, 120px), ${THUMB.width}px))`,
              }}
            >
              {photos.map((photo, index) => (
                <li key={photo.path}>
                  <Thumbnail
                    photo={photo}
                    index={index}
                    count={photos.length}
                    onOpen={() => setOpen(index)}
                  />
                </li>
              ))}
            </ul>
          )}
          {missing > 0 && <p css={{ margin: 0 }}>{t.missing(missing)}</p>}
        </>
      )}
      {open !== null && photos.length > 0 && (
        <PhotoViewer
          photos={photos}
          index={Math.min(open, photos.length - 1)}
          onIndex={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
