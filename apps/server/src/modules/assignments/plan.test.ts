import { describe, expect, it } from 'vitest';
import type { AssignmentAssessment } from '@roar/db';
import { assignmentDates, planAssessments, type PlannedAssessment } from './plan.ts';

const planned: PlannedAssessment[] = [
  { taskId: 'swr', variantId: 'v-swr', conditions: null },
  {
    taskId: 'pa',
    variantId: 'v-pa',
    conditions: { assigned: { field: 'grade', op: 'LESS_THAN', value: '6' } },
  },
  {
    taskId: 'letter',
    variantId: 'v-letter',
    conditions: { optional: { field: 'grade', op: 'GREATER_THAN_OR_EQUAL', value: '7' } },
  },
];
const fresh = (taskId: string, variantId: string, optional = false): AssignmentAssessment => ({
  taskId,
  variantId,
  optional,
  startedOn: null,
  completedOn: null,
  runId: null,
  allRunIds: [],
  allowRetake: false,
});

describe('planAssessments', () => {
  it('assigns by condition, in administration order', () => {
    expect(planAssessments(planned, [], { grade: '3' })).toEqual([
      fresh('swr', 'v-swr'),
      fresh('pa', 'v-pa'),
      fresh('letter', 'v-letter'),
    ]);
    expect(planAssessments(planned, [], { grade: '8' })).toEqual([
      fresh('swr', 'v-swr'),
      fresh('letter', 'v-letter', true),
    ]);
  });

  it('keeps the state of assessments kept and of started ones no longer assigned', () => {
    const previous: AssignmentAssessment[] = [
      {
        ...fresh('swr', 'v-old'),
        startedOn: '2026-09-01T10:00:00.000Z',
        runId: 'r1',
        allRunIds: ['r1'],
      },
      fresh('pa', 'v-pa'),
      { ...fresh('vocab', 'v-vocab'), startedOn: '2026-09-02T10:00:00.000Z' },
      fresh('morphology', 'v-m'),
    ];
    const result = planAssessments(planned, previous, { grade: '8' });
    expect(result.map((a) => [a.taskId, a.variantId, a.optional])).toEqual([
      ['swr', 'v-old', false],
      ['letter', 'v-letter', true],
      ['vocab', 'v-vocab', true],
    ]);
    expect(result[0]).toMatchObject({ runId: 'r1', allRunIds: ['r1'] });
  });
});

describe('assignmentDates', () => {
  const now = new Date('2026-10-01T00:00:00.000Z');
  it('completes when every required assessment is complete', () => {
    const list = [
      {
        ...fresh('swr', 'v'),
        startedOn: '2026-09-01T00:00:00.000Z',
        completedOn: '2026-09-01T00:10:00.000Z',
      },
      fresh('letter', 'v', true),
    ];
    expect(assignmentDates(list, undefined, now)).toEqual({
      startedOn: new Date('2026-09-01T00:00:00.000Z'),
      completedOn: now,
    });
    expect(assignmentDates([...list, fresh('pa', 'v')], undefined, now).completedOn).toBeNull();
  });
});
