import {
  DEFAULT_LOCALE,
  type AccessTokenPayload,
  type LetterQuery,
  type Locale,
  type ParentLetter,
  type StudentReportParams,
} from '@roar/contracts';
import { kebabCase } from '../orgs/users-export.ts';
import { studentReportOf, type ReportDatabases } from '../reports/student-report.ts';
import { buildLetter } from './build-letter.ts';
import { renderLettersPdf } from './letter-pdf.ts';
import { letterText } from './text/index.ts';

/**
 * The letter's language: the one asked for, else the student's home language (the family's),
 * else the reader's (docs/product/parent-letter.md).
 */
export function letterLocale(query: LetterQuery, homeLocale: Locale | null): Locale {
  return query.locale ?? homeLocale ?? query.reader ?? DEFAULT_LOCALE;
}

/**
 * One student's letter, and the last name its file is named with: the student report (its access
 * rule; 403 otherwise) in the language letterLocale chooses.
 */
export async function studentLetter(
  dbs: ReportDatabases,
  auth: AccessTokenPayload,
  params: StudentReportParams,
  query: LetterQuery,
  now: Date,
): Promise<{ letter: ParentLetter; lastName: string | null }> {
  const { report, user } = await studentReportOf(dbs, auth, params, now);
  const homeLocale = user.homeLocale;
  const text = letterText(letterLocale(query, homeLocale));
  return {
    letter: buildLetter(report, text, { homeLocale, now }),
    lastName: report.student.lastName,
  };
}

/**
 * `GET .../students/:userId/letter`: the parent letter of one student's report. Who may read it
 * is who may read the student's report (studentReport: the organisation in scope, the student in
 * it and holding the administration; 403 otherwise).
 */
export async function parentLetter(
  dbs: ReportDatabases,
  auth: AccessTokenPayload,
  params: StudentReportParams,
  query: LetterQuery,
  now = new Date(),
): Promise<ParentLetter> {
  return (await studentLetter(dbs, auth, params, query, now)).letter;
}

/** A letter file's name: the student and the administration ('leo-bennett-reading-screener.pdf'). */
export function letterFileName(letter: ParentLetter, lastName: string | null): string {
  return `${kebabCase(`${letter.student.firstName} ${lastName ?? ''} ${letter.administration.name}`)}.pdf`;
}

/** `GET .../students/:userId/letter.pdf`: the same letter as a tagged one-page PDF. */
export async function parentLetterPdf(
  dbs: ReportDatabases,
  auth: AccessTokenPayload,
  params: StudentReportParams,
  query: LetterQuery,
  now = new Date(),
): Promise<{ filename: string; pdf: Buffer }> {
  const { letter, lastName } = await studentLetter(dbs, auth, params, query, now);
  return { filename: letterFileName(letter, lastName), pdf: await renderLettersPdf([letter]) };
}
