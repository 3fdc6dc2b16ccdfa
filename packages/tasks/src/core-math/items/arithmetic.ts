import { builders, t } from '../build.ts';
import type { CoreMathItem } from '../types.ts';

const { choice, number, arithmetic } = builders('arithmeticExpressions');

/**
 * Arithmetic expressions, kindergarten to grade 8. Most items are generated from their
 * expression (build.ts: the prompt shows it, the key is its exact value); word problems keep
 * their expression as the check.
 */
export const ARITHMETIC: readonly CoreMathItem[] = [
  // Kindergarten: add and subtract within 10.
  choice(
    'ar-0-1',
    -0.3,
    t('How many circles are there in all?', '¿Cuántos círculos hay en total?'),
    [2, 3, 4],
    3,
    {
      picture: {
        kind: 'shapes',
        items: [
          { shape: 'circle', count: 2, colour: 'blue' },
          { shape: 'circle', count: 1, colour: 'red' },
        ],
      },
      check: '2 + 1',
    },
  ),
  arithmetic('ar-0-2', -0.1, '3 + 2', 'number'),
  arithmetic('ar-0-3', 0.1, '5 − 1', [3, 4, 6]),
  number(
    'ar-0-4',
    0.2,
    t(
      'You have 4 apples. You get 3 more. How many apples do you have now?',
      'Tienes 4 manzanas. Te dan 3 más. ¿Cuántas manzanas tienes ahora?',
    ),
    7,
    { check: '4 + 3' },
  ),
  arithmetic('ar-0-5', 0.35, '10 − 6', 'number'),
  // Grade 1: within 20, tens.
  arithmetic('ar-1-1', -0.2, '8 + 5', 'number'),
  arithmetic('ar-1-2', -0.1, '30 + 40', [34, 70, 7, 80]),
  arithmetic('ar-1-3', 0, '15 − 7', 'number'),
  number(
    'ar-1-4',
    0.2,
    t(
      'There are 12 birds in a tree. 5 fly away. How many birds are left?',
      'Hay 12 pájaros en un árbol. Se van volando 5. ¿Cuántos pájaros quedan?',
    ),
    7,
    { check: '12 − 5' },
  ),
  arithmetic('ar-1-5', 0.3, '9 + 6 + 1', 'number'),
  // Grade 2: within 100 and 1000, repeated addition.
  arithmetic('ar-2-1', -0.3, '5 + 5 + 5', [10, 15, 20]),
  arithmetic('ar-2-2', -0.1, '46 + 38', 'number'),
  arithmetic('ar-2-3', 0.1, '73 − 29', 'number'),
  arithmetic('ar-2-4', 0.2, '325 + 140', 'number'),
  number(
    'ar-2-5',
    0.3,
    t(
      'A book has 64 pages. Ana reads 25 of them. How many pages are left to read?',
      'Un libro tiene 64 páginas. Ana lee 25. ¿Cuántas páginas le quedan por leer?',
    ),
    39,
    { check: '64 − 25' },
  ),
  // Grade 3: multiplication and division facts, three-digit subtraction.
  arithmetic('ar-3-1', -0.3, '6 × 4', 'number'),
  number(
    'ar-3-2',
    -0.1,
    t(
      'There are 5 boxes with 6 pencils in each box. How many pencils are there in all?',
      'Hay 5 cajas con 6 lápices en cada caja. ¿Cuántos lápices hay en total?',
    ),
    30,
    { check: '5 × 6' },
  ),
  arithmetic('ar-3-3', 0, '7 × 8', 'number'),
  arithmetic('ar-3-4', 0.1, '42 ÷ 6', 'number'),
  arithmetic('ar-3-5', 0.3, '503 − 268', 'number'),
  // Grade 4: multi-digit multiplication, division with remainders.
  number(
    'ar-4-1',
    -0.3,
    t(
      '24 chairs are put in 4 equal rows. How many chairs are in each row?',
      'Se colocan 24 sillas en 4 filas iguales. ¿Cuántas sillas hay en cada fila?',
    ),
    6,
    { check: '24 ÷ 4' },
  ),
  arithmetic('ar-4-2', -0.2, '23 × 4', 'number'),
  arithmetic('ar-4-3', 0, '96 ÷ 8', 'number'),
  arithmetic('ar-4-4', 0.2, '37 × 21', [777, 111, 740, 787]),
  number(
    'ar-4-5',
    0.3,
    t(
      'What is the remainder when 29 is divided by 4?',
      '¿Cuál es el residuo (el resto) de dividir 29 entre 4?',
    ),
    1,
    { check: '29 − 4 × floor(29 ÷ 4)' },
  ),
  // Grade 5: decimals, order of operations.
  arithmetic('ar-5-1', -0.2, '144 ÷ 12', 'number'),
  arithmetic('ar-5-2', -0.1, '3.5 + 1.25', 'number'),
  arithmetic('ar-5-3', 0, '(8 + 4) × 3', [36, 20, 15, 96]),
  arithmetic('ar-5-4', 0.1, '6 − 2.4', 'number'),
  arithmetic('ar-5-5', 0.3, '0.6 × 4', 'number'),
  // Grade 6: decimal multiplication and division, exponents in expressions.
  number(
    'ar-6-1',
    -0.2,
    t(
      'Eva runs 4.2 km every day. How many kilometers does she run in 5 days?',
      'Eva corre 4.2 km cada día. ¿Cuántos kilómetros corre en 5 días?',
    ),
    21,
    { check: '4.2 × 5' },
  ),
  arithmetic('ar-6-2', 0, '2.5 × 1.2', 'number'),
  arithmetic('ar-6-3', 0.1, '3 + 4 × 2^2', [19, 28, 35, 11]),
  arithmetic('ar-6-4', 0.2, '4.5 ÷ 0.5', 'number'),
  arithmetic('ar-6-5', 0.3, '2^3 + 3^2', 'number'),
  // Grade 7: operations with negative numbers.
  arithmetic('ar-7-1', -0.2, '−8 + 3', 'number'),
  arithmetic('ar-7-2', -0.1, '(−4) × (−6)', 'number'),
  arithmetic('ar-7-3', 0, '(−18) ÷ 3', 'number'),
  arithmetic('ar-7-4', 0.1, '5 − (−7)', [12, -2, 2, -12]),
  arithmetic('ar-7-5', 0.3, '(−3) × 4 + 20', 'number'),
  // Grade 8: laws of exponents, roots, scientific notation.
  arithmetic('ar-8-1', -0.2, 'sqrt(64) + sqrt(36)', 'number'),
  arithmetic('ar-8-2', -0.1, '2^3 × 2^2', 'number'),
  arithmetic('ar-8-3', 0, '5^0 + 3^2', 'number'),
  arithmetic('ar-8-4', 0.2, '(3 × 10^4) × (2 × 10^3)', [
    ['6e7', '6 × 10⁷'],
    ['6e12', '6 × 10¹²'],
    ['5e7', '5 × 10⁷'],
    ['6e1', '6 × 10¹'],
  ]),
  arithmetic('ar-8-5', 0.3, '10^6 ÷ 10^2', [
    ['1e4', '10⁴'],
    ['1e3', '10³'],
    ['1e8', '10⁸'],
    ['1e12', '10¹²'],
  ]),
];
