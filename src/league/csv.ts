// CSV text (RFC 4180): fields with a comma, quote or line break are quoted, quotes doubled,
// records end in CRLF. A cell that a spreadsheet would read as a formula (= + - @, or a tab
// or carriage return before one) gets a leading apostrophe first (OWASP, CSV injection):
// member names are typed by members.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
/** What an id may hold to be written as a text formula: no quote, no operator, no space. */
const ID_TOKEN = /^[0-9A-Za-z_]{1,64}$/;

/**
 * An id (a Discord snowflake, a game id) for a spreadsheet. Excel keeps 15 significant
 * digits, so a bare 19-digit snowflake loses its last digits, and a hex game id like
 * "12e4567890" is read as a number. Written as the formula ="…" (quoted for CSV), Excel,
 * LibreOffice and Google Sheets show it as text with every character; a reader that does not
 * evaluate formulas still sees every digit. Only a plain token goes this way, so the formula
 * guard is not bypassed: anything else is written as an ordinary (guarded) cell.
 */
export type CsvId = { readonly id: string };

export type CsvValue = string | number | boolean | CsvId;

export function csvId(id: string): CsvId {
  return { id };
}

/** The UTF-8 byte order mark: without it Excel reads the file as the system's code page. */
export const UTF8_BOM = '\uFEFF';

export function csvCell(value: CsvValue): string {
  if (typeof value === 'object') return ID_TOKEN.test(value.id) ? `"=""${value.id}"""` : csvCell(value.id);
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}

/** A whole file: the BOM, then the rows. */
export function csvFile(rows: readonly (readonly CsvValue[])[]): string {
  return UTF8_BOM + toCsv(rows);
}
