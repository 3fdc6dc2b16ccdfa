import { describe, expect, it } from 'vitest';
import { chooseBestRun, type RunOutcome } from './best-run.ts';

const run = (id: string, state: string, reliable: boolean | null, day: number | null) =>
  ({
    id,
    state,
    reliable,
    completedAt: day === null ? null : new Date(Date.UTC(2026, 8, day)),
  }) satisfies RunOutcome;

describe('chooseBestRun', () => {
  it('takes the most recent reliable completed run over a later unreliable one', () => {
    const runs = [run('a', 'completed', true, 1), run('b', 'completed', true, 3)];
    expect(chooseBestRun([...runs, run('c', 'completed', false, 5)])?.id).toBe('b');
  });

  it('takes the most recent completed run when none is reliable', () => {
    const runs = [run('a', 'completed', false, 4), run('b', 'completed', false, 2)];
    expect(chooseBestRun(runs)?.id).toBe('a');
  });

  it('ignores runs in progress, and has none before a completion', () => {
    expect(chooseBestRun([run('a', 'started', null, null)])).toBeUndefined();
    const runs = [run('a', 'completed', false, 1), run('b', 'started', null, null)];
    expect(chooseBestRun(runs)?.id).toBe('a');
  });

  it('breaks a tie of completion times by id, whatever the order', () => {
    const runs = [run('x', 'completed', true, 2), run('y', 'completed', true, 2)];
    expect(chooseBestRun(runs)?.id).toBe('y');
    expect(chooseBestRun([...runs].reverse())?.id).toBe('y');
  });
});
