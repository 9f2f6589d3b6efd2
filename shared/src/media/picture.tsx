import { ClassNames } from '@emotion/react';
import { srcSetFor, WIDTHS } from './picture-sources';

export interface PictureProps {
  /**
   * Stored URL of one JPEG of the photo, `/media/<area>/<name>-<width>.jpg` with `<width>` one of
   * `widths` (usually the 960 px one). Any other URL is shown as is, without srcset.
   */
  src: string;
  alt: string;
  /** Intrinsic size (or its ratio): always set, so the box is reserved and nothing shifts. */
  width: number;
  height: number;
  /** CSS `sizes` of the rendered image. */
  sizes?: string;
  /** Widths whose files exist in the folder (docs/data-model.md "Media"); default 480/960/1440. */
  widths?: readonly number[];
  /** First images of a page (above the fold) load eagerly, the rest lazily. */
  eager?: boolean;
  /**
   * The one largest image above the fold (the LCP candidate): `fetchpriority="high"` and eager.
   * One per page at most, or it means nothing.
   */
  priority?: boolean;
  /** Styles of the <img> (emotion `css` on <Picture> arrives here); they win over the defaults. */
  className?: string;
}

const imgBase = { display: 'block', width: '100%', height: 'auto' } as const;

/**
 * <picture> with avif, webp and jpg srcsets; width/height always set so nothing shifts.
 *
 * The <img> gets its class through `ClassNames`, whose <style> is rendered before the <picture>:
 * an emotion `css` prop on the <img> would put a <style> between the <source>s and the <img> in
 * the server HTML, and Chromium's preload scanner then fetched the JPEG as well as the AVIF.
 */
export function Picture({
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  widths = WIDTHS,
  eager = false,
  priority = false,
  className,
}: PictureProps) {
  const avif = srcSetFor(src, 'avif', widths);
  const webp = srcSetFor(src, 'webp', widths);
  const jpg = srcSetFor(src, 'jpg', widths);
  const early = eager || priority;
  return (
    <ClassNames>
      {({ css, cx }) => (
        <picture>
          {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
          {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
          <img
            src={src}
            srcSet={jpg ?? undefined}
            sizes={jpg ? sizes : undefined}
            alt={alt}
            width={width}
            height={height}
            loading={early ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding={early ? 'auto' : 'async'}
            className={cx(css(imgBase), className)}
          />
        </picture>
      )}
    </ClassNames>
  );
}
