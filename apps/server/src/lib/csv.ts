import { Readable } from 'node:stream';

/** A cell value as exports hand it over; null and undefined become an empty cell. */
export type CsvValue = string | number | boolean | Date | null | undefined | readonly string[];

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"): such a cell
 * gets a leading single quote so it is shown as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text of one cell: lists joined with '; ', dates as ISO, formulas neutralised, quoted if needed. */
export function csvCell(value: CsvValue): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (value instanceof Date) text = value.toISOString();
  else if (Array.isArray(value)) text = value.join('; ');
  else text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line (RFC 4180: CRLF line ends). */
export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * A stream of CSV text: the header, then every row `rows` yields, pulled as the client reads (the
 * rows are usually fetched page by page, so an export of any size holds one page in memory).
 * Starts with a byte-order mark so spreadsheet programs read UTF-8 names correctly.
 */
export function csvStream(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvValue[]>,
): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${csvLine(header)}`;
    for await (const row of rows) yield csvLine(row);
  }
  return Readable.from(lines(), { objectMode: false });
}

/** A safe `Content-Disposition` value for a download named `filename` (ASCII, no quotes). */
export function attachmentHeader(filename: string): string {
  const safe = filename.replace(/[^A-Za-z0-9._-]/g, '-');
  return `attachment; filename="${safe}"`;
}
