import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReportGroups } from '@roar/contracts';
import { renderWithProviders } from '../../testing/render.tsx';
import { asAdmin } from '../../testing/sessions.ts';
import { ScoreReportScreen } from './score-report-screen.tsx';
import { forbidden, REPORT, requests, serveReport } from './testing-fixtures.ts';

const maya = { userId: 'u1', firstName: 'Maya', lastName: 'Johnson', username: 'student1' };
const leo = { userId: 'u2', firstName: 'Leo', lastName: 'Bennett', username: 'student2' };
const ava = { userId: 'u3', firstName: 'Ava', lastName: null, username: 'student3' };

const GROUPS: ReportGroups = {
  total: 3,
  tooMany: false,
  max: 400,
  tasks: [
    {
      taskId: 'pa',
      kind: 'scored',
      assigned: 3,
      levels: [
        { level: 'needs-extra-support', students: [maya, leo] },
        { level: 'not-finished', students: [ava] },
      ],
      skills: [{ skill: 'subtests', items: [], moreItems: 0, students: [] }],
    },
    {
      taskId: 'letter',
      kind: 'scored',
      assigned: 3,
      levels: [{ level: 'raw-score', students: [maya, leo, ava] }],
      skills: [
        {
          skill: 'sounds',
          items: [
            { item: 'b', userIds: ['u2', 'u1'] },
            { item: 'd', userIds: ['u1'] },
          ],
          moreItems: 3,
          students: [maya, leo],
        },
      ],
    },
    { taskId: 'swr', kind: 'progress-only', assigned: 3, levels: [], skills: [] },
  ],
};

function serveGroups(groups: ReportGroups = GROUPS) {
  return serveReport({
    override: (u) => (u.pathname === `${REPORT}/scores/groups` ? { body: groups } : undefined),
  });
}

async function renderGroups(initialEntry = '/scores/adm1/class/c1', locale?: 'es-ES') {
  asAdmin();
  return renderWithProviders(<ScoreReportScreen />, {
    path: '/scores/:administrationId/:orgType/:orgId',
    initialEntry,
    locale,
  });
}

afterEach(() => document.documentElement.removeAttribute('data-print-sheet'));

describe('score report groups view', () => {
  it('opens from the view choice with the report’s filters and links each student', async () => {
    const fetchMock = serveGroups();
    const { user, router } = await renderGroups('/scores/adm1/class/c1?grade=3');
    await user.click(await screen.findByRole('radio', { name: 'Groups' }));
    expect(await screen.findByRole('heading', { name: 'Groups', level: 2 })).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get('show')).toBe('groups');
    await waitFor(() => expect(requests(fetchMock, `${REPORT}/scores/groups`)).not.toHaveLength(0));
    expect(requests(fetchMock, `${REPORT}/scores/groups`)[0]!.searchParams.getAll('grade')).toEqual(
      ['3'],
    );

    const needs = await screen.findByRole('region', { name: 'Needs extra support' });
    expect(within(needs).getByText('2 students')).toBeVisible();
    // The visible full name is in the link's name (Label in Name).
    expect(within(needs).getByRole('link', { name: "View Maya Johnson's score report" })).toHaveAttribute(
      'href',
      '/scores/adm1/class/c1/user/u1',
    );
    const waiting = screen.getByRole('region', { name: 'Not yet finished' });
    expect(within(waiting).getByText('1 student')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Sound skills to work on' })).toHaveTextContent(
      'Nothing to work on here',
    );
    // Back to the table: the students panel again.
    await user.click(screen.getByRole('radio', { name: 'Students' }));
    expect(await screen.findByRole('table', { name: 'Score report' })).toBeVisible();
  });

  it('lists each skill item with the students who need it, and prints a one-task sheet', async () => {
    serveGroups();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await renderGroups('/scores/adm1/class/c1?show=groups&groupTask=letter');
    const sounds = await screen.findByRole('region', {
      name: 'Letter sounds to work on: b, d, and 3 more',
    });
    expect(sounds).toHaveTextContent('b (2 students): Leo Bennett, Maya Johnson');
    expect(sounds).toHaveTextContent('d (1 student): Maya Johnson');
    expect(screen.getByRole('region', { name: /has no support levels/ })).toHaveTextContent(
      '3 students',
    );

    expect(document.documentElement).toHaveAttribute('data-print-sheet');
    await user.click(screen.getByRole('button', { name: 'Print group sheet' }));
    expect(print).toHaveBeenCalledOnce();
    const sheet = screen.getByTestId('group-sheet');
    expect(sheet.parentElement).toBe(document.body);
    expect(sheet).toHaveTextContent('Groups: Letter Names and Sounds');
    expect(sheet).toHaveTextContent('Grade 3 - Room 204');
    // Names by first name and initial: a class fits one page.
    expect(sheet).toHaveTextContent('b (2 students): Leo B., Maya J.');
    expect(sheet).toHaveTextContent('Maya J., Leo B., Ava');
    print.mockRestore();
  });

  it('says a progress-only task has no groups to print', async () => {
    serveGroups();
    await renderGroups('/scores/adm1/class/c1?show=groups&groupTask=swr');
    expect(await screen.findByText(/records progress only/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print group sheet' })).toBeDisabled();
  });

  it('asks for a school or grade above the limit', async () => {
    serveGroups({ total: 401, tooMany: true, max: 400, tasks: [] });
    await renderGroups('/scores/adm1/class/c1?show=groups');
    expect(await screen.findByText(/at most 400 students/)).toBeVisible();
  });

  it('chooses its students by the report’s school and grade filters, and asks for nothing else', async () => {
    const fetchMock = serveGroups();
    const { user, router } = await renderGroups('/scores/adm1/class/c1?show=groups&groupTask=letter');
    await screen.findByRole('region', { name: /Letter sounds to work on/ });
    const filters = screen.getByRole('group', { name: 'Filter students' });
    await user.click(
      within(filters)
        .getAllByLabelText('Grade')
        .find((el) => el.tagName === 'INPUT')!,
    );
    await user.click(await screen.findByRole('option', { name: 'Grade 3' }));
    await waitFor(() =>
      expect(requests(fetchMock, `${REPORT}/scores/groups`).at(-1)!.searchParams.getAll('grade')).toEqual(['3']),
    );
    // Still the groups panel, on the same task.
    const address = new URLSearchParams(router.state.location.search);
    expect(address.get('show')).toBe('groups');
    expect(address.get('groupTask')).toBe('letter');
    // The charts' and the table's data are not asked for while the groups are shown.
    expect(requests(fetchMock, `${REPORT}/scores/summary`)).toHaveLength(0);
    expect(requests(fetchMock, `${REPORT}/scores/students`)).toHaveLength(0);
  });

  it('sends a caller who may not read the groups to /unauthorized', async () => {
    serveReport({
      override: (u) => (u.pathname === `${REPORT}/scores/groups` ? forbidden : undefined),
    });
    await renderGroups('/scores/adm1/class/c1?show=groups');
    expect(await screen.findByTestId('location')).toHaveTextContent('/unauthorized');
  });

  it('speaks Spanish, with plurals', async () => {
    serveGroups();
    await renderGroups('/scores/adm1/class/c1?show=groups', 'es-ES');
    const needs = await screen.findByRole('region', { name: 'Necesita apoyo adicional' });
    expect(within(needs).getByText('2 estudiantes')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Grupos' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Imprimir hoja de grupos' })).toBeVisible();
  });
});
