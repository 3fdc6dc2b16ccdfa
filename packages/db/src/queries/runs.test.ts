import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { testDatabaseTargets, type Database } from '../testing.ts';
import { newId } from '../ids.ts';
import { trials } from '../schema/index.ts';
import { appendTrialsToOwnRun, insertRun, updateRun } from './runs.ts';

const STUDENT = newId();
const DISTRICT = newId();

/** Trials `first ..` of a run, as an upload sends them. */
const batch = (first: number, count: number) =>
  Array.from({ length: count }, (_, k) => ({
    id: newId(),
    trialIndex: first + k,
    block: 'test-1',
    subtask: null,
    stage: 'test' as const,
    itemId: `item-${first + k}`,
    data: { correct: 1, rt: 812.5, response: 'real', quote: 'say "hi" \\ {a,b}' },
  }));

describe.each(testDatabaseTargets())('appending trials in one statement on $name', ({ open }) => {
  let database: Database;

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });

  const newRun = async () => {
    const run = await insertRun(database.db, {
      id: newId(),
      userId: STUDENT,
      taskId: 'swr',
      districtId: DISTRICT,
    });
    return run!.id;
  };
  const storedOf = (runId: string) =>
    database.db
      .select()
      .from(trials)
      .where(eq(trials.runId, runId))
      .orderBy(asc(trials.trialIndex));

  it("stores every trial of the student's started run with the run's keys", async () => {
    const runId = await newRun();
    const sent = batch(0, 3);
    expect(await appendTrialsToOwnRun(database.db, { runId, userId: STUDENT, trials: sent })).toBe(
      true,
    );
    const stored = await storedOf(runId);
    expect(stored.map((t) => [t.id, t.trialIndex, t.districtId, t.itemId, t.subtask])).toEqual(
      sent.map((t) => [t.id, t.trialIndex, DISTRICT, t.itemId, null]),
    );
    expect(stored[0]!.data).toEqual(sent[0]!.data);
  });

  it('stores nothing for another user, an unknown run or a completed run', async () => {
    const runId = await newRun();
    const append = (params: { runId: string; userId: string }) =>
      appendTrialsToOwnRun(database.db, { ...params, trials: batch(0, 2) });
    expect(await append({ runId, userId: newId() })).toBe(false);
    expect(await append({ runId: newId(), userId: STUDENT })).toBe(false);
    await updateRun(database.db, runId, { state: 'completed' });
    expect(await append({ runId, userId: STUDENT })).toBe(false);
    expect(await storedOf(runId)).toEqual([]);
  });

  it('stores none of a batch when one trial id or index is taken', async () => {
    const runId = await newRun();
    const [first] = batch(0, 1);
    await appendTrialsToOwnRun(database.db, { runId, userId: STUDENT, trials: [first!] });
    const sameId = [...batch(1, 2), { ...first!, trialIndex: 3 }];
    const sameIndex = [...batch(4, 2), { ...first!, id: newId() }];
    for (const sent of [sameId, sameIndex, [first!]]) {
      expect(
        await appendTrialsToOwnRun(database.db, { runId, userId: STUDENT, trials: sent }),
      ).toBe(false);
    }
    expect((await storedOf(runId)).map((t) => t.id)).toEqual([first!.id]);
  });
});
