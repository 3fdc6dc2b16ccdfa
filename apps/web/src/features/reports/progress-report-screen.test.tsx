import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render.tsx';
import { asAdmin, asSuperAdmin } from '../../testing/sessions.ts';
import { ProgressReportScreen } from './progress-report-screen.tsx';
import {
  exportParams,
  finishedExport,
  forbidden,
  posted,
  REPORT,
  requests,
  serveReport,
} from './testing-fixtures.ts';

const path = '/administration/:administrationId/:orgType/:orgId';
const STUDENTS = `${REPORT}/progress/students`;
const EXPORTS = `${REPORT}/exports`;

async function renderReport(initialEntry = '/administration/adm1/class/c1', asSuper = false) {
  if (asSuper) asSuperAdmin();
  else asAdmin();
  const rendered = await renderWithProviders(<ProgressReportScreen />, { path, initialEntry });
  const table = await screen.findByRole('table', { name: 'Progress report' });
  return { ...rendered, table };
}

/** Picks an option of a labelled Mantine select or multi-select. */
async function pick(
  user: Awaited<ReturnType<typeof renderWithProviders>>['user'],
  label: string,
  option: string,
) {
  await user.click(screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT')!);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('progress report', () => {
  it('heads with the organisation, the administration and a switch to the score report', async () => {
    serveReport();
    await renderReport();
    expect(screen.getByRole('heading', { level: 1, name: 'Grade 3 - Room 204' })).toBeVisible();
    // Admins see the administration's public name.
    expect(screen.getByText('Administration: Reading Screener')).toBeInTheDocument();
    expect(screen.getByText('Progress report · Class')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Report type' });
    expect(within(nav).getByRole('link', { name: 'Progress report' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Score report' })).toHaveAttribute(
      'href',
      '/scores/adm1/class/c1',
    );
  });

  it('names the administration internally for a super admin, with the name participants see', async () => {
    serveReport();
    await renderReport('/administration/adm1/class/c1', true);
    expect(
      screen.getByText(
        'Administration: Internal screener 2026 (participants see: Reading Screener)',
      ),
    ).toBeInTheDocument();
  });

  it('shows counts per assessment and in total, with numbers screen readers read', async () => {
    serveReport();
    await renderReport();
    const word = await screen.findByRole('list', { name: 'Single Word Recognition (Word)' });
    expect(within(word).getByText('Completed: 5 (50%)')).toBeInTheDocument();
    expect(within(word).getByText('Started: 3 (30%)')).toBeInTheDocument();
    expect(within(word).getByText('Assigned: 2 (20%)')).toBeInTheDocument();
    const total = screen.getByRole('list', { name: 'Whole assignment' });
    expect(within(total).getByText('Assigned: 20 (67%)')).toBeInTheDocument();
    expect(within(total).queryByText(/Optional/)).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('Optional');
  });

  it('shows one status tag per assessment, as words', async () => {
    serveReport();
    const { table } = await renderReport();
    const maya = within(table).getByRole('row', { name: /Maya/ });
    expect(within(maya).getAllByText('Completed')).toHaveLength(2);
    expect(within(maya).getByText('Not assigned')).toBeInTheDocument();
    const third = within(table).getByRole('row', { name: /First3 / });
    expect(within(third).getByText('Started')).toBeInTheDocument();
    expect(within(third).getByText('Optional')).toBeInTheDocument();
    // One class: no school column.
    expect(within(table).queryByRole('columnheader', { name: /School/ })).not.toBeInTheDocument();
  });

  it('keeps filters in the address and sends them with the requests; back undoes them', async () => {
    const fetchMock = serveReport();
    const { user, router } = await renderReport();
    await pick(user, 'Grade', 'Grade 3');
    await waitFor(() => expect(router.state.location.search).toBe('?grade=3'));
    await waitFor(() =>
      expect(requests(fetchMock, STUDENTS).at(-1)!.searchParams.getAll('grade')).toEqual(['3']),
    );
    expect(
      requests(fetchMock, `${REPORT}/progress/summary`).at(-1)!.searchParams.get('grade'),
    ).toBe('3');
    expect(await screen.findByText('1–15 of 15')).toBeInTheDocument();

    await pick(user, 'Assessment', 'Phonological Awareness (Phoneme)');
    await pick(user, 'Status', 'Started');
    await waitFor(() => {
      const last = requests(fetchMock, STUDENTS).at(-1)!.searchParams;
      expect(last.get('taskId')).toBe('pa');
      expect(last.getAll('status')).toEqual(['started']);
    });
    expect(router.state.location.search).toBe('?grade=3&task=pa&status=started');

    await user.type(screen.getByLabelText('Search by name or username'), 'may');
    await waitFor(() => expect(router.state.location.search).toContain('q=may'));
    await waitFor(() =>
      expect(requests(fetchMock, STUDENTS).at(-1)!.searchParams.get('search')).toBe('may'),
    );

    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).not.toContain('q='));
    await waitFor(() =>
      expect(screen.getByLabelText('Search by name or username')).toHaveValue(''),
    );
  });

  it('sorts by a column header, then reverses on a second click', async () => {
    const fetchMock = serveReport();
    const { user, table } = await renderReport();
    const header = (name: string) =>
      within(table).getByRole('button', { name: `Sort by ${name}` }).closest('th');
    expect(header('Last name')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(table).getByRole('button', { name: 'Sort by Last name' }));
    await waitFor(() => expect(header('Last name')).toHaveAttribute('aria-sort', 'descending'));
    expect(requests(fetchMock, STUDENTS).at(-1)!.searchParams.get('order')).toBe('desc');

    await user.click(within(table).getByRole('button', { name: 'Sort by Grade' }));
    await waitFor(() => expect(header('Grade')).toHaveAttribute('aria-sort', 'ascending'));
    expect(header('Last name')).not.toHaveAttribute('aria-sort');
    const last = requests(fetchMock, STUDENTS).at(-1)!.searchParams;
    expect([last.get('sort'), last.get('order')]).toEqual(['grade', 'asc']);
  });

  it('pages through the students and changes the page size', async () => {
    const fetchMock = serveReport();
    const { user, router } = await renderReport();
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('26–30 of 30')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('row', { name: /First30/ })).toBeInTheDocument();

    await pick(user, 'Rows per page', '50');
    expect(await screen.findByText('1–30 of 30')).toBeInTheDocument();
    expect(requests(fetchMock, STUDENTS).at(-1)!.searchParams.get('pageSize')).toBe('50');
    expect(router.state.location.search).toBe('?size=50');
  });

  /** jsdom has no object URLs and does not download: stand-ins for one test. */
  function stubDownloads() {
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    onTestFinished(() => void Object.assign(URL, original));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  }
  const WAIT = { timeout: 4_000 };

  it('exports all rows as a job: shows its progress, then downloads the file', async () => {
    const click = stubDownloads();
    const fetchMock = serveReport();
    const { user } = await renderReport('/administration/adm1/class/c1?grade=3');

    expect(screen.getByRole('button', { name: 'Export selected (CSV)' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Export all (CSV)' }));
    await waitFor(() => expect(posted(fetchMock, EXPORTS)).toHaveLength(1));
    expect(posted(fetchMock, EXPORTS)[0]).toEqual({
      report: 'progress',
      grade: ['3'],
      sort: 'lastName',
      order: 'asc',
      locale: 'en-US',
    });
    expect(await screen.findByText('Preparing your file… 10 of 30 rows')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toBeInTheDocument();
    // No second export while this one runs.
    expect(screen.getByRole('button', { name: 'Export all (CSV)' })).toBeDisabled();

    expect(await screen.findByText('Your file is ready.', undefined, WAIT)).toHaveAttribute(
      'role',
      'status',
    );
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(requests(fetchMock, '/api/admin/jobs/job1/file')).toHaveLength(1);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download again' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(requests(fetchMock, '/api/admin/jobs/job1/file')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Export all (CSV)' })).toBeEnabled();
  });

  it('exports only the selected students', async () => {
    const click = stubDownloads();
    const fetchMock = serveReport();
    const { user, table } = await renderReport('/administration/adm1/class/c1?grade=3');
    await user.click(within(table).getByRole('checkbox', { name: 'Select Maya Johnson' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select First3 Last03' }));
    expect(screen.getByText('2 students selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export selected (CSV)' }));
    await waitFor(() => expect(posted(fetchMock, EXPORTS)).toHaveLength(1));
    expect(posted(fetchMock, EXPORTS)[0]).toEqual({
      report: 'progress',
      userId: ['u1', 'u3'],
      sort: 'lastName',
      order: 'asc',
      locale: 'en-US',
    });
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1), WAIT);
    expect(requests(fetchMock, '/api/admin/jobs/job1/file')).toHaveLength(1);

    await user.click(within(table).getByRole('checkbox', { name: 'Select every student on this page' }));
    expect(screen.getByText('15 students selected')).toBeInTheDocument();
  });

  it('says why an export failed and starts it again on request', async () => {
    stubDownloads();
    const fetchMock = serveReport({ exports: { outcome: 'failed', error: 'not_permitted' } });
    const { user } = await renderReport();
    await user.click(screen.getByRole('button', { name: 'Export all (CSV)' }));
    expect(
      await screen.findByText(
        'You can no longer export this report, so the file was not made.',
        undefined,
        WAIT,
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(posted(fetchMock, EXPORTS)).toHaveLength(2));
    expect(await screen.findByText('Preparing your file… 10 of 30 rows')).toBeInTheDocument();
  });

  it('shows the latest export of this same view again, with a download link', async () => {
    const click = stubDownloads();
    const fetchMock = serveReport({
      exports: {
        recent: [
          // Newest first: another grade, then this view, then an older export of this view.
          finishedExport({ id: 'other', params: exportParams({ grade: ['2'] }) }),
          finishedExport({ id: 'mine', params: exportParams({ grade: ['3'] }) }),
          finishedExport({ id: 'older', params: exportParams({ grade: ['3'] }) }),
        ],
      },
    });
    const { user } = await renderReport('/administration/adm1/class/c1?grade=3');
    expect(await screen.findByText(/^Your latest export of this view, started at/)).toBeVisible();
    expect(screen.getByText('Your file is ready.')).toHaveAttribute('role', 'status');
    expect(requests(fetchMock, '/api/admin/jobs')[0]!.searchParams.get('kind')).toBe(
      'export.report_csv',
    );
    // Found again, not downloaded by itself.
    expect(click).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Download the file' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(requests(fetchMock, '/api/admin/jobs/mine/file')).toHaveLength(1);
  });

  it('shows no earlier export for a view that was not exported within the hour', async () => {
    serveReport({
      exports: {
        recent: [
          finishedExport({ id: 'grade2', params: exportParams({ grade: ['2'] }) }),
          finishedExport({
            id: 'stale',
            params: exportParams({ grade: ['3'] }),
            createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
          }),
          finishedExport({ id: 'searched', params: exportParams({ grade: ['3'], search: true }) }),
        ],
      },
    });
    await renderReport('/administration/adm1/class/c1?grade=3');
    await waitFor(() => expect(screen.queryByText(/Your latest export/)).not.toBeInTheDocument());
    expect(screen.queryByTestId('csv-export-status')).not.toBeInTheDocument();
  });

  it('says when no student matches and offers to clear the filters', async () => {
    serveReport();
    asAdmin();
    const { user } = await renderWithProviders(<ProgressReportScreen />, {
      path,
      initialEntry: '/administration/adm1/class/c1?q=zed',
    });
    expect(await screen.findByText('No students match these filters.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(await screen.findByRole('table', { name: 'Progress report' })).toBeInTheDocument();
  });

  it('offers a retry when the students cannot be loaded', async () => {
    // A server error is retried with back-off before the screen gives up: skip the waiting.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    let fail = true;
    serveReport({
      override: (u) =>
        fail && u.pathname === STUDENTS
          ? { status: 500, body: { error: { code: 'internal', message: 'x' } } }
          : undefined,
    });
    asAdmin();
    const { user } = await renderWithProviders(<ProgressReportScreen />, {
      path,
      initialEntry: '/administration/adm1/class/c1',
    });
    for (let i = 0; i < 4; i += 1) await vi.advanceTimersByTimeAsync(5_000);
    expect(await screen.findByRole('alert')).toHaveTextContent('The students could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Progress report' })).toBeInTheDocument();
  });

  it('sends a caller who may not read the report to /unauthorized', async () => {
    serveReport({ override: () => forbidden });
    asAdmin();
    const { router } = await renderWithProviders(<ProgressReportScreen />, {
      path,
      initialEntry: '/administration/adm1/class/c1',
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/unauthorized');
    // Replaced: back does not return to the refused report.
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
