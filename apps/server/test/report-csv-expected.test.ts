import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { assignments, reportScores, users, type AssignmentAssessment } from '@roar/db';
import { demoFixture, type DemoFixture } from './demo-fixtures.ts';
import { DISTRICT_ADMIN, reportUrls } from './reports-fixtures.ts';

/**
 * The report CSV exports byte for byte against checked-in files (issue 22 item 4): the demo world
 * with fixed names, statuses and scores written straight to the tables, so the expected files
 * never change unless the export does. Covers localised headings, formula neutralisation,
 * quoting, empty cells for missing scores, several tasks and the cognition measures column.
 * `UPDATE_EXPECTED=1` rewrites the files (then read the diff).
 */
const EXPECTED = new URL('./expected/', import.meta.url);

type ScoreRow = Partial<typeof reportScores.$inferInsert>;

describe.each(testDatabaseTargets())('report CSV expected bytes on $name', ({ open }) => {
  let database: Database;
  let demo: DemoFixture;
  let url: ReturnType<typeof reportUrls>;

  /** Sets a student's names and the fields of some assessments of their screener assignment. */
  async function student(
    login: string,
    names: { first?: string | null; last?: string | null; email?: string | null },
    assessments: Record<string, Partial<AssignmentAssessment>>,
    administrationId = demo.screenerId,
  ) {
    const id = await demo.userId(login);
    await database.db
      .update(users)
      .set({ nameFirst: names.first, nameLast: names.last, email: names.email })
      .where(eq(users.id, id));
    const assignment = (await demo.assignmentOf(login, administrationId))!;
    const changed = assignment.assessments.map((a) => ({ ...a, ...assessments[a.taskId] }));
    await database.db
      .update(assignments)
      .set({ assessments: changed })
      .where(eq(assignments.id, assignment.id));
    return { assignment, userId: id };
  }

  async function score(
    owner: { assignment: { id: string; administrationId: string }; userId: string },
    taskId: string,
    values: ScoreRow,
  ) {
    await database.db.insert(reportScores).values({
      assignmentId: owner.assignment.id,
      administrationId: owner.assignment.administrationId,
      userId: owner.userId,
      taskId,
      runId: `run-${taskId}-${owner.userId}`,
      ...values,
    });
  }

  beforeAll(async () => {
    database = await open();
    demo = await demoFixture(database);
    url = reportUrls(demo);
    const done = { startedOn: '2026-09-01', completedOn: '2026-09-02' };
    const maya = await student(
      'student1',
      { first: '=HYPERLINK("http://x")', last: 'Johnson' },
      { swr: done, letter: done, pa: { startedOn: '2026-09-03' } },
    );
    await score(maya, 'swr', {
      rawScore: 476,
      rawScoreLow: 451,
      rawScoreHigh: 502,
      percentile: 64.1,
      percentileLow: 0.4,
      percentileHigh: 99.6,
      standardScore: 105,
      standardScoreLow: 96,
      standardScoreHigh: 114,
      supportLevel: 'achieved',
      normsKind: 'provisional',
      reliable: true,
    });
    // Half-way values and a tie that binary floating point keeps below (0.15).
    await score(maya, 'letter', {
      rawScore: 24.25,
      percentCorrect: 0.15,
      supportLevel: 'raw-score',
      reliable: false,
      engagementFlags: ['incomplete', 'someNewFlag'],
      timeAccommodation: 'extended_1_5',
    });
    const ethan = await student(
      'student2',
      { first: '+Ethan', last: 'Lee, "the 2nd"\nJr', email: ' spaced@example.test ' },
      { swr: done },
    );
    await score(ethan, 'swr', {
      rawScore: -3.05,
      percentCorrect: 99.95,
      percentile: 0.4,
      standardScore: 60,
      supportLevel: 'needs-extra-support',
      normsKind: 'local',
      reliable: false,
      engagementFlags: [],
      timeAccommodation: 'untimed',
    });
    const zoe = await student('student3', { first: '@Zoe', last: '-Park' }, { swr: done });
    await score(zoe, 'swr', {
      rawScore: 12.345,
      percentile: 99.6,
      supportLevel: 'developing',
      normsKind: 'provisional',
      reliable: null,
    });
    const explorer = await student('explorer', { first: 'Ana María', last: 'Núñez' }, {});
    await score(explorer, 'swr', { rawScore: null, supportLevel: null, reliable: null });
  }, 180_000);
  afterAll(async () => {
    await demo?.app.close();
    await database?.close();
  });

  async function expectFile(name: string, body: string) {
    const file = new URL(name, EXPECTED);
    if (process.env.UPDATE_EXPECTED) await writeFile(file, body);
    expect(body).toBe(await readFile(file, 'utf8'));
  }

  const cases = [
    ['scores', 'en-US', ''],
    ['scores', 'es-ES', ''],
    ['progress', 'en-US', ''],
    ['progress', 'es-ES', ''],
    ['scores', 'en-US', 'sort=firstName&order=desc&grade=3&grade=7'],
  ] as const;

  it.each(cases)(
    'writes the %s CSV in %s (%s) as the expected file',
    async (kind, locale, query) => {
      const res = await demo.call(
        DISTRICT_ADMIN,
        'GET',
        url('district', 'district', `/${kind}/students.csv`, `locale=${locale}&${query}`),
      );
      expect(res.statusCode, res.body).toBe(200);
      const suffix = query ? '-filtered' : '';
      await expectFile(`report-${kind}-${locale}${suffix}.csv`, res.body);
    },
  );

  it('writes the measures column of the cognition games as the expected file', async () => {
    const explorer = await demo.userId('explorer');
    const all = (
      await database.db.select().from(assignments).where(eq(assignments.userId, explorer))
    ).find((a) => a.assessments.some((x) => x.taskId === 'hearts-and-flowers'));
    expect(all).toBeDefined();
    const owner = { assignment: all!, userId: explorer };
    const done = { startedOn: '2026-09-01', completedOn: '2026-09-01' };
    await database.db
      .update(assignments)
      .set({ assessments: all!.assessments.map((a) => ({ ...a, ...done })) })
      .where(eq(assignments.id, all!.id));
    await score(owner, 'hearts-and-flowers', {
      rawScore: 20,
      supportLevel: 'raw-score',
      reliable: true,
      measures: [
        { part: 'hearts', correct: 10, attempted: 12, medianRtMs: 640.5, switchCostMs: null },
        { part: 'mixed', correct: 14, attempted: 16, medianRtMs: 903, switchCostMs: 141.2 },
        { part: 'some-new-part', correct: 1, attempted: 2 },
      ],
    });
    await score(owner, 'mental-rotation', {
      rawScore: 3,
      supportLevel: 'raw-score',
      reliable: true,
      measures: [{ part: 'angle-60', correct: 3, attempted: 4, medianRtMs: 1200.49 }],
    });
    for (const locale of ['en-US', 'es-ES']) {
      const res = await demo.call(
        DISTRICT_ADMIN,
        'GET',
        `/api/admin/reports/${all!.administrationId}/class/${demo.orgId.grade4}/scores/students.csv?locale=${locale}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      await expectFile(`report-measures-${locale}.csv`, res.body);
    }
  });
});
