import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openTrialQueue } from './trial-queue.ts';

let dbCounter = 0;
const freshDbName = () => `trial-queue-test-${(dbCounter += 1)}`;

describe('openTrialQueue', () => {
  it('keeps each run in insertion order, trials and interactions together', async () => {
    const queue = await openTrialQueue(freshDbName());
    await queue.enqueue('run-a', 'trial', { trialId: 't1', rtMs: 512.25 });
    await queue.enqueue('run-b', 'trial', { trialId: 'x1' });
    await queue.enqueue('run-a', 'interaction', { event: 'blur', trialIndex: 1 });
    await queue.enqueue('run-a', 'trial', { trialId: 't2' });

    const pending = await queue.pending('run-a');
    expect(pending.map(({ kind, record }) => ({ kind, record }))).toEqual([
      { kind: 'trial', record: { trialId: 't1', rtMs: 512.25 } },
      { kind: 'interaction', record: { event: 'blur', trialIndex: 1 } },
      { kind: 'trial', record: { trialId: 't2' } },
    ]);
    expect(pending.every((row) => row.runId === 'run-a')).toBe(true);
    expect((await queue.pending('run-a', 2)).map((row) => row.id)).toEqual(
      pending.slice(0, 2).map((row) => row.id),
    );
    expect(await queue.runIds()).toEqual(['run-a', 'run-b']);
    queue.close();
  });

  it('removes acknowledged records only, and tolerates a repeated ack', async () => {
    const queue = await openTrialQueue(freshDbName());
    const first = await queue.enqueue('run', 'trial', { n: 1 });
    await queue.enqueue('run', 'trial', { n: 2 });
    await queue.ack([first]);
    await queue.ack([first]);
    await queue.ack([]);
    expect((await queue.pending('run')).map((row) => row.record)).toEqual([{ n: 2 }]);
    queue.close();
  });

  it('still holds every record for a new instance after a reload', async () => {
    const dbName = freshDbName();
    const before = await openTrialQueue(dbName);
    for (let n = 1; n <= 5; n += 1) await before.enqueue('run', 'trial', { n });
    before.close();

    const after = await openTrialQueue(dbName);
    expect((await after.pending('run')).map((row) => row.record)).toEqual(
      [1, 2, 3, 4, 5].map((n) => ({ n })),
    );
    const next = await after.enqueue('run', 'trial', { n: 6 });
    const ids = (await after.pending('run')).map((row) => row.id);
    expect(ids.at(-1)).toBe(next);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    after.close();
  });
});
