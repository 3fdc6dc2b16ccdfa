import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import {
  generateId,
  type ParticipantHome,
  type ReportPage,
  type RunDetail,
  type StudentReport,
} from '@roar/contracts';
import { ensureTrialPartitions, interactions, runMonthOf, runs, scores, trials } from '@roar/db';
import { demoFixture, type DemoFixture } from './demo-fixtures.ts';
import { administer, runClient, trialBatch } from './runs-fixtures.ts';

const LAUNCHER = 'launch@demo.roar.test';

describe.each(testDatabaseTargets())('run recorder on $name', ({ open }) => {
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

  const assessmentOf = async (login: string, administrationId: string, taskId: string) =>
    (await demo.assignmentOf(login, administrationId))?.assessments.find(
      (a) => a.taskId === taskId,
    );
  const trialCount = async (runId: string) =>
    (await database.db.select().from(trials).where(eq(trials.runId, runId))).length;

  it('records a screener run of student1 idempotently and scores it on completion', async () => {
    const id = generateId();
    const body = { id, administrationId: demo.screenerId, taskId: 'swr' };
    const created = await api.create('student1', body);
    expect(created.statusCode).toBe(200);
    const run: RunDetail = created.json();
    const held = await assessmentOf('student1', demo.screenerId, 'swr');
    expect(run).toMatchObject({ id, state: 'started', variantId: held!.variantId, scores: null });
    expect(run.params).toMatchObject({ language: 'en' });
    // The game may start at the child's level: grade 3, born nine years before the seed day.
    expect(run.player?.grade).toBe('3');
    expect(run.player?.ageMonths).toBeGreaterThanOrEqual(108);
    expect(run.player?.ageMonths).toBeLessThan(120);
    expect(held).toMatchObject({ runId: id, allRunIds: [id] });
    expect(held!.startedOn).toBeTruthy();
    // The same id again answers the same run and starts nothing new.
    expect((await api.create('student1', { ...body, seed: 'other' })).json()).toEqual(run);
    expect((await api.create('student2', body)).statusCode).toBe(409);

    const practice = trialBatch(0, 5, { stage: 'practice' });
    const first = [...practice, ...trialBatch(5, 30)];
    const second = trialBatch(35, 30);
    expect((await api.trials('student1', id, second)).json()).toEqual({
      accepted: 30,
      duplicates: 0,
    });
    expect((await api.trials('student1', id, first)).json()).toEqual({
      accepted: 35,
      duplicates: 0,
    });
    expect((await api.trials('student1', id, [...first, first[0]!])).json()).toEqual({
      accepted: 0,
      duplicates: 36,
    });
    expect(await trialCount(id)).toBe(65);

    const events = [
      { id: generateId(), event: 'blur', trialIndex: 7, timeMs: 1200.5 },
      { id: generateId(), event: 'focus', trialIndex: 7, timeMs: 2400 },
    ];
    expect((await api.events('student1', id, events)).json()).toEqual({
      accepted: 2,
      duplicates: 0,
    });
    expect((await api.events('student1', id, events)).json()).toEqual({
      accepted: 0,
      duplicates: 2,
    });
    const stored = await database.db.select().from(interactions).where(eq(interactions.runId, id));
    expect(stored).toHaveLength(2);

    const completed = await api.complete('student1', id);
    expect(completed.statusCode).toBe(200);
    const done: RunDetail = completed.json();
    expect(done).toMatchObject({ state: 'completed', reliable: true, bestRun: true });
    expect(done.engagementFlags).toEqual([]);
    // Normed with student1's grade (3) at completion: provisional swr grade 3, mean 452, SD 66.7.
    // The 90 % band: theta 0.294 +/- 1.645 x 0.341 is 482-557 on the 100-900 scale, z 0.45 to
    // 1.57 in grade 3 (scoring.md section 8). (The fixture's items come from a simulated run,
    // whose selection draws among the best items since ADR 053.)
    expect(done.scores!.computed.composite).toEqual({
      rawScore: 520,
      roarScore: 520,
      scoreSE: 22.8,
      scoreBand: { low: 482, high: 557 },
      percentile: 84.6,
      percentileBand: { low: 67.4, high: 94.2 },
      standardScore: 115,
      standardScoreBand: { low: 107, high: 124 },
      supportLevel: 'achieved',
      normsVersion: '2026.11.2-provisional',
      normsKind: 'provisional',
      grade: '3',
      normGroupGrade: 3,
      noNormsReason: null,
    });
    expect(done.scores!.raw.composite!.test).toEqual({
      numAttempted: 60,
      numCorrect: 48,
      numIncorrect: 12,
      thetaEstimate: expect.closeTo(0.294, 3),
      thetaSE: expect.closeTo(0.341, 3),
    });
    expect(done.scores!.raw.composite!.practice?.numAttempted).toBe(5);
    expect((await api.complete('student1', id)).json()).toEqual(done);
    const rows = await database.db.select().from(scores).where(eq(scores.runId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      scoringVersion: '3+word.2',
      normsVersion: '2026.11.2-provisional',
    });
    expect(rows[0]!.computed).toEqual({ composite: done.scores!.computed.composite });

    const after = await assessmentOf('student1', demo.screenerId, 'swr');
    expect(after).toMatchObject({ runId: id, allRunIds: [id], allowRetake: false });
    expect(after!.completedOn).toBeTruthy();
    const home: ParticipantHome = (
      await demo.call('student1', 'GET', '/api/app/assignments')
    ).json();
    const screener = home.assignments.find((a) => a.administrationId === demo.screenerId);
    expect(screener!.assessments.find((a) => a.taskId === 'swr')!.completedOn).toBeTruthy();

    expect((await api.read('student1', id)).json()).toEqual(done);
    // The stored trials, in trial order, once each, for those who may read the run.
    const listed = await demo.call('student1', 'GET', `/api/app/runs/${id}/trials`);
    expect(listed.statusCode).toBe(200);
    const { trials: listedTrials, truncated } = listed.json() as {
      trials: Array<{ id: string; trialIndex: number; stage: string }>;
      truncated: boolean;
    };
    expect(truncated).toBe(false);
    expect(listedTrials.map((t) => t.trialIndex)).toEqual(Array.from({ length: 65 }, (_, i) => i));
    expect(new Set(listedTrials.map((t) => t.id)).size).toBe(65);
    expect(listedTrials[0]).toMatchObject({ id: first[0]!.id, stage: 'practice' });
    expect((await demo.call('student2', 'GET', `/api/app/runs/${id}/trials`)).statusCode).toBe(404);
    expect((await api.read('teacher@demo.roar.test', id)).statusCode).toBe(200);
    expect((await api.read('student2', id)).statusCode).toBe(404);
    expect((await api.read('parent@demo.roar.test', id)).statusCode).toBe(404);
    // Completed and reliable: no retake.
    const again = await api.create('student1', {
      administrationId: demo.screenerId,
      taskId: 'swr',
    });
    expect(again.json().error.code).toBe('retake_not_allowed');
  });

  it('records the student’s time accommodation on the run, with the time limits it gives', async () => {
    const student = await demo.userId('student1');
    const setTo = async (timeAccommodation: string) => {
      const res = await demo.call('admin@demo.roar.test', 'PATCH', `/api/admin/users/${student}`, {
        timeAccommodation,
      });
      expect(res.statusCode).toBe(200);
    };
    const administrationId = await administer(demo, database, ['sre', 'swr']);
    try {
      await setTo('extended_1_5');
      const timed = await api.create('student1', { administrationId, taskId: 'sre' });
      expect(timed.statusCode).toBe(200);
      const run: RunDetail = timed.json();
      // The standard 180 s limit, times 1.5; the rest of the variant as it was.
      expect(run).toMatchObject({ timeAccommodation: 'extended_1_5' });
      expect(run.params).toMatchObject({ language: 'en', timeLimitSeconds: 270 });
      const row = await database.db.select().from(runs).where(eq(runs.id, run.id));
      expect(row[0]).toMatchObject({
        timeAccommodation: 'extended_1_5',
        params: expect.objectContaining({ timeLimitSeconds: 270 }),
      });
      // A game without time limits plays as it is (its exposure is what it measures), and its
      // run is not marked accommodated (reports show no clock beside its scores).
      const word: RunDetail = (
        await api.create('student1', { administrationId, taskId: 'swr' })
      ).json();
      expect(word.timeAccommodation).toBe('none');
      expect(word.params).not.toHaveProperty('timeLimitSeconds');

      // A later change of the setting changes no run already started.
      await setTo('untimed');
      const again: RunDetail = (
        await api.create('student1', { id: run.id, administrationId, taskId: 'sre' })
      ).json();
      expect(again).toMatchObject({ timeAccommodation: 'extended_1_5', params: run.params });

      // Scored from the run's own limit: the raw score is kept, timed norms are not given.
      const batch = trialBatch(0, 40, { taskId: 'sre', correct: () => true, rt: 2000 });
      expect((await api.trials('student1', run.id, batch)).statusCode).toBe(200);
      const done: RunDetail = (await api.complete('student1', run.id)).json();
      expect(done.scores!.computed.composite).toMatchObject({
        rawScore: 40,
        percentile: null,
        supportLevel: null,
        noNormsReason: 'time-limit-mismatch',
      });
      // Reports show it beside the scores: the score table's cell and the student report.
      const report = `/api/admin/reports/${administrationId}/class/${demo.orgId.grade3}`;
      const table = await demo.call('admin@demo.roar.test', 'GET', `${report}/scores/students`);
      const line = (table.json() as ReportPage).rows.find((r) => r.userId === student)!;
      expect(line.tasks['sre']).toMatchObject({ rawScore: 40, timeAccommodation: 'extended_1_5' });
      expect(line.tasks['swr']).toMatchObject({ timeAccommodation: 'none' });
      const individual = await demo.call(
        'admin@demo.roar.test',
        'GET',
        `${report}/students/${student}`,
      );
      const sre = (individual.json() as StudentReport).tasks.find((t) => t.taskId === 'sre');
      expect(sre?.run?.timeAccommodation).toBe('extended_1_5');
    } finally {
      await setTo('none');
    }
  });

  it('lets administrators read the runs of students in their scope only', async () => {
    const body = { administrationId: demo.screenerId, taskId: 'swr' };
    const run: RunDetail = (await api.create('student2', body)).json();
    expect(run.userId).toBe(await demo.userId('student2'));
    expect((await api.read('teacher@demo.roar.test', run.id)).statusCode).toBe(404);
    expect((await api.read('admin@demo.roar.test', run.id)).statusCode).toBe(200);
    expect((await api.read('superadmin@demo.roar.test', run.id)).statusCode).toBe(200);
  });

  it('flags a too fast run, allows a retake and keeps the best run', async () => {
    const adm = await administer(demo, database, ['swr']);
    const ids = { administrationId: adm, taskId: 'swr' };
    const first: RunDetail = (await api.create('student1', ids)).json();
    await api.trials('student1', first.id, trialBatch(0, 45, { rt: 180 }));
    const fast: RunDetail = (await api.complete('student1', first.id)).json();
    expect(fast).toMatchObject({ reliable: false, engagementFlags: ['responseTimeTooFast'] });
    expect(fast.bestRun).toBe(true);
    expect(await assessmentOf('student1', adm, 'swr')).toMatchObject({
      runId: first.id,
      allowRetake: true,
    });

    const retake = await api.create('student1', ids);
    expect(retake.statusCode).toBe(200);
    const second: RunDetail = retake.json();
    // A retake in progress is recorded but does not replace the completed run yet.
    expect(await assessmentOf('student1', adm, 'swr')).toMatchObject({
      runId: first.id,
      allRunIds: [first.id, second.id],
    });
    await api.trials('student1', second.id, trialBatch(0, 45, { rt: 900 }));
    const good: RunDetail = (await api.complete('student1', second.id)).json();
    expect(good).toMatchObject({ reliable: true, bestRun: true, engagementFlags: [] });
    expect((await api.read('student1', first.id)).json().bestRun).toBe(false);
    expect(await assessmentOf('student1', adm, 'swr')).toMatchObject({
      runId: second.id,
      allowRetake: false,
    });
    expect((await api.create('student1', ids)).statusCode).toBe(409);
  });

  it("stores trials retried across a month end once, in the run's month (ADR 041)", async () => {
    const adm = await administer(demo, database, ['sre']);
    const run: RunDetail = (
      await api.create('student1', { administrationId: adm, taskId: 'sre' })
    ).json();
    // The run started in the last minute of last month; its trials arrive now, this month.
    const now = new Date();
    const startedAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 60_000);
    await database.db.update(runs).set({ startedAt }).where(eq(runs.id, run.id));
    await ensureTrialPartitions(database.db, startedAt);
    const sent = trialBatch(0, 6, { taskId: 'sre' });
    expect((await api.trials('student1', run.id, sent)).json()).toEqual({
      accepted: 6,
      duplicates: 0,
    });
    // The answer was lost: the device sends the same trials again, then again with a new one.
    expect((await api.trials('student1', run.id, sent)).json()).toEqual({
      accepted: 0,
      duplicates: 6,
    });
    const more = [...sent.slice(4), ...trialBatch(6, 1, { taskId: 'sre' })];
    expect((await api.trials('student1', run.id, more)).json()).toEqual({
      accepted: 1,
      duplicates: 2,
    });
    const stored = (await database.executeSql(
      `select run_month::text as month, tableoid::regclass::text as part, count(*)::int as n
       from assessment.trials where run_id = $1 group by 1, 2`,
      [run.id],
    )) as { rows: { month: string; part: string; n: number }[] };
    const month = runMonthOf(startedAt);
    expect(stored.rows).toEqual([
      { month, part: `assessment.trials_${month.slice(0, 7).replace('-', '_')}`, n: 7 },
    ]);
    // Scored from the trials of its month at completion.
    const completed = await api.complete('student1', run.id);
    expect(completed.statusCode).toBe(200);
    expect(completed.json().scores).not.toBeNull();
  });

  it('refuses conflicting trials, strangers and writes to a completed run', async () => {
    const adm = await administer(demo, database, ['sre']);
    const run: RunDetail = (
      await api.create('student1', { administrationId: adm, taskId: 'sre' })
    ).json();
    const sre = (start: number, n: number) => trialBatch(start, n, { taskId: 'sre' });
    const [trial] = sre(0, 1);
    expect((await api.trials('student1', run.id, [trial!])).statusCode).toBe(200);
    const other = { ...trial!, id: generateId() };
    const conflict = await api.trials('student1', run.id, [other]);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.code).toBe('trial_conflict');
    const moved = await api.trials('student1', run.id, [{ ...trial!, trialIndex: 5 }]);
    expect(moved.json().error.code).toBe('trial_conflict');
    const twice = sre(1, 2).map((t) => ({ ...t, trialIndex: 1 }));
    expect((await api.trials('student1', run.id, twice)).statusCode).toBe(409);
    const big = sre(1, 1).map((t) => ({ ...t, data: { blob: 'x'.repeat(9_000) } }));
    expect((await api.trials('student1', run.id, big)).statusCode).toBe(400);
    expect((await api.trials('student1', run.id, [])).statusCode).toBe(400);
    const huge = sre(1, 50).map((t) => ({ ...t, data: { blob: 'x'.repeat(8_000) } }));
    huge.push(...huge.slice(0, 20).map((t) => ({ ...t, id: generateId() })));
    expect((await api.trials('student1', run.id, huge)).statusCode).toBe(413);

    expect((await api.trials('student2', run.id, sre(1, 1))).statusCode).toBe(404);
    expect((await api.complete('student2', run.id)).statusCode).toBe(404);
    expect((await api.trials('teacher@demo.roar.test', run.id, sre(1, 1))).statusCode).toBe(404);
    expect((await api.trials('student1', 'no-such-run', sre(1, 1))).statusCode).toBe(404);
    expect(await trialCount(run.id)).toBe(1);

    const completed = await api.complete('student1', run.id);
    expect(completed.statusCode).toBe(200);
    // One incorrect trial in the default 180 s variant: 0, far below grade 3 (mean 23.6, SD 9.9).
    expect(completed.json().scores.computed.composite).toMatchObject({
      rawScore: 0,
      percentile: 0.9,
      standardScore: 64,
      supportLevel: 'needs-extra-support',
      normsKind: 'provisional',
      grade: '3',
    });
    const late = await api.trials('student1', run.id, sre(1, 1));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('run_completed');
    const event = { id: generateId(), event: 'fullscreenexit', trialIndex: 1, timeMs: 10 };
    expect((await api.events('student1', run.id, [event])).json().error.code).toBe('run_completed');
  });

  it('refuses trials their game can never accept, and flags a run with reported ones', async () => {
    const adm = await administer(demo, database, ['sre']);
    const run: RunDetail = (
      await api.create('student1', { administrationId: adm, taskId: 'sre' })
    ).json();
    const batch = trialBatch(0, 5, { taskId: 'sre', correct: () => true });
    const { form: _form, ...formless } = batch[4]!.data;
    const poisoned = [
      ...batch.slice(0, 2),
      { ...batch[2]!, data: { ...batch[2]!.data, correct: 'yes' } },
      batch[3]!,
      { ...batch[4]!, data: formless },
    ];
    // Nothing of the batch is stored; the answer names the rejected trials by their place.
    const refused = await api.trials('student1', run.id, poisoned);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'trial_invalid' });
    expect(Object.keys(refused.json().error.fields)).toEqual(['trials.2', 'trials.4']);
    expect(refused.json().error.message).toContain(batch[2]!.id);
    expect(await trialCount(run.id)).toBe(0);
    // Sizes are checked first (a 400), and strangers learn nothing about the run.
    const oversized = { ...batch[0]!, data: { blob: 'x'.repeat(9_000) } };
    expect((await api.trials('student1', run.id, [oversized, poisoned[2]!])).statusCode).toBe(400);
    expect((await api.trials('student2', run.id, poisoned)).statusCode).toBe(404);

    // The others go again and are stored once; a repeat is a duplicate as before.
    const valid = [batch[0]!, batch[1]!, batch[3]!];
    expect((await api.trials('student1', run.id, valid)).json()).toEqual({
      accepted: 3,
      duplicates: 0,
    });
    expect((await api.trials('student1', run.id, valid)).json()).toEqual({
      accepted: 0,
      duplicates: 3,
    });

    // The device reports the rejected trials, idempotently, with the trial upload's rights.
    const rejected = (login: string, trials: typeof batch) =>
      demo.call(login, 'POST', `/api/app/runs/${run.id}/rejected`, {
        code: 'trial_invalid',
        trials: trials.map((t) => ({ id: t.id, trialIndex: t.trialIndex })),
      });
    expect((await rejected('student2', [batch[2]!])).statusCode).toBe(404);
    expect((await rejected('student1', [batch[2]!, batch[4]!])).json()).toEqual({
      accepted: 2,
      duplicates: 0,
    });
    expect((await rejected('student1', [batch[2]!, batch[4]!])).json()).toEqual({
      accepted: 0,
      duplicates: 2,
    });
    // A stored trial reported by mistake does not count: the run holds its answer.
    expect((await rejected('student1', [batch[0]!])).json()).toEqual({
      accepted: 0,
      duplicates: 1,
    });
    const bad = await demo.call('student1', 'POST', `/api/app/runs/${run.id}/rejected`, {
      code: 'other',
      trials: [{ id: batch[2]!.id, trialIndex: 2 }],
    });
    expect(bad.statusCode).toBe(400);

    const done: RunDetail = (await api.complete('student1', run.id)).json();
    expect(done).toMatchObject({ state: 'completed', reliable: false });
    expect(done.engagementFlags).toContain('rejectedTrials');
    expect(await assessmentOf('student1', adm, 'sre')).toMatchObject({ allowRetake: true });
    const late = await rejected('student1', [batch[2]!]);
    expect(late.json().error.code).toBe('run_completed');
  });

  it('launch mode: a launcher records the run for the student', async () => {
    const student1 = await demo.userId('student1');
    const adm = await administer(demo, database, ['swr']);
    const created = await api.create(LAUNCHER, {
      administrationId: adm,
      taskId: 'swr',
      launchId: student1,
    });
    expect(created.statusCode).toBe(200);
    const run: RunDetail = created.json();
    expect(run.userId).toBe(student1);
    expect((await api.trials(LAUNCHER, run.id, trialBatch(0, 50))).json().accepted).toBe(50);
    const done = await api.complete(LAUNCHER, run.id);
    expect(done.json()).toMatchObject({ state: 'completed', reliable: true });
    expect((await assessmentOf('student1', adm, 'swr'))!.completedOn).toBeTruthy();
    expect(await demo.assignmentOf(LAUNCHER, adm)).toBeUndefined();
    expect((await api.read(LAUNCHER, run.id)).statusCode).toBe(200);
    const stranger = await api.create('student2', {
      administrationId: adm,
      taskId: 'swr',
      launchId: student1,
    });
    expect(stranger.statusCode).toBe(404);
  });
});
