import { emailCases } from '@parquet-alsace/shared/rule-cases';
import {
  composeContent,
  emptyDraft,
  formatPeriod,
  reviewRow,
  teamOptions,
  validateReview,
} from './review-rules';

const valid = {
  name: 'Anne Roth',
  email: 'anne@mail.example',
  title: 'Super',
  content: 'Très bon travail, merci.',
};

describe('validateReview', () => {
  it.each([
    ['all valid', {}, {}],
    ['name missing', { name: '   ' }, { name: 'Le nom est requis' }],
    ['email missing', { email: '' }, { email: 'L’e-mail est requis' }],
    ['email without @', { email: 'anne.mail.example' }, { email: 'Format d’e-mail invalide' }],
    ['email with a space', { email: 'an ne@mail.example' }, { email: 'Format d’e-mail invalide' }],
    ['email without domain dot', { email: 'anne@mail' }, { email: 'Format d’e-mail invalide' }],
    ['title missing', { title: ' ' }, { title: 'Le titre est requis' }],
    ['content missing', { content: '  ' }, { content: 'Le contenu de l’avis est requis' }],
    [
      'content 9 characters after trim',
      { content: '  123456789  ' },
      { content: 'Votre avis doit contenir au moins 10 caractères' },
    ],
    ['content exactly 10 characters', { content: '1234567890' }, {}],
  ])('%s', (_name, patch, expected) => {
    expect(validateReview({ ...valid, ...patch })).toEqual(expected);
  });
});

describe('composeContent', () => {
  const draft = { ...emptyDraft, ...valid };

  it('is the free text alone when no optional field is filled', () => {
    expect(composeContent({ ...draft, content: '  Très bon travail, merci.  ', location: '   ' })).toBe(
      'Très bon travail, merci.',
    );
  });

  it('appends one labelled line per optional field, in order', () => {
    expect(
      composeContent({
        ...draft,
        interventionType: 'Ponçage et vitrification',
        team: 'Julien Weber (vitrification)',
        location: ' Colmar ',
        interventionDate: '2024-02',
        suggestions: 'Proposer des créneaux\nle samedi',
      }),
    ).toBe(
      [
        'Très bon travail, merci.',
        'Type d’intervention\u00a0: Ponçage et vitrification',
        'Équipe\u00a0: Julien Weber (vitrification)',
        'Lieu\u00a0: Colmar',
        'Période\u00a0: février 2024',
        'Suggestions\u00a0: Proposer des créneaux le samedi',
      ].join('\n'),
    );
  });

  it('skips blank ones between filled ones', () => {
    expect(composeContent({ ...draft, location: 'Sélestat', suggestions: 'RAS' })).toBe(
      'Très bon travail, merci.\nLieu\u00a0: Sélestat\nSuggestions\u00a0: RAS',
    );
  });
});

describe('formatPeriod', () => {
  it.each([
    ['2024-02', 'février 2024'],
    ['2025-12', 'décembre 2025'],
    ['2024-13', '2024-13'],
    ['printemps 2023', 'printemps 2023'],
  ])('%s → %s', (value, expected) => {
    expect(formatPeriod(value)).toBe(expected);
  });
});

describe('reviewRow', () => {
  it('sends the trimmed fields, composed content, a 1..5 rating and status pending', () => {
    expect(reviewRow({ ...emptyDraft, ...valid, name: ' Anne ', rating: 9, location: 'Colmar' })).toEqual({
      name: 'Anne',
      email: 'anne@mail.example',
      title: 'Super',
      content: 'Très bon travail, merci.\nLieu\u00a0: Colmar',
      rating: 5,
      status: 'pending',
    });
  });
});

it('offers the four team members with their specialities', () => {
  expect(teamOptions).toEqual([
    'Marc Hoffmann (anciens parquets)',
    'Julien Weber (vitrification)',
    'Thomas Klein (maître artisan)',
    'Kevin Muller (réparations)',
  ]);
});

describe('the site’s one e-mail rule', () => {
  it.each(emailCases)('$address valid: $valid', ({ address, valid }) => {
    const errors = validateReview({
      name: 'Anne',
      email: address,
      title: 'Super',
      content: 'Un travail soigné.',
    });
    expect(errors.email).toBe(valid ? undefined : 'Format d’e-mail invalide');
  });
});
