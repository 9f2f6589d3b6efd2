import { redirectFor, shellPagePaths } from '@parquet-alsace/shared';
import { pagesApp } from './app';

it('every page of the shell is a known route: its address without the slash is redirected to it', () => {
  const paths = pagesApp.routes.map((route) => route.path);
  expect([...shellPagePaths].sort()).toEqual([...paths].sort());
  for (const path of paths.filter((p) => p !== '/')) expect(redirectFor(path.slice(0, -1))).toBe(path);
});
