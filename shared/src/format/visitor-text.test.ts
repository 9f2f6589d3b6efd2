import { isSingleLine } from './visitor-text';

describe('one-line fields', () => {
  it.each(['Camille Martin', 'Jean-Marie d’Ott', 'Zoë Müller-Schmitt', 'محمد', 'Rue du 22 Novembre'])(
    '%j is one line',
    (value) => {
      expect(isSingleLine(value)).toBe(true);
    },
  );

  it.each([
    ['a line feed', 'Camille\nE-mail : faux@evil.example'],
    ['a carriage return', 'Camille\rTéléphone : 0800'],
    ['a tab', 'Camille\tMartin'],
    ['an escape sequence', 'Camille\u001b[2J'],
    ['NEL', 'Camille\u0085Martin'],
    ['DEL', 'Camille\u007f'],
    ['a line separator', 'Camille\u2028Martin'],
    ['a paragraph separator', 'Camille\u2029Martin'],
    ['a right-to-left override', 'Camille \u202egnp.exe'],
    ['a left-to-right mark', 'Camille\u200e'],
    ['an isolate', 'Camille \u2067x\u2069'],
    ['the Arabic letter mark', 'Camille\u061c'],
  ])('a value with %s is refused', (_what, value) => {
    expect(isSingleLine(value)).toBe(false);
  });
});
