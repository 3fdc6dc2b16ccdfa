import { queryOptions } from '@tanstack/react-query';
import {
  ParentLetterSchema,
  type Locale,
  type ParentLetter,
  type StudentReportParams,
} from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { apiDownload, saveDownload } from '../../../lib/api-download.ts';
import { studentReportPath } from './get-student-report.ts';
import { studentReportKeys } from './student-report-keys.ts';

/** What the letter is asked in: a chosen language, else the family's, else the reader's. */
export interface LetterLanguage {
  locale?: Locale | undefined;
  reader: Locale;
}

const letterPath = (params: StudentReportParams) => `${studentReportPath(params)}/letter`;

const queryOf = ({ locale, reader }: LetterLanguage) => ({ ...(locale ? { locale } : {}), reader });

/** GET .../students/:userId/letter: the parent letter, every word in the letter's language. */
export const parentLetterQuery = (params: StudentReportParams, language: LetterLanguage) =>
  queryOptions({
    queryKey: [
      ...studentReportKeys.detail(params),
      'parent-letter',
      language.locale ?? null,
      language.reader,
    ],
    // Read afresh on every visit: the home language may have been changed elsewhere.
    staleTime: 0,
    queryFn: async ({ signal }): Promise<ParentLetter> =>
      ParentLetterSchema.parse(
        await apiClient.get<unknown>(letterPath(params), { query: queryOf(language), signal }),
      ),
  });

/** GET .../letter.pdf, handed to the browser as a download. */
export async function saveLetterPdf(
  params: StudentReportParams,
  language: LetterLanguage,
  fallbackName: string,
): Promise<void> {
  saveDownload(
    await apiDownload(`${letterPath(params)}.pdf`, { query: queryOf(language) }),
    fallbackName,
  );
}
