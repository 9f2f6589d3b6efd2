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
  /**
   * A lazy image near the fold that must not compete with the page's largest paint: its
   * addresses are `data-defer-*` attributes the page's loader turns into `srcset`/`src` once that
   * paint is done (and lazy loading still applies). Without script it stays an empty box.
   */
  defer?: boolean;
}

const imgBase = { display: 'block', width: '100%', height: 'auto' } as const;

/** An image's addresses, as attributes the browser loads now, or the loader sets later (`defer`). */
function addresses(defer: boolean, { src, srcset }: { src?: string; srcset?: string }) {
  if (defer) return { 'data-defer-src': src, 'data-defer-srcset': srcset };
  return { src, srcSet: srcset };
}

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
  defer = false,
}: PictureProps) {
  const avif = srcSetFor(src, 'avif', widths);
  const webp = srcSetFor(src, 'webp', widths);
  const jpg = srcSetFor(src, 'jpg', widths);
  const early = eager || priority;
  return (
    <ClassNames>
      {({ css, cx }) => (
        <picture>
          {avif && <source type="image/avif" {...addresses(defer, { srcset: avif })} sizes={sizes} />}
          {webp && <source type="image/webp" {...addresses(defer, { srcset: webp })} sizes={sizes} />}
          <img
            {...addresses(defer, { src, srcset: jpg ?? undefined })}
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
