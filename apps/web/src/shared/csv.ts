/** One CSV cell: text or a number (null and undefined write an empty cell). */
export type CsvCell = string | number | null | undefined;

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP); a leading quote
// makes it plain text. Tab and carriage return start formulas in some programs too.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as CSV text: formula-looking text gets a leading "'", then RFC 4180 quoting when needed. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  // Numbers are data, not formulas: a negative number stays a number.
  let text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows (the first usually the header) as RFC 4180 CSV: comma-separated, CRLF line ends, quoted where needed. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A file name safe on every system from a title ("Work items by state" → "work-items-by-state.csv"). */
export function csvFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'data'}.csv`;
}

/** Saves CSV text as a file in the browser (a UTF-8 BOM so spreadsheet programs read accents right). */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, so the download has started.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
