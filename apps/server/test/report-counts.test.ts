import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import type { ProgressSummary } from '@roar/contracts';
import {
  compactReportCounts,
  countReportProgress,
  deleteAssignments,
  insertMemberships,
  reportCounts,
  rowsOf,
  summarizeReportScores,
  updateAssignmentState,
  withReportCounts,
} from '@roar/db';
import { today } from '../src/lib/day.ts';
import { storedAndFreshCounts } from './report-count-check.ts';
import { demoFixture, type DemoFixture } from './demo-fixtures.ts';
import { DISTRICT_ADMIN, playScreener, reportUrls } from './reports-fixtures.ts';

/**
 * The pre-aggregated report counts (docs/decisions/040-report-counts.md) after each kind of write
 * to the report read model: the stored rows, summed per cell, equal a fresh count of every cell
 * from the read model, and the progress counts and summary read from them equal those read from
 * the read model's rows, for the district, its schools and classes, today and on later days.
 */

const SUPER_ADMIN = 'superadmin@demo.roar.test';
const ORGS = ['district', 'elementary', 'middle', 'kindergarten', 'grade3', 'grade7'] as const;

/** Tasks come in no particular order. */
const byTaskId = <T extends { taskId: string }>(list: readonly T[]) =>
  [...list].sort((a, b) => a.taskId.localeCompare(b.taskId));
const dayAfter = (days: number) => today(new Date(Date.now() + days * 86_400_000));
describe.each(testDatabaseTargets())('report counts on $name', ({ open }) => {
  let database: Database;
  let demo: DemoFixture;

  beforeAll(async () => {
    database = await open();
    demo = await demoFixture(database);
  }, 180_000);
  afterAll(async () => {
    await demo?.app.close();
    await database?.close();
  });

  /** The stored counts against a fresh count, and both report reads against the rows'. */
  async function expectFresh(days: readonly string[] = [today(new Date())]): Promise<void> {
    const { db } = database;
    const { stored, fresh } = await storedAndFreshCounts(db);
    expect(stored).toEqual(fresh);
    for (const day of days) {
      for (const org of ORGS) {
        const scope = { administrationId: demo.screenerId, orgId: demo.orgId[org], day };
        for (const filter of [{}, { grade: ['3', '7'] }]) {
          const counted = await countReportProgress(db, { ...scope, filter });
          const recounted = await countReportProgress(db, { ...scope, filter, fromRows: true });
          expect(byTaskId(counted.byTask), `${org} ${day}`).toEqual(byTaskId(recounted.byTask));
          expect(counted.total).toEqual(recounted.total);
          expect(byTaskId(await summarizeReportScores(db, { ...scope, filter }))).toEqual(
            byTaskId(await summarizeReportScores(db, { ...scope, filter, fromRows: true })),
          );
        }
      }
    }
  }

  const progress = async () => {
    const url = reportUrls(demo)('district', 'district', '/progress/summary');
    const res = await demo.call(DISTRICT_ADMIN, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ProgressSummary;
  };

  it('holds every cell of the demo world after its seed', async () => {
    expect((await database.db.select().from(reportCounts)).length).toBeGreaterThan(0);
    await expectFresh([today(new Date()), dayAfter(400)]);
  });

  it('writes without JIT compilation (0.7 s a call on PostgreSQL for a query of milliseconds)', async () => {
    const jit = await withReportCounts(database.db, [await demo.userId('student1')], async (tx) => {
      const rows = await rowsOf<{ jit: string }>(tx, sql`show jit`);
      return rows[0]?.jit;
    });
    expect(jit).toBe('off');
  });

  it('follows a started run, a completion and a repeated completion', async () => {
    const before = await progress();
    await playScreener(demo, 'student3', 'pa', { started: true });
    await expectFresh();
    const runId = await playScreener(demo, 'student1', 'swr');
    await expectFresh();
    const after = await progress();
    expect(after.byTask.find((t) => t.taskId === 'swr')!.completed).toBe(
      before.byTask.find((t) => t.taskId === 'swr')!.completed + 1,
    );
    const { runClient } = await import('./runs-fixtures.ts');
    expect((await runClient(demo).complete('student1', runId)).statusCode).toBe(200);
    await expectFresh();
  });

  it('follows a retake that changes the best run', async () => {
    const assignment = (await demo.assignmentOf('student1'))!;
    await updateAssignmentState(database.db, assignment.id, {
      assessments: assignment.assessments.map((a) =>
        a.taskId === 'swr' ? { ...a, allowRetake: true } : a,
      ),
      startedOn: assignment.startedOn,
      completedOn: assignment.completedOn,
    });
    await expectFresh();
    await playScreener(demo, 'student1', 'swr', { trials: 50, rt: 700 });
    await expectFresh();
  });

  it('follows a grade change and a class moved to another school', async () => {
    const student1 = await demo.userId('student1');
    const edit = await demo.call(SUPER_ADMIN, 'PATCH', `/api/admin/users/${student1}`, {
      grade: '4',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await expectFresh();
    const move = await demo.call(SUPER_ADMIN, 'PATCH', `/api/admin/orgs/${demo.orgId.grade3}`, {
      schoolId: demo.orgId.middle,
    });
    expect(move.statusCode, move.body).toBe(200);
    await expectFresh();
  });

  it('follows memberships that start and end on other days', async () => {
    const student2 = await demo.userId('student2');
    const student3 = await demo.userId('student3');
    await database.db.transaction(async (tx) => {
      await insertMemberships(tx, [
        // Ethan also joins Elementary for a month from next week, and Zoe's class membership in
        // grade 3 ends in ten days (she keeps Kindergarten).
        {
          userId: student2,
          orgId: demo.orgId.elementary,
          role: 'student',
          startOn: dayAfter(7),
          endOn: dayAfter(37),
        },
        {
          userId: student3,
          orgId: demo.orgId.grade3,
          role: 'student',
          startOn: dayAfter(-30),
          endOn: dayAfter(10),
        },
      ]);
    });
    await expectFresh([today(new Date()), dayAfter(8), dayAfter(11), dayAfter(40)]);
  });

  it('follows an archived student and a removed assignment', async () => {
    const student2 = await demo.userId('student2');
    const archive = await demo.call(SUPER_ADMIN, 'POST', `/api/admin/users/${student2}/archive`);
    expect(archive.statusCode, archive.body).toBe(200);
    await expectFresh();
    const assignment = (await demo.assignmentOf('student2'))!;
    await deleteAssignments(database.db, [assignment.id]);
    await expectFresh();
  });

  it('folds the rows of an organisation into one per cell without changing a count', async () => {
    const rowsOfDistrict = async () =>
      (await database.db.select().from(reportCounts)).filter(
        (r) => r.orgId === demo.orgId.district && r.administrationId === demo.screenerId,
      );
    const before = (await rowsOfDistrict()).length;
    await compactReportCounts(database.db, {
      administrationId: demo.screenerId,
      orgId: demo.orgId.district,
    });
    const after = await rowsOfDistrict();
    expect(after.length).toBeLessThan(before);
    expect(after.every((r) => r.n > 0)).toBe(true);
    await expectFresh();
  });
});
