import { Picture } from '@parquet-alsace/shared';
import { loadDeferredImages } from '@parquet-alsace/shared/deferred-images';
import { render, screen, waitFor } from '@testing-library/react';
import { startPageBehaviours } from './page-behaviours';

it('gives a deferred picture its addresses: sources first, then the image', () => {
  const { container } = render(
    <Picture src="/media/gallery/a-960.jpg" alt="Parquet poncé" width={960} height={720} defer />,
  );
  const img = screen.getByRole('img', { name: 'Parquet poncé' });
  expect(img).not.toHaveAttribute('src');
  loadDeferredImages();
  expect(img).toHaveAttribute('src', '/media/gallery/a-960.jpg');
  expect(img.getAttribute('srcset')).toContain('/media/gallery/a-1440.jpg 1440w');
  const sources = [...container.querySelectorAll('source')].map((s) => s.getAttribute('srcset'));
  expect(sources[0]).toContain('/media/gallery/a-480.avif 480w');
  expect(sources[1]).toContain('/media/gallery/a-480.webp 480w');
  expect(container.querySelector('[data-defer-src], [data-defer-srcset]')).toBeNull();
});

it('marks the banner scrolled past once the page is, without reading the scroll while it starts', async () => {
  document.body.innerHTML = '<div data-scroll-past="300" id="banner"></div>';
  let scrollY = 400;
  const reads = jest.fn(() => scrollY);
  Object.defineProperty(window, 'scrollY', { configurable: true, get: reads });
  startPageBehaviours();
  expect(reads).not.toHaveBeenCalled();
  const banner = document.getElementById('banner');
  await waitFor(() => expect(banner).toHaveAttribute('data-past'));
  scrollY = 100;
  window.dispatchEvent(new Event('scroll'));
  await waitFor(() => expect(banner).not.toHaveAttribute('data-past'));
});
