import { DOCUMENT_CATEGORIES } from '@parquet-alsace/shared/document-categories';
import { filterDocuments, groupByCategory, parseDocuments, type SiteDocument } from './documents';

const doc = (id: string, title: string, description: string, category: string): SiteDocument => ({
  id,
  title,
  description,
  category,
  file_url: `/media/documents/${id}.pdf`,
  file_type: 'PDF',
  file_size: 1000,
  download_count: 0,
  updated_at: null,
});

const docs = [
  doc(
    'a',
    'Préparer sa pièce avant le ponçage',
    'Ce qu’il faut faire avant nos équipes',
    'Ponçage & Préparation',
  ),
  doc('b', 'Fiche technique huile', 'Huile naturelle pour parquet', 'Huiles / Vitrificateurs / Cires'),
  doc('c', 'Rénover un escalier', 'Marches et contremarches', 'Escaliers en bois'),
  doc('d', 'Chiffons imbibés d’huile', 'Risque d’auto-inflammation', 'Fiches sécurité'),
];
const ids = (list: SiteDocument[]) => list.map((d) => d.id);

describe('filterDocuments (substring on title or description, exact category)', () => {
  it.each([
    ['', '', ['a', 'b', 'c', 'd']],
    ['HUILE', '', ['b', 'd']],
    ['huile', 'Fiches sécurité', ['d']],
    ['contremarches', '', ['c']],
    ['ponçage', '', ['a']],
    ['poncage', '', []],
    ['  escalier  ', '', ['c']],
    ['', 'Escaliers en bois', ['c']],
    ['', 'Escaliers', []],
    ['introuvable', '', []],
  ])('"%s" in "%s" finds %j', (search, category, expected) => {
    expect(ids(filterDocuments(docs, search, category))).toEqual(expected);
  });
});

describe('groupByCategory', () => {
  it('follows the six fixed categories and drops empty ones', () => {
    const groups = groupByCategory([docs[3], docs[0], docs[2]] as SiteDocument[]);
    expect(groups.map((g) => g.category)).toEqual([
      'Ponçage & Préparation',
      'Escaliers en bois',
      'Fiches sécurité',
    ]);
  });
  it('puts an unknown category after the fixed ones', () => {
    const groups = groupByCategory([doc('x', 'X', '', 'Divers'), docs[0] as SiteDocument]);
    expect(groups.map((g) => g.category)).toEqual(['Ponçage & Préparation', 'Divers']);
  });
  it('knows exactly six categories', () => {
    expect(DOCUMENT_CATEGORIES).toHaveLength(6);
  });
});

describe('parseDocuments', () => {
  it('keeps usable rows, reads sizes and counts given as strings, drops the rest', () => {
    const parsed = parseDocuments([
      {
        id: '1',
        title: 'Guide',
        description: null,
        category: 'Fiches sécurité',
        file_url: '/media/documents/g.pdf',
        file_type: 'PDF',
        file_size: '2048',
        download_count: '7',
      },
      { id: '2', title: '', file_url: '/x.pdf' },
      { id: '3', title: 'Bad', file_url: 'javascript:alert(1)' },
      { id: '4', title: 'No size', file_url: '/y.pdf', file_size: null, download_count: -3 },
      42,
    ]);
    expect(parsed.map((d) => [d.id, d.file_size, d.download_count, d.description])).toEqual([
      ['1', 2048, 7, ''],
      ['4', null, 0, ''],
    ]);
  });
  it('gives an empty list for a non-list answer', () => {
    expect(parseDocuments(null)).toEqual([]);
  });
  it('sets titles and descriptions in French typography, and leaves the file address alone', () => {
    const [doc] = parseDocuments([
      {
        id: '1',
        title: 'Huiler : la fiche « pas à pas »',
        description: 'Quel grain choisir ? Tout est là !',
        category: 'Fiches sécurité',
        file_url: '/media/documents/huiler?v=2',
      },
    ]);
    expect(doc?.title).toBe('Huiler\u00a0: la fiche «\u202fpas à pas\u202f»');
    expect(doc?.description).toBe('Quel grain choisir\u202f? Tout est là\u202f!');
    expect(doc?.file_url).toBe('/media/documents/huiler?v=2');
  });
});
