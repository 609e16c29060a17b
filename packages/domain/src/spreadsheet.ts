/**
 * A text a spreadsheet would read as a formula (it starts with =, +, - or −, @, a tab or a carriage return)
 * gets a leading apostrophe, so that a pseudo such as « =HYPERLINK(…) » stays text (OWASP, CSV injection).
 * One rule for every CSV the app writes, the server's and the web's. Numbers never go through it.
 */
const FORMULA_START = /^[=+\-@\t\r\u2212]/;

export function spreadsheetText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
