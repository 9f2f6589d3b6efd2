import { css } from '@emotion/react';
import { Picture } from '@parquet-alsace/shared';
import { homeTexts as t } from './texts';

const compareCss = css`
  --pos: 50%;
  position: relative;
  margin: 0;
  border-radius: 12px;
  overflow: hidden;
  img { display: block; width: 100%; height: auto; }
  .after { position: absolute; inset: 0; clip-path: inset(0 0 0 var(--pos)); }
  .handle {
    position: absolute;
    top: 0;
    bottom: 0;
    left: var(--pos);
    width: 4px;
    margin-left: -2px;
    background: #fff;
    box-shadow: 0 0 0 1px rgb(0 0 0 / 0.35);
    pointer-events: none;
  }
  .handle::after {
    content: '↔';
    position: absolute;
    top: 50%;
    left: 50%;
    transform: translate(-50%, -50%);
    width: 44px;
    height: 44px;
    border-radius: 50%;
    display: grid;
    place-items: center;
    background: #fff;
    color: #1a1a1a;
    font-weight: 700;
    box-shadow: 0 1px 4px rgb(0 0 0 / 0.4);
  }
  .tag {
    position: absolute;
    top: 8px;
    padding: 2px 8px;
    border-radius: 999px;
    background: rgb(0 0 0 / 0.7);
    color: #fff;
    font-size: 0.85rem;
    font-weight: 600;
    pointer-events: none;
  }
  /* The native slider covers the photo: drag, tap, arrow keys and touch all move it; a vertical
     swipe still scrolls the page. */
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: ew-resize;
    touch-action: pan-y;
  }
  &:has(input:focus-visible) .handle::after { outline: 3px solid var(--c-link); outline-offset: 2px; }
`;

/**
 * A real before/after comparison: the "after" photo over the "before" one, uncovered from the
 * handle's position. The handle is a native range input (keyboard, touch and drag for free); the
 * page's loader moves the split as it changes (`data-compare`), so it works before any framework.
 * Without script it shows half of each.
 */
export function BeforeAfter({
  label,
  image,
  alt,
  widths,
  sizes,
}: {
  label: string;
  image: string;
  alt: string;
  widths: readonly number[];
  sizes: string;
}) {
  return (
    <figure data-compare="" css={compareCss}>
      <Picture
        src={`/media/home/${image}-avant-960.jpg`}
        alt={t.beforeAlt(alt)}
        width={480}
        height={360}
        widths={widths}
        sizes={sizes}
      />
      <div className="after">
        <Picture
          src={`/media/home/${image}-apres-960.jpg`}
          alt={t.afterAlt(alt)}
          width={480}
          height={360}
          widths={widths}
          sizes={sizes}
        />
      </div>
      <span className="tag" css={css`left: 8px;`} aria-hidden="true">
        {t.before}
      </span>
      <span className="tag" css={css`right: 8px;`} aria-hidden="true">
        {t.after}
      </span>
      <span className="handle" aria-hidden="true" />
      <input type="range" min={0} max={100} step={1} defaultValue={50} aria-label={t.compareLabel(label)} />
    </figure>
  );
}
