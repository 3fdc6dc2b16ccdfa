import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Job, JobDetail } from '@roar/contracts';
import { mockFetch, type MockReply } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { asAdmin, asSuperAdmin } from '../../testing/sessions.ts';
import { JOBS_LIST_POLL_MS, listRefetchInterval } from './api/use-jobs.ts';
import { JobsScreen } from './jobs-screen.tsx';

const base: Job = {
  id: 'j0',
  kind: 'housekeeping',
  state: 'completed',
  params: {},
  progressDone: 0,
  progressTotal: null,
  result: null,
  error: null,
  attempts: 1,
  createdAt: '2025-03-04T09:00:00.000Z',
  startedAt: '2025-03-04T09:00:01.000Z',
  finishedAt: '2025-03-04T09:00:02.000Z',
  createdBy: null,
  file: null,
  canRetry: false,
};
const importJob: Job = {
  ...base,
  id: 'j1',
  kind: 'roster.import_students',
  state: 'active',
  params: { fileName: 'roster.csv' },
  progressDone: 3,
  progressTotal: 10,
  finishedAt: null,
  createdBy: { id: 'u1', name: 'Ana Lopez' },
};
const exportJob: Job = {
  ...base,
  id: 'j2',
  kind: 'export.users_csv',
  progressDone: 40,
  progressTotal: 40,
  createdBy: { id: 'u1', name: 'Ana Lopez' },
  file: { name: 'users.csv', size: 1200, expiresAt: '2025-03-11T09:00:00.000Z' },
};
const failedJob: Job = {
  ...base,
  id: 'j3',
  kind: 'runs.score',
  state: 'failed',
  error: 'worker_lost',
  attempts: 3,
  progressDone: 5,
  progressTotal: 8,
  createdBy: { id: 'u2', name: 'Grace Hopper' },
  canRetry: true,
};
const systemJob: Job = { ...base, id: 'j4' };

const detail = (job: Job): JobDetail => ({ ...job, rowErrors: [], rowErrorCount: 0 });

type Handler = (url: URL, init: RequestInit) => MockReply | undefined;

/** The jobs API: `list` answers GET /api/admin/jobs; `other` anything else first. */
function server(list: (url: URL) => { jobs: Job[]; next: string | null }, other?: Handler) {
  return mockFetch((raw, init) => {
    const url = new URL(raw, 'http://app.test');
    const answer = other?.(url, init);
    if (answer) return answer;
    if (url.pathname === '/api/admin/jobs' && (init.method ?? 'GET') === 'GET') {
      return { body: list(url) };
    }
    return { status: 404, body: { error: { code: 'not_found', message: 'x' } } };
  });
}

const listCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([url, init]) => ({ url: String(url), method: init?.method ?? 'GET' }))
    .filter(
      (call) =>
        call.method === 'GET' &&
        call.url.startsWith('/api/admin/jobs') &&
        !call.url.includes('/file'),
    );

const renderJobs = (locale: 'en-US' | 'es-ES' = 'en-US') =>
  renderWithProviders(<JobsScreen />, { path: '/jobs', initialEntry: '/jobs', locale });

describe('JobsScreen', () => {
  it('lists the caller’s jobs with what they are, who started them, state and progress', async () => {
    asAdmin();
    const fetchMock = server(() => ({
      jobs: [importJob, exportJob, failedJob, systemJob],
      next: null,
    }));
    await renderJobs();
    expect(await screen.findByRole('heading', { name: 'Background jobs' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(5);

    const running = rows[1]!;
    expect(within(running).getByRole('rowheader')).toHaveTextContent('Student importroster.csv');
    expect(within(running).getByText('Ana Lopez')).toBeInTheDocument();
    expect(within(running).getByText('Running')).toBeInTheDocument();
    const bar = within(running).getByRole('progressbar', { name: '3 of 10' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '10');
    expect(within(running).getByText('3 of 10')).toBeInTheDocument();
    expect(
      within(running).getByRole('button', { name: 'Cancel Student import of roster.csv' }),
    ).toBeInTheDocument();

    const failed = rows[3]!;
    expect(within(failed).getByRole('rowheader')).toHaveTextContent('Scoring of a run');
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('The server stopped while it ran.')).toBeInTheDocument();
    expect(within(failed).getByRole('progressbar', { name: '5 of 8' })).toBeInTheDocument();
    // only super administrators retry; nothing to cancel once a job is over
    expect(within(failed).queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(within(failed).queryByRole('button', { name: /Cancel/ })).toBeNull();

    const system = rows[4]!;
    expect(within(system).getByRole('rowheader')).toHaveTextContent('Housekeeping');
    expect(within(system).getByText('System')).toBeInTheDocument();
    expect(within(system).getByText('Completed')).toBeInTheDocument();
    expect(within(system).queryByRole('progressbar')).toBeNull();
    expect(system.querySelector('time')).toHaveAttribute('datetime', base.createdAt);

    for (const name of [
      'Job',
      'Started by',
      'State',
      'Progress',
      'Created',
      'Finished',
      'Actions',
    ]) {
      expect(screen.getByRole('columnheader', { name })).toHaveAttribute('scope', 'col');
    }
    expect(screen.queryByRole('switch', { name: 'Only mine' })).toBeNull();
    expect(listCalls(fetchMock)[0]!.url).toBe('/api/admin/jobs');
  });

  it('shows a super administrator everyone’s jobs, or only theirs with the switch', async () => {
    asSuperAdmin();
    const fetchMock = server((url) => ({
      jobs: url.searchParams.get('all') === 'true' ? [exportJob, failedJob] : [exportJob],
      next: null,
    }));
    const { user } = await renderJobs();
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(listCalls(fetchMock)[0]!.url).toBe('/api/admin/jobs?all=true');

    await user.click(screen.getByRole('switch', { name: 'Only mine' }));
    await waitFor(() => expect(screen.queryByText('Grace Hopper')).toBeNull());
    expect(listCalls(fetchMock).at(-1)!.url).toBe('/api/admin/jobs');
  });

  it('filters by state and kind on the server', async () => {
    asAdmin();
    const fetchMock = server((url) => ({
      jobs: url.searchParams.has('kind') ? [] : [importJob],
      next: null,
    }));
    const { user } = await renderJobs();
    await screen.findByText('Ana Lopez');

    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'In progress' }));
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)!.url).toBe(
        `/api/admin/jobs?state=${encodeURIComponent('queued,active,retrying')}`,
      ),
    );

    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Users export' }));
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)!.url).toBe(
        `/api/admin/jobs?kind=export.users_csv&state=${encodeURIComponent('queued,active,retrying')}`,
      ),
    );
    expect(await screen.findByText('No jobs match these filters.')).toBeInTheDocument();
  });

  it('retries a failed job (super administrators) and refreshes the list', async () => {
    asSuperAdmin();
    let retried = false;
    const fetchMock = server(
      () => ({
        jobs: [retried ? { ...failedJob, state: 'queued', canRetry: false } : failedJob],
        next: null,
      }),
      (url, init) => {
        if (init.method !== 'POST') return undefined;
        if (url.pathname !== '/api/admin/jobs/j3/retry') return undefined;
        retried = true;
        return { body: detail({ ...failedJob, state: 'queued', canRetry: false }) };
      },
    );
    const { user } = await renderJobs();
    await user.click(await screen.findByRole('button', { name: 'Retry Scoring of a run' }));
    expect(await screen.findByText('Scoring of a run will run again.')).toBeInTheDocument();
    expect(await within(screen.getByRole('table')).findByText('Queued')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry Scoring of a run' })).toBeNull();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url]) => String(url))).toEqual(['/api/admin/jobs/j3/retry']);
    expect(listCalls(fetchMock).length).toBeGreaterThanOrEqual(2);
  });

  it('cancels a running job after confirmation and refreshes the list', async () => {
    asAdmin();
    let cancelled = false;
    const fetchMock = server(
      () => ({
        jobs: [
          cancelled ? { ...importJob, state: 'cancelled', finishedAt: base.finishedAt } : importJob,
        ],
        next: null,
      }),
      (url, init) => {
        if (init.method !== 'POST' || url.pathname !== '/api/admin/jobs/j1/cancel')
          return undefined;
        cancelled = true;
        return { body: detail({ ...importJob, state: 'cancelled' }) };
      },
    );
    const { user } = await renderJobs();
    await user.click(
      await screen.findByRole('button', { name: 'Cancel Student import of roster.csv' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this job?' });
    expect(dialog).toHaveTextContent('Student import of roster.csv will stop.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the job' }));
    expect(
      await screen.findByText('Student import of roster.csv was cancelled.'),
    ).toBeInTheDocument();
    expect(await within(screen.getByRole('table')).findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      screen.queryByRole('button', { name: 'Cancel Student import of roster.csv' }),
    ).toBeNull();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url]) => String(url))).toEqual(['/api/admin/jobs/j1/cancel']);
  });

  it('links a student import to the registration screen that shows its result', async () => {
    asAdmin();
    server(() => ({
      jobs: [{ ...importJob, state: 'completed', file: exportJob.file }],
      next: null,
    }));
    await renderJobs();
    expect(
      await screen.findByRole('link', { name: 'View Student import of roster.csv' }),
    ).toHaveAttribute('href', '/register-students?job=j1');
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
  });

  it('downloads the file of a job with the access token', async () => {
    asAdmin();
    // jsdom has no object URLs: stand-ins for this test only.
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    onTestFinished(() => void Object.assign(URL, original));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:users'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetchMock = server(
      () => ({ jobs: [exportJob, systemJob], next: null }),
      (url) =>
        url.pathname === '/api/admin/jobs/j2/file'
          ? {
              body: 'Username',
              headers: { 'content-disposition': 'attachment; filename="users-2025-03-04.csv"' },
            }
          : undefined,
    );
    const { user } = await renderJobs();
    await user.click(
      await screen.findByRole('button', { name: 'Download the file of Users export' }),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('users-2025-03-04.csv');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/admin/jobs/j2/file')!;
    expect((call[1]!.headers as Record<string, string>).authorization).toMatch(/^Bearer /);
    // a job without a file offers none
    expect(screen.getAllByRole('button', { name: /Download/ })).toHaveLength(1);
  });

  it('loads the next page with the cursor', async () => {
    asAdmin();
    const fetchMock = server((url) =>
      url.searchParams.get('cursor') === 'c1'
        ? { jobs: [systemJob], next: null }
        : { jobs: [exportJob], next: 'c1' },
    );
    const { user } = await renderJobs();
    expect(await screen.findByRole('rowheader', { name: 'Users export' })).toBeInTheDocument();
    expect(screen.getByText('Jobs shown: 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('rowheader', { name: 'Housekeeping' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Users export' })).toBeInTheDocument();
    expect(screen.getByText('Jobs shown: 2')).toBeInTheDocument();
    expect(listCalls(fetchMock).map((call) => call.url)).toContain('/api/admin/jobs?cursor=c1');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when there are no jobs, and offers another try when the list fails', async () => {
    asAdmin();
    let fail = true;
    mockFetch(() =>
      fail
        ? { status: 500, body: { error: { code: 'internal', message: 'x' } } }
        : { body: { jobs: [], next: null } },
    );
    const { user } = await renderJobs();
    // (toasts of earlier tests may still be up: find the alert by its text)
    const failed = await screen.findByText('The jobs could not be loaded.');
    expect(failed.closest('[role="alert"]')).not.toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There are no background jobs yet.')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    asSuperAdmin();
    server(() => ({ jobs: [importJob, failedJob], next: null }));
    await renderJobs('es-ES');
    expect(
      await screen.findByRole('heading', { name: 'Procesos en segundo plano' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Cancelar Importación de estudiantes de roster.csv' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '3 de 10' })).toBeInTheDocument();
    expect(screen.getByText('El servidor se detuvo mientras se ejecutaba.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Solo los míos' })).toBeInTheDocument();
  });
});

describe('listRefetchInterval', () => {
  const pages = (...jobs: Job[]) => ({ pages: [{ jobs, next: null }], pageParams: [undefined] });

  it('asks again every few seconds while a listed job is not over, and stops after', () => {
    expect(listRefetchInterval(pages(exportJob, importJob))).toBe(JOBS_LIST_POLL_MS);
    expect(listRefetchInterval(pages({ ...exportJob, state: 'retrying' }))).toBe(JOBS_LIST_POLL_MS);
    expect(listRefetchInterval(pages(exportJob, failedJob, systemJob))).toBe(false);
    expect(listRefetchInterval(undefined)).toBe(false);
  });
});
