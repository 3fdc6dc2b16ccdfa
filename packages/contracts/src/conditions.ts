/**
 * Per-assessment conditions of an administration (who is assigned an assessment, for whom it is
 * optional) and their evaluation for one student. Zod-free so the web app can preview conditions
 * without pulling schemas into first load; the schemas live in administrations.ts.
 */

/**
 * Student fields a condition may test. `language` is the primary subtag of the student's
 * preferred language ('en', 'es'): it gives Spanish-speaking students the Spanish variant of a
 * task in the same administration; it supports EQUAL and NOT_EQUAL only.
 */
export const CONDITION_FIELDS = ['grade', 'schoolLevel', 'language'] as const;
export type ConditionField = (typeof CONDITION_FIELDS)[number];

export const COMPARISON_OPS = [
  'LESS_THAN',
  'GREATER_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN_OR_EQUAL',
  'EQUAL',
  'NOT_EQUAL',
] as const;
export type ComparisonOp = (typeof COMPARISON_OPS)[number];

/** School levels in order, derived from grade (elementary K-5, middle 6-8, high 9-12). */
export const SCHOOL_LEVELS = [
  'early-childhood',
  'elementary',
  'middle',
  'high',
  'postsecondary',
] as const;
export type SchoolLevel = (typeof SCHOOL_LEVELS)[number];

export interface FieldCondition {
  field: ConditionField;
  op: ComparisonOp;
  /** A grade ('K', '3', ...), a school level or a language subtag. */
  value: string;
}
export interface GroupCondition {
  op: 'AND' | 'OR';
  conditions: readonly Condition[];
}
export type Condition = FieldCondition | GroupCondition;

/**
 * When an assessment is given to a student: `assigned` (absent: everyone in the target
 * organisations) and `optional` (true: optional for everyone; a condition: optional for whom it
 * holds; absent: required).
 */
export interface AssessmentConditions {
  assigned?: Condition | null;
  optional?: Condition | true | null;
}

/** What a condition may know about a student. */
export interface ConditionSubject {
  grade: string | null;
  /** Preferred locale ('es-CO') or null; only its primary subtag counts. */
  locale?: string | null;
}

/** Grade as a number: PK/TK -1, K 0, '1'..'12' as is, '13' (post-secondary); null if unknown. */
export function gradeNumber(grade: string | null | undefined): number | null {
  if (grade === null || grade === undefined) return null;
  const g = grade.trim().toUpperCase();
  if (g === 'PK' || g === 'TK') return -1;
  if (g === 'K') return 0;
  const n = Number(g);
  return Number.isInteger(n) && n >= 1 && n <= 13 ? n : null;
}

/** School level of a grade. */
export function schoolLevelOf(grade: string | null | undefined): SchoolLevel | null {
  const n = gradeNumber(grade);
  if (n === null) return null;
  if (n < 0) return 'early-childhood';
  if (n <= 5) return 'elementary';
  if (n <= 8) return 'middle';
  if (n <= 12) return 'high';
  return 'postsecondary';
}

function ordinal(field: 'grade' | 'schoolLevel', value: string | null): number | null {
  if (field === 'grade') return gradeNumber(value);
  const index = SCHOOL_LEVELS.indexOf(value as SchoolLevel);
  return index < 0 ? null : index;
}

function compare(op: ComparisonOp, a: number, b: number): boolean {
  switch (op) {
    case 'LESS_THAN':
      return a < b;
    case 'GREATER_THAN':
      return a > b;
    case 'LESS_THAN_OR_EQUAL':
      return a <= b;
    case 'GREATER_THAN_OR_EQUAL':
      return a >= b;
    case 'EQUAL':
      return a === b;
    case 'NOT_EQUAL':
      return a !== b;
  }
}

/**
 * Whether a condition holds for a student. A field the student lacks (no grade) makes a
 * comparison false, so a conditional assessment is never given by accident.
 */
export function evaluateCondition(condition: Condition, subject: ConditionSubject): boolean {
  if ('conditions' in condition) {
    const results = condition.conditions.map((c) => evaluateCondition(c, subject));
    return condition.op === 'AND' ? results.every(Boolean) : results.some(Boolean);
  }
  if (condition.field === 'language') {
    const language = subject.locale?.split('-')[0]?.toLowerCase() ?? null;
    const expected = condition.value.toLowerCase();
    if (condition.op === 'EQUAL') return language === expected;
    if (condition.op === 'NOT_EQUAL') return language !== expected;
    return false;
  }
  const actual =
    condition.field === 'grade'
      ? ordinal('grade', subject.grade)
      : ordinal('schoolLevel', schoolLevelOf(subject.grade));
  const expected = ordinal(condition.field, condition.value);
  if (actual === null || expected === null) return false;
  return compare(condition.op, actual, expected);
}

/** Whether a student gets an assessment at all, and if so whether it is optional for them. */
export function resolveAssessment(
  conditions: AssessmentConditions | null | undefined,
  subject: ConditionSubject,
): { assigned: boolean; optional: boolean } {
  const assigned = conditions?.assigned ? evaluateCondition(conditions.assigned, subject) : true;
  const rule = conditions?.optional;
  const optional = rule === true ? true : rule ? evaluateCondition(rule, subject) : false;
  return { assigned, optional };
}
