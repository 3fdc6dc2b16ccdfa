import type {
  Job,
  JobDetail,
  JobStateName,
  ProgressSummary,
  ReportCell,
  ReportExportJobParams,
  ReportHeader,
  ReportRow,
  ScoreSummary,
  SurveySummary,
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

/** The survey's counts over the class: none when the administration does not give it. */
export const noSurvey: SurveySummary = { assigned: false, minGroup: 5, optedOut: 0, forms: [] };

/**
 * Twelve children answered (belonging-1: 1, 2, 4, 5 of each answer), three parents (suppressed),
 * no teacher; two children were opted out.
 */
export function surveySummary(): SurveySummary {
  return {
    assigned: true,
    minGroup: 5,
    optedOut: 2,
    forms: [
      {
        form: 'child',
        respondents: 12,
        suppressed: false,
        items: [
          { itemId: 'belonging-1', counts: [1, 2, 4, 5] },
          { itemId: 'reading-5', counts: [6, 3, 2, 0] },
          { itemId: 'feelings-4', counts: [0, 0, 0, 0], suppressed: true },
        ],
      },
      { form: 'parent', respondents: 3, suppressed: true, items: [] },
      { form: 'teacher', respondents: 0, suppressed: false, items: [] },
    ],
  };
}

/** The params of an export job of the class report: every row, default sort, English. */
export function exportParams(over: Partial<ReportExportJobParams> = {}): ReportExportJobParams {
  return {
    report: 'progress',
    administrationId: 'adm1',
    orgType: 'class',
    orgId: 'c1',
    schoolId: [],
    grade: [],
    taskId: null,
    status: [],
    supportLevel: [],
    reliability: null,
    sort: 'lastName',
    order: 'asc',
    locale: 'en-US',
    search: false,
    selected: null,
    ...over,
  };
}

/** An export job of the class report (queued, started now) with `over` applied. */
export function exportJob(over: Partial<JobDetail> = {}): JobDetail {
  return {
    id: 'job1',
    kind: 'export.report_csv',
    state: 'queued',
    params: exportParams(),
    progressDone: 0,
    progressTotal: null,
    result: null,
    error: null,
    attempts: 0,
    createdAt: new Date().toISOString(),
    startedAt: null,
    finishedAt: null,
    createdBy: { id: 'admin1', name: 'Ada Admin' },
    file: null,
    canRetry: false,
    rowErrors: [],
    rowErrorCount: 0,
    ...over,
  };
}

const EXPORT_ROWS = 30;

/** A job's file as the server names it. */
const fileOf = (job: JobDetail) => ({
  name: `roar-${String(job.params.report)}-internal-screener-2026-grade-3-room-204.csv`,
  size: 120,
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
});

/** How the export jobs of a test go. */
export interface ExportSimulation {
  /** How the jobs end (after one poll showing progress). */
  outcome?: Extract<JobStateName, 'completed' | 'failed'>;
  /** The error code of a failed job. */
  error?: string;
  /** The caller's jobs listed by GET /api/admin/jobs (newest first). */
  recent?: Job[];
}

/**
 * The jobs side of the API for export tests: POST .../exports starts job1, job2...; each job shows
 * progress on its first poll, then ends as `outcome` says; its file is a small CSV.
 */
function serveExportJobs(simulation: ExportSimulation) {
  const jobs = new Map<string, { job: JobDetail; polls: number }>();
  for (const job of simulation.recent ?? []) {
    jobs.set(job.id, { job: { ...job, rowErrors: [], rowErrorCount: 0 }, polls: 1 });
  }
  return (u: URL, init: RequestInit): MockReply | undefined => {
    const p = u.pathname;
    if (p === `${REPORT}/exports` && init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      const list = (key: string) => (body[key] as string[] | undefined) ?? [];
      const job = exportJob({
        id: `job${jobs.size + 1}`,
        params: exportParams({
          report: body.report as 'progress' | 'scores',
          schoolId: list('schoolId'),
          grade: list('grade'),
          taskId: (body.taskId as string | undefined) ?? null,
          locale: (body.locale as string | undefined) ?? null,
          sort: body.sort as ReportExportJobParams['sort'],
          order: body.order as 'asc' | 'desc',
          search: Boolean(body.search),
          selected: body.userId ? list('userId').length : null,
        }),
      });
      jobs.set(job.id, { job, polls: 0 });
      return { status: 202, body: job };
    }
    if (p === '/api/admin/jobs') {
      return { body: { jobs: simulation.recent ?? [], next: null } };
    }
    const file = p.match(/^\/api\/admin\/jobs\/([^/]+)\/file$/);
    if (file) {
      const found = jobs.get(file[1]!);
      if (!found?.job.file) return undefined;
      return {
        body: 'Username',
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${found.job.file.name}"`,
        },
      };
    }
    const detail = p.match(/^\/api\/admin\/jobs\/([^/]+)$/);
    if (detail) {
      const found = jobs.get(detail[1]!);
      if (!found) return undefined;
      found.polls += 1;
      if (found.polls === 1 && found.job.state === 'queued') {
        found.job = { ...found.job, state: 'active', attempts: 1, progressDone: 10, progressTotal: 30 };
      } else if (found.polls > 1 && found.job.state === 'active') {
        const failed = simulation.outcome === 'failed';
        found.job = {
          ...found.job,
          state: failed ? 'failed' : 'completed',
          error: failed ? (simulation.error ?? 'job_error') : null,
          progressDone: failed ? 10 : EXPORT_ROWS,
          result: failed ? null : { rows: EXPORT_ROWS },
          file: failed ? null : fileOf(found.job),
        };
      }
      return { body: found.job };
    }
    return undefined;
  };
}

/** A finished export of the class report, as the jobs list shows it. */
export function finishedExport(over: Partial<Job> = {}): Job {
  const { rowErrors: _rowErrors, rowErrorCount: _count, ...job } = exportJob({
    state: 'completed',
    progressDone: EXPORT_ROWS,
    progressTotal: EXPORT_ROWS,
    result: { rows: EXPORT_ROWS },
    ...over,
  });
  return { ...job, file: over.file === undefined ? fileOf(exportJob(over)) : over.file };
}

/**
 * Serves a report API: header, summaries, one page of `rows` (search and grade narrow it), the
 * survey's counts (`survey`, none by default), CSV export jobs (`exports`). `override` answers
 * first when it returns a reply.
 */
export function serveReport(
  options: {
    provisional?: boolean;
    override?: (u: URL) => MockReply | undefined;
    exports?: ExportSimulation;
    survey?: SurveySummary;
  } = {},
) {
  const exportJobs = serveExportJobs(options.exports ?? {});
  return mockFetch((url, init) => {
    const u = new URL(url, 'http://localhost');
    const replaced = options.override?.(u) ?? exportJobs(u, init);
    if (replaced) return replaced;
    const p = u.pathname;
    if (p === REPORT) return { body: header };
    if (p === `${REPORT}/progress/summary`) return { body: progressSummary };
    if (p === `${REPORT}/scores/summary`) return { body: scoreSummary(options.provisional ?? false) };
    if (p === `${REPORT}/survey`) return { body: options.survey ?? noSurvey };
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

/** The JSON bodies a test posted to `path`, oldest first. */
export function posted(fetchMock: ReturnType<typeof mockFetch>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        init?.method === 'POST' && new URL(String(input), 'http://localhost').pathname === path,
    )
    .map(([, init]) => JSON.parse(String(init!.body)) as unknown);
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
