import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ROLE_PERMISSIONS, permissionsFor, type Locale, type StudentSurvey } from '@roar/contracts';
import { mockFetch, type MockReply } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { asAdmin, signInAs } from '../../testing/sessions.ts';
import { StudentReportScreen } from './student-report-screen.tsx';
import {
  answeredSurvey,
  REPORT_API,
  REPORT_PATH,
  studentReport,
  studentSurvey,
  SURVEY_API,
} from './testing-fixtures.ts';
import { ROUTE } from './testing-screen.tsx';

afterEach(() => vi.restoreAllMocks());

const asDistrictAdmin = () =>
  signInAs({
    claims: { role: 'admin', admin: true },
    permissions: permissionsFor('admin', ['district']),
  });
const asParent = () =>
  signInAs({ claims: { role: 'launch_admin' }, permissions: ROLE_PERMISSIONS.launch_admin });

type Put = { path: string; body: unknown };

/**
 * The report and its survey, which the PUTs change as the server would; `refuse` answers a PUT
 * instead when it returns a reply. Returns the bodies put, oldest first.
 */
function serveSurvey(initial: StudentSurvey, refuse?: (put: Put) => MockReply | undefined) {
  let survey = initial;
  const puts: Put[] = [];
  mockFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === REPORT_API) return { body: studentReport() };
    if (init.method === 'PUT') {
      const put = { path, body: JSON.parse(String(init.body)) as Record<string, unknown> };
      puts.push(put);
      const refused = refuse?.(put);
      if (refused) return refused;
      if (path === `${SURVEY_API}/opt-out`) {
        survey = { ...survey, optedOut: put.body.optedOut as boolean };
      } else {
        const mine = {
          form: survey.adultForm,
          mine: true,
          answers: put.body.answers as Record<string, 0 | 1 | 2 | 3>,
          updatedAt: '2026-10-06T09:00:00.000Z',
        };
        survey = { ...survey, adults: [...survey.adults.filter((a) => !a.mine), mine] };
      }
      return { body: survey };
    }
    if (path === SURVEY_API) return { body: survey };
    return { status: 404, body: { error: { code: 'not_found', message: 'no' } } };
  });
  return puts;
}

async function openSurvey(locale: Locale = 'en-US') {
  const view = await renderWithProviders(<StudentReportScreen />, {
    locale,
    initialEntry: REPORT_PATH,
    path: ROUTE,
  });
  const section = await screen.findByRole('region', {
    name: locale.startsWith('es')
      ? 'Encuesta Pensamientos y sentimientos'
      : 'Thoughts and Feelings survey',
  });
  return { ...view, section };
}

const question = (name: string) => screen.getByRole('radiogroup', { name });

describe('the survey on a student report', () => {
  it('gives the child’s state but hides answers from a teacher the district does not show them to', async () => {
    asAdmin();
    serveSurvey(answeredSurvey(false));
    const { section } = await openSurvey();
    expect(within(section).getByText('Maya has completed the survey.')).toBeInTheDocument();
    expect(within(section).getByText('Answered in Spanish.')).toBeInTheDocument();
    expect(
      within(section).getByText(/Individual answers are not shown to you/),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('table', { name: 'Maya’s answers' })).toBeNull();
    expect(
      within(section).getByText(
        'A parent answered on Oct 3, 2026. The answers are not shown to you.',
      ),
    ).toBeInTheDocument();
    // A teacher cannot opt a child out.
    expect(within(section).queryByRole('switch')).toBeNull();
  });

  it('shows the child’s and the other adults’ answers question by question to those who may see them', async () => {
    asDistrictAdmin();
    serveSurvey(answeredSurvey(true));
    const { section } = await openSurvey();
    const child = within(section).getByRole('table', { name: 'Maya’s answers' });
    const answerOf = (table: HTMLElement, q: string) =>
      within(within(table).getByRole('row', { name: new RegExp(q) })).getByRole('cell');
    expect(answerOf(child, 'Do you like going to school')).toHaveTextContent(
      'Yes, all of the time',
    );
    expect(answerOf(child, 'Is reading hard for you')).toHaveTextContent('No, never');
    expect(answerOf(child, 'Do you like reading\\?')).toHaveTextContent('No answer');
    const parent = within(section).getByRole('table', {
      name: 'A parent’s answers (saved Oct 3, 2026)',
    });
    expect(answerOf(parent, 'look forward to going to school')).toHaveTextContent(
      'Yes, most of the time',
    );
    // The caller's own answers are in their form, not in this list.
    expect(within(section).queryByRole('table', { name: /A teacher’s answers/ })).toBeNull();
  });

  it('names each state of the child’s survey', async () => {
    asAdmin();
    const cases: [StudentSurvey['child']['state'], boolean, string][] = [
      ['not-started', false, 'Maya has not started the survey yet.'],
      ['started', false, 'Maya has started the survey but not finished it.'],
      ['opted-out', false, 'Maya chose not to answer the survey.'],
      ['not-started', true, 'A parent opted Maya out of the survey.'],
    ];
    for (const [state, optedOut, text] of cases) {
      serveSurvey(
        studentSurvey({
          assigned: true,
          optedOut,
          child: { state, language: null, answers: null },
        }),
      );
      const { section, unmount } = await openSurvey();
      expect(within(section).getByText(text)).toBeInTheDocument();
      unmount();
    }
  });

  it('saves the adult form with the answers chosen and the questions’ language', async () => {
    asAdmin();
    const puts = serveSurvey(answeredSurvey(false));
    const { user, section } = await openSurvey();
    expect(
      within(section).getByRole('heading', { level: 3, name: 'Answer the survey about Maya' }),
    ).toBeInTheDocument();
    // The saved answers are there to change.
    const first = question('1. Does the child look forward to going to school?');
    expect(within(first).getByRole('radio', { name: 'Yes, some of the time' })).toBeChecked();
    expect(
      within(section).getByText('You last saved your answers on Oct 1, 2026.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();

    await user.click(
      within(question('5. Does the child choose to read or look at books?')).getByRole('radio', {
        name: 'Yes, most of the time',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save answers' }));
    expect(await within(section).findByText('Your answers were saved.')).toBeInTheDocument();
    expect(puts).toEqual([
      {
        path: SURVEY_API,
        body: { answers: { 'adult-1': 1, 'adult-12': 3, 'adult-5': 2 }, language: 'en' },
      },
    ]);
  });

  it('asks the questions in Spanish when the adult chooses it, or when the interface is Spanish', async () => {
    asAdmin();
    const puts = serveSurvey(answeredSurvey(false));
    const { user, unmount } = await openSurvey();
    await user.click(screen.getByRole('radio', { name: 'Español' }));
    const first = question('1. ¿El niño o la niña tiene ganas de ir a la escuela?');
    await user.click(within(first).getByRole('radio', { name: 'Sí, todo el tiempo' }));
    await user.click(screen.getByRole('button', { name: 'Save answers' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toEqual({ answers: { 'adult-1': 3, 'adult-12': 3 }, language: 'es' });
    unmount();

    serveSurvey(answeredSurvey(false));
    const spanish = await openSurvey('es-ES');
    expect(
      within(spanish.section).getByRole('heading', { name: 'Responde la encuesta sobre Maya' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked();
  });

  it('keeps the answers and says why when a save fails', async () => {
    asAdmin();
    const puts = serveSurvey(answeredSurvey(false), () => ({
      status: 400,
      body: { error: { code: 'validation_failed', message: 'no', fields: { answers: 'invalid' } } },
    }));
    const { user, section } = await openSurvey();
    const fifth = question('5. Does the child choose to read or look at books?');
    await user.click(within(fifth).getByRole('radio', { name: 'No, never' }));
    await user.click(screen.getByRole('button', { name: 'Save answers' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Some answers could not be saved. Check them and try again.',
    );
    expect(within(section).queryByText('Your answers were saved.')).toBeNull();
    expect(within(fifth).getByRole('radio', { name: 'No, never' })).toBeChecked();
    expect(
      within(question('1. Does the child look forward to going to school?')).getByRole('radio', {
        name: 'Yes, some of the time',
      }),
    ).toBeChecked();
    expect(puts).toHaveLength(1);
  });

  it('says so when nothing is chosen instead of saving an empty form', async () => {
    asAdmin();
    const puts = serveSurvey(studentSurvey({ assigned: true }));
    const { user, section } = await openSurvey();
    await user.click(screen.getByRole('button', { name: 'Save answers' }));
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'Choose an answer to at least one question before saving.',
    );
    expect(puts).toEqual([]);
  });

  it('lets a parent opt the child out, which closes the adult form', async () => {
    asParent();
    const puts = serveSurvey(
      studentSurvey({ assigned: true, adultForm: 'parent', mayOptOut: true }),
    );
    const { user, section } = await openSurvey();
    const optOut = within(section).getByRole('switch', { name: 'Opt Maya out of the survey' });
    expect(optOut).not.toBeChecked();
    expect(optOut).toHaveAccessibleDescription(
      'Maya will not be asked the survey, and their answers will not be counted.',
    );
    await user.click(optOut);
    expect(
      await within(section).findByText('A parent opted Maya out of the survey.'),
    ).toBeInTheDocument();
    expect(puts).toEqual([{ path: `${SURVEY_API}/opt-out`, body: { optedOut: true } }]);
    expect(optOut).toBeChecked();
    expect(within(section).queryByRole('button', { name: 'Save answers' })).toBeNull();
    expect(within(section).getByText(/Maya is opted out of the survey/)).toBeInTheDocument();

    await user.click(optOut);
    await waitFor(() => expect(optOut).not.toBeChecked());
    expect(puts.at(-1)).toEqual({ path: `${SURVEY_API}/opt-out`, body: { optedOut: false } });
    expect(within(section).getByRole('button', { name: 'Save answers' })).toBeInTheDocument();
  });

  it('gives the switch to an administrator who sees answers and explains a refusal', async () => {
    asDistrictAdmin();
    serveSurvey({ ...answeredSurvey(true), mayOptOut: true }, () => ({
      status: 403,
      body: { error: { code: 'forbidden', message: 'no' } },
    }));
    const { user, section } = await openSurvey();
    const optOut = within(section).getByRole('switch', { name: 'Opt Maya out of the survey' });
    await user.click(optOut);
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Only a parent or an administrator of the school can change this.',
    );
    expect(optOut).not.toBeChecked();
  });

  it('has no survey section when the administration does not give the survey', async () => {
    asAdmin();
    serveSurvey(studentSurvey());
    const { queryClient } = await renderWithProviders(<StudentReportScreen />, {
      initialEntry: REPORT_PATH,
      path: ROUTE,
    });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(
        queryClient.getQueryState(['student-report', 'a1', 'class', 'c1', 'u1', 'survey'])?.status,
      ).toBe('success'),
    );
    expect(screen.queryByRole('heading', { name: 'Thoughts and Feelings survey' })).toBeNull();
  });
});
