/**
 * CSV as spreadsheets open it (UTF-8 with a BOM so Excel reads the accents, « ; » between cells, CRLF).
 * A text cell a spreadsheet would take for a formula (=, +, −, @, a tab or a carriage return first) is
 * written with a leading apostrophe, so that a pseudo such as « =HYPERLINK(…) » stays text (OWASP, CSV
 * injection). A number is never escaped: « -4,0 » is a number. French spreadsheets read a decimal comma.
 */
export type CsvCell = string | number;

const FORMULA_START = /^[=+\-@\t\r\u2212]/;

function csvField(value: CsvCell, decimalComma: boolean): string {
  let text: string;
  if (typeof value === 'number') text = decimalComma ? String(value).replace('.', ',') : String(value);
  else text = FORMULA_START.test(value) ? `'${value}` : value;
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
