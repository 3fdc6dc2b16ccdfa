import { builders, t } from '../build.ts';
import type { CoreMathItem } from '../types.ts';

const { choice, number, line } = builders('numberKnowledge');

const HOW_MANY_DOTS = t('How many dots are there?', '¿Cuántos puntos hay?');
const ARROW = t('What number is the arrow pointing to?', '¿A qué número apunta la flecha?');
const place = (en: string, es: string) =>
  t(`Place ${en} on the number line.`, `Coloca el ${es} en la recta numérica.`);

/** Number knowledge, kindergarten to grade 4: counting, place value, comparing, rounding. */
export const NUMBER_KNOWLEDGE_K_4: readonly CoreMathItem[] = [
  // Kindergarten: count to 20, compare, the number after.
  choice('nk-0-1', -0.35, HOW_MANY_DOTS, [2, 3, 4], 3, {
    picture: { kind: 'dots', count: 3 },
    check: 'picture',
  }),
  choice('nk-0-2', -0.1, t('Which number is bigger?', '¿Qué número es mayor?'), [4, 9], 9, {
    check: 'max(4, 9)',
  }),
  choice(
    'nk-0-3',
    0,
    t('What number comes after 6?', '¿Qué número va después del 6?'),
    [5, 7, 8],
    7,
    { check: '6 + 1' },
  ),
  number('nk-0-4', 0.15, HOW_MANY_DOTS, 7, {
    picture: { kind: 'dots', count: 7 },
    check: 'picture',
  }),
  choice(
    'nk-0-5',
    0.35,
    t('Which number is fourteen?', '¿Cuál es el número catorce?'),
    [41, 14, 4],
    14,
  ),
  // Grade 1: to 120, tens and ones, comparing two-digit numbers.
  choice(
    'nk-1-1',
    -0.3,
    t('What number comes before 20?', '¿Qué número va antes del 20?'),
    [21, 19, 10],
    19,
    { check: '20 − 1' },
  ),
  choice(
    'nk-1-2',
    -0.1,
    t('Count by tens: 10, 20, 30, __', 'Cuenta de diez en diez: 10, 20, 30, __'),
    [31, 40, 50],
    40,
    { check: '30 + 10' },
  ),
  number('nk-1-3', 0.1, t('How many tens are in 47?', '¿Cuántas decenas hay en 47?'), 4, {
    check: 'floor(47 ÷ 10)',
  }),
  line('nk-1-4', 0.2, place('15', '15'), { min: 0, max: 20, answer: 15 }),
  choice(
    'nk-1-5',
    0.3,
    t('Which number is the smallest?', '¿Qué número es el menor?'),
    [58, 85, 50, 55],
    50,
    { check: 'min(58, 85, 50, 55)' },
  ),
  // Grade 2: to 1000, place value, odd and even, number lines.
  choice(
    'nk-2-1',
    -0.2,
    t('What is the value of the 3 in 352?', '¿Cuánto vale el 3 en 352?'),
    [3, 30, 300],
    300,
    { check: '3 × 100' },
  ),
  line('nk-2-2', -0.1, place('70', '70'), { min: 0, max: 100, answer: 70 }),
  number(
    'nk-2-3',
    0,
    t('What number is 10 more than 486?', '¿Qué número es 10 más que 486?'),
    496,
    { check: '486 + 10' },
  ),
  choice('nk-2-4', 0.2, t('Which number is odd?', '¿Qué número es impar?'), [14, 20, 17, 32], 17),
  choice('nk-2-5', 0.3, ARROW, [6, 60, 70], 60, {
    picture: { kind: 'marked-line', min: 0, max: 100, ticks: 10, mark: 60 },
    check: 'picture',
  }),
  // Grade 3: rounding, four-digit numbers, comparisons.
  choice(
    'nk-3-1',
    -0.2,
    t('Round 68 to the nearest ten.', 'Redondea 68 a la decena más cercana.'),
    [60, 70, 80],
    70,
    { check: 'floor(68 ÷ 10 + 1/2) × 10' },
  ),
  choice(
    'nk-3-2',
    0,
    t('Which number is 4,000 + 300 + 5?', '¿Qué número es 4000 + 300 + 5?'),
    [4305, 4350, 435],
    4305,
    { check: '4000 + 300 + 5' },
  ),
  number(
    'nk-3-3',
    0.1,
    t('What number is 100 less than 702?', '¿Qué número es 100 menos que 702?'),
    602,
    { check: '702 − 100' },
  ),
  choice(
    'nk-3-4',
    0.2,
    t('Which comparison is true?', '¿Qué comparación es verdadera?'),
    ['489 < 498', '489 > 498', '489 = 498'],
    '489 < 498',
  ),
  line('nk-3-5', 0.3, place('250', '250'), { min: 0, max: 1000, answer: 250 }),
  // Grade 4: multi-digit place value, rounding, multiples, primes.
  choice(
    'nk-4-1',
    -0.1,
    t('Round 3,647 to the nearest hundred.', 'Redondea 3647 a la centena más cercana.'),
    [3600, 3700, 3650, 4000],
    3600,
    { check: 'floor(3647 ÷ 100 + 1/2) × 100' },
  ),
  choice(
    'nk-4-2',
    0,
    t('Which number is a multiple of 6?', '¿Qué número es múltiplo de 6?'),
    [16, 26, 36, 46],
    36,
  ),
  choice(
    'nk-4-3',
    0.1,
    t('What is the value of the 7 in 27,315?', '¿Cuánto vale el 7 en 27\u00a0315?'),
    [7000, 700, 70000, 7],
    7000,
    { check: '7 × 1000' },
  ),
  line('nk-4-4', 0.2, place('7,500', '7500'), { min: 0, max: 10000, answer: 7500 }),
  choice('nk-4-5', 0.3, t('Which number is prime?', '¿Qué número es primo?'), [21, 27, 29, 33], 29),
];
