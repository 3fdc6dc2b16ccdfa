import { builders, t, type OptionInput } from '../build.ts';
import { colourName, shapeName } from '../picture.ts';
import type { CoreMathItem } from '../types.ts';

const { arithmetic, choice, number } = builders('algebraicThinking');

const MISSING = (equation: string) =>
  t(`What number goes in the box? ${equation}`, `¿Qué número va en el recuadro? ${equation}`);
const NEXT = (sequence: string) =>
  t(`What number comes next? ${sequence}`, `¿Qué número sigue? ${sequence}`);
const SOLVE = (equation: string) =>
  t(`Solve: ${equation}. What is x?`, `Resuelve: ${equation}. ¿Cuánto vale x?`);
const same = (text: string): OptionInput => [text, text];

/**
 * Algebraic thinking, kindergarten to grade 8: patterns, missing numbers and the equal sign,
 * then expressions, equations, slope and systems.
 */
export const ALGEBRA: readonly CoreMathItem[] = [
  // Kindergarten: repeating patterns, ways to make a number.
  choice('al-0-1', -0.3, NEXT('1, 2, 3, 4, __'), [5, 6, 1], 5, { check: '4 + 1' }),
  choice(
    'al-0-2',
    -0.2,
    t('What shape comes next in the pattern?', '¿Qué figura sigue en el patrón?'),
    (['square', 'circle', 'triangle'] as const).map((s): OptionInput => [s, shapeName(s)]),
    'square',
    {
      picture: {
        kind: 'shapes',
        items: [
          { shape: 'circle' },
          { shape: 'square' },
          { shape: 'circle' },
          { shape: 'square' },
          { shape: 'circle' },
        ],
      },
    },
  ),
  choice(
    'al-0-3',
    0,
    t('What color comes next in the pattern?', '¿Qué color sigue en el patrón?'),
    (['red', 'blue', 'green'] as const).map((c): OptionInput => [c, colourName(c)]),
    'red',
    {
      picture: {
        kind: 'shapes',
        items: [
          { shape: 'circle', colour: 'red' },
          { shape: 'circle', colour: 'blue' },
          { shape: 'circle', colour: 'red' },
          { shape: 'circle', colour: 'blue' },
        ],
      },
    },
  ),
  number('al-0-4', 0.3, t('3 and what number make 5?', '¿Qué número sumado a 3 da 5?'), 2, {
    check: '5 − 3',
  }),
  // Grade 1: missing addends, the equal sign, counting on.
  choice('al-1-1', -0.2, NEXT('5, 10, 15, 20, __'), [21, 25, 30], 25, { check: '20 + 5' }),
  number('al-1-2', 0, MISSING('6 + ☐ = 14'), 8, { check: '14 − 6' }),
  number('al-1-3', 0.1, MISSING('☐ − 3 = 7'), 10, { check: '7 + 3' }),
  choice('al-1-4', 0.3, MISSING('5 + 3 = ☐ + 4'), [4, 8, 12], 4, { check: '5 + 3 − 4' }),
  // Grade 2: skip counting, missing numbers, two-step thinking.
  choice('al-2-1', -0.3, NEXT('2, 4, 6, 8, __'), [9, 10, 12], 10, { check: '8 + 2' }),
  choice(
    'al-2-2',
    -0.1,
    t('Which number is missing? 100, 200, __, 400', '¿Qué número falta? 100, 200, __, 400'),
    [250, 300, 301],
    300,
    {
      check: '200 + 100',
    },
  ),
  number('al-2-3', 0, MISSING('☐ + 25 = 60'), 35, { check: '60 − 25' }),
  choice('al-2-4', 0.2, NEXT('50, 45, 40, 35, __'), [30, 25, 40], 30, { check: '35 − 5' }),
  number(
    'al-2-5',
    0.4,
    t(
      'Some birds are in a tree. 8 more birds come. Now there are 15 birds. How many birds were in the tree at first?',
      'Hay algunos pájaros en un árbol. Llegan 8 pájaros más. Ahora hay 15 pájaros. ¿Cuántos pájaros había al principio?',
    ),
    7,
    { check: '15 − 8' },
  ),
  // Grade 3: unknowns in multiplication and division, pattern rules, two-step problems.
  number('al-3-1', -0.1, MISSING('☐ × 6 = 42'), 7, { check: '42 ÷ 6' }),
  choice(
    'al-3-2',
    0,
    t(
      'Which rule does this pattern follow? 3, 7, 11, 15',
      '¿Qué regla sigue este patrón? 3, 7, 11, 15',
    ),
    [
      ['add 4', t('add 4', 'sumar 4')],
      ['add 3', t('add 3', 'sumar 3')],
      ['times 2', t('multiply by 2', 'multiplicar por 2')],
    ],
    'add 4',
  ),
  number('al-3-3', 0.1, MISSING('36 ÷ ☐ = 4'), 9, { check: '36 ÷ 4' }),
  number(
    'al-3-4',
    0.3,
    t(
      'Ana buys 3 packs of 8 cards. She gives away 5 cards. How many cards does she have now?',
      'Ana compra 3 paquetes de 8 tarjetas. Regala 5 tarjetas. ¿Cuántas tarjetas tiene ahora?',
    ),
    19,
    { check: '3 × 8 − 5' },
  ),
  // Grade 4: multiplicative patterns, factors as unknowns, remainders in context.
  number('al-4-1', -0.2, MISSING('48 = 6 × ☐'), 8, { check: '48 ÷ 6' }),
  choice(
    'al-4-2',
    -0.1,
    t(
      'In this pattern each number is double the one before: 3, 6, 12, __. What number comes next?',
      'En este patrón cada número es el doble del anterior: 3, 6, 12, __. ¿Qué número sigue?',
    ),
    [15, 18, 24],
    24,
    { check: '12 × 2' },
  ),
  choice(
    'al-4-3',
    0,
    t(
      'The pattern 4, 8, 12, 16, … continues. What is the sixth number?',
      'El patrón 4, 8, 12, 16, … continúa. ¿Cuál es el sexto número?',
    ),
    [20, 24, 28],
    24,
    { check: '4 × 6' },
  ),
  number(
    'al-4-4',
    0.4,
    t(
      'Each bag holds 6 apples. How many bags are needed to hold 40 apples?',
      'En cada bolsa caben 6 manzanas. ¿Cuántas bolsas se necesitan para guardar 40 manzanas?',
    ),
    7,
    { check: 'ceil(40 ÷ 6)' },
  ),
  // Grade 5: numerical expressions with grouping, related patterns.
  arithmetic('al-5-1', -0.1, '2 × (5 + (6 − 2))', 'number'),
  arithmetic('al-5-2', 0, '20 − (3 + 5) × 2', 'number'),
  choice(
    'al-5-3',
    0.1,
    t(
      'Which expression means "add 8 and 7, then multiply by 2"?',
      '¿Qué expresión significa «suma 8 y 7, y luego multiplica por 2»?',
    ),
    [same('(8 + 7) × 2'), same('8 + 7 × 2'), same('8 × 2 + 7')],
    '(8 + 7) × 2',
  ),
  choice(
    'al-5-4',
    0.3,
    t(
      'Pattern A starts at 0 and adds 3 each time. Pattern B starts at 0 and adds 6 each time. When A is 9, what is B?',
      'El patrón A empieza en 0 y suma 3 cada vez. El patrón B empieza en 0 y suma 6 cada vez. Cuando A vale 9, ¿cuánto vale B?',
    ),
    [12, 15, 18],
    18,
    { check: '9 ÷ 3 × 6' },
  ),
  // Grade 6: evaluating expressions, one-step equations, equivalent expressions, inequalities.
  number('al-6-1', -0.2, t('If x = 4, what is 3x + 5?', 'Si x = 4, ¿cuánto vale 3x + 5?'), 17, {
    check: '3 × 4 + 5',
  }),
  number('al-6-2', -0.1, SOLVE('x + 17 = 32'), 15, { check: '32 − 17' }),
  number('al-6-3', 0.1, SOLVE('4x = 52'), 13, { check: '52 ÷ 4' }),
  choice(
    'al-6-4',
    0.2,
    t('Which expression is equal to 3(x + 2)?', '¿Qué expresión es equivalente a 3(x + 2)?'),
    [same('3x + 6'), same('3x + 2'), same('x + 6'), same('3x + 5')],
    '3x + 6',
  ),
  choice(
    'al-6-5',
    0.3,
    t('Which number is a solution of x > 7?', '¿Qué número es una solución de x > 7?'),
    [5, 7, 9],
    9,
  ),
  // Grade 7: two-step equations, like terms, equations from words.
  choice(
    'al-7-1',
    -0.2,
    t('Which expression is equal to 5x − 2x + 4?', '¿Qué expresión es equivalente a 5x − 2x + 4?'),
    [same('3x + 4'), same('7x + 4'), same('3x − 4'), same('7x')],
    '3x + 4',
  ),
  number('al-7-2', -0.1, SOLVE('2x + 5 = 17'), 6, { check: '(17 − 5) ÷ 2' }),
  number('al-7-3', 0.1, SOLVE('x ÷ 3 − 2 = 4'), 18, { check: '(4 + 2) × 3' }),
  number('al-7-4', 0.2, SOLVE('−3x = 21'), -7, { check: '21 ÷ (−3)' }),
  number(
    'al-7-5',
    0.3,
    t(
      'Leo has 4 times as many cards as Ana. Together they have 45 cards. How many cards does Ana have?',
      'Leo tiene 4 veces la cantidad de tarjetas que tiene Ana. Entre los dos tienen 45 tarjetas. ¿Cuántas tarjetas tiene Ana?',
    ),
    9,
    { check: '45 ÷ (4 + 1)' },
  ),
  // Grade 8: linear equations, slope, functions, systems.
  number(
    'al-8-1',
    -0.3,
    t(
      'For the function y = 2x + 1, what is y when x = 5?',
      'En la función y = 2x + 1, ¿cuánto vale y cuando x = 5?',
    ),
    11,
    { check: '2 × 5 + 1' },
  ),
  number(
    'al-8-2',
    -0.2,
    t('What is the slope of the line y = 4x − 3?', '¿Cuál es la pendiente de la recta y = 4x − 3?'),
    4,
  ),
  number('al-8-3', 0, SOLVE('3x − 4 = x + 10'), 7, { check: '(10 + 4) ÷ (3 − 1)' }),
  number(
    'al-8-4',
    0.2,
    t(
      'A line passes through the points (1, 2) and (3, 8). What is its slope?',
      'Una recta pasa por los puntos (1, 2) y (3, 8). ¿Cuál es su pendiente?',
    ),
    3,
    { check: '(8 − 2) ÷ (3 − 1)' },
  ),
  choice(
    'al-8-5',
    0.3,
    t('Which equation has no solution?', '¿Qué ecuación no tiene solución?'),
    [same('2x + 3 = 2x + 5'), same('2x + 3 = 3x + 2'), same('x + 1 = 2')],
    '2x + 3 = 2x + 5',
  ),
  choice(
    'al-8-6',
    0.4,
    t(
      'Solve the system: x + y = 10 and x − y = 4.',
      'Resuelve el sistema: x + y = 10 y x − y = 4.',
    ),
    [
      ['7,3', 'x = 7, y = 3'],
      ['6,4', 'x = 6, y = 4'],
      ['3,7', 'x = 3, y = 7'],
      ['5,5', 'x = 5, y = 5'],
    ],
    '7,3',
  ),
];
