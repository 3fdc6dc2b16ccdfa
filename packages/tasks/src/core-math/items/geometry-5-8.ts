import { builders, t, type OptionInput } from '../build.ts';
import type { CoreMathItem } from '../types.ts';

const { choice, number } = builders('geometry');

const MISSING_SIDE = t(
  'How long is the side marked with a question mark, in centimeters?',
  '¿Cuánto mide, en centímetros, el lado marcado con un signo de interrogación?',
);
const point = (x: number, y: number): OptionInput => [
  `${x},${y}`,
  `(${x}, ${y})`.replace('-', '−'),
];

/** Geometry and measurement, grades 5 to 8: volume, the plane, area, circles, Pythagoras. */
export const GEOMETRY_5_8: readonly CoreMathItem[] = [
  // Grade 5: volume, the coordinate plane, classifying shapes, metric units.
  number(
    'ge-5-1',
    -0.2,
    t('How many centimeters are in 3.5 meters?', '¿Cuántos centímetros hay en 3.5 metros?'),
    350,
    { check: '3.5 × 100' },
  ),
  choice(
    'ge-5-2',
    -0.1,
    t(
      'Which point is 2 units to the right of (0, 0) and 5 units up?',
      '¿Qué punto está 2 unidades a la derecha de (0, 0) y 5 unidades hacia arriba?',
    ),
    [point(2, 5), point(5, 2), point(2, 0), point(7, 0)],
    '2,5',
  ),
  number(
    'ge-5-3',
    0,
    t(
      'A box is 4 cm long, 3 cm wide and 2 cm high. What is its volume in cubic centimeters?',
      'Una caja mide 4 cm de largo, 3 cm de ancho y 2 cm de alto. ¿Cuál es su volumen en centímetros cúbicos?',
    ),
    24,
    { check: '4 × 3 × 2' },
  ),
  choice(
    'ge-5-4',
    0.2,
    t('A square is always also a...', 'Un cuadrado siempre es también un...'),
    [
      ['rectangle', t('rectangle', 'rectángulo')],
      ['pentagon', t('pentagon', 'pentágono')],
      ['triangle', t('triangle', 'triángulo')],
    ],
    'rectangle',
  ),
  number(
    'ge-5-5',
    0.3,
    t(
      'A cube has edges of 3 cm. What is its volume in cubic centimeters?',
      'Un cubo tiene aristas de 3 cm. ¿Cuál es su volumen en centímetros cúbicos?',
    ),
    27,
    { check: '3^3' },
  ),
  // Grade 6: areas of triangles and parallelograms, distance on the plane, surface area.
  number(
    'ge-6-1',
    -0.1,
    t(
      'A parallelogram has a base of 8 cm and a height of 5 cm. What is its area in square centimeters?',
      'Un paralelogramo tiene una base de 8 cm y una altura de 5 cm. ¿Cuál es su área en centímetros cuadrados?',
    ),
    40,
    { check: '8 × 5' },
  ),
  number(
    'ge-6-2',
    0,
    t(
      'A triangle has a base of 10 cm and a height of 6 cm. What is its area in square centimeters?',
      'Un triángulo tiene una base de 10 cm y una altura de 6 cm. ¿Cuál es su área en centímetros cuadrados?',
    ),
    30,
    { check: '10 × 6 ÷ 2' },
  ),
  number(
    'ge-6-3',
    0.1,
    t(
      'What is the distance between the points (2, 3) and (2, 9)?',
      '¿Cuál es la distancia entre los puntos (2, 3) y (2, 9)?',
    ),
    6,
    { check: '9 − 3' },
  ),
  number(
    'ge-6-4',
    0.2,
    t(
      'The point (−3, 4) is reflected across the x-axis. What is the y-coordinate of the new point?',
      'El punto (−3, 4) se refleja sobre el eje x. ¿Cuál es la coordenada y del nuevo punto?',
    ),
    -4,
    { check: '0 − 4' },
  ),
  number(
    'ge-6-5',
    0.3,
    t(
      'A cube has edges of 2 cm. What is its total surface area in square centimeters?',
      'Un cubo tiene aristas de 2 cm. ¿Cuál es el área total de su superficie en centímetros cuadrados?',
    ),
    24,
    { check: '6 × 2^2' },
  ),
  // Grade 7: circles, angle sums, scale drawings.
  number(
    'ge-7-1',
    -0.3,
    t(
      'A circle has a radius of 5 cm. How long is its diameter, in centimeters?',
      'Un círculo tiene un radio de 5 cm. ¿Cuánto mide su diámetro, en centímetros?',
    ),
    10,
    { check: '2 × 5' },
  ),
  number(
    'ge-7-2',
    -0.1,
    t(
      'Two angles of a triangle measure 50° and 60°. How many degrees does the third angle measure?',
      'Dos ángulos de un triángulo miden 50° y 60°. ¿Cuántos grados mide el tercer ángulo?',
    ),
    70,
    { check: '180 − 50 − 60' },
  ),
  number(
    'ge-7-3',
    0,
    t(
      'On a map, 1 cm stands for 5 km. Two towns are 7 cm apart on the map. How many kilometers apart are they?',
      'En un mapa, 1 cm representa 5 km. Dos pueblos están a 7 cm en el mapa. ¿A cuántos kilómetros están en realidad?',
    ),
    35,
    { check: '7 × 5' },
  ),
  choice(
    'ge-7-4',
    0.1,
    t(
      'A circle has a diameter of 10 cm. Using π ≈ 3.14, how long is its circumference?',
      'Un círculo tiene un diámetro de 10 cm. Usando π ≈ 3.14, ¿cuál es la longitud de su circunferencia?',
    ),
    [
      ['31.4', '31.4 cm'],
      ['15.7', '15.7 cm'],
      ['78.5', '78.5 cm'],
      ['314', '314 cm'],
    ],
    '31.4',
    { check: '3.14 × 10' },
  ),
  choice(
    'ge-7-5',
    0.3,
    t(
      'A circle has a radius of 10 cm. Using π ≈ 3.14, what is its area?',
      'Un círculo tiene un radio de 10 cm. Usando π ≈ 3.14, ¿cuál es su área?',
    ),
    [
      ['314', '314 cm²'],
      ['62.8', '62.8 cm²'],
      ['31.4', '31.4 cm²'],
      ['100', '100 cm²'],
    ],
    '314',
    { check: '3.14 × 10^2' },
  ),
  // Grade 8: Pythagoras, transformations, volume of a cylinder, distance.
  number(
    'ge-8-1',
    -0.3,
    t(
      'In a right triangle one acute angle measures 35°. How many degrees does the other acute angle measure?',
      'En un triángulo rectángulo un ángulo agudo mide 35°. ¿Cuántos grados mide el otro ángulo agudo?',
    ),
    55,
    { check: '90 − 35' },
  ),
  number('ge-8-2', -0.2, MISSING_SIDE, 5, {
    picture: { kind: 'right-triangle', a: 3, b: 4, c: null },
    check: 'picture',
  }),
  choice(
    'ge-8-3',
    -0.1,
    t(
      'The point (2, 5) is moved 3 units to the left. Where is it now?',
      'El punto (2, 5) se traslada 3 unidades a la izquierda. ¿Dónde queda?',
    ),
    [point(-1, 5), point(5, 5), point(2, 2), point(2, 8)],
    '-1,5',
  ),
  number('ge-8-4', 0.1, MISSING_SIDE, 8, {
    picture: { kind: 'right-triangle', a: 6, b: null, c: 10 },
    check: 'picture',
  }),
  number(
    'ge-8-5',
    0.3,
    t(
      'A cylinder has a radius of 2 cm and a height of 5 cm. Using π ≈ 3.14, what is its volume in cubic centimeters?',
      'Un cilindro tiene un radio de 2 cm y una altura de 5 cm. Usando π ≈ 3.14, ¿cuál es su volumen en centímetros cúbicos?',
    ),
    62.8,
    { check: '3.14 × 2^2 × 5' },
  ),
  number(
    'ge-8-6',
    0.4,
    t(
      'What is the distance between the points (1, 2) and (4, 6)?',
      '¿Cuál es la distancia entre los puntos (1, 2) y (4, 6)?',
    ),
    5,
    { check: 'sqrt((4 − 1)^2 + (6 − 2)^2)' },
  ),
];
