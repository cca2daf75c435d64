// CSV text (RFC 4180): fields with a comma, quote or line break are quoted, quotes doubled,
// records end in CRLF. A cell that a spreadsheet would read as a formula (= + - @, or a tab
// or carriage return before one) gets a leading apostrophe first (OWASP, CSV injection):
// member names are typed by members.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | boolean): string {
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number | boolean)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}
