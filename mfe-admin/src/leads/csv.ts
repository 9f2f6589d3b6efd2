import { displayPhone } from '@parquet-alsace/shared/phone-display';
import { neutraliseSpreadsheetCell, spreadsheetText } from '@parquet-alsace/shared/spreadsheet';
import { finitionLabel, frenchDateTime, type LeadRow, statusLabel } from './model';

/**
 * The inbox as a CSV file that French Excel opens right with a double click: `;` between cells
 * (the comma is the decimal mark), UTF-8 with a byte-order mark (without it Excel reads
 * accents as Windows-1252), CRLF between rows, French dates and decimal commas. Every cell is
 * made inert by the site's one spreadsheet rule (`@parquet-alsace/shared/spreadsheet`,
 * docs/threat-model.md): a cell a spreadsheet would read as a formula gets the apostrophe that
 * marks text; a phone is always text, so that it keeps its `+` or leading zero.
 */
/** A cell quoted when it holds the separator, a quote or a line break; quotes doubled. */
export function csvCell(value: string): string {
  const inert = neutraliseSpreadsheetCell(value);
  return /[;"\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

export const BOM = '\uFEFF';

export const leadCsvHeader = [
  'Reçue le',
  'Statut',
  'Nom',
  'E-mail',
  'Téléphone',
  'Code postal',
  'Ville',
  'Surface (m²)',
  'Finition',
  'Estimation (€)',
];

/** A number as French Excel reads one: decimal comma, no grouping (`1234.5` → `1234,50`). */
const excelNumber = (value: number, decimals: number) => value.toFixed(decimals).replace('.', ',');

function row(lead: LeadRow): string[] {
  return [
    frenchDateTime(lead.created_at),
    statusLabel(lead.status),
    lead.full_name,
    lead.email,
    spreadsheetText(displayPhone(lead.phone).replace(/\u00a0/g, ' ')),
    lead.postal_code,
    lead.city ?? '',
    excelNumber(lead.surface, 0),
    finitionLabel(lead.finition),
    lead.estimated_price === null ? '' : excelNumber(Number(lead.estimated_price), 2),
  ];
}

export function leadsCsv(leads: readonly LeadRow[]): string {
  const lines = [leadCsvHeader, ...leads.map(row)].map((cells) => cells.map(csvCell).join(';'));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** `demandes-2026-11-26.csv`, the date of the export in Paris. */
export function csvFileName(now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);
  return `demandes-${day}.csv`;
}
