import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import {
  generateId,
  type OrgKind,
  type RunDetail,
  type StudentReport,
  type TrialInput,
} from '@roar/contracts';
import { assignments, findScoreHistory, findVariantIdByName } from '@roar/db';
import { demoFixture, type DemoFixture } from './demo-fixtures.ts';
import { administer, runClient, trialBatch } from './runs-fixtures.ts';

const ADMIN = 'admin@demo.roar.test';
const TEACHER = 'teacher@demo.roar.test';
const PARENT = 'parent@demo.roar.test';
const LAUNCHER = 'launch@demo.roar.test';
const DAY_MS = 86_400_000;

describe.each(testDatabaseTargets())('individual score report on $name', ({ open }) => {
  let database: Database;
  let demo: DemoFixture;
  let api: ReturnType<typeof runClient>;

  beforeAll(async () => {
    database = await open();
    demo = await demoFixture(database);
    api = runClient(demo);
  }, 120_000);
  afterAll(async () => {
    await demo?.app.close();
    await database?.close();
  });

  /** The report of `userLogin` (or a raw id) as `caller` asks for it through an organisation. */
  async function report(
    caller: string,
    org: { type: OrgKind; id: string },
    userLogin: string,
    administrationId = demo.screenerId,
  ) {
    const userId = userLogin.startsWith('id:') ? userLogin.slice(3) : await demo.userId(userLogin);
    return demo.call(
      caller,
      'GET',
      `/api/admin/reports/${administrationId}/${org.type}/${org.id}/students/${userId}`,
    );
  }
  const district = () => ({ type: 'district' as const, id: demo.orgId.district });
  const grade3 = () => ({ type: 'class' as const, id: demo.orgId.grade3 });
  const family = () => ({ type: 'family' as const, id: demo.orgId.family });

  async function ok(res: Awaited<ReturnType<typeof report>>): Promise<StudentReport> {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as StudentReport;
  }
  function expectForbidden(res: Awaited<ReturnType<typeof report>>) {
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  }
  const taskOf = (r: StudentReport, taskId: string) => r.tasks.find((t) => t.taskId === taskId)!;
  const historyOf = (r: StudentReport, taskId: string) =>
    r.history.find((h) => h.taskId === taskId)!.points;

  /** Starts, uploads and completes a run of student1; answers the completed run. */
  async function completeRun(
    administrationId: string,
    taskId: string,
    trials: TrialInput[],
  ): Promise<RunDetail> {
    const created = await api.create('student1', { administrationId, taskId });
    expect(created.statusCode, created.body).toBe(200);
    const run: RunDetail = created.json();
    for (let i = 0; i < trials.length; i += 50) {
      expect((await api.trials('student1', run.id, trials.slice(i, i + 50))).statusCode).toBe(200);
    }
    const done = await api.complete('student1', run.id);
    expect(done.statusCode, done.body).toBe(200);
    return done.json() as RunDetail;
  }

  /** A new open administration of the family (child1) with the tasks' default variants. */
  async function administerFamily(taskIds: string[]): Promise<string> {
    const assessments = [];
    for (const taskId of taskIds) {
      assessments.push({
        variantId: await findVariantIdByName(database.db, { taskId, name: 'default' }),
      });
    }
    const res = await demo.call('superadmin@demo.roar.test', 'POST', '/api/admin/administrations', {
      name: `Family ${generateId()}`,
      publicName: 'Home check',
      dateOpened: new Date(Date.now() - DAY_MS).toISOString(),
      dateClosed: new Date(Date.now() + 30 * DAY_MS).toISOString(),
      orgs: { districts: [], schools: [], classes: [], groups: [], families: [demo.orgId.family] },
      assessments,
      sequential: false,
      legal: { consent: false, assent: false },
      isTest: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  it('lists every assigned task without scores before any completion', async () => {
    const r = await ok(await report(ADMIN, district(), 'student1'));
    expect(r.student).toEqual({
      id: await demo.userId('student1'),
      firstName: 'Maya',
      lastName: 'Johnson',
      username: 'student1',
      grade: '3',
      classes: ['Grade 3 - Room 204'],
      schools: ['Demo Elementary School'],
    });
    expect(r.administration).toEqual({
      id: demo.screenerId,
      name: 'Demo Screener',
      publicName: 'Reading Screener',
    });
    expect(r.org).toEqual({ id: demo.orgId.district, type: 'district', name: 'Demo District' });
    // The English assessments, in the administration's order; the Spanish ones are not assigned.
    expect(r.tasks.map((t) => [t.taskId, t.normed, t.status, t.run])).toEqual([
      ['swr', true, 'assigned', null],
      ['sre', true, 'assigned', null],
      ['pa', true, 'assigned', null],
      ['letter', false, 'assigned', null],
    ]);
    expect(taskOf(r, 'pa')).toMatchObject({
      name: 'Phonological Awareness',
      publicName: 'ROAR - Phoneme',
      optional: false,
    });
    expect(r.history).toEqual(
      ['swr', 'sre', 'pa', 'letter'].map((taskId) => ({ taskId, points: [] })),
    );

    // A run in progress: the task is started ("still working"), still without scores.
    const started = await api.create('student1', {
      administrationId: demo.screenerId,
      taskId: 'sre',
    });
    expect(started.statusCode).toBe(200);
    const working = await ok(await report(ADMIN, district(), 'student1'));
    expect(taskOf(working, 'sre')).toMatchObject({ status: 'started', run: null });
    expect(historyOf(working, 'sre')).toEqual([]);
  });

  it('shows the best run’s composite and raw scores, reliability, flags and skills', async () => {
    const word = await completeRun(demo.screenerId, 'swr', [
      ...trialBatch(0, 5, { stage: 'practice' }),
      ...trialBatch(5, 60),
    ]);
    // Three phoneme subtests; deletion is mostly missed, so it is the one to work on.
    const phoneme = await completeRun(demo.screenerId, 'pa', [
      ...trialBatch(0, 6, { taskId: 'pa', subtask: 'FSM', rt: 2000, correct: (i) => i < 4 }),
      ...trialBatch(6, 6, { taskId: 'pa', subtask: 'LSM', rt: 2000, correct: () => true }),
      ...trialBatch(12, 6, { taskId: 'pa', subtask: 'DEL', rt: 2000, correct: (i) => i === 12 }),
    ]);

    const r = await ok(await report(ADMIN, district(), 'student1'));
    const swr = taskOf(r, 'swr');
    expect(swr.status).toBe('completed');
    expect(swr.run).toMatchObject({
      runId: word.id,
      completedAt: word.completedAt,
      reliable: true,
      engagementFlags: [],
    });
    expect(swr.run!.composite).toMatchObject({
      rawScore: 520,
      percentile: 84.6,
      standardScore: 115,
      supportLevel: 'achieved',
      normsKind: 'provisional',
    });
    expect(swr.run!.raw.composite!.test).toMatchObject({ numAttempted: 60, numCorrect: 48 });
    expect(swr.run!.raw.composite!.practice!.numAttempted).toBe(5);

    const pa = taskOf(r, 'pa');
    expect(pa.status).toBe('completed');
    expect(pa.run).toEqual({
      runId: phoneme.id,
      completedAt: phoneme.completedAt,
      reliable: phoneme.reliable,
      engagementFlags: phoneme.engagementFlags,
      timeAccommodation: 'none',
      composite: phoneme.scores!.computed.composite,
      raw: phoneme.scores!.raw,
    });
    expect(pa.run!.composite.skills).toEqual({ subtestsToWorkOn: ['DEL'] });
    expect(pa.run!.composite).toMatchObject({ rawScore: 11, normsKind: 'provisional' });
    expect(pa.run!.raw.DEL!.test).toMatchObject({ numAttempted: 6, numCorrect: 1 });
    // Not completed: no scores.
    expect(taskOf(r, 'sre').run).toBeNull();
    expect(taskOf(r, 'letter').run).toBeNull();

    expect(historyOf(r, 'swr')).toEqual([
      {
        administrationId: demo.screenerId,
        administrationName: 'Reading Screener',
        completedAt: word.completedAt,
        rawScore: 520,
        percentile: 84.6,
        standardScore: 115,
        supportLevel: 'achieved',
        current: true,
      },
    ]);
  });

  it('lists a task’s best runs across administrations, oldest first', async () => {
    const second = await administer(demo, database, ['swr']);
    // Nine answers right in ten: a higher estimate than the screener run's four in five.
    const higher = trialBatch(0, 60, { correct: (i) => i % 10 !== 0 });
    const later = await completeRun(second, 'swr', higher);

    const screener = await ok(await report(ADMIN, district(), 'student1'));
    const points = historyOf(screener, 'swr');
    expect(points.map((p) => [p.administrationId, p.current])).toEqual([
      [demo.screenerId, true],
      [second, false],
    ]);
    expect(points[1]).toMatchObject({
      administrationName: 'Reading check',
      completedAt: later.completedAt,
      rawScore: later.scores!.computed.composite.rawScore,
    });
    expect(points[1]!.rawScore).toBeGreaterThan(points[0]!.rawScore!);
    expect(historyOf(screener, 'sre')).toEqual([]);
    // Only the newest points of a task are kept (HISTORY_POINTS_MAX in the report).
    const newest = await findScoreHistory(database.db, {
      userId: await demo.userId('student1'),
      taskIds: ['swr', 'pa'],
      perTask: 1,
    });
    expect(newest.map((h) => h.runId)).toEqual([taskOf(screener, 'pa').run!.runId, later.id]);

    // The same history from the other administration's report marks its own run.
    const other = await ok(await report(TEACHER, grade3(), 'student1', second));
    expect(other.tasks.map((t) => t.taskId)).toEqual(['swr']);
    expect(taskOf(other, 'swr').run!.runId).toBe(later.id);
    expect(historyOf(other, 'swr').map((p) => [p.administrationId, p.current])).toEqual([
      [demo.screenerId, false],
      [second, true],
    ]);
  });

  it('lets teachers read the students of their classes only', async () => {
    const r = await ok(await report(TEACHER, grade3(), 'student1'));
    expect(r.org).toMatchObject({ type: 'class', name: 'Grade 3 - Room 204' });
    expectForbidden(await report(TEACHER, grade3(), 'student2'));
    expectForbidden(await report(TEACHER, district(), 'student1'));
    expectForbidden(await report(TEACHER, { type: 'class', id: demo.orgId.grade7 }, 'student2'));
  });

  it('refuses a student outside the organisation, even to the district admin', async () => {
    expectForbidden(await report(ADMIN, grade3(), 'student2'));
    expectForbidden(await report('superadmin@demo.roar.test', grade3(), 'student2'));
    // Through the district, student2 is in the report; the letter task is optional in grade 7.
    const r = await ok(await report(ADMIN, district(), 'student2'));
    expect(r.student).toMatchObject({ grade: '7', classes: ['Grade 7 - Room 312'] });
    expect(taskOf(r, 'letter')).toMatchObject({ optional: true, status: 'optional', run: null });
  });

  it('lets parents read their own child through the family only', async () => {
    const adm = await administerFamily(['swr']);
    const r = await ok(await report(PARENT, family(), 'child1', adm));
    expect(r.student).toMatchObject({ username: 'child1', classes: [], schools: [] });
    expect(r.org).toEqual({ id: demo.orgId.family, type: 'family', name: 'Demo Family' });
    expect(r.tasks.map((t) => [t.taskId, t.status])).toEqual([['swr', 'assigned']]);
    expectForbidden(await report(PARENT, family(), 'student1', adm));
    expectForbidden(await report(PARENT, district(), 'student1'));
    expectForbidden(await report(PARENT, family(), 'child1'));
  });

  it('lets launch administrators read district students; refuses students and unknown ids', async () => {
    const r = await ok(await report(LAUNCHER, district(), 'student1'));
    expect(taskOf(r, 'swr').status).toBe('completed');
    expectForbidden(await report('student1', district(), 'student1'));
    expectForbidden(await report('child1', family(), 'child1'));
    expectForbidden(await report(ADMIN, district(), 'id:no-such-user'));
    expectForbidden(await report('superadmin@demo.roar.test', district(), 'id:no-such-user'));
    expectForbidden(await report(ADMIN, district(), 'student1', 'no-such-administration'));
  });

  it('refuses a student of the organisation who does not hold the administration', async () => {
    const adm = await administer(demo, database, ['sre']);
    expect((await report(TEACHER, grade3(), 'student1', adm)).statusCode).toBe(200);
    await database.db
      .delete(assignments)
      .where(
        and(
          eq(assignments.administrationId, adm),
          eq(assignments.userId, await demo.userId('student1')),
        ),
      );
    expectForbidden(await report(TEACHER, grade3(), 'student1', adm));
  });
});
