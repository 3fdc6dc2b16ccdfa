import {
  SCHOOL_LEVELS,
  type AssessmentConditions,
  type ComparisonOp,
  type Condition,
  type ConditionField,
  type FieldCondition,
} from '@roar/contracts';

/** One editable row of the conditions dialog: field, operator, value. */
export interface ConditionRow {
  field: ConditionField;
  op: ComparisonOp;
  value: string;
}

/** The dialog's state: rows for who is assigned, rows for whom it is optional, or optional for all. */
export interface ConditionRows {
  assigned: ConditionRow[];
  optional: ConditionRow[];
  optionalForAll: boolean;
  /**
   * False when a saved condition uses a combination the rows cannot show (an OR, a nested
   * group): the dialog says so, and saving replaces it.
   */
  representable: boolean;
}

/** Values a row may take per field. Grades as the server reads them (PK, TK, K, 1-12). */
export const GRADE_VALUES = [
  'PK',
  'TK',
  'K',
  ...Array.from({ length: 12 }, (_, i) => String(i + 1)),
];
export const CONDITION_VALUES: Record<ConditionField, readonly string[]> = {
  grade: GRADE_VALUES,
  schoolLevel: SCHOOL_LEVELS,
  language: ['en', 'es'],
};

/** Operators per field: a language is only equal or not equal. */
export const OPS_FOR_FIELD: Record<ConditionField, readonly ComparisonOp[]> = {
  grade: [
    'LESS_THAN',
    'GREATER_THAN',
    'LESS_THAN_OR_EQUAL',
    'GREATER_THAN_OR_EQUAL',
    'EQUAL',
    'NOT_EQUAL',
  ],
  schoolLevel: [
    'LESS_THAN',
    'GREATER_THAN',
    'LESS_THAN_OR_EQUAL',
    'GREATER_THAN_OR_EQUAL',
    'EQUAL',
    'NOT_EQUAL',
  ],
  language: ['EQUAL', 'NOT_EQUAL'],
};

export const emptyRow = (): ConditionRow => ({ field: 'grade', op: 'EQUAL', value: '' });

/** Flattens an AND tree into rows; null when it holds an OR (rows are always joined by AND). */
function flatten(condition: Condition): ConditionRow[] | null {
  if (!('conditions' in condition)) {
    const { field, op, value } = condition;
    return [{ field, op, value }];
  }
  if (condition.op !== 'AND' && condition.conditions.length > 1) return null;
  const rows: ConditionRow[] = [];
  for (const child of condition.conditions) {
    const childRows = flatten(child);
    if (!childRows) return null;
    rows.push(...childRows);
  }
  return rows;
}

/** The rows that show `conditions` (null or absent: no rows, required for everyone). */
export function rowsFromConditions(
  conditions: AssessmentConditions | null | undefined,
): ConditionRows {
  const assigned = conditions?.assigned ? flatten(conditions.assigned) : [];
  const rule = conditions?.optional;
  const optionalForAll = rule === true;
  const optional = rule && rule !== true ? flatten(rule) : [];
  return {
    assigned: assigned ?? [],
    optional: optional ?? [],
    optionalForAll,
    representable: assigned !== null && optional !== null,
  };
}

function group(rows: readonly ConditionRow[]): Condition | null {
  const conditions: FieldCondition[] = rows.map(({ field, op, value }) => ({
    field,
    op,
    value: value.trim(),
  }));
  return conditions.length === 0 ? null : { op: 'AND', conditions };
}

/**
 * The conditions the rows describe (rows joined by AND). 'Optional for every student' overrides
 * the optional rows. Null when nothing is set: everyone in the organisations, required.
 */
export function conditionsFromRows(
  rows: Omit<ConditionRows, 'representable'>,
): AssessmentConditions | null {
  const assigned = group(rows.assigned);
  const optional = rows.optionalForAll ? true : group(rows.optional);
  if (!assigned && !optional) return null;
  return { assigned, optional };
}

/** Rows with a missing value or an operator the field does not support, by list and index. */
export function invalidRows(rows: Omit<ConditionRows, 'representable'>) {
  const check = (list: readonly ConditionRow[]) =>
    list.flatMap((row, index) =>
      row.value.trim() === '' || !OPS_FOR_FIELD[row.field].includes(row.op) ? [index] : [],
    );
  return {
    assigned: check(rows.assigned),
    optional: rows.optionalForAll ? [] : check(rows.optional),
  };
}
