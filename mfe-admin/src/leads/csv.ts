import { finitionLabel, frenchDateTime, type LeadRow, statusLabel } from './model';

/**
 * The inbox as a CSV file that French Excel opens right with a double click: `;` between cells
 * (the comma is the decimal mark), UTF-8 with a byte-order mark (without it Excel reads
 * accents as Windows-1252), CRLF between rows, French dates and decimal commas. Every cell a
 * visitor typed is inert: a spreadsheet reads a cell starting with `=`, `+`, `-`, `@` (or their
 * full-width forms, after spaces) or with a tab, CR or LF as a formula, which could send other
 * cells to a stranger's server; such a cell gets the leading apostrophe that marks text
 * (docs/threat-model.md).
 */
const FORMULA_START = /^(?:[\t\r\n]|\s*[=+\-@\uff1d\uff0b\uff0d\uff20])/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A cell quoted when it holds the separator, a quote or a line break; quotes doubled. */
export function csvCell(value: string): string {
  const inert = neutraliseCell(value);
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
    lead.phone,
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
