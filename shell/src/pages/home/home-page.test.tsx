import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { initAnalytics, setRemoteModuleLoader } from '@parquet-alsace/shared';
import { render, screen } from '@testing-library/react';
import { HomePage } from './home-page';

beforeAll(() => {
  initAnalytics({ gtmId: '' });
  // The remotes' sections keep their server-rendered stand-ins here.
  setRemoteModuleLoader(() => new Promise(() => {}));
});

/** Every file a <picture> of the page may request: its src and all srcset candidates. */
function requestedFiles(container: HTMLElement): string[] {
  const urls = new Set<string>();
  for (const el of container.querySelectorAll('picture source, picture img')) {
    const src = el.getAttribute('src');
    if (src) urls.add(src);
    for (const candidate of (el.getAttribute('srcset') ?? '').split(',')) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) urls.add(url);
    }
  }
  return [...urls].sort();
}
const missing = (urls: string[]) =>
  urls.filter((u) => !existsSync(join(__dirname, '../../../../content', u)));

it('gives the hero, and only the hero, a high fetch priority; the before/after photos load lazily', () => {
  const { container } = render(<HomePage />);
  const hero = screen.getByRole('img', {
    name: 'Parquet en chêne fraîchement poncé et vitrifié dans un séjour lumineux',
  });
  expect(hero).toHaveAttribute('fetchpriority', 'high');
  expect(hero).toHaveAttribute('loading', 'eager');
  expect(container.querySelectorAll('[fetchpriority]')).toHaveLength(1);
  const others = [...container.querySelectorAll('img')].filter((img) => img !== hero);
  expect(others.length).toBeGreaterThanOrEqual(4);
  for (const img of others) {
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
  }
});

it('requests only files that exist, in 480 and 960 px (the home page never asked for 1440)', () => {
  const { container } = render(<HomePage />);
  const urls = requestedFiles(container);
  expect(urls).toContain('/media/home/hero-480.avif');
  expect(urls.filter((u) => u.includes('-1440.'))).toEqual([]);
  expect(missing(urls)).toEqual([]);
});
