import {
  MATRIX_CORNERS,
  type MatrixAttribute,
  type MatrixCell,
  type MatrixPosition,
  type MatrixShape,
} from './types.ts';

/**
 * What a cell looks like, as a key: two cells with the same key are drawn the same. A turn a
 * shape's symmetry hides (a square by 90 degrees, a circle by any) is left out of the key, so
 * two options never look alike while their keys differ.
 */

/** Turns after which each shape looks the same again (360: none; 0: every turn looks alike). */
const SYMMETRY_DEGREES: Readonly<Record<MatrixShape, number>> = {
  circle: 0,
  square: 90,
  cross: 90,
  triangle: 120,
  star: 72,
  heart: 360,
  arrow: 360,
  moon: 360,
};

/** The turn as seen: within the shape's symmetry. */
export function seenRotation(shape: MatrixShape, rotation: number): number {
  const period = SYMMETRY_DEGREES[shape];
  return period === 0 ? 0 : ((rotation % period) + period) % period;
}

/** The cell's key, the response string of the option showing it: 'heart.blue.2.90.centre'. */
export const cellKey = (cell: MatrixCell): string =>
  [
    cell.shape,
    cell.colour,
    cell.count,
    seenRotation(cell.shape, cell.rotation),
    cell.position,
  ].join('.');

/** What a cell shows of an attribute: its value, or for a turn the turn as seen. */
export const seenValue = (
  cell: MatrixCell,
  attribute: MatrixAttribute,
): MatrixCell[MatrixAttribute] =>
  attribute === 'rotation' ? seenRotation(cell.shape, cell.rotation) : cell[attribute];

/** A turn by 45-degree steps, within [0, 360). */
export const turned = (rotation: number, steps: number): number =>
  (((rotation + 45 * steps) % 360) + 360) % 360;

/** The corner `steps` places clockwise; the centre has no next corner (it stays). */
export function cornerAfter(position: MatrixPosition, steps: number): MatrixPosition {
  const at = MATRIX_CORNERS.indexOf(position as (typeof MATRIX_CORNERS)[number]);
  if (at < 0) return position;
  return MATRIX_CORNERS[(((at + steps) % 4) + 4) % 4]!;
}

type AttributeValue = MatrixCell[MatrixAttribute];

/** The value one progression step after `value` (count +1, turn +45, one corner clockwise). */
export function stepAfter(attribute: MatrixAttribute, value: AttributeValue): AttributeValue {
  if (attribute === 'count') return (value as number) + 1;
  if (attribute === 'rotation') return turned(value as number, 1);
  if (attribute === 'position') return cornerAfter(value as MatrixPosition, 1);
  throw new Error(`${attribute} has no progression`);
}

/** A cell with one attribute changed. */
export const withValue = (
  cell: MatrixCell,
  attribute: MatrixAttribute,
  value: AttributeValue,
): MatrixCell => ({ ...cell, [attribute]: value });
