import { type PageType, pageTypeOf } from './page-view';

test.each<[string, PageType]>([
  ['/', 'home'],
  ['/tarifs/', 'prices'],
  ['/blog/', 'blog'],
  ['/blog/articles/', 'blog'],
  ['/blog/tag/parquet/', 'blog'],
  ['/blog/poncer-un-parquet-ancien/', 'article'],
  ['/reviews/new/', 'reviews'],
  ['/devis/merci/', 'quote'],
  ['/thank-you/', 'quote'],
  ['/cgv/', 'legal'],
  ['/blog/poncer/commentaires/', 'other'],
  ['/page-inconnue/', 'other'],
])('%s is kept as the page type %s', (path, type) => {
  expect(pageTypeOf(path)).toBe(type);
});
