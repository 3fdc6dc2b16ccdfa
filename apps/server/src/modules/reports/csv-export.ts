import { Readable } from 'node:stream';
import { csvLine, type CsvValue } from '../../lib/csv.ts';
import type { JobContext } from '../jobs/job-handler.ts';

/**
 * One CSV export (a report table, a user list), once the caller's access is checked: written the
 * same way whether streamed to the client (`GET ... .csv`) or stored as a background job's file
 * (docs/reports-csv.md), so both give the same bytes.
 */
export interface CsvExport {
  /** The name the download is given. */
  filename: string;
  header: readonly string[];
  /** The rows' cells, a batch at a time, read as they are asked for. */
  batches: AsyncIterable<readonly (readonly CsvValue[])[]>;
  /** How many rows the export holds (a count query; for a job's progress). */
  count(): Promise<number>;
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** A job reports rows written at most this often (each report is a write). */
const PROGRESS_EVERY_MS = 500;

/**
 * The text of a CSV: a byte-order mark (for spreadsheets) and the header, then one chunk per batch
 * of rows (RFC 4180, CRLF line ends). `onBatch` learns each batch's row count once it is written.
 */
export async function* csvText(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly CsvValue[])[]>,
  onBatch?: (rows: number) => Promise<void>,
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(header)}`;
  for await (const batch of batches) {
    yield batch.map(csvLine).join('');
    await onBatch?.(batch.length);
  }
}

/** The export as a stream, pulled as the client reads (one batch of rows in memory). */
export function csvExportStream(csv: CsvExport): Readable {
  return Readable.from(csvText(csv.header, csv.batches), { objectMode: false });
}

/**
 * Writes the export as a job's file (`ctx.putFile`, under the export's file name), reporting the
 * rows written as progress, out of the rows counted first. Answers the number of rows.
 */
export async function putCsvExport(
  ctx: Pick<JobContext<unknown, unknown>, 'progress' | 'putFile'>,
  csv: CsvExport,
): Promise<{ rows: number }> {
  const total = await csv.count();
  await ctx.progress({ done: 0, total });
  let rows = 0;
  let reportedAt = Date.now();
  const chunks: Buffer[] = [];
  const text = csvText(csv.header, csv.batches, async (n) => {
    rows += n;
    if (Date.now() - reportedAt < PROGRESS_EVERY_MS) return;
    // Rows may have been added since the count: the total is never below what is written.
    await ctx.progress({ done: rows, total: Math.max(total, rows) });
    reportedAt = Date.now();
  });
  for await (const chunk of text) chunks.push(Buffer.from(chunk, 'utf8'));
  // Also the last check that the job is still this worker's (not cancelled) before storing.
  await ctx.progress({ done: rows, total: rows });
  await ctx.putFile({
    name: csv.filename,
    contentType: CSV_CONTENT_TYPE,
    content: Buffer.concat(chunks),
  });
  return { rows };
}
