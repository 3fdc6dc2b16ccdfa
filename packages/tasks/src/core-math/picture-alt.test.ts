import { describe, expect, it } from 'vitest';
import type { Picture } from './picture.ts';
import { pictureAlt } from './picture-alt.ts';

describe('pictureAlt', () => {
  it.each<[Picture, string, string]>([
    [
      {
        kind: 'shapes',
        items: [{ shape: 'triangle', count: 3, colour: 'red' }, { shape: 'circle' }],
      },
      'Shapes in a row, from left to right: 3 red triangles, a circle.',
      'Figuras en fila, de izquierda a derecha: 3 triángulos rojos, un círculo.',
    ],
    [
      { kind: 'shapes', items: [{ shape: 'hexagon', colour: 'yellow' }] },
      'Shapes in a row, from left to right: a yellow hexagon.',
      'Figuras en fila, de izquierda a derecha: un hexágono amarillo.',
    ],
    [{ kind: 'dots', count: 7 }, '7 dots.', '7 puntos.'],
    [
      { kind: 'fraction-bar', parts: 4, shaded: 1 },
      'A bar cut into 4 equal parts; 1 part is shaded.',
      'Una barra dividida en 4 partes iguales; 1 parte está coloreada.',
    ],
    [
      { kind: 'clock', hour: 4, minute: 45 },
      'A clock. The short hand is between 4 and 5; the long hand points to 9.',
      'Un reloj. La manecilla corta está entre el 4 y el 5; la manecilla larga apunta al 9.',
    ],
    [
      { kind: 'clock', hour: 12, minute: 0 },
      'A clock. The short hand points to 12; the long hand points to 12.',
      'Un reloj. La manecilla corta apunta al 12; la manecilla larga apunta al 12.',
    ],
    [
      { kind: 'clock', hour: 2, minute: 37 },
      'A clock. The short hand is between 2 and 3; the long hand is between 7 and 8.',
      'Un reloj. La manecilla corta está entre el 2 y el 3; la manecilla larga está entre el 7 y el 8.',
    ],
    [
      { kind: 'right-triangle', a: 3, b: 4, c: null },
      'A right triangle. One side of the right angle is 3 cm, the other is 4 cm; the longest side is marked with a question mark.',
      'Un triángulo rectángulo. Un lado del ángulo recto mide 3 cm, el otro mide 4 cm; el lado más largo está marcado con un signo de interrogación.',
    ],
    [
      { kind: 'marked-line', min: 0, max: 100, ticks: 10, mark: 60 },
      'A number line from 0 to 100 with 10 equal steps; an arrow points 6 steps after 0.',
      'Una recta numérica del 0 al 100 con 10 pasos iguales; una flecha señala 6 pasos después del 0.',
    ],
    [
      { kind: 'spinner', sectors: ['blue', 'blue', 'red', 'blue'] },
      'A spinner with 4 equal parts: 3 blue and 1 red.',
      'Una ruleta con 4 partes iguales: 3 azules y 1 roja.',
    ],
  ])('describes %j', (picture, en, es) => {
    expect(pictureAlt(picture, 'en')).toBe(en);
    expect(pictureAlt(picture, 'es')).toBe(es);
  });
});
