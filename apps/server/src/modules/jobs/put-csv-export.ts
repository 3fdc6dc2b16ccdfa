import { CSV_CONTENT_TYPE, csvText, type CsvExport } from '../../lib/csv.ts';
import type { JobContext } from './job-handler.ts';

/** A job reports rows written at most this often (each report is a write). */
const PROGRESS_EVERY_MS = 500;

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
  const done = () => csv.progressDone?.() ?? rows;
  let reportedAt = Date.now();
  const chunks: Buffer[] = [];
  const text = csvText(csv.header, csv.batches, async (n) => {
    rows += n;
    if (Date.now() - reportedAt < PROGRESS_EVERY_MS) return;
    // Rows may have been added since the count: the total is never below what is written.
    await ctx.progress({ done: done(), total: Math.max(total, done()) });
    reportedAt = Date.now();
  });
  for await (const chunk of text) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk));
  }
  // Also the last check that the job is still this worker's (not cancelled) before storing.
  await ctx.progress({ done: done(), total: done() });
  await ctx.putFile({
    name: csv.filename,
    contentType: CSV_CONTENT_TYPE,
    content: Buffer.concat(chunks),
  });
  return { rows };
}
