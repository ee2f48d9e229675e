// CSV writing for every file the server produces (RFC 4180): fields quoted when they hold a comma, a quote, CR or LF
// (quotes doubled), CRLF line ends. A cell that a spreadsheet would read as a formula (starting with = + - @, or a
// tab / CR that some spreadsheets skip before one) gets a leading apostrophe (CSV / formula injection).

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: null and undefined are empty; numbers and booleans as written; text guarded and quoted as needed. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, CRLF-terminated. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A whole CSV document from a header and rows (a UTF-8 BOM first so spreadsheets read the encoding). */
export function csvDocument(header: readonly string[], rows: Iterable<readonly unknown[]>): string {
  let out = `\ufeff${csvLine(header)}`;
  for (const row of rows) out += csvLine(row);
  return out;
}
