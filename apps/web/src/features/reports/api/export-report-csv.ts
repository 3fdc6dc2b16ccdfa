import type { ReportExportQuery, ReportParams } from '@roar/contracts';
import { apiDownload, saveDownload } from '../../../lib/api-download.ts';
import type { ReportKind } from './report-keys.ts';
import { filterQuery, reportPath } from './report-request.ts';

/**
 * GET .../progress/students.csv or .../scores/students.csv with the table's filters and sort
 * (all rows) or `userId` (the selected rows), saved under the name the server gives.
 */
export async function exportReportCsv(
  kind: ReportKind,
  p: ReportParams,
  query: ReportExportQuery,
): Promise<void> {
  const file = await apiDownload(`${reportPath(p)}/${kind}/students.csv`, {
    query: {
      ...filterQuery(query),
      sort: query.sort,
      order: query.order,
      userId: query.userId?.length ? query.userId : undefined,
      locale: query.locale,
    },
  });
  saveDownload(file, `${kind}-report.csv`);
}
