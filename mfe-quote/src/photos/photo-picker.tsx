import { css } from '@emotion/react';
import { Button } from '@parquet-alsace/shared/client';
import { useEffect, useId } from 'react';
import { registerPhotos, sendPhotos, usePhotoStore } from './photo-store';
import { photoTexts } from './photo-texts';

const statusText = {
  preparing: photoTexts.preparing,
  ready: photoTexts.ready,
  uploading: photoTexts.uploading,
  done: photoTexts.done,
  failed: photoTexts.failed,
} as const;

const itemCss = css`
  display: grid;
  grid-template-columns: 56px 1fr auto;
  gap: 4px 10px;
  align-items: center;
  padding: 6px;
  border: 1px solid var(--c-border);
  border-radius: 10px;
  img, .thumb { width: 56px; height: 56px; object-fit: cover; border-radius: 6px; grid-row: span 2; background: var(--c-surfaceRaised); }
  progress { width: 100%; height: 8px; accent-color: var(--c-primary); }
  .name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: 0.9rem; }
  .state { font-size: 0.85rem; }
`;

/**
 * "Ajouter des photos": up to 8 photos, resized and stripped of EXIF/GPS in the browser, each
 * with its thumbnail, progress and remove button. Optional: the request never waits for it.
 */
export function PhotoPicker() {
  const { photos, refusals, report, sending, finish, payload, add, remove } = usePhotoStore();
  const inputId = useId();
  useEffect(() => registerPhotos(), []);
  // What failed and may still arrive (a photo refused for good is not tried again).
  const failed = photos.some((photo) => photo.status === 'failed' && !photo.refused);
  return (
    <fieldset css={css`border: 0; padding: 0; margin: 0 0 16px; min-width: 0;`}>
      <legend css={css`font-weight: 600; margin-bottom: 4px;`}>{photoTexts.legend}</legend>
      <p id={`${inputId}-hint`} css={css`margin: 0 0 8px; font-size: 0.9rem;`}>
        {photoTexts.hint}
      </p>
      <div
        css={css`
          position: relative;
          display: inline-block;
          &:focus-within label { outline: 3px solid var(--c-focus, currentColor); outline-offset: 2px; }
        `}
      >
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          aria-describedby={`${inputId}-hint`}
          disabled={sending}
          className="visually-hidden"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void add(files);
          }}
        />
        <label
          htmlFor={inputId}
          css={css`
            display: inline-flex; align-items: center; min-height: 44px; padding: 8px 16px; border-radius: 999px;
            border: 2px solid var(--c-primary); color: var(--c-primary); font-weight: 700; cursor: pointer;
          `}
        >
          {photoTexts.add}
        </label>
      </div>
      {refusals.length > 0 && (
        <ul role="alert" css={css`color: var(--c-danger); margin: 8px 0 0; padding-left: 18px;`}>
          {refusals.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {photos.length > 0 && (
        <ul
          aria-label={photoTexts.legend}
          css={css`list-style: none; padding: 0; margin: 10px 0 0; display: grid; gap: 8px;`}
        >
          {photos.map((photo) => (
            <li key={photo.id} css={itemCss} data-photo-id={photo.id}>
              {photo.thumbUrl ? <img src={photo.thumbUrl} alt="" /> : <span className="thumb" />}
              <span className="name">{photo.name}</span>
              <Button
                variant="secondary"
                aria-label={photoTexts.remove(photo.name)}
                disabled={sending || photo.status === 'done'}
                onClick={() => remove(photo.id)}
              >
                ×
              </Button>
              <span css={css`display: grid; gap: 2px; grid-column: 2 / 4;`}>
                <progress
                  max={1}
                  value={photo.status === 'done' ? 1 : photo.progress}
                  aria-label={photoTexts.progress(photo.name)}
                />
                <span className="state">
                  {statusText[photo.status]}
                  {photo.status === 'failed' && photo.error ? ` (${photo.error})` : ''}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p role="status" css={css`margin: 8px 0 0; font-weight: 600; &:empty { display: none; }`}>
        {sending
          ? photoTexts.sending(photos.filter((photo) => photo.status === 'done').length, photos.length)
          : (report ?? '')}
      </p>
      {/* After a sending that left photos behind: try again, or go on (also once the visitor
          has removed every photo that did not arrive). */}
      {!sending && finish && payload && report && (
        <div css={css`display: flex; gap: 10px; flex-wrap: wrap; margin-top: 8px;`}>
          {failed && (
            <Button
              onClick={() => {
                void sendPhotos(payload, finish).then((all) => all && finish());
              }}
            >
              {photoTexts.retry}
            </Button>
          )}
          <Button variant="secondary" onClick={finish}>
            {photoTexts.skip}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
