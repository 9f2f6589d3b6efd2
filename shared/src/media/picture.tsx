import { srcSetFor } from './picture-sources';

export interface PictureProps {
  /** Stored URL of the 960 px JPEG, e.g. /media/gallery/x-960.jpg. */
  src: string;
  alt: string;
  width: number;
  height: number;
  /** CSS `sizes` of the rendered image. */
  sizes?: string;
  /** First images of a page (above the fold) load eagerly, the rest lazily. */
  eager?: boolean;
  className?: string;
}

/** <picture> with avif, webp and jpg srcsets; width/height always set so nothing shifts. */
export function Picture({
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  eager = false,
  className,
}: PictureProps) {
  const avif = srcSetFor(src, 'avif');
  const webp = srcSetFor(src, 'webp');
  const jpg = srcSetFor(src, 'jpg');
  return (
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
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? 'auto' : 'async'}
        className={className}
        css={{ display: 'block', width: '100%', height: 'auto' }}
      />
    </picture>
  );
}
