/**
 * CSV (RFC 4180) for spreadsheet downloads: every cell quoted, quotes doubled, rows ended by CRLF.
 * A cell that a spreadsheet would read as a formula (starting with =, +, -, @, tab or carriage
 * return) is prefixed with an apostrophe, so it is shown as text and never run (OWASP CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const csvRow = (cells: (string | number | boolean | null | undefined)[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** A byte-order mark first, so spreadsheet programs read the file as UTF-8 (£ signs, accents). */
export const CSV_BOM = '\uFEFF';
