import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { ReportExportQuerySchema } from '@roar/contracts';
import { openDatabase, reportCsvCopyStatement } from '@roar/db';
import { today } from '../../apps/server/src/lib/day.ts';
import { reportCsvTable } from '../../apps/server/src/modules/reports/report-csv.ts';

/**
 * The baseline of the CSV export (issue 22 item 4): the very `COPY ... TO STDOUT` statement
 * `GET .../scores/students.csv` runs for the district (built by the server's own code, with the
 * query's defaults), run bare with pg and read to its end. The endpoint can only add to it.
 */
export async function reportCsvCopy(
  databaseUrl: string,
  scope: { administrationId: string; orgId: string },
): Promise<{ settings: readonly string[]; text: string }> {
  const database = await openDatabase({ url: databaseUrl });
  try {
    const query = ReportExportQuerySchema.parse({});
    const { table, columns } = await reportCsvTable(
      database.db,
      { ...scope, day: today(new Date()) },
      query,
      'scores',
    );
    return await reportCsvCopyStatement(database.db, table, columns);
  } finally {
    await database.close();
  }
}

/** Runs the statement as the endpoint does (one transaction, its settings): rows and bytes. */
export async function runCsvCopy(
  client: pg.Client,
  statement: { settings: readonly string[]; text: string },
): Promise<pg.QueryResult> {
  await client.query('begin');
  for (const setting of statement.settings) await client.query(setting);
  let rows = 0;
  for await (const chunk of client.query(copyTo(statement.text))) {
    for (const byte of chunk as Buffer) if (byte === 10) rows += 1;
  }
  await client.query('commit');
  return { rowCount: rows, rows: [], command: 'COPY', oid: 0, fields: [] };
}
