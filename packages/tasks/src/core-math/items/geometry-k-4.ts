import { builders, t, type OptionInput } from '../build.ts';
import { shapeName, type ShapeName } from '../picture.ts';
import type { CoreMathItem } from '../types.ts';

const { choice, number } = builders('geometry');

const WHAT_SHAPE = t('What is this shape called?', '¿Cómo se llama esta figura?');
const WHAT_TIME = t('What time does the clock show?', '¿Qué hora marca el reloj?');
const KIND_OF_ANGLE = t('What kind of angle is this?', '¿Qué tipo de ángulo es este?');
const shapes = (...names: ShapeName[]): OptionInput[] => names.map((n) => [n, shapeName(n)]);
const ANGLES: OptionInput[] = [
  ['right', t('right', 'recto')],
  ['acute', t('acute', 'agudo')],
  ['obtuse', t('obtuse', 'obtuso')],
];
const cm = (n: number): OptionInput => [String(n), `${n} cm`];

/**
 * Geometry and measurement, kindergarten to grade 4: naming shapes, sides and corners, telling
 * time (measurement has no strand of its own in this game), area, perimeter and angles.
 */
export const GEOMETRY_K_4: readonly CoreMathItem[] = [
  // Kindergarten: name flat shapes, count them, sides of a triangle.
  choice('ge-0-1', -0.35, WHAT_SHAPE, shapes('triangle', 'circle', 'square'), 'triangle', {
    picture: { kind: 'shapes', items: [{ shape: 'triangle', colour: 'blue' }] },
  }),
  choice('ge-0-2', -0.2, WHAT_SHAPE, shapes('circle', 'square', 'triangle'), 'square', {
    picture: { kind: 'shapes', items: [{ shape: 'square', colour: 'green' }] },
  }),
  choice(
    'ge-0-3',
    0,
    t('How many triangles are there?', '¿Cuántos triángulos hay?'),
    [2, 3, 5],
    3,
    {
      picture: {
        kind: 'shapes',
        items: [
          { shape: 'triangle', count: 3, colour: 'red' },
          { shape: 'circle', count: 2, colour: 'red' },
        ],
      },
    },
  ),
  choice(
    'ge-0-4',
    0.2,
    t('How many sides does a triangle have?', '¿Cuántos lados tiene un triángulo?'),
    [3, 4, 5],
    3,
  ),
  choice('ge-0-5', 0.35, WHAT_SHAPE, shapes('hexagon', 'square', 'circle'), 'hexagon', {
    picture: { kind: 'shapes', items: [{ shape: 'hexagon', colour: 'yellow' }] },
  }),
  // Grade 1: corners, time to the hour and half hour, more shapes.
  choice(
    'ge-1-1',
    -0.2,
    t('How many corners does a square have?', '¿Cuántas esquinas tiene un cuadrado?'),
    [3, 4, 5],
    4,
  ),
  choice('ge-1-2', -0.1, WHAT_TIME, ['3:00', '12:15', '12:03'], '3:00', {
    picture: { kind: 'clock', hour: 3, minute: 0 },
    check: 'picture',
  }),
  choice('ge-1-3', 0.2, WHAT_TIME, ['6:30', '7:30', '6:00'], '6:30', {
    picture: { kind: 'clock', hour: 6, minute: 30 },
    check: 'picture',
  }),
  choice(
    'ge-1-4',
    0.3,
    t('How many sides does a hexagon have?', '¿Cuántos lados tiene un hexágono?'),
    [5, 6, 8],
    6,
  ),
  // Grade 2: polygons, arrays of squares, time to five minutes, length.
  choice(
    'ge-2-1',
    -0.2,
    t('How many sides does a pentagon have?', '¿Cuántos lados tiene un pentágono?'),
    [4, 5, 6],
    5,
  ),
  number(
    'ge-2-2',
    -0.1,
    t(
      'One pencil is 15 cm long and another is 9 cm long. How many centimeters longer is the first pencil?',
      'Un lápiz mide 15 cm y otro mide 9 cm. ¿Cuántos centímetros más largo es el primer lápiz?',
    ),
    6,
    { check: '15 − 9' },
  ),
  choice(
    'ge-2-3',
    0,
    t(
      'How many small squares make up this rectangle?',
      '¿Cuántos cuadraditos forman este rectángulo?',
    ),
    [5, 6, 8],
    6,
    { picture: { kind: 'rectangle', width: 3, height: 2, grid: true }, check: '3 × 2' },
  ),
  choice('ge-2-4', 0.2, WHAT_TIME, ['4:45', '5:45', '9:20'], '4:45', {
    picture: { kind: 'clock', hour: 4, minute: 45 },
    check: 'picture',
  }),
  // Grade 3: perimeter, area, quadrilaterals, time to the minute.
  choice('ge-3-1', -0.2, WHAT_TIME, ['2:37', '7:12', '3:37'], '2:37', {
    picture: { kind: 'clock', hour: 2, minute: 37 },
    check: 'picture',
  }),
  choice(
    'ge-3-2',
    0,
    t('What is the perimeter of this rectangle?', '¿Cuál es el perímetro de este rectángulo?'),
    [cm(8), cm(15), cm(16)],
    '16',
    { picture: { kind: 'rectangle', width: 5, height: 3, grid: false }, check: '2 × (5 + 3)' },
  ),
  choice(
    'ge-3-3',
    0.1,
    t('Which shape is a quadrilateral?', '¿Qué figura es un cuadrilátero?'),
    shapes('triangle', 'pentagon', 'rhombus', 'hexagon'),
    'rhombus',
  ),
  number(
    'ge-3-4',
    0.2,
    t(
      'What is the area of this rectangle in square centimeters?',
      '¿Cuál es el área de este rectángulo en centímetros cuadrados?',
    ),
    28,
    { picture: { kind: 'rectangle', width: 7, height: 4, grid: false }, check: '7 × 4' },
  ),
  // Grade 4: angles, symmetry.
  choice('ge-4-1', -0.3, KIND_OF_ANGLE, ANGLES, 'right', {
    picture: { kind: 'angle', degrees: 90 },
    check: 'picture',
  }),
  choice(
    'ge-4-2',
    -0.1,
    t('How many degrees are in a right angle?', '¿Cuántos grados mide un ángulo recto?'),
    [45, 90, 180, 360],
    90,
  ),
  choice('ge-4-3', 0, KIND_OF_ANGLE, ANGLES, 'obtuse', {
    picture: { kind: 'angle', degrees: 130 },
    check: 'picture',
  }),
  choice(
    'ge-4-4',
    0.2,
    t(
      'How many lines of symmetry does a square have?',
      '¿Cuántos ejes de simetría tiene un cuadrado?',
    ),
    [1, 2, 4, 8],
    4,
  ),
  number(
    'ge-4-5',
    0.3,
    t(
      'Two angles together make a straight angle (180°). One of them is 65°. How many degrees is the other?',
      'Dos ángulos juntos forman un ángulo llano (180°). Uno de ellos mide 65°. ¿Cuántos grados mide el otro?',
    ),
    115,
    { check: '180 − 65' },
  ),
];
