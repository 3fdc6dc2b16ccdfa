import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render.tsx';
import { asAdmin } from '../../testing/sessions.ts';
import { ScoreReportScreen } from './score-report-screen.tsx';
import {
  forbidden,
  posted,
  REPORT,
  requests,
  scoreSummary,
  serveReport,
  surveySummary,
} from './testing-fixtures.ts';

const path = '/scores/:administrationId/:orgType/:orgId';

async function renderReport(options: { locale?: 'en-US' | 'es-ES'; title?: string } = {}) {
  asAdmin();
  const rendered = await renderWithProviders(<ScoreReportScreen />, {
    path,
    initialEntry: '/scores/adm1/class/c1',
    locale: options.locale,
  });
  const table = await screen.findByRole('table', { name: options.title ?? 'Score report' });
  const maya = within(table).getByRole('row', { name: /Maya/ });
  return { ...rendered, table, maya };
}

async function pick(
  user: Awaited<ReturnType<typeof renderWithProviders>>['user'],
  label: string,
  option: string,
) {
  await user.click(screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT')!);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The cells of a row, by column header text. */
function cellOf(table: HTMLElement, row: HTMLElement, column: string): HTMLElement {
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.findIndex((h) => h.textContent?.startsWith(column));
  return within(row).getAllByRole('cell')[index]!;
}

describe('score report', () => {
  it('switches back to the progress report and links each student to their report', async () => {
    serveReport();
    const { maya } = await renderReport();
    expect(screen.getByRole('heading', { level: 1, name: 'Grade 3 - Room 204' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Progress report' })).toHaveAttribute(
      'href',
      '/administration/adm1/class/c1',
    );
    expect(within(maya).getByRole('link', { name: "View Maya's score report" })).toHaveAttribute(
      'href',
      '/scores/adm1/class/c1/user/u1',
    );
  });

  it('shows the value the view asks for in every task cell', async () => {
    serveReport();
    const { user, table, maya, router } = await renderReport();
    const word = () => cellOf(table, maya, 'Single Word Recognition');
    expect(word()).toHaveTextContent('Achieved');

    await pick(user, 'View', 'Percentile');
    await waitFor(() => expect(word()).toHaveTextContent('>99'));
    expect(router.state.location.search).toBe('?view=percentile');
    // The level stays in the text for screen readers.
    expect(word()).toHaveTextContent('>99, Achieved');

    await pick(user, 'View', 'Standard score');
    await waitFor(() => expect(word()).toHaveTextContent('131'));
    await pick(user, 'View', 'Raw score');
    await waitFor(() => expect(word()).toHaveTextContent('512'));
    // Tasks not scored yet show their progress in any view.
    expect(cellOf(table, maya, 'Letter Names')).toHaveTextContent('Not assigned');
  });

  it('marks unreliable scores and says why, in words', async () => {
    serveReport();
    const { table, maya } = await renderReport();
    const phoneme = cellOf(table, maya, 'Phonological Awareness');
    expect(phoneme).toHaveTextContent('Needs extra support');
    expect(
      within(phoneme).getByRole('img', {
        name: 'Unreliable: answers came too fast, the assessment was not finished',
      }),
    ).toBeInTheDocument();
    expect(within(phoneme).getByText('Needs extra support').closest('.report-unreliable')).not.toBeNull();
    expect(screen.getByText(/A pale, striped cell marks a score/)).toBeInTheDocument();
  });

  it('labels scores from provisional norms in the columns and explains them', async () => {
    serveReport({ provisional: true });
    const { table } = await renderReport();
    const word = within(table)
      .getAllByRole('columnheader')
      .find((h) => h.textContent?.startsWith('Single Word Recognition'))!;
    expect(word).toHaveTextContent('Provisional norms');
    const letter = within(table)
      .getAllByRole('columnheader')
      .find((h) => h.textContent?.startsWith('Letter Names'))!;
    expect(letter).not.toHaveTextContent('Provisional norms');
    expect(screen.getByRole('note')).toHaveTextContent(/provisional reference model, not with a national norming sample/);
  });

  it('says nothing of provisional norms when no score uses them', async () => {
    serveReport({ provisional: false });
    await renderReport();
    expect(screen.queryByText('Provisional norms')).not.toBeInTheDocument();
  });

  it('draws support levels and score distributions with text alternatives', async () => {
    serveReport();
    await renderReport();
    const word = await screen.findByRole('list', { name: 'Single Word Recognition (Word)' });
    expect(within(word).getByText('Needs extra support: 2 (20%)')).toBeInTheDocument();
    expect(within(word).getByText('Achieved skill: 5 (50%)')).toBeInTheDocument();
    expect(screen.getByText(/1 of 10 scores may be unreliable/)).toBeInTheDocument();
    const grade3 = screen.getByRole('list', { name: 'Grade 3 (5)' });
    expect(within(grade3).getByText('50–59: 2')).toBeInTheDocument();
    expect(within(grade3).getByText('90–100: 0')).toBeInTheDocument();
  });

  it('names the tasks nobody here was assigned or scored on in one line instead of empty charts', async () => {
    const none = (n: number) => ({
      'needs-extra-support': 0,
      developing: 0,
      achieved: 0,
      'raw-score': 0,
      optional: 0,
      none: n,
    });
    const summary = scoreSummary(false);
    summary.byTask = [
      { ...summary.byTask[0]!, taskId: 'pa', levels: none(3), byGrade: [], reliable: 0, unreliable: 0 },
      { ...summary.byTask[0]!, taskId: 'letter', levels: none(0), byGrade: [], reliable: 0, unreliable: 0 },
      {
        ...summary.byTask[0]!,
        byGrade: [
          ...summary.byTask[0]!.byGrade,
          { grade: '2', levels: none(4), bins: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
        ],
      },
    ];
    serveReport({
      override: (u) =>
        u.pathname === `${REPORT}/scores/summary` ? { body: summary } : undefined,
    });
    await renderReport();
    const support = await screen.findByRole('region', { name: 'Support levels by assessment' });
    expect(within(support).getByText('3 students assigned, not scored yet')).toBeInTheDocument();
    expect(
      within(support).getByText(
        'Not assigned to these students: Letter Names and Sounds',
      ),
    ).toBeInTheDocument();
    // One bar (Word): no empty bars for the unscored and unassigned tasks.
    expect(within(support).getAllByRole('list', { name: /\(/ })).toHaveLength(1);
    const distribution = screen.getByRole('region', { name: 'Scores by grade' });
    expect(
      within(distribution).getByText('No scores yet: Phonological Awareness (Phoneme)'),
    ).toBeInTheDocument();
    expect(within(distribution).getByRole('list', { name: 'Grade 3 (5)' })).toBeInTheDocument();
    expect(within(distribution).queryByRole('list', { name: 'Grade 2 (0)' })).toBeNull();
  });

  it('filters by support level of one assessment, through the address', async () => {
    const fetchMock = serveReport();
    const { user, router } = await renderReport();
    await pick(user, 'Assessment', 'Single Word Recognition (Word)');
    await pick(user, 'Support level', 'Needs extra support');
    await pick(user, 'Reliability', 'Unreliable');
    await waitFor(() => {
      const last = requests(fetchMock, `${REPORT}/scores/students`).at(-1)!.searchParams;
      expect(last.get('taskId')).toBe('swr');
      expect(last.getAll('supportLevel')).toEqual(['needs-extra-support']);
      expect(last.get('reliability')).toBe('unreliable');
    });
    expect(router.state.location.search).toBe(
      '?task=swr&level=needs-extra-support&reliability=unreliable',
    );
  });

  it('exports the CSV in the language on screen, as a job whose file it downloads', async () => {
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    onTestFinished(() => void Object.assign(URL, original));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetchMock = serveReport();
    const { user } = await renderReport({ locale: 'es-ES', title: 'Informe de puntuaciones' });
    await user.click(screen.getByRole('button', { name: 'Exportar todo (CSV)' }));
    await waitFor(() => expect(posted(fetchMock, `${REPORT}/exports`)).toHaveLength(1));
    expect(posted(fetchMock, `${REPORT}/exports`)[0]).toMatchObject({
      report: 'scores',
      locale: 'es-ES',
    });
    expect(await screen.findByText('Preparando el archivo… 10 de 30 filas')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progreso de la exportación' })).toBeVisible();
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1), { timeout: 4_000 });
    expect(requests(fetchMock, '/api/admin/jobs/job1/file')).toHaveLength(1);
    expect(screen.getByText('El archivo está listo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver a descargar' })).toBeInTheDocument();
  });

  it('counts the survey answers per question of each form that has enough respondents', async () => {
    serveReport({ survey: surveySummary() });
    await renderReport();
    const section = await screen.findByRole('region', { name: 'Thoughts and Feelings survey' });
    expect(screen.getByRole('heading', { level: 2, name: 'Thoughts and Feelings survey' })).toBe(
      within(section).getByRole('heading', { level: 2 }),
    );
    const children = within(section).getByRole('table', {
      name: 'Children: how many gave each answer',
    });
    expect(
      within(children)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Question',
      'No, never',
      'Yes, some of the time',
      'Yes, most of the time',
      'Yes, all of the time',
    ]);
    const liking = within(children).getByRole('row', { name: /Do you like going to school\?/ });
    expect(within(liking).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '1',
      '2',
      '4',
      '5',
    ]);
    // A question fewer than five answered shows no counts.
    const lonely = within(children).getByRole('row', { name: /Do you feel lonely at school\?/ });
    expect(within(lonely).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Hidden: fewer than 5 people answered this question.',
    ]);
    expect(within(section).getByText('12 answered')).toBeInTheDocument();
    expect(
      within(section).getByText(
        '2 students were opted out by a parent or chose not to answer; nothing of theirs is counted.',
      ),
    ).toBeInTheDocument();
    // No teacher answered: no Teachers part.
    expect(within(section).queryByRole('heading', { name: 'Teachers' })).toBeNull();
  });

  it('hides the counts of a form fewer than five answered, saying why', async () => {
    serveReport({ survey: surveySummary() });
    await renderReport();
    const parents = await screen.findByRole('region', { name: 'Parents' });
    expect(within(parents).getByText('3 answered')).toBeInTheDocument();
    expect(
      within(parents).getByText(/hidden because fewer than 5 people answered/),
    ).toBeInTheDocument();
    expect(within(parents).queryByRole('table')).toBeNull();
  });

  it('shows the questions and answers in Spanish for a Spanish interface', async () => {
    serveReport({ survey: surveySummary() });
    await renderReport({ locale: 'es-ES', title: 'Informe de puntuaciones' });
    const table = await screen.findByRole('table', {
      name: 'Niños y niñas: cuántas personas dieron cada respuesta',
    });
    expect(within(table).getByRole('columnheader', { name: 'No, nunca' })).toBeInTheDocument();
    expect(
      within(table).getByRole('rowheader', { name: '¿Te gusta ir a la escuela?' }),
    ).toBeInTheDocument();
  });

  it('has no survey section when the administration does not give the survey', async () => {
    serveReport();
    const { queryClient } = await renderReport();
    await waitFor(() =>
      expect(queryClient.getQueryState(['reports', 'adm1', 'class', 'c1', 'survey'])?.status).toBe(
        'success',
      ),
    );
    expect(screen.queryByRole('heading', { name: 'Thoughts and Feelings survey' })).toBeNull();
  });

  it('sends a caller who may not read the scores to /unauthorized', async () => {
    serveReport({
      override: (u) => (u.pathname.startsWith(`${REPORT}/scores`) ? forbidden : undefined),
    });
    asAdmin();
    await renderWithProviders(<ScoreReportScreen />, { path, initialEntry: '/scores/adm1/class/c1' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/unauthorized');
  });
});
