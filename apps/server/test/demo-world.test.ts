import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import type { ParticipantHome, ReportPage, ScoreSummary, StudentReport } from '@roar/contracts';
import { administrations, findAdministrationAssessments, runs } from '@roar/db';
import { PLAYABLE_TASK_IDS } from '@roar/tasks/registry';
import { hashPassword } from '../src/modules/auth/password-hash.ts';
import { seedDemoRuns } from '../src/modules/demo/demo-runs.ts';
import {
  classmateLogin,
  DEMO_ALL_GAMES,
  DEMO_CLASSMATES,
  DEMO_FALL_SCREENER,
} from '../src/modules/demo/demo-world.ts';
import { demoFixture, type DemoFixture } from './demo-fixtures.ts';
import { DISTRICT_ADMIN, reportUrls } from './reports-fixtures.ts';

/** Demo accounts the e2e tests sign in with and play from scratch: never given runs. */
const DEMO_STUDENTS = ['student1', 'student2', 'student3', 'estudiante1', 'child1', 'explorer'];
const TEACHER = 'teacher@demo.roar.test';
const LEVELS = ['needs-extra-support', 'developing', 'achieved'] as const;

describe.each(testDatabaseTargets())('demo world on $name', ({ open }) => {
  let database: Database;
  let demo: DemoFixture;
  let url: ReturnType<typeof reportUrls>;
  let seeded: Awaited<ReturnType<typeof seedDemoRuns>>;
  let seedMs = 0;

  const json = async <T>(path: string, login = DISTRICT_ADMIN): Promise<T> => {
    const res = await demo.call(login, 'GET', path);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const administrationId = async (name: string) => {
    const [row] = await database.db
      .select({ id: administrations.id })
      .from(administrations)
      .where(eq(administrations.name, name));
    return row!.id;
  };
  const dbs = () => ({ admin: database.db, app: database.db });

  beforeAll(async () => {
    database = await open();
    demo = await demoFixture(database);
    url = reportUrls(demo);
    const started = performance.now();
    seeded = await seedDemoRuns(dbs(), { hashPassword });
    seedMs = performance.now() - started;
  }, 180_000);
  afterAll(async () => {
    await demo?.app.close();
    await database?.close();
  });

  it('seeds the classmates and their runs once', async () => {
    console.info(`demo classmates: ${seeded.runs} runs seeded in ${Math.round(seedMs)} ms`);
    expect(seeded.seeded).toBe(true);
    expect(seeded.runs).toBeGreaterThan(150);
    const stored = await database.db.select({ id: runs.id }).from(runs);
    expect(stored.length).toBe(seeded.runs);
    expect(await seedDemoRuns(dbs(), { hashPassword })).toEqual({ seeded: false, runs: 0 });
    expect(await database.db.select({ id: runs.id }).from(runs)).toHaveLength(stored.length);
  });

  it('gives the e2e students no runs and leaves their screener unstarted', async () => {
    const ids = await Promise.all(DEMO_STUDENTS.map((login) => demo.userId(login)));
    expect(await database.db.select().from(runs).where(inArray(runs.userId, ids))).toEqual([]);
    for (const login of ['student1', 'student2']) {
      const assignment = await demo.assignmentOf(login);
      expect(assignment!.assessments.every((a) => !a.startedOn && !a.runId)).toBe(true);
      expect(await demo.assignmentOf(login, await administrationId(DEMO_FALL_SCREENER.name))).toBe(
        undefined,
      );
    }
  });

  it('shows every support level and unreliable runs in the grade-3 score report', async () => {
    const summary = await json<ScoreSummary>(url('class', 'grade3', '/scores/summary'), TEACHER);
    const total = (level: string) =>
      summary.byTask.reduce((n, t) => n + t.levels[level as (typeof LEVELS)[number]], 0);
    for (const level of LEVELS) expect(total(level), level).toBeGreaterThan(0);
    // The Word task alone spreads over the three levels.
    const word = summary.byTask.find((t) => t.scale === 'percentile' && t.reliable > 10)!;
    for (const level of LEVELS) expect(word.levels[level], level).toBeGreaterThan(0);
    expect(summary.byTask.reduce((n, t) => n + t.unreliable, 0)).toBeGreaterThan(0);
    // A spread of percentiles, not one bin.
    const bins = word.byGrade.find((g) => g.grade === '3')!.bins;
    expect(bins.filter((n) => n > 0).length).toBeGreaterThan(3);

    const page = await json<ReportPage>(
      url('class', 'grade3', '/scores/students', 'pageSize=100'),
      TEACHER,
    );
    expect(page.total).toBe(DEMO_CLASSMATES.find((c) => c.org === 'grade3')!.names.length + 1);
    const cells = page.rows.flatMap((r) => Object.values(r.tasks));
    expect(cells.some((c) => c.reliable === false)).toBe(true);
    expect(cells.some((c) => c.engagementFlags?.includes('responseTimeTooFast'))).toBe(true);
    expect(cells.some((c) => c.status === 'started')).toBe(true);
    const maya = page.rows.find((r) => r.username === 'student1')!;
    expect(Object.values(maya.tasks).every((c) => c.status === 'assigned')).toBe(true);
  });

  it('shows histories of two runs or more for some students', async () => {
    const grade3 = DEMO_CLASSMATES.find((c) => c.org === 'grade3')!;
    const fallId = await administrationId(DEMO_FALL_SCREENER.name);
    let withHistory = 0;
    for (const [first, last] of grade3.names) {
      const userId = await demo.userId(classmateLogin(first, last));
      const report = await json<StudentReport>(
        url('class', 'grade3', `/students/${userId}`),
        TEACHER,
      );
      const long = report.history.filter((h) => h.points.length >= 2);
      if (long.length === 0) continue;
      withHistory += 1;
      for (const { points } of long) {
        // Oldest first: the fall screener, then this one.
        expect(points.map((p) => p.administrationId)).toEqual([fallId, demo.screenerId]);
        expect(points[0]!.completedAt < points[1]!.completedAt).toBe(true);
        expect(points[0]!.administrationName).toBe(DEMO_FALL_SCREENER.publicName);
      }
    }
    expect(withHistory).toBeGreaterThanOrEqual(5);
  });

  it('gives explorer every playable task in All Games, each default variant', async () => {
    const allGames = await administrationId(DEMO_ALL_GAMES.name);
    const listed = await findAdministrationAssessments(database.db, [allGames]);
    expect(listed.map((a) => a.taskId)).toEqual([...PLAYABLE_TASK_IDS]);
    const assignment = await demo.assignmentOf('explorer', allGames);
    expect(assignment!.assessments.map((a) => a.taskId)).toEqual([...PLAYABLE_TASK_IDS]);
    expect(assignment!.assessments.every((a) => !a.optional && !a.startedOn)).toBe(true);
    // Only explorer's class holds it.
    expect(await demo.assignmentOf('student1', allGames)).toBeUndefined();
    expect(await demo.assignmentOf('student3', allGames)).toBeUndefined();

    // Signed in with the demo password, explorer's home opens on it (then the screener).
    const home = await json<ParticipantHome>('/api/app/assignments', 'explorer');
    expect(home.assignments.map((a) => a.publicName)).toEqual([
      DEMO_ALL_GAMES.publicName,
      'Reading Screener',
    ]);
    expect(home.assignments[0]!.assessments.map((a) => a.taskId)).toEqual([...PLAYABLE_TASK_IDS]);
  });
});
