import { categoriesOf, filterPhotos, type GalleryPhoto, parsePhotos, photoAlt } from './photo';

const photo = (over: Partial<GalleryPhoto>): GalleryPhoto => ({
  id: 'x',
  url: '/media/gallery/x-960.jpg',
  order: 1,
  category: 'Ponçage',
  location: 'Colmar',
  description: 'Parquet en chêne poncé.',
  alt: null,
  width: 1440,
  height: 1080,
  ...over,
});

describe('photoAlt', () => {
  it.each([
    [{ alt: 'Salon au parquet vitrifié' }, 'Salon au parquet vitrifié'],
    [{ alt: '   ' }, 'Réalisation ponçage\u00a0: parquet en chêne poncé à Colmar'],
    [{ alt: null }, 'Réalisation ponçage\u00a0: parquet en chêne poncé à Colmar'],
    [{ alt: null, description: '' }, 'Réalisation ponçage à Colmar'],
    [{ alt: null, category: '', description: 'Escalier vitrifié.' }, 'Escalier vitrifié à Colmar'],
    [{ alt: null, category: '', description: '', location: '' }, 'Réalisation de rénovation de parquet'],
    [
      {
        alt: null,
        category: 'Rénovation complète',
        location: 'Belfort',
        description: 'Salon remis à neuf...',
      },
      'Réalisation rénovation complète\u00a0: salon remis à neuf à Belfort',
    ],
  ])('%j gives "%s"', (over, expected) => {
    expect(photoAlt(photo(over))).toBe(expected);
  });
});

describe('filterPhotos', () => {
  const photos = [
    photo({ id: '1', category: 'Ponçage', location: 'Colmar', description: 'Chêne poncé' }),
    photo({
      id: '2',
      category: 'Vitrification',
      location: 'Strasbourg',
      description: 'Bâtons rompus satinés',
    }),
    photo({ id: '3', category: 'Escalier', location: 'Sélestat', description: 'Quatorze marches' }),
  ];
  const ids = (list: GalleryPhoto[]) => list.map((p) => p.id);

  it.each([
    ['', '', ['1', '2', '3']],
    ['colmar', '', ['1']],
    ['STRASBOURG', '', ['2']],
    ['selestat', '', ['3']],
    ['batons', '', ['2']],
    ['vitrif', '', ['2']],
    ['marches selestat', '', ['3']],
    ['marches colmar', '', []],
    ['', 'Escalier', ['3']],
    ['colmar', 'Escalier', []],
    ['  ', 'Ponçage', ['1']],
  ])('search "%s" in category "%s" finds %j', (search, category, expected) => {
    expect(ids(filterPhotos(photos, search, category))).toEqual(expected);
  });

  it('lists the categories present once each, in order', () => {
    expect(categoriesOf([...photos, photo({ id: '4', category: 'Ponçage' })])).toEqual([
      'Ponçage',
      'Vitrification',
      'Escalier',
    ]);
  });
});

describe('parsePhotos', () => {
  it('sets place, description and alt text in French typography', () => {
    const [photo] = parsePhotos([
      {
        id: 'c',
        url: '/media/gallery/c-960.jpg',
        category: 'Escalier',
        location: 'Colmar',
        description: 'Avant : marches grisées ; après : « comme neuves » !',
        alt: 'Escalier : après ponçage',
      },
    ]);
    expect(photo?.description).toBe(
      'Avant\u00a0: marches grisées\u202f; après\u00a0: «\u202fcomme neuves\u202f»\u202f!',
    );
    expect(photo?.alt).toBe('Escalier\u00a0: après ponçage');
  });

  it('drops unusable rows and fills a missing size with 4:3', () => {
    const stored = {
      id: 'b',
      url: '/media/gallery/b-960.jpg',
      order: 2,
      category: 'Huilage',
      location: 'Mulhouse',
      description: 'd',
    };
    const parsed = parsePhotos([
      null,
      'text',
      { id: 'a', url: 'javascript:alert(1)' },
      { ...stored, alt: '', width: 0 },
    ]);
    expect(parsed).toEqual([{ ...stored, alt: null, width: 1440, height: 1080 }]);
  });

  it('gives an empty list for a non-list answer', () => {
    expect(parsePhotos({ message: 'boom' })).toEqual([]);
  });
});
