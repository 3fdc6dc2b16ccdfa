import { describe, expect, it } from 'vitest';
import { assessmentStates, requiredProgress } from './assessment-states.ts';
import { assessment } from './testing-data.ts';

const done = { completedOn: '2026-03-01T00:00:00.000Z' };

describe('assessment states', () => {
  it('locks the open tasks after the first open required task in a sequential assignment', () => {
    const list = [assessment('a', done), assessment('b'), assessment('c'), assessment('d', done)];
    expect(assessmentStates(list, true)).toEqual(['completed', 'current', 'locked', 'completed']);
  });

  it('leaves every open task current when not sequential', () => {
    expect(assessmentStates([assessment('a'), assessment('b')], false)).toEqual([
      'current',
      'current',
    ]);
  });

  it('never lets an optional task lock the next one; retakes are their own state', () => {
    const list = [
      assessment('opt', { optional: true }),
      assessment('a', { ...done, allowRetake: true }),
      assessment('b'),
    ];
    expect(assessmentStates(list, true)).toEqual(['current', 'retake', 'current']);
  });

  it('counts required tasks only', () => {
    const list = [
      assessment('a', done),
      assessment('b'),
      assessment('o', { optional: true, ...done }),
    ];
    expect(requiredProgress(list)).toEqual({ completed: 1, total: 2 });
  });
});
