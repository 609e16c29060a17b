/**
 * CSV as spreadsheets open it (UTF-8 with a BOM so Excel reads the accents, « ; » between cells, CRLF).
 * A text cell that a spreadsheet would take for a formula is neutralised by the domain's `spreadsheetText`
 * (the web's CSV follows the same rule). A number is never escaped: « -4,0 » is a number. French
 * spreadsheets read a decimal comma.
 */
import { spreadsheetText } from '@mj/domain';

export type CsvCell = string | number;

function csvField(value: CsvCell, decimalComma: boolean): string {
  let text: string;
  if (typeof value === 'number') text = decimalComma ? String(value).replace('.', ',') : String(value);
  else text = spreadsheetText(value);
  return /[;"\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvDocument(
  rows: readonly (readonly CsvCell[])[],
  options: { decimalComma?: boolean } = {},
): string {
  const decimalComma = options.decimalComma ?? false;
  const lines = rows.map((cells) => cells.map((cell) => csvField(cell, decimalComma)).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** An ASCII file name from a display name (the Content-Disposition header stays plain). */
export function fileName(prefix: string, name: string, fallback: string, extension: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${prefix}-${base || fallback}.${extension}`;
}
