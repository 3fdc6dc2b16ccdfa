import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { JOB_KINDS, type RunDetail, type TrialInput } from '@roar/contracts';
import {
  assignments,
  auditLog,
  findOrgByName,
  findUserByLogin,
  jobs,
  reportScores,
  runs,
  scores,
} from '@roar/db';
import { buildTestApp, signInAs, until } from './helpers.ts';
import { demoFixture, type DemoFixture } from './demo-fixtures.ts';
import { administer, runClient, trialBatch } from './runs-fixtures.ts';
import { seedDemoWorld } from '../src/modules/demo/seed.ts';
import { DEMO_ORGS, type DemoOrgKey } from '../src/modules/demo/demo-world.ts';
import { hashPassword } from '../src/modules/auth/password-hash.ts';

/**
 * Completion scoring of a busy server (issue 15): while RUN_SCORING_INLINE_MAX completions are
 * being scored in the process, `POST /api/app/runs/:runId/complete` answers 202 and a `runs.score`
 * job completes the run. RUN_SCORING_INLINE_MAX=0 defers every completion; a second database with
 * the default limit scores an equivalent run inline, for comparison.
 */

const LAUNCHER = 'launch@demo.roar.test';

/** The demo world with an app built with env overrides (demoFixture with the default env). */
async function demoFixtureWith(
  database: Database,
  overrides: Record<string, string>,
): Promise<DemoFixture> {
  await seedDemoWorld(database.db, { hashPassword });
  const { app } = await buildTestApp(database, {
    SIGN_IN_RATE_LIMIT_PER_MINUTE: '10000',
    JOB_POLL_SECONDS: '0.5',
    ...overrides,
  });
  const orgId = {} as Record<DemoOrgKey, string>;
  for (const org of DEMO_ORGS) {
    orgId[org.key] = (await findOrgByName(database.db, { type: org.type, name: org.name }))!.id;
  }
  const tokens = new Map<string, string>();
  const token = async (login: string) => {
    if (!tokens.has(login)) tokens.set(login, (await signInAs(app, login)).accessToken);
    return tokens.get(login)!;
  };
  const userId = async (login: string) => (await findUserByLogin(database.db, login))!.id;
  return {
    app,
    orgId,
    userId,
    token,
    screenerId: '',
    async call(login, method, url, payload) {
      return app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${await token(login)}` },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    },
    async assignmentOf(login, administrationId) {
      const [row] = await database.db
        .select()
        .from(assignments)
        .where(
          and(
            eq(assignments.userId, await userId(login)),
            eq(assignments.administrationId, administrationId!),
          ),
        );
      return row;
    },
  };
}

/** What scoring decides about a run (the rest, ids and times, differs between two runs). */
const outcome = (run: RunDetail) => ({
  state: run.state,
  reliable: run.reliable,
  engagementFlags: run.engagementFlags,
  bestRun: run.bestRun,
  scores: run.scores,
});

describe.each(testDatabaseTargets())('completion scoring in jobs on $name', ({ open }) => {
  /** RUN_SCORING_INLINE_MAX=0: every completion is deferred. */
  let busyDatabase: Database;
  let busy: DemoFixture;
  let busyApi: ReturnType<typeof runClient>;
  /** The default limit: completions are scored inline. */
  let idleDatabase: Database;
  let idle: DemoFixture;
  let idleApi: ReturnType<typeof runClient>;

  beforeAll(async () => {
    [busyDatabase, idleDatabase] = await Promise.all([open(), open()]);
    busy = await demoFixtureWith(busyDatabase, { RUN_SCORING_INLINE_MAX: '0' });
    busyApi = runClient(busy);
    idle = await demoFixture(idleDatabase);
    idleApi = runClient(idle);
  }, 180_000);
  afterAll(async () => {
    await busy?.app.close();
    await idle?.app.close();
    await busyDatabase?.close();
    await idleDatabase?.close();
  });

  const jobsOfRunIn = (database: Database, runId: string) =>
    database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, JOB_KINDS.scoreRun), eq(jobs.idempotencyKey, runId)));
  const jobsOfRun = (runId: string) => jobsOfRunIn(busyDatabase, runId);
  const scoreRows = (database: Database, runId: string) =>
    database.db.select().from(scores).where(eq(scores.runId, runId));
  const completedRun = (api: ReturnType<typeof runClient>, login: string, runId: string) =>
    until(async () => {
      const run = (await api.read(login, runId)).json() as RunDetail;
      return run.state === 'completed' ? run : undefined;
    }, `run ${runId} to be completed`);
  const finishedJob = (runId: string) =>
    until(async () => {
      const [job] = await jobsOfRun(runId);
      return job && ['completed', 'failed', 'cancelled'].includes(job.state) ? job : undefined;
    }, `the scoring job of ${runId} to finish`);

  /** Starts a run of student1 (or for them by `login`) in a new administration with trials. */
  async function startRun(
    fixture: DemoFixture,
    database: Database,
    trials: TrialInput[],
    login = 'student1',
  ): Promise<{ run: RunDetail; administrationId: string }> {
    const api = runClient(fixture);
    const administrationId = await administer(fixture, database, ['swr']);
    const launchId = login === 'student1' ? {} : { launchId: await fixture.userId('student1') };
    const created = await api.create(login, { administrationId, taskId: 'swr', ...launchId });
    expect(created.statusCode, created.body).toBe(200);
    const run = created.json() as RunDetail;
    const upload = await api.trials(login, run.id, trials);
    expect(upload.statusCode, upload.body).toBe(200);
    return { run, administrationId };
  }

  it('answers 202, and a job completes the run once with the score of an inline completion', async () => {
    const trials = [...trialBatch(0, 5, { stage: 'practice' }), ...trialBatch(5, 40)];
    // The same trials (the same items and answers; ids of their own) in a run of each world.
    const deferred = await startRun(busy, busyDatabase, trials);
    const inline = await startRun(idle, idleDatabase, trials);

    // After both starts: an inline completion keeps it (between the run's start and now).
    const completedAt = new Date().toISOString();
    const first = await busyApi.complete('student1', deferred.run.id, { completedAt });
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toMatchObject({ id: deferred.run.id, userId: deferred.run.userId });
    // Sent again (its answer lost): the same job, nothing more.
    const again = await busyApi.complete('student1', deferred.run.id, { completedAt });
    expect(again.statusCode, again.body).toBe(202);

    const byJob = await completedRun(busyApi, 'student1', deferred.run.id);
    const job = await finishedJob(deferred.run.id);
    expect(await jobsOfRun(deferred.run.id)).toHaveLength(1);
    expect(job).toMatchObject({
      state: 'completed',
      attempts: 1,
      params: { runId: deferred.run.id },
      result: { runId: deferred.run.id, scored: true, state: 'completed' },
      input: null,
    });
    expect(await scoreRows(busyDatabase, deferred.run.id)).toHaveLength(1);
    // The client's completion time, as an inline completion keeps it.
    expect(byJob.completedAt).toBe(completedAt);

    const direct = await idleApi.complete('student1', inline.run.id, { completedAt });
    expect(direct.statusCode, direct.body).toBe(200);
    const scoredInline = direct.json() as RunDetail;
    expect(scoredInline.state).toBe('completed');
    expect(scoredInline.scores).not.toBeNull();
    expect(outcome(byJob)).toEqual(outcome(scoredInline));
    expect(await scoreRows(idleDatabase, inline.run.id)).toHaveLength(1);
    expect(await jobsOfRunIn(idleDatabase, inline.run.id)).toHaveLength(0);

    // The assignment and the report read model, as after an inline completion.
    const held = (await busy.assignmentOf('student1', deferred.administrationId))!.assessments.find(
      (a) => a.taskId === 'swr',
    );
    expect(held).toMatchObject({ runId: deferred.run.id, allowRetake: byJob.reliable !== true });
    expect(held!.completedOn).toBeTruthy();
    const [report] = await busyDatabase.db
      .select()
      .from(reportScores)
      .where(eq(reportScores.runId, deferred.run.id));
    expect(report).toMatchObject({ userId: deferred.run.userId, reliable: byJob.reliable });

    // A completion of a completed run still answers 202 and changes nothing.
    const late = await busyApi.complete('student1', deferred.run.id);
    expect(late.statusCode).toBe(202);
    expect(outcome(late.json() as RunDetail)).toEqual(outcome(byJob));
    expect(await jobsOfRun(deferred.run.id)).toHaveLength(1);
  });

  it('a job for a run already completed succeeds without scoring it again', async () => {
    const { run } = await startRun(busy, busyDatabase, trialBatch(0, 30));
    expect((await busyApi.complete('student1', run.id)).statusCode).toBe(202);
    const scored = await completedRun(busyApi, 'student1', run.id);
    await finishedJob(run.id);
    const { job } = await busy.app.jobs.enqueue(JOB_KINDS.scoreRun, {
      params: { runId: run.id },
      input: { runId: run.id, input: {}, requestedAt: new Date().toISOString() },
    });
    const done = await until(async () => {
      const [row] = await busyDatabase.db.select().from(jobs).where(eq(jobs.id, job.id));
      return row && ['completed', 'failed'].includes(row.state) ? row : undefined;
    }, 'the second job to finish');
    expect(done).toMatchObject({ state: 'completed', result: { scored: false } });
    expect(await scoreRows(busyDatabase, run.id)).toHaveLength(1);
    expect(outcome((await busyApi.read('student1', run.id)).json())).toEqual(outcome(scored));
  });

  it('a launcher’s deferred completion is audited as an inline one is', async () => {
    const { run, administrationId } = await startRun(
      busy,
      busyDatabase,
      trialBatch(0, 50),
      LAUNCHER,
    );
    const res = await busyApi.complete(LAUNCHER, run.id);
    expect(res.statusCode, res.body).toBe(202);
    expect((await completedRun(busyApi, LAUNCHER, run.id)).reliable).toBe(true);
    await finishedJob(run.id);
    const audit = await busyDatabase.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'assignment.launch_complete'), eq(auditLog.targetId, run.userId)),
      );
    expect(audit.map((a) => a.actorUserId)).toEqual([await busy.userId(LAUNCHER)]);
    expect(audit[0]!.details).toEqual({ administrationId, taskId: 'swr' });
  });

  it('checks the caller and the run before deferring, and enqueues nothing otherwise', async () => {
    const { run } = await startRun(busy, busyDatabase, trialBatch(0, 10));
    expect((await busyApi.complete('student2', run.id)).statusCode).toBe(404);
    expect((await busyApi.complete('student1', 'no-such-run')).statusCode).toBe(404);
    const bad = await busyApi.complete('student1', run.id, { completedAt: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    await busyDatabase.db.update(runs).set({ state: 'abandoned' }).where(eq(runs.id, run.id));
    const abandoned = await busyApi.complete('student1', run.id);
    expect(abandoned.statusCode).toBe(409);
    expect(await jobsOfRun(run.id)).toHaveLength(0);
  });

  it('does not let a student complete a game played elsewhere by a deferred completion', async () => {
    // ADR 027: only the game site's signed callback (or a launching adult) completes it.
    const administrationId = await administer(busy, busyDatabase, ['mefs']);
    const created = await busyApi.create('student1', { administrationId, taskId: 'mefs' });
    expect(created.statusCode).toBe(200);
    const run = created.json() as RunDetail;
    expect((await busyApi.complete('student1', run.id)).statusCode).toBe(403);
    expect(await jobsOfRun(run.id)).toHaveLength(0);
    expect((await busyApi.read('student1', run.id)).json().state).toBe('started');
  });
});
