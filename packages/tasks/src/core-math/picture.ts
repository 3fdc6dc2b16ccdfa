import type { Text } from './types.ts';

/**
 * The pictures of Core Math items: small declarative descriptions the screen draws as SVG (no
 * image files, so every picture is reproducible and has a text alternative, picture-alt.ts). Each
 * kind says how it must be drawn; a drawing that adds information (a written number the item
 * asks for) would change the item.
 */

export type Colour = 'red' | 'blue' | 'green' | 'yellow';
export type ShapeName =
  'triangle' | 'square' | 'circle' | 'rectangle' | 'pentagon' | 'hexagon' | 'rhombus';

export type Picture =
  /** Groups in one row, left to right: `count` copies each (1 if absent), same size, filled with
   * `colour` (grey if absent). */
  | {
      readonly kind: 'shapes';
      readonly items: readonly {
        readonly shape: ShapeName;
        readonly count?: number;
        readonly colour?: Colour;
      }[];
    }
  /** `count` equal filled dots in rows of five, like a ten frame, so they can be counted. */
  | { readonly kind: 'dots'; readonly count: number }
  /** A long rectangle cut into `parts` equal pieces side by side; the first `shaded` from the
   * left are filled. */
  | { readonly kind: 'fraction-bar'; readonly parts: number; readonly shaded: number }
  /** An analogue face with the numerals 1-12, the hour hand at hour + minute / 60, the minute
   * hand at minute; no digital time. */
  | { readonly kind: 'clock'; readonly hour: number; readonly minute: number }
  /** Two rays from one vertex, one pointing right, the other turned counterclockwise by
   * `degrees`, an arc at the vertex; no number written. */
  | { readonly kind: 'angle'; readonly degrees: number }
  /** A right triangle to scale (leg a horizontal, leg b vertical, hypotenuse c) with a
   * right-angle mark; each side labelled with its length in cm, or '?' when null. */
  | {
      readonly kind: 'right-triangle';
      readonly a: number | null;
      readonly b: number | null;
      readonly c: number | null;
    }
  /** Vertical bars with their label below and a value axis from 0 with gridlines and numbers
   * every `step`; no value written on a bar. */
  | {
      readonly kind: 'bar-chart';
      readonly bars: readonly { readonly label: Text; readonly value: number }[];
      readonly step: number;
    }
  /** A number line cut into `ticks` equal steps, only min and max labelled, an arrow pointing
   * at `mark` (on a tick). */
  | {
      readonly kind: 'marked-line';
      readonly min: number;
      readonly max: number;
      readonly ticks: number;
      readonly mark: number;
    }
  /** A width x height rectangle to scale: with `grid`, unit squares drawn and no numbers;
   * without, one long and one short side labelled in cm. */
  | {
      readonly kind: 'rectangle';
      readonly width: number;
      readonly height: number;
      readonly grid: boolean;
    }
  /** A circle cut into equal sectors, coloured in order clockwise from the top, with a pointer
   * in the centre. */
  | { readonly kind: 'spinner'; readonly sectors: readonly Colour[] };

export type PictureKind = Picture['kind'];

/** Shape names, singular and plural. */
export const SHAPES: Record<ShapeName, { en: [string, string]; es: [string, string] }> = {
  triangle: { en: ['triangle', 'triangles'], es: ['triángulo', 'triángulos'] },
  square: { en: ['square', 'squares'], es: ['cuadrado', 'cuadrados'] },
  circle: { en: ['circle', 'circles'], es: ['círculo', 'círculos'] },
  rectangle: { en: ['rectangle', 'rectangles'], es: ['rectángulo', 'rectángulos'] },
  pentagon: { en: ['pentagon', 'pentagons'], es: ['pentágono', 'pentágonos'] },
  hexagon: { en: ['hexagon', 'hexagons'], es: ['hexágono', 'hexágonos'] },
  rhombus: { en: ['rhombus', 'rhombuses'], es: ['rombo', 'rombos'] },
};

/** Colour words; Spanish by gender (figures are masculine, 'parte' feminine) and number. */
export const COLOURS: Record<Colour, { en: string; m: [string, string]; f: [string, string] }> = {
  red: { en: 'red', m: ['rojo', 'rojos'], f: ['roja', 'rojas'] },
  blue: { en: 'blue', m: ['azul', 'azules'], f: ['azul', 'azules'] },
  green: { en: 'green', m: ['verde', 'verdes'], f: ['verde', 'verdes'] },
  yellow: { en: 'yellow', m: ['amarillo', 'amarillos'], f: ['amarilla', 'amarillas'] },
};

/** The names of shapes and colours, for items whose options name them. */
export const shapeName = (shape: ShapeName): Text => ({
  en: SHAPES[shape].en[0],
  es: SHAPES[shape].es[0],
});
export const colourName = (colour: Colour, spanishGender: 'm' | 'f' = 'm'): Text => ({
  en: COLOURS[colour].en,
  es: COLOURS[colour][spanishGender][0],
});
