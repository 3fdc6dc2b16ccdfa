import { screen } from '@testing-library/react';
import type { Locale, StudentReport } from '@roar/contracts';
import { mockFetch, type MockReply } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { asAdmin } from '../../testing/sessions.ts';
import { StudentReportScreen } from './student-report-screen.tsx';
import { REPORT_API, REPORT_PATH, studentReport } from './testing-fixtures.ts';

export const ROUTE = '/scores/:administrationId/:orgType/:orgId/user/:userId';

/** Answers the report call with `reply`; any other call is a 404. */
export function serve(reply: MockReply | (() => MockReply)) {
  return mockFetch((url) => {
    if (new URL(url, 'http://localhost').pathname === REPORT_API) {
      return typeof reply === 'function' ? reply() : reply;
    }
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
