import { describe, expect, it } from 'vitest';
import { resolveAssessment } from '@roar/contracts';
import { conditionsFromRows, invalidRows, rowsFromConditions } from './condition-rows.ts';

describe('condition rows', () => {
  it('turns rows into AND groups, and back', () => {
    const rows = {
      assigned: [
        { field: 'grade' as const, op: 'GREATER_THAN_OR_EQUAL' as const, value: 'K' },
        { field: 'grade' as const, op: 'LESS_THAN_OR_EQUAL' as const, value: ' 3 ' },
      ],
      optional: [{ field: 'language' as const, op: 'EQUAL' as const, value: 'es' }],
      optionalForAll: false,
    };
    const conditions = conditionsFromRows(rows);
    expect(conditions).toEqual({
      assigned: {
        op: 'AND',
        conditions: [
          { field: 'grade', op: 'GREATER_THAN_OR_EQUAL', value: 'K' },
          { field: 'grade', op: 'LESS_THAN_OR_EQUAL', value: '3' },
        ],
      },
      optional: { op: 'AND', conditions: [{ field: 'language', op: 'EQUAL', value: 'es' }] },
    });
    expect(resolveAssessment(conditions, { grade: '2', locale: 'es-CO' })).toEqual({
      assigned: true,
      optional: true,
    });
    expect(resolveAssessment(conditions, { grade: '5', locale: 'en-US' }).assigned).toBe(false);
    const back = rowsFromConditions(conditions);
    expect(back.representable).toBe(true);
    expect(back.assigned.map((row) => row.value)).toEqual(['K', '3']);
    expect(back.optional).toEqual(rows.optional);
  });

  it('lets "optional for every student" override the optional rows', () => {
    const conditions = conditionsFromRows({
      assigned: [],
      optional: [{ field: 'grade', op: 'EQUAL', value: '1' }],
      optionalForAll: true,
    });
    expect(conditions).toEqual({ assigned: null, optional: true });
    expect(rowsFromConditions(conditions)).toMatchObject({ optionalForAll: true, optional: [] });
  });

  it('gives null for no rows and no rows for null', () => {
    expect(conditionsFromRows({ assigned: [], optional: [], optionalForAll: false })).toBeNull();
    expect(rowsFromConditions(null)).toEqual({
      assigned: [],
      optional: [],
      optionalForAll: false,
      representable: true,
    });
  });

  it('reads a single field condition and flags combinations the rows cannot show', () => {
    const single = rowsFromConditions({
      assigned: { field: 'schoolLevel', op: 'EQUAL', value: 'middle' },
    });
    expect(single.assigned).toEqual([{ field: 'schoolLevel', op: 'EQUAL', value: 'middle' }]);
    const or = rowsFromConditions({
      assigned: {
        op: 'OR',
        conditions: [
          { field: 'grade', op: 'EQUAL', value: '1' },
          { field: 'grade', op: 'EQUAL', value: '3' },
        ],
      },
    });
    expect(or.representable).toBe(false);
  });

  it('finds rows without a value or with an operator the field lacks', () => {
    expect(
      invalidRows({
        assigned: [
          { field: 'grade', op: 'EQUAL', value: '' },
          { field: 'language', op: 'LESS_THAN', value: 'es' },
          { field: 'grade', op: 'EQUAL', value: '2' },
        ],
        optional: [{ field: 'grade', op: 'EQUAL', value: '' }],
        optionalForAll: true,
      }),
    ).toEqual({ assigned: [0, 1], optional: [] });
  });
});
