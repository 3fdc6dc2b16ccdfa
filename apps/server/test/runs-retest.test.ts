/**
 * A retest within 120 days shares at most 20 % of items (issue 20 item 9; ADR 053): the server
 * answers the test items of the student's recent runs of the task as `player.recentItemIds` when
 * a run is created, and the adaptive game avoids them. Scoring reads the stored item ids only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseTargets, type Database } from '@roar/db/testing';
import { eq } from 'drizzle-orm';
import { generateId, type RunDetail, type TrialInput } from '@roar/contracts';
import { runs } from '@roar/db';
import { createRng, gameOf, retestOverlap } from '@roar/tasks/registry';
import { demoFixture, type DemoFixture } from './demo-fixtures.ts';
import { administer, runClient } from './runs-fixtures.ts';

const TASK = 'swr';

/** The game's own run of a grade-3 reader, avoiding the items the server named. */
function simulated(run: RunDetail, seed: string): TrialInput[] {
  const game = gameOf(TASK)!;
  const params = game.params(TASK).parse(run.params);
  return game
    .simulate(TASK, params, createRng(seed), {
      theta: -0.5,
      grade: run.player?.grade ?? null,
      recentItemIds: run.player?.recentItemIds ?? [],
    })
    .map((t) => ({ ...t, id: generateId() }));
}

const testItems = (trials: readonly TrialInput[]) =>
  trials.flatMap((t) => (t.stage === 'test' && t.itemId ? [t.itemId] : []));

describe.each(testDatabaseTargets())('retest item overlap on $name', ({ open }) => {
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

  async function play(login: string, seed: string) {
    const administrationId = await administer(demo, database, [TASK]);
    const created = await api.create(login, { administrationId, taskId: TASK, seed });
    expect(created.statusCode, created.body).toBe(200);
    const run: RunDetail = created.json();
    const trials = simulated(run, seed);
    for (let i = 0; i < trials.length; i += 50) {
      const upload = await api.trials(login, run.id, trials.slice(i, i + 50));
      expect(upload.statusCode, upload.body).toBe(200);
    }
    const done = await api.complete(login, run.id);
    expect(done.statusCode, done.body).toBe(200);
    return { run, trials, done: done.json() as RunDetail };
  }

  it('names the first run’s items to the retest, which shares at most 20 % of them', async () => {
    const first = await play('student1', 'retest-first');
    expect(first.run.player?.recentItemIds).toEqual([]);
    const firstItems = testItems(first.trials);
    expect(firstItems.length).toBeGreaterThanOrEqual(40);

    const second = await play('student1', 'retest-second');
    expect(new Set(second.run.player?.recentItemIds)).toEqual(new Set(firstItems));
    const overlap = retestOverlap(firstItems, testItems(second.trials));
    expect(overlap).toBeLessThanOrEqual(0.2);
    // Scored from the stored items like any run.
    expect(second.done.scores?.raw.composite?.test?.thetaEstimate).toEqual(expect.any(Number));

    // Another student's runs are not theirs to avoid.
    const administrationId = await administer(demo, database, [TASK]);
    const other: RunDetail = (
      await api.create('student2', { administrationId, taskId: TASK })
    ).json();
    expect(other.player?.recentItemIds ?? []).toEqual([]);
  }, 60_000);

  it('answers the same list when the run is asked for again (a retry or reload)', async () => {
    const administrationId = await administer(demo, database, [TASK]);
    const body = { id: generateId(), administrationId, taskId: TASK };
    const run: RunDetail = (await api.create('student1', body)).json();
    expect(run.player?.recentItemIds?.length).toBeGreaterThan(0);
    const again: RunDetail = (await api.create('student1', body)).json();
    expect(again.player?.recentItemIds).toEqual(run.player?.recentItemIds);
  });

  it('forgets runs started more than 120 days ago', async () => {
    const longAgo = new Date(Date.now() - 121 * 24 * 3600 * 1000);
    await database.db
      .update(runs)
      .set({ startedAt: longAgo })
      .where(eq(runs.userId, await demo.userId('student1')));
    const administrationId = await administer(demo, database, [TASK]);
    const run: RunDetail = (
      await api.create('student1', { administrationId, taskId: TASK })
    ).json();
    expect(run.player?.recentItemIds).toEqual([]);
  });
});
