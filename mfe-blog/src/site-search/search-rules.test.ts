import { searchFilter, suggestionsFor } from './search-rules';

describe('suggestionsFor', () => {
  it('gives 4 suggestions sorted by relevance', () => {
    const s = suggestionsFor('');
    expect(s).toHaveLength(4);
    expect(s.map((x) => x.relevance)).toEqual([...s.map((x) => x.relevance)].sort((a, b) => b - a));
    expect(s[0]?.url).toBe('/');
  });
  it('raises the destination the lost address speaks of', () => {
    expect(suggestionsFor('/galerie-photos-chantier')[0]?.url).toBe('/gallery/');
  });
});

describe('searchFilter', () => {
  it.each([
    ['a', null],
    ['  ', null],
    ['huile', 'title.ilike.*huile*,content.ilike.*huile*,keywords.cs.{"huile"}'],
    ['a,b)(', 'title.ilike.*a b*,content.ilike.*a b*,keywords.cs.{"a b"}'],
  ])('%s → %s', (term, filter) => expect(searchFilter(term)).toBe(filter));
});
