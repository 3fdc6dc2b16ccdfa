import {
  DEFAULT_LOCALE,
  type AccessTokenPayload,
  type LetterQuery,
  type StudentReportParams,
} from '@roar/contracts';
import { kebabCase } from '../../orgs/users-export.ts';
import { studentReportOf, type ReportDatabases } from '../student-report.ts';
import { reportContent } from './report-content.ts';
import { renderReportPdf } from './report-pdf.ts';

/**
 * `GET .../students/:userId/report.pdf`: the individual score report as a tagged PDF, in the
 * language asked for, else the reader's. Who may read it is who may read the student's report
 * (studentReportOf: the organisation in scope, the student in it and holding the administration;
 * 403 and 404 as the JSON report).
 */
export async function studentReportPdf(
  dbs: ReportDatabases,
  auth: AccessTokenPayload,
  params: StudentReportParams,
  query: LetterQuery,
  now = new Date(),
): Promise<{ filename: string; pdf: Buffer }> {
  const { report } = await studentReportOf(dbs, auth, params, now);
  const content = reportContent(report, query.locale ?? query.reader ?? DEFAULT_LOCALE);
  // The name the web export always gave it: 'score-report-maya-johnson.pdf'.
  const { firstName, lastName } = report.student;
  const name = kebabCase(`${firstName ?? ''} ${lastName ?? ''}`) || 'student';
  return { filename: `score-report-${name}.pdf`, pdf: await renderReportPdf(content) };
}
