import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ItemParameterSetList, ItemParameterSetSummary, JobDetail } from '@roar/contracts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { asAdmin, asSuperAdmin } from '../../../testing/sessions.ts';
import { ManageTasksScreen } from '../manage-tasks-screen.tsx';
import { sentBody, serveCatalogue } from '../test-fixtures.ts';

const BASE = '/api/admin/tasks/swr/item-parameter-sets';

const draft: ItemParameterSetSummary = {
  id: 'set1',
  taskId: 'swr',
  version: 'swr.1',
  model: 'rasch',
  state: 'draft',
  runs: 1200,
  answers: 60000,
  collectedFrom: '2026-09-01',
  collectedTo: '2026-11-20',
  items: 246,
  itemsUsable: 240,
  flagged: { underfit: 4, dif: 2 },
  meanInfit: 1.01,
  meanOutfit: 0.98,
  converged: true,
  difC: 2,
  createdAt: '2026-11-21T10:00:00.000Z',
  createdBy: { id: 'u1', name: 'Ada Admin' },
  activatedAt: null,
  activatedBy: null,
};

/** A job just queued, of `kind`. */
const queued = (id: string, kind: string): JobDetail => ({
  id,
  kind,
  state: 'queued',
  params: { taskId: 'swr' },
  progressDone: 0,
  progressTotal: null,
  result: null,
  error: null,
  attempts: 0,
  createdAt: new Date().toISOString(),
  startedAt: null,
  finishedAt: null,
  createdBy: { id: 'u1', name: 'Ada Admin' },
  file: null,
  canRetry: false,
  rowErrors: [],
  rowErrorCount: 0,
});

const list = (items: ItemParameterSetSummary[]): ItemParameterSetList => ({
  taskId: 'swr',
  calibratable: true,
  minRuns: 500,
  items,
});

async function openTab() {
  asSuperAdmin();
  const fetchMock = serveCatalogue((url, init) => {
    const method = init.method ?? 'GET';
    if (url.pathname === BASE && method === 'GET') return { body: list([draft]) };
    if (url.pathname === `${BASE}/calibrations` && method === 'POST') {
      return { status: 202, body: queued('job1', 'calibration.items') };
    }
    if (url.pathname === `${BASE}/set1/activate` && method === 'POST') {
      return { body: { set: draft, job: queued('job2', 'runs.rescore') } };
    }
    return undefined;
  });
  const rendered = await renderWithProviders(<ManageTasksScreen />);
  await rendered.user.click(await screen.findByRole('tab', { name: 'Item parameters' }));
  await rendered.user.selectOptions(await screen.findByRole('combobox', { name: 'Task' }), 'swr');
  return { ...rendered, fetchMock };
}

describe('manage tasks: item parameters', () => {
  it('lists the sets with provenance and fit, starts a calibration, activates after asking', async () => {
    const { user, fetchMock } = await openTab();
    const table = await screen.findByRole('table', { name: /Parameter sets of this task/ });
    expect(within(table).getByText('swr.1')).toBeInTheDocument();
    expect(within(table).getByText('1200 runs, 2026-09-01 to 2026-11-20')).toBeInTheDocument();
    expect(within(table).getByText('240 of 246 items usable')).toBeInTheDocument();
    expect(within(table).getByText('Flagged: underfit: 4, dif: 2')).toBeInTheDocument();
    expect(within(table).getByText('2 items with large DIF')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Model' }), '2pl');
    await user.click(screen.getByRole('button', { name: 'Start calibration' }));
    await screen.findByText(/Calibration has started/);
    expect(sentBody(fetchMock, 'POST', `${BASE}/calibrations`)).toEqual({ model: '2pl' });

    await user.click(screen.getByRole('button', { name: 'Activate parameter set swr.1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate this parameter set?' });
    await user.click(within(dialog).getByRole('button', { name: 'Activate and rescore' }));
    await screen.findByText('Set swr.1 is active. Rescoring has started.');
    const activations = fetchMock.mock.calls.filter(
      ([input]) => new URL(String(input), 'http://localhost').pathname === `${BASE}/set1/activate`,
    );
    expect(activations).toHaveLength(1);
  });

  it('is not offered to administrators who are not super administrators', async () => {
    asAdmin();
    serveCatalogue();
    await renderWithProviders(<ManageTasksScreen />);
    await screen.findByRole('tab', { name: 'Tasks' });
    expect(screen.queryByRole('tab', { name: 'Item parameters' })).not.toBeInTheDocument();
  });
});
