import type { Locale, StudentReportParams } from '@roar/contracts';
import { apiDownload, saveDownload } from '../../../lib/api-download.ts';
import { studentReportPath } from './get-student-report.ts';

/**
 * GET .../students/:userId/report.pdf (the tagged PDF the server makes, ADR 037) in `locale`,
 * handed to the browser as a download.
 */
export async function saveReportPdf(
  params: StudentReportParams,
  locale: Locale,
  fallbackName: string,
): Promise<void> {
  saveDownload(
    await apiDownload(`${studentReportPath(params)}/report.pdf`, {
      query: { locale, reader: locale },
    }),
    fallbackName,
  );
}
