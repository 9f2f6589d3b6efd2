import { css } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { Picture } from './picture';
import { TEAM_WIDTHS } from './picture-sources';

const sourcesOf = (container: HTMLElement) =>
  [...container.querySelectorAll('source')].map((s) => [s.getAttribute('type'), s.getAttribute('srcset')]);

describe('Picture', () => {
  it('a deferred picture names its addresses for the page loader only', () => {
    const { container } = render(
      <Picture src="/media/gallery/a-960.jpg" alt="Parquet poncé" width={960} height={720} defer />,
    );
    const img = screen.getByRole('img', { name: 'Parquet poncé' });
    expect(img).not.toHaveAttribute('src');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(sourcesOf(container).map(([, srcset]) => srcset)).toEqual([null, null]);
    expect(img).toHaveAttribute('data-defer-src', '/media/gallery/a-960.jpg');
    expect(container.querySelectorAll('[data-defer-srcset]')).toHaveLength(3);
  });

  it('renders avif, webp and jpg srcsets of the stored 960 px URL, with its size and alt', () => {
    const { container } = render(
      <Picture src="/media/gallery/a-960.jpg" alt="Parquet poncé" width={960} height={720} sizes="50vw" />,
    );
    const img = screen.getByRole('img', { name: 'Parquet poncé' });
    expect(img).toHaveAttribute('src', '/media/gallery/a-960.jpg');
    expect(img).toHaveAttribute('width', '960');
    expect(img).toHaveAttribute('height', '720');
    expect(img).toHaveAttribute(
      'srcset',
      '/media/gallery/a-480.jpg 480w, /media/gallery/a-960.jpg 960w, /media/gallery/a-1440.jpg 1440w',
    );
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(sourcesOf(container)).toEqual([
      [
        'image/avif',
        '/media/gallery/a-480.avif 480w, /media/gallery/a-960.avif 960w, /media/gallery/a-1440.avif 1440w',
      ],
      [
        'image/webp',
        '/media/gallery/a-480.webp 480w, /media/gallery/a-960.webp 960w, /media/gallery/a-1440.webp 1440w',
      ],
    ]);
  });

  it('requests only the widths that exist in the folder (team portraits 200/400)', () => {
    const { container } = render(
      <Picture
        src="/media/team/marc-hoffmann-200.jpg"
        alt="Portrait de Marc Hoffmann"
        width={160}
        height={160}
        sizes="160px"
        widths={TEAM_WIDTHS}
      />,
    );
    const all = [...container.querySelectorAll('source, img')]
      .map((e) => e.getAttribute('srcset'))
      .join(', ');
    expect(all.match(/\/media\/team\/[^ ]+/g)?.sort()).toEqual([
      '/media/team/marc-hoffmann-200.avif',
      '/media/team/marc-hoffmann-200.jpg',
      '/media/team/marc-hoffmann-200.webp',
      '/media/team/marc-hoffmann-400.avif',
      '/media/team/marc-hoffmann-400.jpg',
      '/media/team/marc-hoffmann-400.webp',
    ]);
  });

  it('shows a URL outside the naming rule as is, without sources', () => {
    const { container } = render(
      <Picture src="/media/og/default-1200x630.jpg" alt="" width={1200} height={630} />,
    );
    expect(container.querySelectorAll('source')).toHaveLength(0);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('src', '/media/og/default-1200x630.jpg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it.each`
    props                               | loading    | fetchpriority
    ${{}}                               | ${'lazy'}  | ${null}
    ${{ eager: true }}                  | ${'eager'} | ${null}
    ${{ priority: true }}               | ${'eager'} | ${'high'}
    ${{ eager: false, priority: true }} | ${'eager'} | ${'high'}
  `('loads $props as loading=$loading, fetchpriority=$fetchpriority', ({ props, loading, fetchpriority }) => {
    render(<Picture src="/media/home/hero-960.jpg" alt="Parquet" width={960} height={540} {...props} />);
    const img = screen.getByRole('img', { name: 'Parquet' });
    expect(img).toHaveAttribute('loading', loading);
    expect(img.getAttribute('fetchpriority')).toBe(fetchpriority);
  });

  it('lets the caller’s styles win over the defaults (width 100%)', () => {
    render(
      <Picture
        src="/media/team/a-200.jpg"
        widths={TEAM_WIDTHS}
        alt="Portrait"
        width={160}
        height={160}
        css={css`width: 160px;`}
      />,
    );
    expect(getComputedStyle(screen.getByRole('img', { name: 'Portrait' })).width).toBe('160px');
  });
});
