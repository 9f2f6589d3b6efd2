import {
  calloutKind,
  emphasiseKeywords,
  extractHeadings,
  faqFromMarkdown,
  figureOf,
  needsContactCta,
  sidebarHeadings,
  sommaireHeadings,
  splitLongParagraph,
} from './markdown-rules';

describe('calloutKind', () => {
  it.each([
    ['**Astuce :** passez deux couches', 'tip'],
    ['**Attention :** ne restez pas immobile', 'warning'],
    ['**Info :** un ponçage retire 1 mm', 'info'],
    ['Astuce du jour', 'tip'],
    ['Une citation ordinaire', null],
    ['Informations diverses', null],
  ])('%s → %s', (text, kind) => {
    expect(calloutKind(text)).toBe(kind);
  });
});

describe('emphasiseKeywords', () => {
  it.each([
    ['Il est essentiel de poncer', 'Il est <strong>essentiel</strong> de poncer'],
    ['Une étape importante.', 'Une étape <strong>importante</strong>.'],
    ['Crucial et indispensables', '<strong>Crucial</strong> et <strong>indispensables</strong>'],
    ['importantissime? non: unimportant', '<strong>importantissime</strong>? non: unimportant'],
    ['rien à signaler', 'rien à signaler'],
  ])('%s', (input, output) => {
    expect(emphasiseKeywords(input)).toBe(output);
  });
});

describe('figureOf', () => {
  it('turns an image followed by an italic line into a figure', () => {
    const tokens = [
      { type: 'image', href: '/media/a-960.jpg', text: 'Parquet' },
      { type: 'text', text: '\n' },
      { type: 'em', text: 'Avant le ponçage' },
    ];
    expect(figureOf(tokens)).toEqual({
      src: '/media/a-960.jpg',
      alt: 'Parquet',
      caption: 'Avant le ponçage',
    });
  });
  it.each([
    [[{ type: 'image', href: '/a.jpg', text: 'a' }]],
    [
      [
        { type: 'image', href: '/a.jpg', text: 'a' },
        { type: 'text', text: ' suite' },
      ],
    ],
    [
      [
        { type: 'em', text: 'x' },
        { type: 'image', href: '/a.jpg', text: 'a' },
      ],
    ],
  ])('leaves other paragraphs alone (%#)', (tokens) => {
    expect(figureOf(tokens)).toBeNull();
  });
});

describe('splitLongParagraph', () => {
  it('keeps a paragraph of 120 characters or less', () => {
    const text = 'Court. Très court.';
    expect(splitLongParagraph(text)).toEqual([text]);
  });
  it('splits a long paragraph at sentence ends, each piece within the limit when possible', () => {
    const s1 = 'La pièce est entièrement vidée, rideaux compris s’ils touchent le sol.';
    const s2 = 'On retire ou on protège les plinthes et les portes.';
    const s3 = 'Toutes les pointes qui dépassent sont chassées sous la surface.';
    const parts = splitLongParagraph(`${s1} ${s2} ${s3}`);
    expect(parts).toEqual([s1, `${s2} ${s3}`]);
    for (const p of parts) expect(p.length).toBeLessThanOrEqual(120);
  });
  it('never splits inside bold text or a link', () => {
    const text = `**Une phrase en gras. Suivie d'une autre en gras** puis un texte assez long pour dépasser la limite de cent vingt caractères. Fin.`;
    const parts = splitLongParagraph(text);
    expect(parts[0]?.startsWith('**Une phrase en gras. Suivie')).toBe(true);
    expect(parts.join(' ')).toBe(text);
  });
  it('keeps one very long sentence whole', () => {
    const text = 'a'.repeat(200);
    expect(splitLongParagraph(text)).toEqual([text]);
  });
});

describe('needsContactCta', () => {
  it.each([
    ['Un texte sans appel.', true],
    ['Cliquez sur Demander un devis gratuit.', false],
    ['[demander un devis gratuit](/)', false],
  ])('%s → %s', (text, expected) => {
    expect(needsContactCta(text)).toBe(expected);
  });
});

describe('headings', () => {
  const md =
    '# Titre\n\n## Avant de poncer\n\n### Parquet massif ?\n\n#### Détail\n\n##### Trop profond\n\n## Avant de poncer\n\n```\n## pas un titre\n```';
  it('gives unique anchors without accents', () => {
    expect(extractHeadings(md).map((h) => h.id)).toEqual([
      'titre',
      'avant-de-poncer',
      'parquet-massif',
      'detail',
      'trop-profond',
      'avant-de-poncer-2',
    ]);
  });
  it('Sommaire lists levels 2 to 4, the sidebar levels 1 to 3', () => {
    const hs = extractHeadings(md);
    expect(sommaireHeadings(hs).map((h) => h.level)).toEqual([2, 3, 4, 2]);
    expect(sidebarHeadings(hs).map((h) => h.level)).toEqual([1, 2, 3, 2]);
  });
});

describe('faqFromMarkdown', () => {
  it('keeps only level-2 questions with their visible answer, cut to 500 characters', () => {
    const md = `## Combien coûte un ponçage ?\n\n${'x'.repeat(600)}\n\n## Les étapes\n\nTexte.\n\n### Et après ?\n\nSous-titre ignoré.`;
    const faq = faqFromMarkdown(md);
    expect(faq).toHaveLength(1);
    expect(faq[0]?.question).toBe('Combien coûte un ponçage ?');
    expect(faq[0]?.answer).toHaveLength(500);
  });
  it('gives at most 5 questions', () => {
    const md = Array.from({ length: 7 }, (_, i) => `## Question ${i} ?\n\nRéponse ${i}.`).join('\n\n');
    expect(faqFromMarkdown(md)).toHaveLength(5);
  });
});
