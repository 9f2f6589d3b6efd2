import { largestJpeg, mediaBase, srcSetFor, TEAM_WIDTHS, WIDTHS } from './picture-sources';

describe('srcSetFor', () => {
  it('derives the three widths of a stored 960 px URL', () => {
    expect(srcSetFor('/media/gallery/a-960.jpg', 'avif')).toBe(
      '/media/gallery/a-480.avif 480w, /media/gallery/a-960.avif 960w, /media/gallery/a-1440.avif 1440w',
    );
    expect(srcSetFor('/media/gallery/a-960.jpg', 'jpg')).toContain('/media/gallery/a-1440.jpg 1440w');
  });

  it.each`
    url                                    | format    | widths         | expected
    ${'/media/home/hero-960.jpg'}          | ${'webp'} | ${[480, 960]}  | ${'/media/home/hero-480.webp 480w, /media/home/hero-960.webp 960w'}
    ${'/media/home/hero-480.jpg'}          | ${'jpg'}  | ${[480, 960]}  | ${'/media/home/hero-480.jpg 480w, /media/home/hero-960.jpg 960w'}
    ${'/media/team/marc-hoffmann-200.jpg'} | ${'avif'} | ${TEAM_WIDTHS} | ${'/media/team/marc-hoffmann-200.avif 200w, /media/team/marc-hoffmann-400.avif 400w'}
    ${'/media/gallery/a-480.jpg'}          | ${'jpg'}  | ${[1440, 480]} | ${'/media/gallery/a-480.jpg 480w, /media/gallery/a-1440.jpg 1440w'}
    ${'/media/home/avant-apres-2-960.jpg'} | ${'jpg'}  | ${[960]}       | ${'/media/home/avant-apres-2-960.jpg 960w'}
  `('lists only the widths asked for, smallest first: $url $widths', ({ url, format, widths, expected }) => {
    expect(srcSetFor(url, format, widths)).toBe(expected);
  });

  it.each`
    url                                    | widths
    ${'/media/other.png'}                  | ${WIDTHS}
    ${'/media/og/default-1200x630.jpg'}    | ${WIDTHS}
    ${'/media/gallery/photo-2023.jpg'}     | ${WIDTHS}
    ${'/media/gallery/a-0960.jpg'}         | ${WIDTHS}
    ${'/media/gallery/a-960.webp'}         | ${WIDTHS}
    ${'/media/team/marc-hoffmann-200.jpg'} | ${WIDTHS}
    ${'/media/gallery/a-1440.jpg'}         | ${TEAM_WIDTHS}
    ${'-960.jpg'}                          | ${WIDTHS}
  `('gives nothing for $url outside the naming rule of $widths (no file is guessed)', ({ url, widths }) => {
    expect(srcSetFor(url, 'webp', widths)).toBeNull();
    expect(mediaBase(url, widths)).toBeNull();
  });

  it('offers only the JPEG files of a photo the back office stored, at every width', () => {
    const stored = 'https://projet.supabase.co/storage/v1/object/public/gallery/0b6c-960.jpg';
    expect(srcSetFor(stored, 'avif')).toBeNull();
    expect(srcSetFor(stored, 'webp')).toBeNull();
    expect(srcSetFor(stored, 'jpg')).toBe(
      'https://projet.supabase.co/storage/v1/object/public/gallery/0b6c-480.jpg 480w, https://projet.supabase.co/storage/v1/object/public/gallery/0b6c-960.jpg 960w, https://projet.supabase.co/storage/v1/object/public/gallery/0b6c-1440.jpg 1440w',
    );
    expect(srcSetFor('/storage/v1/object/public/gallery/0b6c-960.jpg', 'webp')).toBeNull();
  });
});

describe('largestJpeg', () => {
  it('names the largest JPEG for downloads', () => {
    expect(largestJpeg('/media/gallery/a-960.jpg')).toBe('/media/gallery/a-1440.jpg');
    expect(largestJpeg('/media/team/kevin-muller-200.jpg', TEAM_WIDTHS)).toBe(
      '/media/team/kevin-muller-400.jpg',
    );
    expect(largestJpeg('/x.jpg')).toBe('/x.jpg');
  });
});
