import { builders, t } from '../build.ts';
import type { CoreMathItem } from '../types.ts';

const { choice, number, line } = builders('numberKnowledge');

const GREATEST = t('Which number is the greatest?', '¿Qué número es el mayor?');
const place = (en: string, es: string) =>
  t(`Place ${en} on the number line.`, `Coloca el ${es} en la recta numérica.`);

/** Number knowledge, grades 5 to 8: decimals, integers, factors, powers, roots, notation. */
export const NUMBER_KNOWLEDGE_5_8: readonly CoreMathItem[] = [
  // Grade 5: decimals to thousandths, powers of ten.
  line('nk-5-1', -0.3, place('0.3', '0.3'), { min: 0, max: 1, answer: 0.3 }),
  choice('nk-5-2', -0.1, GREATEST, [0.65, 0.7, 0.09, 0.608], 0.7, {
    check: 'max(0.7, 0.65, 0.09, 0.608)',
  }),
  choice(
    'nk-5-3',
    0,
    t('What number is 10 times 0.4?', '¿Qué número es 10 veces 0.4?'),
    [0.04, 4, 40, 0.14],
    4,
    { check: '10 × 0.4' },
  ),
  choice(
    'nk-5-4',
    0.1,
    t('Round 6.38 to the nearest tenth.', 'Redondea 6.38 a la décima más cercana.'),
    [6.3, 6.4, 6, 7],
    6.4,
    { check: 'floor(6.38 × 10 + 1/2) ÷ 10' },
  ),
  choice('nk-5-5', 0.2, t('What is 10³?', '¿Cuánto es 10³?'), [30, 100, 1000, 10000], 1000, {
    check: '10^3',
  }),
  // Grade 6: negative numbers, absolute value, factors and multiples.
  choice(
    'nk-6-1',
    -0.2,
    t('What is the opposite of −8?', '¿Cuál es el opuesto de −8?'),
    [8, -8, 0],
    8,
    { check: '0 − (−8)' },
  ),
  line('nk-6-2', -0.1, place('−4', '−4'), { min: -10, max: 10, answer: -4 }),
  choice(
    'nk-6-3',
    0.1,
    t(
      'What is the greatest common factor of 12 and 18?',
      '¿Cuál es el máximo común divisor de 12 y 18?',
    ),
    [2, 3, 6, 36],
    6,
    { check: 'gcd(12, 18)' },
  ),
  number(
    'nk-6-4',
    0.2,
    t(
      'What is the least common multiple of 4 and 6?',
      '¿Cuál es el mínimo común múltiplo de 4 y 6?',
    ),
    12,
    { check: 'lcm(4, 6)' },
  ),
  choice(
    'nk-6-5',
    0.3,
    t('What is the absolute value of −7, |−7|?', '¿Cuál es el valor absoluto de −7, |−7|?'),
    [7, -7, 0],
    7,
    { check: 'abs(−7)' },
  ),
  // Grade 7: rational numbers in order, signed quantities, powers.
  choice(
    'nk-7-1',
    -0.2,
    t('Which list goes from least to greatest?', '¿Qué lista va de menor a mayor?'),
    ['-5, -2, 0, 3', '0, -2, 3, -5', '-2, -5, 0, 3'],
    '-5, -2, 0, 3',
  ),
  choice(
    'nk-7-2',
    0,
    t('Which number is between −3 and −2?', '¿Qué número está entre −3 y −2?'),
    [-2.5, -1.5, -3.5, 2.5],
    -2.5,
  ),
  number(
    'nk-7-3',
    0.1,
    t(
      'The temperature was −6 degrees and rose 9 degrees. What is the temperature now?',
      'La temperatura era de −6 grados y subió 9 grados. ¿Qué temperatura hay ahora?',
    ),
    3,
    { check: '−6 + 9' },
  ),
  number('nk-7-4', 0.2, t('What is 2⁵?', '¿Cuánto es 2⁵?'), 32, { check: '2^5' }),
  choice('nk-7-5', 0.3, GREATEST, [-0.5, -0.05, -5, -0.55], -0.05, {
    check: 'max(−0.5, −0.05, −5, −0.55)',
  }),
  // Grade 8: roots, irrational numbers, scientific notation, negative exponents.
  number('nk-8-1', -0.3, t('What is √81?', '¿Cuánto es √81?'), 9, { check: 'sqrt(81)' }),
  choice(
    'nk-8-2',
    -0.1,
    t('Which number is equal to 4.5 × 10⁴?', '¿Qué número es igual a 4.5 × 10⁴?'),
    [45000, 4500, 450000, 0.00045],
    45000,
    { check: '4.5 × 10^4' },
  ),
  choice(
    'nk-8-3',
    0,
    t('Which number is irrational?', '¿Qué número es irracional?'),
    [
      ['sqrt16', '√16'],
      ['0.25', '0.25'],
      ['sqrt2', '√2'],
      ['3/4', '3/4'],
    ],
    'sqrt2',
  ),
  choice(
    'nk-8-4',
    0.2,
    t('Between which two whole numbers is √50?', '¿Entre qué dos números enteros está √50?'),
    [
      ['6-7', t('6 and 7', '6 y 7')],
      ['7-8', t('7 and 8', '7 y 8')],
      ['8-9', t('8 and 9', '8 y 9')],
      ['24-26', t('24 and 26', '24 y 26')],
    ],
    '7-8',
  ),
  choice(
    'nk-8-5',
    0.25,
    t(
      'How do you write 0.0036 in scientific notation?',
      '¿Cómo se escribe 0.0036 en notación científica?',
    ),
    [
      ['3.6e-3', '3.6 × 10⁻³'],
      ['3.6e3', '3.6 × 10³'],
      ['3.6e-4', '3.6 × 10⁻⁴'],
      ['36e-3', '36 × 10⁻³'],
    ],
    '3.6e-3',
    { check: '0.0036' },
  ),
  number(
    'nk-8-6',
    0.35,
    t('What is 2⁻¹? Write it as a decimal.', '¿Cuánto es 2⁻¹? Escríbelo como número decimal.'),
    0.5,
    { check: '2^(−1)' },
  ),
];
