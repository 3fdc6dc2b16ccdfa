import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type {
  JobDetail,
  ListNormTablesResponse,
  NormTable,
  NormTablePreview,
} from '@roar/contracts';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { asSuperAdmin } from '../../testing/sessions.ts';
import { NormsScreen } from './norms-screen.tsx';

const LIST = '/api/admin/districts/d1/norm-tables';
const TASK = 'swr';

const draft: NormTable = {
  id: 't1',
  taskId: TASK,
  language: 'en',
  districtId: 'd1',
  version: 'local-1-t1',
  kind: 'local',
  state: 'draft',
  label: {
    district: 'Springfield',
    students: 1200,
    runs: 1300,
    from: '2025-09-01',
    to: '2026-05-30',
  },
  groups: [{ grade: 3, season: 'fall', mean: 450, sd: 60 }],
  createdAt: '2026-06-01T10:00:00.000Z',
  activatedAt: null,
  retiredAt: null,
};

const listed = (tables: NormTable[]): ListNormTablesResponse => ({
  district: { id: 'd1', name: 'Springfield' },
  tables,
  tasks: [{ taskId: TASK, language: 'en' }],
});

const levels = (a: number, b: number, c: number) => ({
  'needs-extra-support': a,
  developing: b,
  achieved: c,
});

const preview: NormTablePreview = {
  current: { kind: 'provisional', version: 'p1', label: {} },
  compared: 300,
  skipped: 0,
  uncovered: 0,
  changed: 90,
  up: 80,
  down: 10,
  before: levels(130, 70, 100),
  after: levels(60, 100, 140),
  matrix: {},
};

function job(over: Partial<JobDetail>): JobDetail {
  return {
    id: 'job1',
    kind: 'norms.build_local',
    state: 'queued',
    params: { districtId: 'd1', taskId: TASK },
    progressDone: 0,
    progressTotal: null,
    result: null,
    error: null,
    attempts: 0,
    createdAt: new Date().toISOString(),
    startedAt: null,
    finishedAt: null,
    createdBy: null,
    file: null,
    canRetry: false,
    rowErrors: [],
    rowErrorCount: 0,
    ...over,
  };
}

/** The norms API of district d1: `build` answers the job at its first poll. */
function serve(options: { build?: JobDetail; importErrors?: Record<string, string> } = {}) {
  let tables = [draft];
  return mockFetch((url) => {
    const p = new URL(url, 'http://localhost').pathname;
    if (p === LIST) return { body: listed(tables) };
    if (p === `${LIST}/builds`) return { status: 202, body: job({}) };
    if (p === '/api/admin/jobs/job1') return { body: options.build };
    if (p === `${LIST}/imports`) {
      return options.importErrors
        ? {
            status: 400,
            body: {
              error: { code: 'validation_failed', message: 'no', fields: options.importErrors },
            },
          }
        : { status: 201, body: { ...draft, id: 't2', kind: 'imported', label: { source: 'S' } } };
    }
    if (p === '/api/admin/norm-tables/t1/preview') return { body: preview };
    if (p === '/api/admin/norm-tables/t1/activate') {
      tables = [{ ...draft, state: 'active', activatedAt: '2026-06-02T10:00:00.000Z' }];
      return { body: tables[0] };
    }
    return { status: 404, body: { error: { code: 'not_found', message: p } } };
  });
}

/** The bodies POSTed to `path`. */
function posted(fetchMock: ReturnType<typeof mockFetch>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        init?.method === 'POST' && new URL(String(input), 'http://localhost').pathname === path,
    )
    .map(([, init]) => JSON.parse(String(init!.body)) as unknown);
}

const render = () =>
  renderWithProviders(<NormsScreen />, { path: '/norms/:districtId', initialEntry: '/norms/d1' });

describe('NormsScreen', () => {
  it('lists the district’s tables and previews a draft’s support-level changes', async () => {
    asSuperAdmin();
    serve();
    const { user } = await render();
    expect(
      await screen.findByRole('heading', { name: 'Norms of Springfield' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Norm tables of the district' });
    const label = 'local: Springfield, 1200 students, 2025-09-01 to 2026-05-30';
    expect(within(table).getByText(label)).toBeInTheDocument();
    expect(within(table).getByText('Draft')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Preview ${label}` }));
    expect(
      await screen.findByText('90 of 300 students would change support level: 80 up, 10 down.'),
    ).toBeInTheDocument();
    const levelsTable = screen.getByRole('table', { name: 'Students per support level' });
    const row = within(levelsTable).getByRole('row', { name: /Needs extra support/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['130', '60']);
  });

  it('activates a draft after a confirmation that states the counts', async () => {
    asSuperAdmin();
    const fetchMock = serve();
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: /^Activate local:/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate this norm table?' });
    expect(
      await within(dialog).findByText(
        '90 of 300 students will change support level (80 up, 10 down). The table in use now will be retired.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([u]) => String(u).endsWith('/norm-tables/t1/activate')),
      ).toBe(true),
    );
    expect(await screen.findByText('Active')).toBeInTheDocument();
  });

  it('starts a build and says why it was refused, with the counts', async () => {
    asSuperAdmin();
    const refusal = {
      reason: 'too-few-runs',
      runs: 130,
      usableRuns: 120,
      usableCells: 2,
      minRuns: 200,
      minCells: 2,
      minCell: 50,
    };
    const fetchMock = serve({
      build: job({ state: 'failed', error: 'norms_too_few_runs', result: { refusal } }),
    });
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Build local norms' }));
    await waitFor(() => expect(posted(fetchMock, `${LIST}/builds`)).toEqual([{ taskId: TASK }]));
    const message = await screen.findByText(
      'Too few completed runs to build norms: 120 of at least 200 needed (counting grades and seasons with at least 50 runs; 130 runs in all).',
    );
    expect(message.closest('[role="alert"]')).not.toBeNull();
  });

  it('imports a CSV file and lists its problems by line', async () => {
    asSuperAdmin();
    const fetchMock = serve({
      importErrors: { 'csv.0': '0:missing-source', 'csv.1': '4:bad-grade' },
    });
    const { user, container } = await render();
    await screen.findByLabelText('Norm table file (CSV)');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['task,language,grade,season,mean,sd,n\n'], 'norms.csv', {
      type: 'text/csv',
    });
    await user.upload(input, file);
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    await waitFor(() =>
      expect(posted(fetchMock, `${LIST}/imports`)).toEqual([
        { csv: 'task,language,grade,season,mean,sd,n\n', fileName: 'norms.csv' },
      ]),
    );
    expect(
      await screen.findByText('The file: the “# source:” line is missing.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Line 4: the grade must be K or 1 to 12.')).toBeInTheDocument();
  });
});
