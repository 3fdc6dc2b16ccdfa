import { builders, t, type OptionInput } from '../build.ts';
import type { CoreMathItem } from '../types.ts';

const { arithmetic, choice, fraction, number } = builders('rationalNumbersProbability');

const percent = (n: number): OptionInput => [String(n), t(`${n}%`, `${n}\u00a0%`)];

/** Fractions, ratios, percents, statistics and probability, grades 5 to 8. */
export const RATIONAL_5_8: readonly CoreMathItem[] = [
  // Grade 5: unlike denominators, fractions as division, simplest form.
  fraction(
    'rn-5-1',
    -0.2,
    t(
      'Write 6/8 as a fraction in simplest form.',
      'Escribe 6/8 como una fracción simplificada al máximo.',
    ),
    [3, 4],
    { simplest: true, check: '6/8' },
  ),
  arithmetic('rn-5-2', 0, '1/2 + 1/3', 'fraction'),
  arithmetic('rn-5-3', 0.1, '3/4 − 1/8', 'fraction'),
  arithmetic('rn-5-4', 0.2, '2/3 × 3/5', 'fraction'),
  fraction(
    'rn-5-5',
    0.3,
    t(
      'Four friends share 3 pizzas equally. What fraction of a pizza does each friend get?',
      'Cuatro amigos se reparten 3 pizzas en partes iguales. ¿Qué fracción de pizza le toca a cada uno?',
    ),
    [3, 4],
    { check: '3 ÷ 4' },
  ),
  // Grade 6: percents, ratios, dividing fractions, mean and median.
  number('rn-6-1', -0.1, t('What is 25% of 80?', '¿Cuánto es el 25\u00a0% de 80?'), 20, {
    check: '25/100 × 80',
  }),
  number(
    'rn-6-2',
    0,
    t(
      'What is the mean (average) of 4, 6, 8 and 10?',
      '¿Cuál es la media (el promedio) de 4, 6, 8 y 10?',
    ),
    7,
    { check: '(4 + 6 + 8 + 10) ÷ 4' },
  ),
  number(
    'rn-6-3',
    0.1,
    t(
      'The ratio of red marbles to blue marbles is 2 : 3. There are 12 blue marbles. How many red marbles are there?',
      'La razón entre canicas rojas y canicas azules es 2 : 3. Hay 12 canicas azules. ¿Cuántas canicas rojas hay?',
    ),
    8,
    { check: '12 ÷ 3 × 2' },
  ),
  arithmetic('rn-6-4', 0.2, '2/3 ÷ 4/5', 'fraction'),
  number(
    'rn-6-5',
    0.3,
    t('What is the median of 3, 9, 4, 7 and 5?', '¿Cuál es la mediana de 3, 9, 4, 7 y 5?'),
    5,
    { check: 'median(3, 9, 4, 7, 5)' },
  ),
  // Grade 7: probability, percents of quantities, rational arithmetic.
  choice(
    'rn-7-1',
    -0.1,
    t(
      'The arrow spins. What is the probability that it stops on blue?',
      'La flecha gira. ¿Cuál es la probabilidad de que se detenga en azul?',
    ),
    ['1/4', '1/2', '2/3', '3/4'],
    '1/2',
    { picture: { kind: 'spinner', sectors: ['red', 'blue', 'green', 'blue'] }, check: '2/4' },
  ),
  number(
    'rn-7-2',
    0,
    t(
      'In a group of 40 students, 30% walk to school. How many students walk to school?',
      'En un grupo de 40 estudiantes, el 30\u00a0% va a la escuela a pie. ¿Cuántos estudiantes van a pie?',
    ),
    12,
    { check: '30/100 × 40' },
  ),
  fraction(
    'rn-7-3',
    0.1,
    t(
      'A bag has 3 red marbles and 5 blue marbles. You take one without looking. What is the probability that it is red?',
      'Una bolsa tiene 3 canicas rojas y 5 canicas azules. Sacas una sin mirar. ¿Cuál es la probabilidad de que sea roja?',
    ),
    [3, 8],
    { check: '3/(3 + 5)' },
  ),
  choice(
    'rn-7-4',
    0.2,
    t('Which decimal is equal to 3/8?', '¿Qué número decimal es igual a 3/8?'),
    [0.375, 0.38, 3.8, 0.83],
    0.375,
    { check: '3/8' },
  ),
  arithmetic('rn-7-5', 0.3, '−3/4 + 1/2', ['-1/4', '1/4', '-5/4', '-2/6']),
  // Grade 8: percent change, compound events, repeating decimals.
  number(
    'rn-8-1',
    -0.2,
    t(
      'The mean of 5 numbers is 8. What is the sum of the 5 numbers?',
      'La media de 5 números es 8. ¿Cuánto suman los 5 números?',
    ),
    40,
    { check: '5 × 8' },
  ),
  choice(
    'rn-8-2',
    0,
    t(
      'A price goes up from 50 to 60. By what percent did it go up?',
      'Un precio sube de 50 a 60. ¿En qué porcentaje subió?',
    ),
    [percent(10), percent(20), percent(16.7), percent(60)],
    '20',
    { check: '(60 − 50) ÷ 50 × 100' },
  ),
  choice(
    'rn-8-3',
    0.1,
    t(
      'A coin is tossed twice. What is the probability of getting heads both times?',
      'Se lanza una moneda dos veces. ¿Cuál es la probabilidad de que salga cara las dos veces?',
    ),
    ['1/4', '1/2', '1/3', '3/4'],
    '1/4',
    { check: '1/2 × 1/2' },
  ),
  fraction(
    'rn-8-4',
    0.3,
    t(
      'Write 0.777… (the 7 repeats forever) as a fraction.',
      'Escribe 0.777… (el 7 se repite sin fin) como fracción.',
    ),
    [7, 9],
    { check: '7 ÷ 9' },
  ),
  fraction(
    'rn-8-5',
    0.4,
    t(
      'Two dice numbered 1 to 6 are rolled. What is the probability that the two numbers add up to 7?',
      'Se lanzan dos dados numerados del 1 al 6. ¿Cuál es la probabilidad de que los dos números sumen 7?',
    ),
    [1, 6],
    { check: '6/36' },
  ),
];
