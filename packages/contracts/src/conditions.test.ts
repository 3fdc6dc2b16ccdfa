import { describe, expect, it } from 'vitest';
import { evaluateCondition, gradeNumber, resolveAssessment, schoolLevelOf } from './conditions.ts';

describe('conditions', () => {
  it('reads grades as numbers', () => {
    expect([gradeNumber('PK'), gradeNumber('k'), gradeNumber('7'), gradeNumber('x')]).toEqual([
      -1,
      0,
      7,
      null,
    ]);
    expect(schoolLevelOf('7')).toBe('middle');
    expect(schoolLevelOf('K')).toBe('elementary');
  });

  it('makes an assessment optional for grade 7 and above only', () => {
    const conditions = {
      optional: { field: 'grade', op: 'GREATER_THAN_OR_EQUAL', value: '7' } as const,
    };
    expect(resolveAssessment(conditions, { grade: '7' })).toEqual({
      assigned: true,
      optional: true,
    });
    expect(resolveAssessment(conditions, { grade: '3' })).toEqual({
      assigned: true,
      optional: false,
    });
    expect(resolveAssessment(conditions, { grade: null })).toEqual({
      assigned: true,
      optional: false,
    });
  });

  it('assigns only to whom the assigned rule holds; optional true is optional for all', () => {
    const c = {
      assigned: {
        op: 'AND',
        conditions: [
          { field: 'schoolLevel', op: 'EQUAL', value: 'elementary' },
          { field: 'grade', op: 'NOT_EQUAL', value: 'K' },
        ],
      },
      optional: true,
    } as const;
    expect(resolveAssessment(c, { grade: '2' })).toEqual({ assigned: true, optional: true });
    expect(resolveAssessment(c, { grade: 'K' }).assigned).toBe(false);
    expect(resolveAssessment(c, { grade: '8' }).assigned).toBe(false);
    expect(evaluateCondition({ op: 'OR', conditions: [] }, { grade: '1' })).toBe(false);
  });

  it('tests the language subtag with equality only', () => {
    const es = { field: 'language', op: 'EQUAL', value: 'es' } as const;
    expect(evaluateCondition(es, { grade: '2', locale: 'es-CO' })).toBe(true);
    expect(evaluateCondition(es, { grade: '2', locale: 'en-US' })).toBe(false);
    expect(evaluateCondition({ ...es, op: 'NOT_EQUAL' }, { grade: '2', locale: null })).toBe(true);
    expect(evaluateCondition({ ...es, op: 'LESS_THAN' }, { grade: '2', locale: 'es' })).toBe(false);
  });
});
