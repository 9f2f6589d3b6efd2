import { largestJpeg, srcSetFor } from './picture-sources';

describe('srcSetFor', () => {
  it('derives the three widths of a stored 960 px URL', () => {
    expect(srcSetFor('/media/gallery/a-960.jpg', 'avif')).toBe(
      '/media/gallery/a-480.avif 480w, /media/gallery/a-960.avif 960w, /media/gallery/a-1440.avif 1440w',
    );
    expect(srcSetFor('/media/gallery/a-960.jpg', 'jpg')).toContain('/media/gallery/a-1440.jpg 1440w');
  });
  it('gives nothing for a URL outside the naming rule', () => {
    expect(srcSetFor('/media/other.png', 'webp')).toBeNull();
  });
  it('names the largest JPEG for downloads', () => {
    expect(largestJpeg('/media/gallery/a-960.jpg')).toBe('/media/gallery/a-1440.jpg');
    expect(largestJpeg('/x.jpg')).toBe('/x.jpg');
  });
});
