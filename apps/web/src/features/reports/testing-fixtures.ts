import type {
  ProgressSummary,
  ReportCell,
  ReportHeader,
  ReportRow,
  ScoreSummary,
} from '@roar/contracts';
import { mockFetch, type MockReply } from '../../testing/fetch-mock.ts';

/** A class report of three tasks and thirty students; Maya Johnson (u1) has scores. */
export const REPORT = '/api/admin/reports/adm1/class/c1';

export const header: ReportHeader = {
  administration: {
    id: 'adm1',
    name: 'Internal screener 2026',
    publicName: 'Reading Screener',
    dateOpened: '2026-09-01T00:00:00.000Z',
    dateClosed: '2026-12-01T00:00:00.000Z',
  },
  org: { id: 'c1', type: 'class', name: 'Grade 3 - Room 204' },
  tasks: [
    { taskId: 'swr', variantId: 'v1', name: 'Single Word Recognition', publicName: 'Word', normed: true },
    { taskId: 'pa', variantId: 'v2', name: 'Phonological Awareness', publicName: 'Phoneme', normed: true },
    { taskId: 'letter', variantId: 'v3', name: 'Letter Names and Sounds', publicName: null, normed: false },
  ],
  schools: [],
  grades: ['2', '3'],
};

export const progressSummary: ProgressSummary = {
  total: { assigned: 20, started: 5, completed: 5, optional: 0 },
  byTask: [
    { taskId: 'swr', assigned: 2, started: 3, completed: 5, optional: 0 },
    { taskId: 'pa', assigned: 20, started: 5, completed: 4, optional: 1 },
    { taskId: 'letter', assigned: 30, started: 0, completed: 0, optional: 0 },
  ],
};

const counts = (over: Partial<ScoreSummary['byTask'][number]['levels']> = {}) => ({
  'needs-extra-support': 0,
  developing: 0,
  achieved: 0,
  'raw-score': 0,
  optional: 0,
  none: 0,
  ...over,
});

export function scoreSummary(provisional: boolean): ScoreSummary {
  return {
    byTask: [
      {
        taskId: 'swr',
        levels: counts({ 'needs-extra-support': 2, developing: 3, achieved: 5, none: 20 }),
        byGrade: [
          { grade: '3', levels: counts({ achieved: 5 }), bins: [0, 1, 1, 0, 0, 2, 0, 1, 0, 0] },
        ],
        scale: 'percentile',
        normsKinds: provisional ? ['provisional'] : ['local'],
        reliable: 9,
        unreliable: 1,
      },
      {
        taskId: 'letter',
        levels: counts({ 'raw-score': 4 }),
        byGrade: [],
        scale: 'percentCorrect',
        normsKinds: [],
        reliable: 4,
        unreliable: 0,
      },
    ],
  };
}

const SCORED: ReportCell = {
  status: 'completed',
  optional: false,
  rawScore: 512,
  percentile: 99.6,
  standardScore: 131,
  supportLevel: 'achieved',
  normsKind: 'local',
  reliable: true,
  engagementFlags: [],
};

/** Thirty students by last name; u1 Maya is scored in swr, unreliable in pa. */
export const rows: ReportRow[] = Array.from({ length: 30 }, (_, i) => {
  const n = i + 1;
  const maya = n === 1;
  return {
    userId: `u${n}`,
    username: maya ? 'maya.j' : `student${n}`,
    email: null,
    firstName: maya ? 'Maya' : `First${n}`,
    lastName: maya ? 'Johnson' : `Last${String(n).padStart(2, '0')}`,
    grade: n % 2 ? '3' : '2',
    schoolName: 'Demo Elementary',
    tasks: {
      swr: maya ? SCORED : { status: n % 3 ? 'assigned' : 'started', optional: false },
      pa: maya
        ? {
            ...SCORED,
            percentile: 12,
            standardScore: 82,
            rawScore: 300,
            supportLevel: 'needs-extra-support',
            reliable: false,
            engagementFlags: ['responseTimeTooFast', 'incomplete'],
          }
        : { status: 'optional', optional: true },
    },
  };
});

/**
 * Serves a report API: header, summaries, one page of `rows` (search and grade narrow it),
 * CSV. `override` answers first when it returns a reply.
 */
export function serveReport(
  options: {
    provisional?: boolean;
    override?: (u: URL) => MockReply | undefined;
  } = {},
) {
  return mockFetch((url) => {
    const u = new URL(url, 'http://localhost');
    const replaced = options.override?.(u);
    if (replaced) return replaced;
    const p = u.pathname;
    if (p === REPORT) return { body: header };
    if (p === `${REPORT}/progress/summary`) return { body: progressSummary };
    if (p === `${REPORT}/scores/summary`) return { body: scoreSummary(options.provisional ?? false) };
    if (p.endsWith('.csv')) return { body: 'Username' };
    if (p === `${REPORT}/progress/students` || p === `${REPORT}/scores/students`) {
      const page = Number(u.searchParams.get('page'));
      const pageSize = Number(u.searchParams.get('pageSize'));
      const search = u.searchParams.get('search')?.toLowerCase();
      const grades = u.searchParams.getAll('grade');
      const matching = rows.filter(
        (r) =>
          (!search || r.firstName!.toLowerCase().startsWith(search)) &&
          (grades.length === 0 || grades.includes(r.grade!)),
      );
      if (u.searchParams.get('order') === 'desc') matching.reverse();
      return {
        body: {
          rows: matching.slice((page - 1) * pageSize, page * pageSize),
          total: matching.length,
          page,
          pageSize,
        },
      };
    }
    return { status: 404, body: { error: { code: 'not_found', message: 'no' } } };
  });
}

/** The URLs a test requested whose path is `path`, newest last. */
export function requests(fetchMock: ReturnType<typeof mockFetch>, path: string): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === path);
}

export const forbidden: MockReply = {
  status: 403,
  body: { error: { code: 'forbidden', message: 'no' } },
};
