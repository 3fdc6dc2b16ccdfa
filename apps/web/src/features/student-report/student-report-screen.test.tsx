import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type MockReply } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { asAdmin } from '../../testing/sessions.ts';
import { StudentReportScreen } from './student-report-screen.tsx';
import { REPORT_PATH, studentReport, task } from './testing-fixtures.ts';
import { ROUTE, openReport as open, section, serve } from './testing-screen.tsx';

afterEach(() => vi.restoreAllMocks());

describe('StudentReportScreen', () => {
  it('shows the loading message, then the student, grade, class and administration', async () => {
    asAdmin();
    let answer: (reply: MockReply) => void = () => {};
    mockFetch(() => new Promise<MockReply>((resolve) => (answer = resolve)));
    await renderWithProviders(<StudentReportScreen />, { initialEntry: REPORT_PATH, path: ROUTE });
    expect(await screen.findByText('Loading the score report…')).toBeInTheDocument();
    answer({ body: studentReport() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Individual Score Report' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('student-name')).toHaveTextContent('Maya Johnson');
    expect(screen.getByText('Welcome to Maya’s score report.')).toBeInTheDocument();
    const details = (label: string) => screen.getByText(label).nextElementSibling;
    expect(details('Grade')).toHaveTextContent('3');
    expect(details('Class')).toHaveTextContent('Grade 3 - Room 204');
    expect(details('Administration')).toHaveTextContent('Fall screener');
    const summary = screen.getByText('This report includes scores for the following assessments:');
    expect(summary.nextElementSibling).toHaveTextContent('Phoneme Awareness');
    expect(screen.getByText(/Not completed yet:/)).toHaveTextContent('Sentence Reading Efficiency');
  });

  it('says the student is still working until a task is completed', async () => {
    await open(studentReport({ tasks: [task('pa', 'Phoneme Awareness', null)] }));
    expect(screen.getByText('Maya has not finished any assessment yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Expand all sections' })).toBeNull();
    expect(screen.queryByText('Assessment results')).toBeNull();
  });

  it('tags each task and explains an unreliable run with its flags', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Expand all sections' }));
    const word = await screen.findByTestId('unreliable-swr');
    expect(within(word).getByText('The run was marked as unreliable.')).toBeInTheDocument();
    expect(within(word).getByText('because of the following flags')).toBeInTheDocument();
    expect(within(word).getByText('Responses were too fast')).toBeInTheDocument();
    expect(within(word).getByText('Not enough responses')).toBeInTheDocument();
    expect(screen.queryByTestId('unreliable-pa')).toBeNull();
    expect(screen.getAllByText('Unreliable')).toHaveLength(1);
    expect(screen.getAllByText('Reliable')).toHaveLength(3);
    expect(screen.getAllByText('Optional').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Required')).toHaveLength(3);
    const level = screen.getAllByText('Needs extra support')[0]!;
    expect(level.closest('[data-level]')).toHaveAttribute('data-level', 'needs-extra-support');
  });

  it('describes the result, the scores, subscores and what to work on', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Expand all sections' }));
    expect(
      screen.getByText(
        'Maya scored at the 45th percentile in Phoneme Awareness. Maya has achieved this skill.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Maya answered 77% of the items in Letter Names and Sounds correctly.'),
    ).toBeInTheDocument();
    const phonemes = screen.getByRole('table', { name: 'Phoneme subscores' });
    expect(within(phonemes).getByRole('row', { name: /Deletion/ })).toHaveTextContent('36%');
    expect(screen.getByText('Skills to work on:').parentElement).toHaveTextContent('Deletion');
    expect(screen.getByText('Upper-case letters to work on:').parentElement).toHaveTextContent(
      'B, Q',
    );
    expect(screen.getByText('Lower-case letters to work on:').parentElement).toHaveTextContent(
      'None',
    );
    const phonics = screen.getByRole('table', { name: 'Phonics subscores' });
    expect(within(phonics).getByRole('row', { name: /Three-letter blends/ })).toHaveTextContent(
      '2/5',
    );
  });

  it('labels percentiles and standard scores from provisional norms', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Expand all sections' }));
    const scores = screen.getAllByRole('table', { name: 'Score breakdown' });
    const phoneme = scores[0]!;
    expect(within(phoneme).getByRole('row', { name: /Percentile/ })).toHaveTextContent(
      '45Provisional norms',
    );
    expect(within(phoneme).getByRole('row', { name: /Standard score/ })).toHaveTextContent(
      'Provisional norms',
    );
    expect(within(phoneme).getByRole('row', { name: /Raw score/ })).not.toHaveTextContent(
      'Provisional',
    );
    // Local norms (the word task) carry no such label.
    const word = scores[3]!;
    expect(within(word).queryByText('Provisional norms')).toBeNull();
  });

  it('expands and collapses every section', async () => {
    const { user } = await open();
    const controls = [/Phoneme Awareness/, /Letter Names/, /^Phonics/, /Single Word/].map(section);
    for (const control of controls) expect(control).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Expand all sections' }));
    for (const control of controls) expect(control).toHaveAttribute('aria-expanded', 'true');
    expect(
      await screen.findByRole('img', { name: 'Phoneme Awareness: Percentile by completion date' }),
    ).toBeInTheDocument();
    // The chart's data as a table: this administration's row is marked.
    const history = screen.getByRole('table', {
      name: 'Phoneme Awareness: scores by completion date',
    });
    expect(
      within(history)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'CompletedAdministrationPercentileSupport level',
      'Apr 2, 2026Spring screener30Developing skill',
      'Oct 5, 2026Reading Screener (This administration)45Achieved skill',
    ]);
    await user.click(screen.getByRole('button', { name: 'Collapse all sections' }));
    for (const control of controls) expect(control).toHaveAttribute('aria-expanded', 'false');
    await user.click(controls[1]!);
    expect(controls[1]).toHaveAttribute('aria-expanded', 'true');
    expect(controls[0]).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the smaller Spanish variant without phonics subscores on /new', async () => {
    const { user } = await open(studentReport(), { locale: 'es-ES', variant: '/new' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Informe individual de puntuaciones',
    );
    await user.click(screen.getByRole('button', { name: 'Expandir todas las secciones' }));
    expect(screen.getByRole('button', { name: 'Exportar a PDF' })).toBeInTheDocument();
    expect(screen.getByText('La ejecución se marcó como no fiable.')).toBeInTheDocument();
    expect(screen.getByText('debido a los siguientes indicadores')).toBeInTheDocument();
    expect(screen.getByText(/Maya se situó en el 45\.º percentil/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Subpuntuaciones de fonemas' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Subpuntuaciones de fonética' })).toBeNull();
  });

  it('keeps the phonics subscores in Spanish on the plain path and in English on /new', async () => {
    const spanish = await open(studentReport(), { locale: 'es-ES' });
    await spanish.user.click(screen.getByRole('button', { name: 'Expandir todas las secciones' }));
    expect(screen.getByRole('table', { name: 'Subpuntuaciones de fonética' })).toBeInTheDocument();
    spanish.unmount();
    const english = await open(studentReport(), { variant: '/new' });
    await english.user.click(screen.getByRole('button', { name: 'Expand all sections' }));
    expect(screen.getByRole('table', { name: 'Phonics subscores' })).toBeInTheDocument();
  });

  it('switches language in place, keeping the open sections', async () => {
    const { user, i18n } = await open();
    await user.click(screen.getByRole('button', { name: 'Expand all sections' }));
    await act(() => i18n.changeLanguage('es-ES'));
    expect(await screen.findByRole('button', { name: 'Exportar a PDF' })).toBeInTheDocument();
    expect(section(/Phoneme Awareness/)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('La ejecución se marcó como no fiable.')).toBeInTheDocument();
  });

  it('goes to /unauthorized when the report is refused', async () => {
    asAdmin();
    serve({ status: 403, body: { error: { code: 'forbidden', message: 'no' } } });
    const { router } = await renderWithProviders(<StudentReportScreen />, {
      initialEntry: REPORT_PATH,
      path: ROUTE,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('offers a retry when the report cannot be loaded', async () => {
    asAdmin();
    let calls = 0;
    serve(() => {
      calls += 1;
      return calls === 1
        ? { status: 404, body: { error: { code: 'not_found', message: 'gone' } } }
        : { body: studentReport() };
    });
    const { user } = await renderWithProviders(<StudentReportScreen />, {
      initialEntry: REPORT_PATH,
      path: ROUTE,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The score report could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('student-name')).toHaveTextContent('Maya Johnson');
  });

  it('explains the scores and links to next steps', async () => {
    const { user } = await open();
    expect(screen.getByRole('tab', { name: 'Understanding the scores' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText(/It runs from 0 to 180/)).toBeInTheDocument();
    expect(screen.getByText(/at or below a third-grade level/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Next steps' }));
    expect(screen.getByRole('link', { name: /Reading Rockets/ })).toHaveAttribute(
      'href',
      'https://www.readingrockets.org/',
    );
    expect(
      screen.getByRole('link', { name: 'The score report of the whole group' }),
    ).toHaveAttribute('href', '/scores/a1/class/c1');
  });
});
