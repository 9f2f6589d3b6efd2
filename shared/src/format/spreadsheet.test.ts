import { neutraliseSpreadsheetCell, spreadsheetText } from './spreadsheet';
import cases from './spreadsheet-cases.json';

describe('a visitor’s text in a spreadsheet cell', () => {
  it.each(cases.neutralised)('%j is marked as text', (value, expected) => {
    expect(neutraliseSpreadsheetCell(value as string)).toBe(expected);
  });

  it.each(cases.unchanged)('%j is left as typed', (value) => {
    expect(neutraliseSpreadsheetCell(value)).toBe(value);
  });

  it('neutralising twice gives the same cell', () => {
    for (const [value] of cases.neutralised) {
      const once = neutraliseSpreadsheetCell(value as string);
      expect(neutraliseSpreadsheetCell(once)).toBe(once);
    }
  });
});

describe('a phone in a spreadsheet cell', () => {
  it.each([
    ['0612345678', "'0612345678"],
    ['+33612345678', "'+33612345678"],
    ['06 12 34 56 78', "'06 12 34 56 78"],
    ["'0612345678", "'0612345678"],
  ])('%j stays text, not a number', (phone, expected) => {
    expect(spreadsheetText(phone)).toBe(expected);
  });
});
