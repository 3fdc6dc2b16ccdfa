import { t } from './build.ts';
import { ALGEBRA } from './items/algebra.ts';
import { ARITHMETIC } from './items/arithmetic.ts';
import { GEOMETRY_5_8 } from './items/geometry-5-8.ts';
import { GEOMETRY_K_4 } from './items/geometry-k-4.ts';
import { NUMBER_KNOWLEDGE_5_8 } from './items/number-knowledge-5-8.ts';
import { NUMBER_KNOWLEDGE_K_4 } from './items/number-knowledge-k-4.ts';
import { RATIONAL_5_8 } from './items/rational-5-8.ts';
import { RATIONAL_K_4 } from './items/rational-k-4.ts';
import type { CoreMathItem } from './types.ts';

/**
 * The Core Math item bank (README.md): every item written for this project on 2026-11-27, in
 * English and Spanish with the same id and answer. Parameters are provisional (params.ts).
 * After the first release an id is never reused: change an item by adding a new id and a new
 * version.
 */
export const CORE_MATH_BANK_VERSION = '2026-11-27';

/** The adaptive test pool, all five strands, kindergarten to grade 8. */
export const CORE_MATH_ITEMS: readonly CoreMathItem[] = [
  ...NUMBER_KNOWLEDGE_K_4,
  ...NUMBER_KNOWLEDGE_5_8,
  ...GEOMETRY_K_4,
  ...GEOMETRY_5_8,
  ...ARITHMETIC,
  ...RATIONAL_K_4,
  ...RATIONAL_5_8,
  ...ALGEBRA,
];

/**
 * Two easy practice items, one to tap and one to type, so a child meets both kinds of answer
 * before the test; the screen shows the answer after a mistake. Never scored.
 */
export const CORE_MATH_PRACTICE: readonly CoreMathItem[] = [
  {
    id: 'practice-1',
    grade: 0,
    offset: -0.5,
    subskill: 'numberKnowledge',
    format: 'picture-choice',
    prompt: t('How many dots are there?', '¿Cuántos puntos hay?'),
    picture: { kind: 'dots', count: 2 },
    check: 'picture',
    options: [1, 2, 3].map((n) => ({ value: String(n), label: t(String(n), String(n)) })),
    answer: '2',
  },
  {
    id: 'practice-2',
    grade: 0,
    offset: -0.5,
    subskill: 'arithmeticExpressions',
    format: 'number',
    prompt: t('What is 1 + 1? Type the number.', '¿Cuánto es 1 + 1? Escribe el número.'),
    check: { expr: '1 + 1' },
    answer: 2,
  },
];

const BY_ID = new Map([...CORE_MATH_ITEMS, ...CORE_MATH_PRACTICE].map((item) => [item.id, item]));

/** The item (test or practice) with this id, as trials store it; undefined when unknown. */
export const coreMathItem = (id: string): CoreMathItem | undefined => BY_ID.get(id);
