import { canonicalUrl, isValidCanonical } from './canonical';

const host = 'https://devis.parquet-alsace.example';

describe('canonicalUrl', () => {
  it.each([
    ['/', '', `${host}/`],
    ['/services', '', `${host}/services/`],
    ['/blog/articles/', '?q=huile&sort=title', `${host}/blog/`],
    ['/blog/simple/', '', `${host}/blog/`],
    ['/blog/tag/', '', `${host}/blog/`],
    ['/blog/', '?utm_source=x&category=escaliers&page=2', `${host}/blog/?page=2&category=escaliers`],
    ['/gallery/', '?page=1', `${host}/gallery/`],
    ['/blog/mon-article/', '?fbclid=abc', `${host}/blog/mon-article/`],
    ['/blog/tag/ch%C3%AAne/', '', `${host}/blog/tag/ch%C3%AAne/`],
  ])('%s%s → %s', (path, search, expected) => {
    expect(canonicalUrl(path, search)).toBe(expected);
  });
});

describe('isValidCanonical', () => {
  it('accepts https on the site host with a trailing slash', () => {
    expect(isValidCanonical(`${host}/services/`)).toBe(true);
  });
  it.each([
    'http://devis.parquet-alsace.example/services/',
    'https://ailleurs.example/services/',
    `${host}/services`,
    'pas une url',
  ])('rejects %s', (url) => {
    expect(isValidCanonical(url)).toBe(false);
  });
});
