import { builders, t, type OptionInput } from '../build.ts';
import { colourName, type Picture } from '../picture.ts';
import type { CoreMathItem } from '../types.ts';

const { arithmetic, choice, fraction, line, number } = builders('rationalNumbersProbability');

const SHADED = t('How much of the bar is shaded?', '¿Qué parte de la barra está coloreada?');
const bar = (parts: number, shaded: number): Picture => ({ kind: 'fraction-bar', parts, shaded });
const PETS: Picture = {
  kind: 'bar-chart',
  step: 1,
  bars: [
    { label: t('cats', 'gatos'), value: 3 },
    { label: t('dogs', 'perros'), value: 5 },
    { label: t('fish', 'peces'), value: 2 },
  ],
};
const FRUIT: Picture = {
  kind: 'bar-chart',
  step: 2,
  bars: [
    { label: t('apples', 'manzanas'), value: 6 },
    { label: t('oranges', 'naranjas'), value: 4 },
    { label: t('pears', 'peras'), value: 8 },
  ],
};
const UNIT: Record<string, OptionInput> = {
  half: ['1/2', t('one half', 'un medio')],
  third: ['1/3', t('one third', 'un tercio')],
  fourth: ['1/4', t('one fourth', 'un cuarto')],
  twoThirds: ['2/3', t('two thirds', 'dos tercios')],
  threeFourths: ['3/4', t('three fourths', 'tres cuartos')],
};

/**
 * Fractions, decimals, data and chance, kindergarten to grade 4. Before fractions are taught
 * the strand holds their roots: equal parts, fair shares, comparing groups, more likely.
 */
export const RATIONAL_K_4: readonly CoreMathItem[] = [
  // Kindergarten: compare groups, equal parts, fair shares, more likely.
  choice(
    'rn-0-1',
    -0.3,
    t(
      'Are there more blue circles or more red circles?',
      '¿Hay más círculos azules o más círculos rojos?',
    ),
    [
      ['blue', t('blue circles', 'círculos azules')],
      ['red', t('red circles', 'círculos rojos')],
    ],
    'blue',
    {
      picture: {
        kind: 'shapes',
        items: [
          { shape: 'circle', count: 5, colour: 'blue' },
          { shape: 'circle', count: 2, colour: 'red' },
        ],
      },
    },
  ),
  choice(
    'rn-0-2',
    0,
    t(
      'How many equal parts is this bar cut into?',
      '¿En cuántas partes iguales está dividida esta barra?',
    ),
    [1, 2, 3],
    2,
    { picture: bar(2, 0) },
  ),
  choice(
    'rn-0-3',
    0.2,
    t(
      'The arrow spins. Which color is it more likely to stop on?',
      'La flecha gira. ¿En qué color es más probable que se detenga?',
    ),
    [
      ['blue', colourName('blue')],
      ['red', colourName('red')],
    ],
    'blue',
    { picture: { kind: 'spinner', sectors: ['blue', 'blue', 'red', 'blue'] } },
  ),
  number(
    'rn-0-4',
    0.3,
    t(
      'Two children share 6 apples equally. How many apples does each child get?',
      'Dos niños se reparten 6 manzanas en partes iguales. ¿Cuántas manzanas le tocan a cada uno?',
    ),
    3,
    { check: '6 ÷ 2' },
  ),
  // Grade 1: halves and fourths, reading a bar graph.
  choice('rn-1-1', -0.2, SHADED, [UNIT.half!, UNIT.third!, UNIT.fourth!], '1/2', {
    picture: bar(2, 1),
    check: 'picture',
  }),
  choice(
    'rn-1-2',
    -0.1,
    t('Which animal got the most votes?', '¿Qué animal recibió más votos?'),
    [
      ['cats', t('cats', 'gatos')],
      ['dogs', t('dogs', 'perros')],
      ['fish', t('fish', 'peces')],
    ],
    'dogs',
    { picture: PETS, check: 'picture' },
  ),
  choice('rn-1-3', 0.1, SHADED, [UNIT.half!, UNIT.third!, UNIT.fourth!], '1/4', {
    picture: bar(4, 1),
    check: 'picture',
  }),
  number(
    'rn-1-4',
    0.3,
    t(
      'How many more votes did dogs get than cats?',
      '¿Cuántos votos más recibieron los perros que los gatos?',
    ),
    2,
    { picture: PETS, check: '5 − 3' },
  ),
  // Grade 2: halves, thirds and fourths of a whole; bar graphs.
  choice(
    'rn-2-1',
    -0.3,
    t('How many halves make one whole?', '¿Cuántas mitades forman un entero?'),
    [1, 2, 4],
    2,
    { check: '1 ÷ (1/2)' },
  ),
  choice('rn-2-2', -0.1, SHADED, [UNIT.twoThirds!, UNIT.third!, UNIT.threeFourths!], '2/3', {
    picture: bar(3, 2),
    check: 'picture',
  }),
  number(
    'rn-2-3',
    0.1,
    t('How many pieces of fruit are there in all?', '¿Cuántas frutas hay en total?'),
    18,
    { picture: FRUIT, check: '6 + 4 + 8' },
  ),
  number(
    'rn-2-4',
    0.3,
    t('How many more pears than oranges are there?', '¿Cuántas peras más que naranjas hay?'),
    4,
    { picture: FRUIT, check: '8 − 4' },
  ),
  // Grade 3: fractions as numbers, on the line, equivalent and compared.
  fraction(
    'rn-3-1',
    -0.2,
    t('What fraction of the bar is shaded?', '¿Qué fracción de la barra está coloreada?'),
    [5, 6],
    { picture: bar(6, 5), check: 'picture' },
  ),
  choice(
    'rn-3-2',
    0,
    t('Which fraction is equal to 1/2?', '¿Qué fracción es igual a 1/2?'),
    ['2/4', '2/3', '1/4', '3/4'],
    '2/4',
    { check: '1/2' },
  ),
  line(
    'rn-3-3',
    0.1,
    t('Place 3/4 on the number line.', 'Coloca 3/4 en la recta numérica.'),
    { min: 0, max: 1, answer: 0.75 },
    { check: '3/4' },
  ),
  choice(
    'rn-3-4',
    0.2,
    t('Which fraction is the greatest?', '¿Qué fracción es la mayor?'),
    ['1/3', '1/5', '1/8'],
    '1/3',
    { check: 'max(1/3, 1/5, 1/8)' },
  ),
  // Grade 4: adding like fractions, tenths, comparing with benchmarks.
  arithmetic('rn-4-1', -0.2, '2/8 + 3/8', 'fraction'),
  choice(
    'rn-4-2',
    -0.1,
    t('Which decimal is equal to 7/10?', '¿Qué número decimal es igual a 7/10?'),
    [0.7, 0.07, 7.1],
    0.7,
    { check: '7/10' },
  ),
  choice(
    'rn-4-3',
    0,
    t('Which comparison is true?', '¿Qué comparación es verdadera?'),
    ['3/8 < 1/2', '3/8 > 1/2', '3/8 = 1/2'],
    '3/8 < 1/2',
  ),
  arithmetic('rn-4-4', 0.2, '3 × 2/5', 'fraction'),
  line(
    'rn-4-5',
    0.3,
    t('Place 5/4 on the number line.', 'Coloca 5/4 en la recta numérica.'),
    { min: 0, max: 2, answer: 1.25 },
    { check: '5/4' },
  ),
];
