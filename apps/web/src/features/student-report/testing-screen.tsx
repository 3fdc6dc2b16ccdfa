import { screen } from '@testing-library/react';
import type { Locale, StudentReport, StudentSurvey } from '@roar/contracts';
import { mockFetch, type MockReply } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { asAdmin } from '../../testing/sessions.ts';
import { StudentReportScreen } from './student-report-screen.tsx';
import {
  REPORT_API,
  REPORT_PATH,
  studentReport,
  studentSurvey,
  SURVEY_API,
} from './testing-fixtures.ts';

export const ROUTE = '/scores/:administrationId/:orgType/:orgId/user/:userId';

/**
 * Answers the report call with `reply` and the survey call with `survey` (none by default); any
 * other call is a 404.
 */
export function serve(
  reply: MockReply | (() => MockReply),
  survey: StudentSurvey = studentSurvey(),
) {
  return mockFetch((url) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === REPORT_API) return typeof reply === 'function' ? reply() : reply;
    if (path === SURVEY_API) return { body: survey };
    return { status: 404, body: { error: { code: 'not_found', message: 'no' } } };
  });
}

/** An admin opens the report (plain path or /new) and it has loaded. */
export async function openReport(
  report: StudentReport = studentReport(),
  { locale = 'en-US', variant = '' }: { locale?: Locale; variant?: '' | '/new' } = {},
) {
  asAdmin();
  serve({ body: report });
  const view = await renderWithProviders(<StudentReportScreen />, {
    locale,
    initialEntry: `${REPORT_PATH}${variant}`,
    path: `${ROUTE}${variant}`,
  });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

/** A task's section control (the accordion button). */
export const section = (name: RegExp) => screen.getByRole('button', { name });
