/**
 * A content photo from its stored 960 px JPEG URL (docs/data-model.md): avif and webp sources
 * with the 480/960/1440 siblings. 4:3 gallery photos.
 */
const widths = [480, 960, 1440];
const srcSet = (url: string, ext: string) => widths.map((w) => `${url.replace(/-960\.jpg$/, `-${w}.${ext}`)} ${w}w`).join(', ');

export function Photo({ url, alt, sizes, eager }: { url: string; alt: string; sizes: string; eager: boolean }) {
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(url, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(url, 'webp')} sizes={sizes} />
      <img
        src={url}
        srcSet={srcSet(url, 'jpg')}
        sizes={sizes}
        alt={alt}
        width={960}
        height={720}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        css={{ width: '100%', height: 'auto', display: 'block', aspectRatio: '4 / 3', objectFit: 'cover' }}
      />
    </picture>
  );
}
