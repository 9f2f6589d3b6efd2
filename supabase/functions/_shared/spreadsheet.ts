/**
 * The sheet webhook's rows, made inert: the same rule as `neutraliseSpreadsheetCell` of the
 * shared package (shared/src/format/spreadsheet.ts), kept here as a dependency-free twin
 * because an edge function is deployed from this folder alone; both are tested against
 * shared/src/format/spreadsheet-cases.json. See docs/threat-model.md, "Visitor text in
 * spreadsheets".
 */
const FORMULA_START = /^(?:[\t\r\n]|\s*[=+\-@\uff1d\uff0b\uff0d\uff20])/;

/** A cell starting like a formula (`=`, `+`, `-`, `@`, tab, CR, LF…) gets a leading apostrophe. */
export function neutraliseSpreadsheetCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Always text for the spreadsheet (a phone never becomes a number): one leading apostrophe. */
export function spreadsheetText(value: string): string {
  return value.startsWith("'") ? value : `'${value}`;
}

/** Fields a spreadsheet must keep as typed, whatever they look like ("06000" keeps its zero). */
const TEXT_FIELDS = new Set(['phone', 'postalCode']);

/**
 * A row for the sheet webhook: every string value neutralised, the phone always text; numbers,
 * booleans and null unchanged (they are ours, not the visitor's).
 */
export function sheetRow(payload: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (typeof value !== 'string') row[key] = value;
    else row[key] = TEXT_FIELDS.has(key) ? spreadsheetText(value) : neutraliseSpreadsheetCell(value);
  }
  return row;
}
