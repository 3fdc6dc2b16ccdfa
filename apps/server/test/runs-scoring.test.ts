import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import {
  generateId,
  type ReportPage,
  type RunDetail,
  type StudentReport,
  type TrialInput,
} from '@roar/contracts';
import { createRng, gameOf } from '@roar/tasks/registry';
import { demoFixture, type DemoFixture } from './demo-fixtures.ts';
import { administer, runClient } from './runs-fixtures.ts';

/** A Word run of a weak reader (ability -1), as the game itself would record it. */
function weakReaderWordRun(): TrialInput[] {
  const game = gameOf('swr')!;
  const params = game.params('swr').parse({ numTrials: 40 });
  return game
    .simulate('swr', params, createRng('weak-reader'), { theta: -1 })
    .map((t) => ({ ...t, id: generateId() }));
}

/** What a forger would send: the best ability, every answer right, easy item parameters. */
const forged = (trials: TrialInput[]): TrialInput[] =>
  trials.map((t) => ({
    ...t,
    id: generateId(),
    data: {
      ...t.data,
      theta: 3,
      se: 0.1,
      correct: 1,
      correctResponse: t.data.response,
      lexicality: t.data.response,
      stimulus: 'forged',
      itemParams: { a: 4, b: -6, c: 0.99, d: 1 },
    },
  }));

describe.each(testDatabaseTargets())('scores are the server’s on $name', ({ open }) => {
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

  async function play(taskId: string, trials: TrialInput[]): Promise<RunDetail> {
    const administrationId = await administer(demo, database, [taskId]);
    const run: RunDetail = (await api.create('student1', { administrationId, taskId })).json();
    for (let i = 0; i < trials.length; i += 50) {
      const upload = await api.trials('student1', run.id, trials.slice(i, i + 50));
      expect(upload.statusCode, upload.body).toBe(200);
    }
    const done = await api.complete('student1', run.id);
    expect(done.statusCode, done.body).toBe(200);
    return done.json() as RunDetail;
  }

  it('stores the same scores for forged theta, SE, correctness, key and item parameters', async () => {
    const honest = weakReaderWordRun();
    const straight = await play('swr', honest);
    const cheat = await play('swr', forged(honest));
    expect(cheat.scores!.computed).toEqual(straight.scores!.computed);
    expect(cheat.scores!.raw).toEqual(straight.scores!.raw);
    expect([cheat.reliable, cheat.engagementFlags]).toEqual([
      straight.reliable,
      straight.engagementFlags,
    ]);
    // A forged ability 3.0 would be percentile 97, 'achieved'; the answers say otherwise.
    expect(cheat.scores!.raw.composite!.test!.thetaEstimate!).toBeLessThan(0);
    expect(cheat.scores!.computed.composite.supportLevel).not.toBe('achieved');
  });

  it("carries an ability score's 90 % band to the score table, student report and CSV", async () => {
    const done = await play('swr', weakReaderWordRun());
    const composite = done.scores!.computed.composite;
    const { scoreBand, percentileBand, standardScoreBand } = composite;
    expect(scoreBand!.low).toBeLessThan(composite.rawScore!);
    expect(scoreBand!.high).toBeGreaterThan(composite.rawScore!);
    expect(composite.scoreSE).toBeGreaterThan(0);
    expect(percentileBand!.low).toBeLessThanOrEqual(composite.percentile!);
    expect(standardScoreBand!.high).toBeGreaterThanOrEqual(composite.standardScore!);

    const student = await demo.userId('student1');
    const report = `/api/admin/reports/${done.administrationId}/class/${demo.orgId.grade3}`;
    const table = await demo.call('admin@demo.roar.test', 'GET', `${report}/scores/students`);
    const row = (table.json() as ReportPage).rows.find((r) => r.userId === student)!;
    expect(row.tasks['swr']).toMatchObject({
      rawScoreBand: scoreBand,
      percentileBand,
      standardScoreBand,
    });
    const individual = await demo.call(
      'admin@demo.roar.test',
      'GET',
      `${report}/students/${student}`,
    );
    const word = (individual.json() as StudentReport).tasks.find((t) => t.taskId === 'swr');
    expect(word?.run?.composite.percentileBand).toEqual(percentileBand);

    const csv = await demo.call('admin@demo.roar.test', 'GET', `${report}/scores/students.csv`);
    const [header, ...lines] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const line = lines.find((l) => l.startsWith('student1,'))!.split(',');
    const column = (name: string) =>
      line[header!.split(',').indexOf(`Single Word Recognition - ${name}`)];
    expect(column('Raw Score 90% Low')).toBe(String(scoreBand!.low));
    expect(column('Raw Score 90% High')).toBe(String(scoreBand!.high));
    expect(column('Standard Score 90% Low')).toBe(String(standardScoreBand!.low));
  });

  it('refuses to start a task no game plays, and does not mark it started', async () => {
    const administrationId = await administer(demo, database, ['crowding']);
    const res = await api.create('student1', { administrationId, taskId: 'crowding' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('task_not_playable');
    const held = (await demo.assignmentOf('student1', administrationId))?.assessments.find(
      (a) => a.taskId === 'crowding',
    );
    expect(held).toMatchObject({ startedOn: null, runId: null });
  });
});
