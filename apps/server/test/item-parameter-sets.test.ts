import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import {
  auditLog,
  ensureTrialPartitions,
  newId,
  reportScores,
  runMonthOf,
  runs,
  scoreHistory,
  scores,
  trials,
} from '@roar/db';
import {
  CALIBRATION_MIN_RUNS,
  generateId,
  type ItemParameterSetDetail,
  type ItemParameterSetList,
  type JobDetail,
  type RunDetail,
  type TrialInput,
} from '@roar/contracts';
import { createRng, gameOf, scoreStoredRun } from '@roar/tasks/registry';
import { storedAndFreshCounts } from './report-count-check.ts';
import { demoFixture, type DemoFixture } from './demo-fixtures.ts';
import { until } from './helpers.ts';
import { administer, runClient } from './runs-fixtures.ts';

/**
 * Item-parameter sets (ADR 052; issue 20 items 3 and 5): a super administrator calibrates a task
 * from its completed reliable runs, reviews and activates the draft, and the rescoring job
 * rescores every run with it, keeping the old scores in the history and the report read model
 * and its counts right. Too few runs are refused with a typed code; nobody else may do any of it.
 */

const SUPER = 'superadmin@demo.roar.test';
const TASK = 'swr';
const GRADES = ['K', '1', '2', '3', '4', '5'];
/** Trials of a seeded run: enough for Word's reliability (40 answers at least). */
const SEEDED_TRIALS = 45;

/** A Word run (30 items unless told) of a child of ability `theta`, as the game records it. */
function wordTrials(seed: string, theta: number, numTrials = 30): TrialInput[] {
  const game = gameOf(TASK)!;
  const params = game.params(TASK).parse({ numTrials });
  return game
    .simulate(TASK, params, createRng(seed), { theta })
    .map((t) => ({ ...t, id: generateId() }));
}

/** Rows in `list` inserted `size` at a time (one statement each). */
async function insertChunks<T>(list: T[], size: number, insert: (rows: T[]) => Promise<unknown>) {
  for (let k = 0; k < list.length; k += size) await insert(list.slice(k, k + size));
}

/**
 * Completed, scored runs of simulated children straight into the assessment tables (the API
 * would take minutes for hundreds): children of grades K-5 with abilities around their grade's,
 * until `count` of the runs are reliable.
 */
async function seedRuns(db: Database['db'], count: number, districtId: string) {
  const game = gameOf(TASK)!;
  const params = game.params(TASK).parse({ numTrials: SEEDED_TRIALS });
  const rng = createRng('calibration-seed');
  const now = new Date();
  await ensureTrialPartitions(db, now);
  const runRows: (typeof runs.$inferInsert)[] = [];
  const trialRows: (typeof trials.$inferInsert)[] = [];
  const scoreRows: (typeof scores.$inferInsert)[] = [];
  let reliable = 0;
  for (let k = 0; reliable < count; k += 1) {
    if (k > count * 2) throw new Error(`only ${reliable} of ${k} simulated runs are reliable`);
    const grade = GRADES[k % GRADES.length]!;
    const theta = -2 + Number(grade === 'K' ? 0 : grade) * 0.5 + (rng.next() * 2 - 1) * 1.2;
    const played = wordTrials(`child-${k}`, theta, SEEDED_TRIALS).map((t) => ({
      ...t,
      subtask: t.subtask ?? null,
      itemId: t.itemId ?? null,
    }));
    const scoring = scoreStoredRun(
      game,
      { taskId: TASK, params, seed: null, trials: played },
      { grade },
    );
    if (scoring.reliable) reliable += 1;
    const id = newId();
    const userId = newId();
    runRows.push({
      id,
      userId,
      taskId: TASK,
      districtId,
      params,
      state: 'completed',
      reliable: scoring.reliable,
      engagementFlags: scoring.engagementFlags,
      startedAt: now,
      completedAt: now,
    });
    trialRows.push(
      ...played.map((t) => ({
        id: t.id,
        runId: id,
        runMonth: runMonthOf(now),
        districtId,
        trialIndex: t.trialIndex,
        block: t.block ?? null,
        subtask: t.subtask,
        stage: t.stage,
        itemId: t.itemId,
        data: t.data,
      })),
    );
    scoreRows.push({
      runId: id,
      userId,
      taskId: TASK,
      districtId,
      raw: scoring.raw,
      computed: scoring.computed,
      scoringVersion: scoring.scoringVersion,
      normsVersion: scoring.normsVersion,
      reliable: scoring.reliable,
      engagementFlags: scoring.engagementFlags,
    });
  }
  await insertChunks(runRows, 200, (rows) => db.insert(runs).values(rows));
  await insertChunks(trialRows, 2_000, (rows) => db.insert(trials).values(rows));
  await insertChunks(scoreRows, 200, (rows) => db.insert(scores).values(rows));
}

describe.each(testDatabaseTargets())('item-parameter sets on $name', ({ open }) => {
  let database: Database;
  let demo: DemoFixture;
  let administrationId: string;
  const base = `/api/admin/tasks/${TASK}/item-parameter-sets`;

  /** Starts a calibration as the super administrator and answers the finished job. */
  async function finished(id: string): Promise<JobDetail> {
    return until(
      async () => {
        const found = (await demo.call(SUPER, 'GET', `/api/admin/jobs/${id}`)).json() as JobDetail;
        return ['completed', 'failed'].includes(found.state) ? found : undefined;
      },
      `job ${id}`,
      120_000,
    );
  }

  async function calibrate(): Promise<JobDetail> {
    const started = await demo.call(SUPER, 'POST', `${base}/calibrations`, { model: 'rasch' });
    expect(started.statusCode, started.body).toBe(202);
    return finished((started.json() as JobDetail).id);
  }

  async function expectFreshCounts() {
    const { db } = database;
    const { stored, fresh } = await storedAndFreshCounts(db);
    expect(stored).toEqual(fresh);
  }

  beforeAll(async () => {
    database = await open();
    demo = await demoFixture(database);
    // A run through the API in an administration, so a report row follows the rescoring.
    administrationId = await administer(demo, database, [TASK]);
    const api = runClient(demo);
    const run = (await api.create('student1', { administrationId, taskId: TASK })).json();
    expect((await api.trials('student1', run.id, wordTrials('api', 0))).statusCode).toBe(200);
    expect((await api.complete('student1', run.id)).statusCode).toBe(200);
  }, 180_000);
  afterAll(async () => {
    await demo?.app.close();
    await database?.close();
  });

  it('refuses to calibrate from too few runs, with a typed code', async () => {
    const job = await calibrate();
    expect(job.state).toBe('failed');
    expect(job.error).toBe('too_few_runs');
    expect(job.result).toMatchObject({ minRuns: CALIBRATION_MIN_RUNS });
    const list = (await demo.call(SUPER, 'GET', base)).json() as ItemParameterSetList;
    expect(list).toMatchObject({ calibratable: true, minRuns: CALIBRATION_MIN_RUNS, items: [] });
  });

  it('lets nobody but a super administrator near the sets', async () => {
    for (const login of ['admin@demo.roar.test', 'teacher@demo.roar.test', 'student1']) {
      expect((await demo.call(login, 'GET', base)).statusCode, login).toBe(403);
      const post = await demo.call(login, 'POST', `${base}/calibrations`, { model: 'rasch' });
      expect(post.statusCode, login).toBe(403);
      const activate = await demo.call(login, 'POST', `${base}/some-set/activate`);
      expect(activate.statusCode, login).toBe(403);
    }
    const unknown = await demo.call(SUPER, 'POST', `${base}/calibrations`, { model: '3pl' });
    expect(unknown.statusCode).toBe(400);
  });

  it('calibrates, activates and rescores every run with history and fresh report counts', async () => {
    await seedRuns(database.db, CALIBRATION_MIN_RUNS + 20, demo.orgId.district);
    const job = await calibrate();
    expect(job.state, job.error ?? '').toBe('completed');
    expect(job.result).toMatchObject({ version: `${TASK}.1` });
    expect(job.progressDone).toBeGreaterThanOrEqual(CALIBRATION_MIN_RUNS + 20);

    const list = (await demo.call(SUPER, 'GET', base)).json() as ItemParameterSetList;
    expect(list.items).toHaveLength(1);
    const [draft] = list.items;
    expect(draft).toMatchObject({ state: 'draft', model: 'rasch', converged: expect.any(Boolean) });
    expect(draft!.runs).toBeGreaterThanOrEqual(CALIBRATION_MIN_RUNS + 20);
    expect(draft!.itemsUsable).toBeGreaterThan(0);
    const detail = (
      await demo.call(SUPER, 'GET', `${base}/${draft!.id}`)
    ).json() as ItemParameterSetDetail;
    // Two-choice items: guessing stays the bank's 0.5.
    expect(detail.parameters.every((item) => item.c === 0.5)).toBe(true);
    expect(detail.provenance).toMatchObject({ runs: draft!.runs });

    const before = await database.db.select().from(scores).where(eq(scores.taskId, TASK));
    const activated = await demo.call(SUPER, 'POST', `${base}/${draft!.id}/activate`);
    expect(activated.statusCode, activated.body).toBe(200);
    const rescoring = await finished((activated.json() as { job: JobDetail }).job.id);
    expect(rescoring.state, rescoring.error ?? '').toBe('completed');
    expect(rescoring.result).toMatchObject({ version: `${TASK}.1`, runs: before.length });

    const after = await database.db.select().from(scores).where(eq(scores.taskId, TASK));
    expect(after.every((s) => s.itemParametersVersion === `${TASK}.1`)).toBe(true);
    const composite = (s: (typeof after)[number]) =>
      (s.computed as { composite: { roarScore?: number; itemParametersVersion?: string } })
        .composite;
    expect(after.every((s) => composite(s).itemParametersVersion === `${TASK}.1`)).toBe(true);
    const old = new Map(before.map((s) => [s.runId, composite(s).roarScore]));
    const changed = after.filter((s) => old.get(s.runId) !== composite(s).roarScore);
    expect(changed.length).toBeGreaterThan(0);
    const history = await database.db.select().from(scoreHistory);
    expect(history.length).toBe(before.length);
    expect(history.every((h) => h.rescoredWith === `${TASK}.1`)).toBe(true);

    // The report rows are the best runs' new scores, and the counts equal a fresh count.
    const rows = await database.db.select().from(reportScores).where(eq(reportScores.taskId, TASK));
    expect(rows.length).toBeGreaterThan(0);
    const byRun = new Map(after.map((s) => [s.runId, s]));
    for (const row of rows) {
      expect(row.rawScore).toBe(composite(byRun.get(row.runId!)!).roarScore ?? null);
    }
    await expectFreshCounts();

    // Run again (as after a crash): nothing is rescored twice.
    const again = await demo.app.jobs.enqueue('runs.rescore', {
      params: { taskId: TASK, setId: draft!.id, version: `${TASK}.1` },
    });
    const second = await finished(again.job.id);
    expect(second.result).toMatchObject({ rescored: 0 });
    expect((await database.db.select().from(scoreHistory)).length).toBe(before.length);

    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'task'), eq(auditLog.targetId, TASK)));
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining([
        'calibration.create_set',
        'calibration.activate_set',
        'calibration.rescore',
      ]),
    );
    // A run completed now is scored with the active set and records it.
    const api = runClient(demo);
    const retake = (await api.create('student1', { administrationId, taskId: TASK })).json();
    expect((await api.trials('student1', retake.id, wordTrials('after', 0))).statusCode).toBe(200);
    const completed = (await api.complete('student1', retake.id)).json() as RunDetail;
    expect(completed.scores!.computed.composite).toMatchObject({
      itemParametersVersion: `${TASK}.1`,
    });
    const [stored] = await database.db.select().from(scores).where(eq(scores.runId, retake.id));
    expect(stored!.itemParametersVersion).toBe(`${TASK}.1`);

    const set = (await demo.call(SUPER, 'GET', `${base}/${draft!.id}`)).json();
    expect(set).toMatchObject({ state: 'active', activatedBy: { name: expect.any(String) } });
    // An active set cannot be activated again.
    expect((await demo.call(SUPER, 'POST', `${base}/${draft!.id}/activate`)).statusCode).toBe(409);
  }, 240_000);
});
