import type { FastifyReply } from 'fastify';
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
 * Rows already written as CSV text, by the database (the report exports,
 * docs/decisions/042-report-csv-in-sql.md), with the number of rows the chunk ends.
 */
export interface CsvChunk {
  bytes: Uint8Array;
  rows: number;
}

/**
 * One CSV export (a report table, a user list), once the caller's access is checked: written the
 * same way whether streamed to the client (`GET ... .csv`) or stored as a background job's file
 * (docs/reports-csv.md), so both give the same bytes.
 */
export interface CsvExport {
  /** The name the download is given. */
  filename: string;
  header: readonly string[];
  /** The rows' cells (or their text), a batch at a time, read as they are asked for. */
  batches: AsyncIterable<CsvBatch>;
  /** How many rows the export holds (a count query; for a job's progress). */
  count(): Promise<number>;
  /**
   * What a job reports as done, when its progress counts something else than rows (the
   * item-response export counts students read, out of `count()` students); rows by default.
   */
  progressDone?: () => number;
}

/** A batch of rows: their cells, or their text already written. */
export type CsvBatch = readonly (readonly CsvValue[])[] | CsvChunk;

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/**
 * The text of a CSV: a byte-order mark (so spreadsheet programs read UTF-8 names correctly) and
 * the header, then one chunk per batch of rows (RFC 4180, CRLF line ends). `onBatch` learns each
 * batch's row count once it is written.
 */
export async function* csvText(
  header: readonly string[],
  batches: AsyncIterable<CsvBatch>,
  onBatch?: (rows: number) => Promise<void>,
): AsyncGenerator<string | Uint8Array> {
  yield `\uFEFF${csvLine(header)}`;
  for await (const batch of batches) {
    if ('bytes' in batch) {
      yield batch.bytes;
      await onBatch?.(batch.rows);
    } else {
      yield batch.map(csvLine).join('');
      await onBatch?.(batch.length);
    }
  }
}

/** The export as a stream, pulled as the client reads (one batch of rows in memory). */
export function csvExportStream(csv: Pick<CsvExport, 'header' | 'batches'>): Readable {
  return Readable.from(csvText(csv.header, csv.batches), { objectMode: false });
}

/**
 * A stream of CSV text: the header, then every row `rows` yields, pulled as the client reads (the
 * rows are usually fetched page by page, so an export of any size holds one page in memory).
 */
export function csvStream(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvValue[]>,
): Readable {
  async function* one(): AsyncGenerator<(readonly CsvValue[])[]> {
    for await (const row of rows) yield [row];
  }
  return csvExportStream({ header, batches: one() });
}

/** A safe `Content-Disposition` value for a download named `filename` (ASCII, no quotes). */
export function attachmentHeader(filename: string): string {
  const safe = filename.replace(/[^A-Za-z0-9._-]/g, '-');
  return `attachment; filename="${safe}"`;
}

/** Answers a private PDF download: its type, its file name, never cached. */
export function sendPdf(reply: FastifyReply, file: { filename: string; pdf: Uint8Array }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachmentHeader(file.filename))
    .header('cache-control', 'no-store')
    .send(file.pdf);
}
