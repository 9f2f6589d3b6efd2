/**
 * Text a visitor typed, made inert for spreadsheets (sheet rows, CSV exports). A spreadsheet
 * reads a cell that starts with `=`, `+`, `-` or `@` (or their full-width forms, which some
 * locales accept), possibly after spaces, or that starts with a tab, carriage return or line
 * feed, as a formula: `=HYPERLINK(…)`, `=IMPORTXML(…)` or `=IMAGE(…)` can then send other
 * cells to a stranger's server. Such a cell gets a leading apostrophe, the spreadsheets' own
 * "this is text" mark (Google Sheets and Excel hide it when it is typed or appended); any
 * other text is returned unchanged, and a neutralised cell stays as it is when neutralised again.
 *
 * The outbox worker (supabase/functions/_shared/spreadsheet.ts) applies the same rule to the
 * sheet webhook's rows; both are tested against `spreadsheet-cases.json`. See
 * docs/threat-model.md, "Visitor text in spreadsheets".
 */
const FORMULA_START = /^(?:[\t\r\n]|\s*[=+\-@\uff1d\uff0b\uff0d\uff20])/;

/** `=IMAGE("…")` → `'=IMAGE("…")`, `+33 6 12…` → `'+33 6 12…`, `Camille` → `Camille`. */
export function neutraliseSpreadsheetCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * A value a spreadsheet must keep as typed, never turned into a number or a date (a phone:
 * `0612345678` would lose its leading zero, `+33612345678` become 33612345678): always marked
 * as text with the leading apostrophe, once.
 */
export function spreadsheetText(value: string): string {
  return value.startsWith("'") ? value : `'${value}`;
}
